import * as assert from 'node:assert';
import { describedAll, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const walker = (ability: string): string => `Mira, Lantern Keeper {2}{W}{W}\nLegendary Planeswalker — Mira\n+1: You gain 2 life.\n${ability}\nLoyalty: 4`;

suite('Forge scripts: emblems a loyalty ability gives', () => {
  test('an emblem pumping and granting a keyword is a permanent Effect named after the card, its static in the command zone', () => {
    assert.deepStrictEqual(script(walker('−6: You get an emblem with "Creatures you control get +1/+1 and have vigilance."')).filter((l) => !l.startsWith('A:AB$ GainLife')), [
      'A:AB$ Effect | Cost$ SubCounter<6/LOYALTY> | Planeswalker$ True | Ultimate$ True | Name$ Emblem - Mira, Lantern Keeper | StaticAbilities$ STEmblem | Duration$ Permanent',
      'SVar:STEmblem:Mode$ Continuous | EffectZone$ Command | Affected$ Creature.YouCtrl | AffectedZone$ Battlefield | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Vigilance',
    ]);
  });

  test('an emblem that only grants a keyword is not stackable (a second one adds nothing)', () => {
    const lines = script(walker('−6: You get an emblem with "Lands you control have hexproof."'));
    assert.ok(lines.some((l) => l.startsWith('A:AB$ Effect') && l.includes('| Stackable$ False | Duration$ Permanent')), lines.join('\n'));
  });

  test('an emblem whose ability is a trigger stays unwritten, with the reason', () => {
    const reasons = forgeNotScripted(walker('−6: You get an emblem with "Whenever you cast a spell, you gain 1 life."'));
    assert.ok(reasons.some((r) => /emblem/.test(r)), reasons.join('\n'));
  });

  test('explain says the player gets an emblem and what it does', () => {
    assert.match(describedAll(walker('−6: You get an emblem with "Creatures you control get +1/+1 and have vigilance."')), /you get an emblem \(an object in the command zone, 114\.1\) with: each creature you control gets \+1\/\+1 and has vigilance/);
  });

  test('an emblem granting a keyword to three or more card types you control lists each type as yours', () => {
    const lines = script(walker('−7: You get an emblem with "Artifacts, creatures, and lands you control have shroud."'));
    assert.ok(lines.some((l) => l.startsWith('A:AB$ Effect') && /Stackable\$ False/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:STEmblem:Mode$ Continuous | EffectZone$ Command | Affected$ Artifact.YouCtrl,Creature.YouCtrl,Land.YouCtrl | AffectedZone$ Battlefield | AddKeyword$ Shroud'), lines.join('\n'));
    assert.match(describedAll(walker('−7: You get an emblem with "Artifacts, creatures, and lands you control have shroud."')), /emblem .* with: each artifact you control or creature you control or land you control has shroud/);
  });

  test('a static on a list of card types you control is one continuous effect on each of them', () => {
    const lines = script('Lantern Ward {1}{W}\nEnchantment\nArtifacts, enchantments, and lands you control have hexproof.');
    assert.deepStrictEqual(lines, ['S:Mode$ Continuous | Affected$ Artifact.YouCtrl,Enchantment.YouCtrl,Land.YouCtrl | AddKeyword$ Hexproof']);
  });

  test('a list of types with an adjective before the last one is not read as that list', () => {
    const lines = script('Lantern Ward {1}{W}\nEnchantment\nArtifacts, enchantments, and tapped lands you control have hexproof.');
    assert.ok(!lines.some((l) => /Hexproof/.test(l)), lines.join('\n'));
  });

  test('an emblem saying which spells your opponents can\'t cast is a CantBeCast static of the command zone, not stackable', () => {
    const sealer = walker('−5: You get an emblem with "Each opponent can\'t cast enchantment spells."');
    const lines = script(sealer);
    assert.ok(lines.some((l) => l.startsWith('A:AB$ Effect') && /Name\$ Emblem - Mira, Lantern Keeper \| StaticAbilities\$ STEmblem \| Stackable\$ False \| Duration\$ Permanent/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:STEmblem:Mode$ CantBeCast | ValidCard$ Enchantment | Caster$ Opponent | EffectZone$ Command'), lines.join('\n'));
    assert.match(describedAll(sealer), /emblem .* with: each opponent can't cast enchantment spells/);
  });

  test('an emblem keeping your opponents from casting spells only during your turn stays unwritten, as a rule for spells Forge\'s emblems are not written with', () => {
    const reasons = forgeNotScripted(walker('−6: You get an emblem with "Each opponent can\'t cast creature spells during your turn."'));
    assert.ok(reasons.includes('an emblem\'s rule for spells other than "<players> can\'t cast <spells>"'), reasons.join('\n'));
  });
});
