import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const hatcher = (effect: string) => `Brood Warden {3}\nCreature — Eldrazi\nWhen Brood Warden enters the battlefield, ${effect}\n2/2`;

suite('effect model: a token\'s ability in quotes ("It has …", 111.3)', () => {
  test('"It has "…"" after one token gives that token the ability, read as a quoted ability and said so', () => {
    const [e] = effectsOf(hatcher('create a 1/1 colorless Eldrazi Drone creature token. It has "Sacrifice this creature: Add {C}."'));
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.strictEqual(e.steps?.length, 1);
    const step = e.steps[0];
    assert.ok(step.do === 'token');
    assert.deepStrictEqual(step.token.abilities?.map((g) => [g.cost, g.steps.map((s) => s.do)]), [[[{ pay: 'sacrifice', what: { ref: 'self' }, amount: 1 }], ['mana']]]);
    assert.match(describeEffect(e).join(' '), /create 1 1\/1 colorless Eldrazi Drone creature token\(s\) with the ability "sacrifice this token: add \{C\}"/i);
  });

  test('"They have "…"" after more than one token, and a sentence after it is read as before', () => {
    const [e] = effectsOf(hatcher('create two 0/1 colorless Eldrazi Drone creature tokens. They have "Sacrifice this creature: Add {C}." You gain 2 life.'));
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.map((s) => s.do), ['token', 'gainLife']);
    assert.ok(e.steps[0].do === 'token' && e.steps[0].token.abilities?.length === 1);
  });

  test('a pronoun that does not agree with the number of tokens is not read', () => {
    assert.ok(effectsOf(hatcher('create two 0/1 colorless Eldrazi Drone creature tokens. It has "Sacrifice this creature: Add {C}."'))[0].unknown);
    assert.ok(effectsOf(hatcher('create a 0/1 colorless Eldrazi Drone creature token. They have "Sacrifice this creature: Add {C}."'))[0].unknown);
  });
});

suite('effect model: "it" after a token is created', () => {
  test('a later sentence\'s "it" is the token (which no step can name yet): not read as the card', () => {
    for (const more of ['Put a +1/+1 counter on it.', 'It gains haste until end of turn.', 'It has "Sacrifice this creature: Add {C}." It gains haste until end of turn.']) {
      const [e] = effectsOf(hatcher(`create a 1/1 colorless Eldrazi Drone creature token. ${more}`));
      assert.strictEqual(e.unknown?.reason, 'not read: "it" after a token is created (the token)', more);
    }
    // "that creature" in the same sentence is still the target named before.
    const spell = effectsOf('Test Spores {3}{G}\nSorcery\nReturn target creature to its owner\'s hand. Create X 1/1 green Saproling creature tokens, where X is that creature\'s mana value.')[0];
    assert.ok(!spell.unknown, JSON.stringify(spell.unknown));
  });
});
