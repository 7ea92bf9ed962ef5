import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';
import { effectsOf } from './effectHelpers.js';

/** The only ability of a creature card named Shy Troll with this rules text, read. */
function only(text: string): AbilityEffect {
  return effectsOf(`Shy Troll {2}{G}\nCreature — Troll\n${text}\n3/3`)[0];
}

suite('effect model: the attackers the card itself can\'t block', () => {
  test('"~ can\'t block creatures with toughness 5 or greater" names the attackers it can\'t block', () => {
    const e = only("Shy Troll can't block creatures with toughness 5 or greater.");
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], cantBlockOf: { alts: [{ noun: 'Creature', props: [{ is: 'stat', stat: 'toughness', cmp: 'GE', value: 5 }] }], plural: true } }]);
    assert.match(describeEffect(e).join(' '), /can't block creatures with toughness ≥ 5/);
  });

  test('"~ can\'t block Goblins" is read; "~ can\'t block." stays the plain restriction; "… this turn" is not read', () => {
    assert.ok(only("Shy Troll can't block Goblins.").continuous![0].cantBlockOf);
    assert.deepStrictEqual(only("Shy Troll can't block.").continuous, [{ affected: { ref: 'self' }, keywords: [], rules: ["CARDNAME can't block."] }]);
    assert.ok(only("Shy Troll can't block Goblins this turn.").unknown);
  });
});
