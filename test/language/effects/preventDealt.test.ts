import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: "Prevent all (combat) damage <object> would deal this turn"', () => {
  test('read as the shield of the damage it deals (615.1a), as "… that would be dealt by it", said in words', () => {
    const e = instant('Prevent all combat damage target creature would deal this turn.', '{W}');
    assert.deepStrictEqual(e.steps, [{ do: 'pump', what: { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [] }] }, min: 1, max: 1, id: 0, another: false }, keywords: [], duration: 'turn', prevent: { combat: true, dealt: 'by' } }]);
    assert.match(describeEffect(e).join('\n'), /target creature has all combat damage that would be dealt by it prevented until end of turn/);
    const all = effectsOf('Test Warden {1}{W}\nCreature — Human Cleric\n{T}: Prevent all damage target attacking creature would deal this turn.\n1/1')[0];
    assert.deepStrictEqual(all.steps?.[0].do === 'pump' && all.steps[0].prevent, { combat: false, dealt: 'by' });
  });

  test('of a player or a spell, or without "this turn", it is not read', () => {
    assert.ok(instant('Prevent all damage target player would deal this turn.', '{W}').unknown);
    assert.ok(instant('Prevent all damage target spell would deal this turn.', '{W}').unknown);
    assert.ok(instant('Prevent all combat damage target creature would deal.', '{W}').unknown);
    // The card's own: not read yet (Forge's one script of it, in a trigger, spells it unlike its other pumps of the card).
    assert.ok(effectsOf('Test Zealot {2}{W}\nCreature — Human\n{W}: Prevent all combat damage Test Zealot would deal this turn.\n2/2')[0].unknown);
  });
});

suite('effect model: "Prevent all damage that would be dealt to him this turn"', () => {
  const marshal = (line: string) => effectsOf(`Test Marshal {4}{R}\nLegendary Planeswalker — Test\n${line}\nLoyalty: 3`)[0];
  test('"him" or "her" right after the card itself became a creature is the card (a card\'s rules text says it of no other object)', () => {
    const e = marshal("−1: Test Marshal becomes a 7/1 Giant Warrior creature with haste that's still a planeswalker until end of turn. Prevent all damage that would be dealt to him this turn.");
    assert.deepStrictEqual(e.steps?.[1], { do: 'pump', what: { ref: 'self' }, keywords: [], duration: 'turn', prevent: { combat: false, dealt: 'to' } });
  });

  test('of damage "him" would deal, it is not read', () => {
    assert.ok(marshal("−1: Test Marshal becomes a 7/1 Giant Warrior creature with haste that's still a planeswalker until end of turn. Prevent all damage him would deal this turn.").unknown);
  });

  test('"him" or "her" not right after the card became a creature (a player, a spell, an Aura, a trigger) is not read', () => {
    assert.ok(marshal('+1: Target player gains 2 life. Prevent all damage that would be dealt to him this turn.').unknown);
    assert.ok(marshal("0: Test Marshal becomes a 7/1 Giant Warrior creature that's still a planeswalker until end of turn. Draw a card. Prevent all damage that would be dealt to her this turn.").unknown);
    assert.ok(instant('Prevent all damage that would be dealt to her this turn.', '{W}').unknown);
    assert.ok(effectsOf('Test Warden {3}{W}\nSorcery\nTarget opponent loses 2 life. Prevent all damage that would be dealt to him this turn.')[0].unknown);
    assert.ok(effectsOf('Test Vigil {1}{W}\nEnchantment\nAt the beginning of your upkeep, target opponent loses 1 life. Prevent all damage that would be dealt to him this turn.')[0].unknown);
    assert.ok(effectsOf('Test Halo {W}\nEnchantment — Aura\nEnchant creature\n{W}: Prevent all damage that would be dealt to him this turn.').some((e) => e.unknown));
  });
});

