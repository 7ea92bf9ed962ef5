import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const aura = (ability: string) => `Crest of Kin {1}{R}\nEnchantment — Aura\nEnchant creature\n${ability}`;

suite('Forge scripts: the enchanted creature and other creatures that share a creature type with it', () => {
  test('their pump is a PumpAll of `Creature.sharesCreatureTypeWith Enchanted`, unsigned', () => {
    assert.deepStrictEqual(script(aura('Sacrifice Crest of Kin: Enchanted creature and other creatures that share a creature type with it get +2/+1 and gain haste until end of turn.')).slice(2), [
      'A:AB$ PumpAll | Cost$ Sac<1/CARDNAME> | ValidCards$ Creature.sharesCreatureTypeWith Enchanted | NumAtt$ 2 | NumDef$ 1 | KW$ Haste',
    ]);
    assert.deepStrictEqual(script(aura('{2}: Enchanted creature and other creatures that share a creature type with it gain vigilance until end of turn.')).slice(2), [
      'A:AB$ PumpAll | Cost$ 2 | ValidCards$ Creature.sharesCreatureTypeWith Enchanted | KW$ Vigilance',
    ]);
  });

  test('a colour shared, or an equipped creature, is not read', () => {
    assert.notDeepStrictEqual(forgeNotScripted(aura('{2}: Enchanted creature and other creatures that share a color with it gain vigilance until end of turn.')), []);
    assert.notDeepStrictEqual(forgeNotScripted('Kin Banner {2}\nArtifact — Equipment\n{2}: Equipped creature and other creatures that share a creature type with it gain vigilance until end of turn.\nEquip {1}'), []);
  });
});
