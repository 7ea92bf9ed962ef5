import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The only read ability of a card with this type line and rules text (the last ability: an Aura's enchant comes first). */
function last(name: string, typeLine: string, text: string, pt = ''): AbilityEffect {
  const model = parseDocument(`${name} {3}{G}\n${typeLine}\n${text}\n${pt}`).chunks.find((c) => c.model)!.model!;
  const e = readCardEffects(model).faces[0].at(-1)!;
  assert.ok(!e.unknown, `not read: ${JSON.stringify(e.unknown)}`);
  return e;
}

suite('effect model: more static forms', () => {
  test('"gets +2/+2 and can\'t block": the P/T change and the restriction, of the same creature', () => {
    const e = last('Iron Yoke', 'Enchantment — Aura\nEnchant creature', 'Enchanted creature gets +2/+2 and can\'t block.');
    const [c] = e.continuous!;
    assert.deepStrictEqual([c.affected, c.power, c.toughness, c.rules], [{ ref: 'enchanted' }, 2, 2, ["CARDNAME can't block."]]);
    assert.deepStrictEqual(describeEffect(e), ['static: the enchanted permanent gets +2/+2 and can\'t block']);
  });

  test('"~\'s power and toughness are each equal to the number of Wizards on the battlefield": a count of permanents on the battlefield', () => {
    const e = last('Wizard Idol', 'Creature — Wizard', 'Wizard Idol\'s power and toughness are each equal to the number of Wizards on the battlefield.', '*/*');
    assert.deepStrictEqual(e.continuous![0].defines, { power: true, toughness: true, amount: { count: 'objects', filter: { alts: [{ noun: 'Wizard', props: [] }], plural: true }, onBattlefield: true }, plus: 0, times: 1 });
  });

  test('"gets +1/+0 for each strife counter on ~": the kind of counter on the card itself; "on it" only of the card itself', () => {
    const e = last('War Drum', 'Enchantment', 'Attacking creatures get +1/+0 for each strife counter on War Drum.');
    assert.deepStrictEqual([e.continuous![0].power, e.continuous![0].forEachCounter, e.continuous![0].forEach], [1, 'STRIFE', undefined]);
    assert.deepStrictEqual(describeEffect(e), ['static: each attacking creature gets +1/+0 for each strife counter on this card (~)']);
    const heap = last('Moss Heap', 'Creature — Ooze', 'Moss Heap gets +1/+1 for each growth counter on it.', '0/0');
    assert.strictEqual(heap.continuous![0].forEachCounter, 'GROWTH');
  });

  test('"can\'t be blocked except by …" is read as the creatures that can\'t block it: none of the kinds named', () => {
    const e = last('Reed Walker', 'Creature — Elf', 'Reed Walker can\'t be blocked except by creatures with flying or reach.', '1/1');
    assert.deepStrictEqual(e.continuous![0].unblockableBy, { alts: [{ noun: 'Creature', props: [{ is: 'keyword', keyword: 'Flying', not: true }, { is: 'keyword', keyword: 'Reach', not: true }] }], plural: true });
    const veil = last('Veil Cloak', 'Enchantment — Aura\nEnchant creature', 'Enchanted creature can\'t be blocked except by Walls.');
    assert.deepStrictEqual([veil.continuous![0].affected, veil.continuous![0].unblockableBy], [{ ref: 'enchanted' }, { alts: [{ noun: 'Creature', props: [{ is: 'type', type: 'Wall', not: true }] }], plural: true }]);
    // Three or more creatures is a restriction of its own, as before.
    assert.deepStrictEqual(last('Big Folk', 'Creature — Giant', 'Big Folk can\'t be blocked except by three or more creatures.', '5/5').continuous![0].rules, ['CantBeBlockedByAmount LT3']);
  });

  test('characteristics set or removed: a base P/T, a land\'s new land type, a keyword lost for good, no maximum hand size', () => {
    const wrap = last('Small Wrap', 'Enchantment — Aura\nEnchant creature', 'Enchanted creature has base power and toughness 0/2.');
    assert.deepStrictEqual(wrap.continuous![0].basePT, { power: 0, toughness: 2 });
    const sea = last('Sea Touch', 'Enchantment — Aura\nEnchant land', 'Enchanted land is an Island.');
    assert.deepStrictEqual(sea.continuous![0].landType, ['Island']);
    assert.deepStrictEqual(describeEffect(sea), ['static: the enchanted permanent is an Island (and no other land type) and loses its other abilities']);
    assert.strictEqual(last('Ground Law', 'Creature — Elf', 'Creatures your opponents control lose flying and can\'t have or gain flying.', '2/2').continuous![0].losesKeyword, 'Flying');
    const hand = last('Big Hand', 'Artifact', 'You have no maximum hand size.');
    assert.deepStrictEqual([hand.continuous![0].affected, hand.continuous![0].noMaxHandSize], [{ ref: 'you' }, true]);
    // "in addition to its other types" keeps the others: not this form.
    const model = parseDocument('Sea More {U}\nEnchantment — Aura\nEnchant land\nEnchanted land is an Island in addition to its other types.\n').chunks.find((c) => c.model)!.model!;
    assert.strictEqual(readCardEffects(model).faces[0].at(-1)!.continuous?.[0].landType, undefined);
  });

  test('"If an opponent controls a Swamp and you control a Plains, you may cast ~ without paying its mana cost": both kinds, of the card itself', () => {
    const e = last('Bog Legate', 'Creature — Human', 'If an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost.', '2/2');
    assert.deepStrictEqual(e.continuous![0].freeCastIf, { opponentControls: { alts: [{ noun: 'Swamp', props: [] }] }, youControl: { alts: [{ noun: 'Plains', props: [] }] } });
  });

  test('"Each player can\'t cast more than one spell each turn": the players and the limit', () => {
    const e = last('Quiet Law', 'Enchantment', 'Each player can\'t cast more than one spell each turn.');
    assert.deepStrictEqual([e.continuous![0].affected, e.continuous![0].castLimit], [{ ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }, 1]);
    assert.deepStrictEqual(describeEffect(e), ['static: each player can\'t cast more than one spell each turn']);
  });

  test('"If a white source would deal damage to you, prevent 2 of that damage": what is protected, from which sources, how much', () => {
    const e = last('White Orb', 'Artifact', 'If a white source would deal damage to you, prevent 2 of that damage.');
    assert.deepStrictEqual([e.continuous![0].affected, e.continuous![0].preventSome], [{ ref: 'you' }, { amount: 2, source: { color: 'W' } }]);
    assert.deepStrictEqual(describeEffect(e), ['static: you have 2 of the damage each white source would deal to you prevented']);
  });

  test('"Creatures can\'t attack you unless their controller pays {2} for each …": a cost to attack you, for each attacker', () => {
    const e = last('Spirit Jail', 'Enchantment', 'Creatures can\'t attack you unless their controller pays {2} for each creature they control that\'s attacking you.');
    assert.deepStrictEqual(e.continuous![0].attackTax, { cost: 2, block: false, target: 'you' });
    assert.deepStrictEqual(describeEffect(e), ['static: each creature can\'t attack you unless its controller pays {2} for each']);
  });

  test('domain: "for each basic land type among lands you control" is the count of basic land types (a count of its own)', () => {
    const e = last('Land Giant', 'Creature — Giant', 'Domain — Land Giant gets +1/+1 for each basic land type among lands you control.', '3/3');
    assert.deepStrictEqual(e.continuous![0].forEach, { count: 'domain' });
    assert.deepStrictEqual(describeEffect(e), ['static: this card (~) gets +1/+1 for each basic land type among lands you control']);
  });
});
