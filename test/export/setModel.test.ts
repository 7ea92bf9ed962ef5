import * as assert from 'node:assert';
import { compareNumbers, publisherOrder } from '../../server/src/export/collectorNumbers.js';
import { fixture, setOf } from './exportHelpers.js';

const card = (name: string, cost: string, type: string, extra = '') => `${name}${cost ? ` ${cost}` : ''}\n${type}${extra ? `\n${extra}` : ''}${/Creature/.test(type) ? '\n1/1' : ''}`;

suite('export: the set model', () => {
  test('collector numbers follow publisher order: WUBRG, multicolour, colourless, lands, basic lands; alphabetical inside', () => {
    const text = ['@set TST Test', card('Zebra', '{G}', 'Creature — Zebra'), card('Apple', '{G}', 'Creature — Elf'), card('Forest', '', 'Basic Land — Forest'),
      card('Grotto', '', 'Land'), card('Relic', '{2}', 'Artifact'), card('Pair', '{W}{U}', 'Instant', 'Draw a card.'), card('Mote', '{R}', 'Instant', 'Draw a card.'),
      card('Wisp', '{U}', 'Instant', 'Draw a card.'), card('Knight', '{W}', 'Creature — Human'), card('Ghoul', '{B}', 'Creature — Zombie')].join('\n\n');
    const set = setOf(text);
    assert.deepStrictEqual(publisherOrder(set.cards).map((c) => `${c.number} ${c.name}`), [
      '1 Knight', '2 Wisp', '3 Ghoul', '4 Mote', '5 Apple', '6 Zebra', '7 Pair', '8 Relic', '9 Grotto', '10 Forest',
    ]);
  });

  test('a given Number is kept and the assigned numbers skip it; tokens are numbered in their own series', () => {
    const set = setOf(fixture('violet.cards'));
    assert.strictEqual(set.cards.find((c) => c.name.startsWith('Vessa'))?.number, '100');
    assert.deepStrictEqual(set.cards.map((c) => c.number).sort(compareNumbers), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '100']);
    assert.deepStrictEqual(set.tokens.map((t) => t.number), ['T1']);
    const taken = setOf(['@set TST Test', card('Bear', '{G}', 'Creature — Bear', 'Number: 1'), card('Ape', '{G}', 'Creature — Ape')].join('\n\n'));
    assert.deepStrictEqual(taken.cards.map((c) => c.number), ['1', '2']);
  });

  test('two cards with one collector number are reported', () => {
    const set = setOf(['@set TST Test', card('Bear', '{G}', 'Creature — Bear', 'Number: 7'), card('Ape', '{G}', 'Creature — Ape', 'Number: 7')].join('\n\n'));
    assert.ok(set.warnings.some((w) => /Ape and Bear both have collector number 7/.test(w)), set.warnings.join('\n'));
  });

  test('set metadata comes from @set and @released; without them a fallback is used and said', () => {
    const set = setOf(fixture('violet.cards'));
    assert.deepStrictEqual([set.code, set.name, set.released, set.codeGiven], ['VHL', 'Violet Hollow', '2026-01-15', true]);
    const loose = setOf(card('Bear', '{G}', 'Creature — Bear'));
    assert.deepStrictEqual([loose.code, loose.codeGiven], ['CSTM', false]);
    assert.ok(loose.warnings.some((w) => /no "@set" directive/.test(w)));
  });

  test('a face\'s rules text is every line but its name, type line, fields, stats and comments; level-band P/T stays in the text', () => {
    const text = 'Leveler {1}{W}\nCreature — Human\n# a note to self\nLevel up {1}\nLEVEL 1-2\n2/2\nFlavor: Rise.\n1/1';
    const face = setOf(text).cards[0].faces[0];
    assert.deepStrictEqual(face.text, ['Level up {1}', 'LEVEL 1-2', '2/2']);
    assert.deepStrictEqual([face.power, face.toughness, face.flavor], ['1', '1', 'Rise.']);
  });

  test('layouts: split, adventure, transform, flip, token, saga, leveler, normal', () => {
    const set = setOf(fixture('violet.cards'));
    const layout = (name: string) => [...set.cards, ...set.tokens].find((c) => c.name.startsWith(name))?.layout;
    assert.deepStrictEqual([layout('Fire'), layout('Moonlit'), layout('Saproling'), layout('Grove Tender')], ['split', 'transform', 'token', 'normal']);
    const flip = setOf('Novice {U}\nCreature — Human\nWhenever you cast a spell, you may flip Novice.\n1/1\n//\nSage\nCreature — Spirit\n2/2').cards[0];
    assert.strictEqual(flip.layout, 'flip');
  });

  test('rarities are read in any case; a missing one is common and said once', () => {
    const set = setOf(['@set TST Test', card('A', '{G}', 'Creature — Ape', 'Rarity: Mythic Rare'), card('B', '{G}', 'Creature — Ape'), card('C', '{G}', 'Creature — Ape')].join('\n\n'));
    assert.deepStrictEqual(set.cards.map((c) => c.rarity), ['mythic', 'common', 'common']);
    assert.ok(set.warnings.includes('2 cards have no "Rarity:" line and are exported as common'));
  });

  test('cards link to the tokens they create by name, and an uncoloured token takes the colour its creators name', () => {
    const set = setOf('@set TST Test\n\nCaller {G}\nSorcery\nCreate three 1/1 green Insect creature tokens.\n\nInsect\nToken Creature — Insect\n1/1');
    assert.deepStrictEqual(set.cards[0].tokens.map(({ name, listedName, count }) => ({ name, listedName, count })), [{ name: 'Insect', listedName: 'Insect', count: 3 }]);
    assert.strictEqual(set.cards[0].tokens[0].card, set.tokens[0], 'the link holds the set\'s token card');
    assert.deepStrictEqual(set.tokens[0].colors, ['G']);
  });
});
