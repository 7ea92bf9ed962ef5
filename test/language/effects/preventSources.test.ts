import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: prevention of a group of sources to a group', () => {
  test('"Prevent all damage that would be dealt to you this turn by creatures with flying" names both the players shielded and the sources', () => {
    const e = instant('Prevent all damage that would be dealt to you this turn by creatures with flying.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'preventAll') return assert.fail(s.do);
    assert.strictEqual(s.toYou, true);
    assert.strictEqual(s.by?.alts[0].noun, 'Creature');
    assert.deepStrictEqual(describeEffect(e).slice(-1), ['  1. prevent all damage that would be dealt this turn to you by creatures with flying']);
  });

  test('"Prevent all damage that creatures would deal to players this turn" is the same effect, the sources said first', () => {
    const [s] = instant('Prevent all damage that creatures would deal to players this turn.').steps!;
    if (s.do !== 'preventAll') return assert.fail(s.do);
    assert.deepStrictEqual(s.by?.alts, [{ noun: 'Creature', props: [] }]);
    assert.deepStrictEqual(s.to?.alts, [{ noun: 'Player', props: [] }]);
    const [all] = instant('Prevent all combat damage that creatures you control would deal this turn.').steps!;
    assert.ok(all.do === 'preventAll' && all.combat && all.by && !all.to && !all.toYou);
    // "this turn" twice, or players as the sources: not read.
    assert.ok(instant('Prevent all damage that would be dealt this turn to you this turn by creatures.').unknown);
    assert.ok(instant('Prevent all damage that players would deal this turn.').unknown);
  });
});

suite('effect model: a permanent shielded from a group of creatures', () => {
  test('"Prevent all (combat) damage that would be dealt to ~ by attacking creatures" is a prevention of those sources to the card', () => {
    const [e] = effectsOf('Hexed Wall {1}{B}{B}\nCreature — Spirit Wall\nPrevent all combat damage that would be dealt to Hexed Wall by attacking creatures.\n1/5');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const prevent = e.replacement?.prevent;
    if (prevent?.to !== 'selfBy') return assert.fail(JSON.stringify(prevent));
    assert.strictEqual(prevent.combat, true);
    assert.deepStrictEqual(prevent.by.alts, [{ noun: 'Creature', props: [{ is: 'state', state: 'attacking' }] }]);
    assert.deepStrictEqual(describeEffect(e), ['replacement: prevent all combat damage that would be dealt to this card (~) by attacking creatures']);
  });
});

suite('effect model: the next combat damage prevented', () => {
  test('"Prevent the next 1 combat damage that would be dealt to you this turn" is a shield of combat damage only', () => {
    const [s] = instant('Prevent the next 2 combat damage that would be dealt to you this turn.').steps!;
    assert.ok(s.do === 'preventNext' && s.combat === true && s.to.ref === 'you');
    assert.match(describeEffect(instant('Prevent the next 2 combat damage that would be dealt to you this turn.')).join('\n'), /next 2 combat damage/);
  });
});