suite('effect model: "Until your next turn, prevent all damage …"', () => {
  const walker = (line: string) => effectsOf(`Test Tidecaller {1}{G}{U}\nLegendary Planeswalker — Test\n${line}\nLoyalty: 2`)[0];
  test('a shield the target has until your next turn (611.2a), said in words', () => {
    const e = walker('+2: Until your next turn, prevent all combat damage target Beast would deal.');
    assert.deepStrictEqual(e.steps, [{ do: 'pump', what: { ref: 'target', filter: { alts: [{ noun: 'Beast', props: [] }] }, min: 1, max: 1, id: 0, another: false }, keywords: [], duration: 'untilYourNextTurn', prevent: { combat: true, dealt: 'by' } }]);
    assert.match(describeEffect(e).join('\n'), /until your next turn/);
    const both = walker('−1: Until your next turn, prevent all damage that would be dealt to and dealt by target creature you control.');
    assert.deepStrictEqual(both.steps?.[0].do === 'pump' && [both.steps[0].duration, both.steps[0].prevent], ['untilYourNextTurn', { combat: false, dealt: 'toAndBy' }]);
  });

  test('"this turn" besides it is not read', () => {
    assert.ok(walker('+2: Until your next turn, prevent all damage target Beast would deal this turn.').unknown);
  });
});

suite('effect model: "Prevent all noncombat damage that would be dealt to <other objects>"', () => {
  test('a replacement of noncombat damage to them (615.1a), said in words', () => {
    const e = effectsOf('Test Bulwark {1}{W}{W}\nCreature — Human Cleric\nPrevent all noncombat damage that would be dealt to other Clerics you control.\n1/4')[0];
    assert.deepStrictEqual(e.replacement, { prevent: { to: 'others', what: { ref: 'each', filter: { alts: [{ noun: 'Cleric', props: [{ is: 'other' }, { is: 'controller', who: 'you' }] }], plural: true } }, combat: false } });
    assert.match(describeEffect(e).join('\n'), /prevent all noncombat damage that would be dealt to/);
  });

  test('of one object but the equipped creature, it is not read', () => {
    assert.ok(effectsOf('Test Bulwark {1}{W}{W}\nCreature — Human Cleric\nPrevent all noncombat damage that would be dealt to target creature.\n1/4')[0].unknown);
  });
});

suite('effect model: "If damage would be dealt to ~, prevent that damage" and counters as many as the damage', () => {
  test('put for each 1 damage prevented, or "that many" removed (615.5), said in words', () => {
    const put = effectsOf('Thornback Wall {1}{G}\nCreature — Plant Wall\nDefender\nIf damage would be dealt to Thornback Wall, prevent that damage. Put a +1/+1 counter on Thornback Wall for each 1 damage prevented this way.\n0/3')[1];
    assert.deepStrictEqual(put.replacement, { prevent: { to: 'perDamage', what: { ref: 'self' }, counter: 'P1P1', action: 'put' } });
    assert.match(describeEffect(put).join('\n'), /put a \+1\/\+1 counter on it for each 1 damage prevented/);
    const remove = effectsOf('Hourglass Wall {2}{U}\nArtifact Creature — Wall\nIf damage would be dealt to Hourglass Wall, prevent that damage and remove that many time counters from it.\n0/4')[0];
    assert.deepStrictEqual(remove.replacement, { prevent: { to: 'perDamage', what: { ref: 'self' }, counter: 'TIME', action: 'remove' } });
  });
});

suite('effect model: "Prevent all (combat) damage that would be dealt this turn by / to <object>"', () => {
  test('"this turn" said before the object is the same shield; alone after it, a Fog still', () => {
    const e = instant('Prevent all combat damage that would be dealt this turn by target blocking creature.', '{W}');
    assert.deepStrictEqual(e.steps?.[0].do === 'pump' && [e.steps[0].what.ref, e.steps[0].prevent], ['target', { combat: true, dealt: 'by' }]);
    assert.deepStrictEqual(instant('Prevent all combat damage that would be dealt this turn.', '{G}').steps, [{ do: 'preventCombatDamage' }]);
    assert.ok(instant('Prevent all damage that would be dealt this turn to target creature this turn.', '{W}').unknown);
  });
});
