import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: a target that can\'t block the card this turn', () => {
  test('"Target creature with power 2 or less can\'t block ~ this turn" is a restriction naming the card, for the turn', () => {
    const [e] = effectsOf('Alley Brawler {3}{R}\nCreature — Human Rogue\n{2}, Discard a card: Target creature with power 2 or less can\'t block Alley Brawler this turn.\n3/2');
    assert.deepStrictEqual(e.steps![0].do === 'pump' && [e.steps![0].rules, e.steps![0].duration], [['CantBlockCardUIDSource'], 'turn']);
    assert.match(describeEffect(e).join('\n'), /target creature with power ≤ 2 can't block this card \(~\)/);
  });
});
