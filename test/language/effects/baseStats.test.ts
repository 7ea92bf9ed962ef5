import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { instant } from './effectHelpers.js';

/** The spell ability of an instant with this rules text. */
suite('effect model: a creature\'s base power and toughness set, its abilities lost', () => {
  test('"Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1"', () => {
    const e = instant('Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.');
    assert.strictEqual(e.unknown, undefined);
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'animate' && s.losesAbilities && s.power === 1 && s.toughness === 1 && s.types.length === 0);
    assert.deepStrictEqual([s.colors, s.subtypes, s.replacesColors, s.replacesCreatureTypes, s.duration], [['U'], ['Frog'], true, true, 'turn']);
    assert.match(describeEffect(e).join('\n'), /target creature loses all abilities and becomes a blue Frog with base power and toughness 1\/1 until end of turn/);
  });

  test('"… loses all abilities and has base power and toughness 0/1" and "has base power and toughness 1/1 until end of turn"', () => {
    const [lose] = instant('Until end of turn, target creature loses all abilities and has base power and toughness 0/1.').steps as Step[];
    assert.ok(lose.do === 'animate' && lose.losesAbilities && lose.power === 0 && lose.subtypes.length === 0 && !lose.replacesColors);
    const [base] = instant('Target creature has base power and toughness 1/1 until end of turn.').steps as Step[];
    assert.ok(base.do === 'animate' && !base.losesAbilities && base.duration === 'turn');
  });

  test('of more than one creature, or without how long, it is not read', () => {
    assert.strictEqual(instant('Until end of turn, two target creatures lose all abilities and have base power and toughness 0/1.').unknown?.reason, 'not read: what happens until end of turn');
    assert.strictEqual(instant('Target creature has base power and toughness 1/1.').unknown?.reason, 'not read: how long');
  });
});

suite('effect model: one of a creature\'s base power and toughness set', () => {
  test('"has base power 1 until end of turn" sets the base power only', () => {
    const e = instant('Target creature an opponent controls has base power 1 until end of turn. Draw a card.');
    assert.deepStrictEqual(e.steps![0].do === 'animate' && [e.steps![0].only, e.steps![0].power], ['power', 1]);
    assert.match(describeEffect(e).join('\n'), /target creature an opponent controls has base power 1 until end of turn/);
  });
});
