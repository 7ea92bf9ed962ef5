import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const aura = (ability: string) => `Crest of Kin {1}{R}\nEnchantment — Aura\nEnchant creature\n${ability}`;
/** Forge's engine checks `sharesCreatureTypeWith Enchanted` only when the ability sacrificed the card. */
const onlySacrificed = 'creatures that share a creature type with the enchanted creature other than pumped by sacrificing the card (Forge checks it only then)';

suite('Forge scripts: the enchanted creature and other creatures that share a creature type with it', () => {
  test('their pump under a cost that sacrifices the card is a PumpAll of `Creature.sharesCreatureTypeWith Enchanted`, unsigned', () => {
    assert.deepStrictEqual(script(aura('{1}, Sacrifice Crest of Kin: Enchanted creature and other creatures that share a creature type with it get +1/+2 and gain vigilance until end of turn.')).slice(2), [
      'A:AB$ PumpAll | Cost$ 1 Sac<1/CARDNAME> | ValidCards$ Creature.sharesCreatureTypeWith Enchanted | NumAtt$ 1 | NumDef$ 2 | KW$ Vigilance',
    ]);
  });

  test('elsewhere (another cost, a static, a destroy, a tap, damage, a restriction, a trigger) it is not written: every creature would match', () => {
    for (const ability of [
      '{2}: Enchanted creature and other creatures that share a creature type with it get +1/+2 and gain vigilance until end of turn.',
      'Sacrifice a creature: Enchanted creature and other creatures that share a creature type with it get +1/+2 until end of turn.',
      'Enchanted creature and other creatures that share a creature type with it get +1/+1.',
      '{2}: Destroy enchanted creature and other creatures that share a creature type with it.',
      'Sacrifice Crest of Kin: Tap enchanted creature and other creatures that share a creature type with it.',
      'Sacrifice Crest of Kin: Crest of Kin deals 1 damage to enchanted creature and other creatures that share a creature type with it.',
      "Sacrifice Crest of Kin: Enchanted creature and other creatures that share a creature type with it can't block this turn.",
      'When Crest of Kin enters the battlefield, enchanted creature and other creatures that share a creature type with it gain haste until end of turn.',
      'Sacrifice Crest of Kin: Draw a card. Enchanted creature and other creatures that share a creature type with it gain haste until end of turn.',
    ]) assert.deepStrictEqual(forgeNotScripted(aura(ability)), [onlySacrificed], ability);
  });

  test('a colour shared, or an equipped creature, is not read', () => {
    assert.match(forgeNotScripted(aura('{2}: Enchanted creature and other creatures that share a color with it gain vigilance until end of turn.')).join(), /cannot read/);
    assert.match(forgeNotScripted('Kin Banner {2}\nArtifact — Equipment\n{2}: Equipped creature and other creatures that share a creature type with it gain vigilance until end of turn.\nEquip {1}').join(), /cannot read/);
  });
});
