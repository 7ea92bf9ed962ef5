/**
 * Tabletop Simulator's export read back by a reader written from the saved-object format
 * (readers/tts.ts): every card of the set in its deck, named, with its rules text, a double-faced
 * card's back as its second state, each card at its place on a sheet of at most 10 × 7 with the
 * last place left for the hidden card; packs as decks of their own; and the reader loads saved
 * objects as other converters write them and refuses broken ones, so a pass means something.
 */
import * as assert from 'node:assert';
import { exporterFor, type ExportOptions, type PictureJob } from '../../server/src/export/registry.js';
import type { ExportSet } from '../../server/src/export/setModel.js';
import { ttsSheet } from '../../server/src/export/tts.js';
import { setOf, textOf } from './exportHelpers.js';
import { layoutSet } from './toolImages.test.js';
import { readSavedObject, type TtsCard } from './readers/tts.js';

function exportTts(set: ExportSet, options: ExportOptions = {}) {
  const result = exporterFor('tts')!.export(set, { outputDir: '/home/ann/Saved Objects/hollow', ...options });
  const read = readSavedObject(textOf(result));
  assert.ok(read.ok, read.ok ? '' : read.error);
  return { result, decks: read.decks, jobs: result.pictures!.jobs };
}

/** A set of `n` commons (and a few of each other rarity and basic lands), for sheets and packs. */
function bigSet(n: number): string {
  const card = (name: string, rarity: string) => `${name} {1}{G}\nCreature — Elf\nReach\nRarity: ${rarity}\n1/1`;
  const cards = [
    ...Array.from({ length: n }, (_, i) => card(`Common Elf ${i + 1}`, 'Common')),
    ...Array.from({ length: 12 }, (_, i) => card(`Uncommon Elf ${i + 1}`, 'Uncommon')),
    ...Array.from({ length: 10 }, (_, i) => card(`Rare Elf ${i + 1}`, 'Rare')),
    ...Array.from({ length: 5 }, (_, i) => card(`Mythic Elf ${i + 1}`, 'Mythic')),
    'Forest\nBasic Land — Forest\n({T}: Add {G}.)',
  ];
  return `@set ELF Elfhame\n\n${cards.join('\n\n')}\n`;
}

/** The picture a card id points at: its sheet's job and the cell at its place. */
function cellOf(jobs: PictureJob[], card: TtsCard) {
  const job = jobs.find((j) => card.face.endsWith(`/${j.path}`) || card.face === j.path);
  assert.ok(job, `no sheet for ${card.face}`);
  return job.cells[card.place];
}

suite('export: Tabletop Simulator', () => {
  test('a deck of the set: every card once, named, its rules text its description, at its place on the sheet', () => {
    const set = setOf(layoutSet);
    const { decks, jobs } = exportTts(set);
    assert.strictEqual(decks.length, 1);
    assert.strictEqual(decks[0].nickname, 'Hollow Wilds');
    const all = [...set.cards, ...set.tokens];
    assert.strictEqual(decks[0].cards.length, all.length);
    for (const card of decks[0].cards) {
      const cell = cellOf(jobs, card);
      assert.ok(cell && cell !== 'back', `${card.nickname}: the sheet shows it`);
      assert.ok(card.nickname === cell.card.listedName || card.nickname === cell.card.faces[cell.face ?? 0].name, `${card.nickname} is ${cell.card.name}`);
    }
    const split = decks[0].cards.find((c) => c.nickname === 'Ebb // Flow')!;
    assert.strictEqual(split.description, 'Return target creature to its owner\'s hand.\n//\nSearch your library for a basic land card, put it onto the battlefield tapped, then shuffle.');
    // a double-faced card: its back face is its second state, a card of its own on the sheet
    const acolyte = decks[0].cards.find((c) => c.nickname === 'Moonlit Acolyte')!;
    assert.deepStrictEqual(acolyte.states.map((s) => s.nickname), ['Silver-Winged Herald']);
    assert.strictEqual(acolyte.states[0].description, 'Flying, lifelink');
    assert.deepStrictEqual(cellOf(jobs, acolyte.states[0]), { card: set.cards.find((c) => c.name.startsWith('Moonlit'))!, face: 1 });
    // addresses: file:/// paths of the folder written, as TTS writes a local file
    assert.strictEqual(acolyte.face, 'file:///home/ann/Saved Objects/hollow/HLW-sheet-1.png');
    assert.strictEqual(acolyte.back, 'file:///home/ann/Saved Objects/hollow/HLW-back.png');
  });

  test('sheets of at most 10 × 7 hold 69 cards each, the last place the card back (the hidden card), and ids run sheet × 100 + place', () => {
    const set = setOf(bigSet(150));
    const { decks, jobs, result } = exportTts(set);
    const sheets = jobs.filter((j) => /-sheet-\d+\.png$/.test(j.path));
    const pictures = set.cards.length + set.tokens.length;
    assert.strictEqual(sheets.length, Math.ceil(pictures / ttsSheet.cards));
    for (const sheet of sheets) {
      assert.ok(sheet.columns <= 10 && sheet.cells.length / sheet.columns <= 7, `${sheet.path}: ${sheet.columns} × ${sheet.cells.length / sheet.columns}`);
      assert.strictEqual(sheet.cells[sheet.cells.length - 1], 'back');
      assert.strictEqual(sheet.cells.filter((c) => c === 'back').length, 1);
    }
    assert.deepStrictEqual(sheets.slice(0, 2).map((s) => [s.columns, s.cells.length]), [[10, 70], [10, 70]]);
    const ids = decks[0].cards.map((c) => c.id);
    assert.deepStrictEqual(ids.slice(0, 3), [100, 101, 102]);
    assert.deepStrictEqual(ids.slice(68, 71), [168, 200, 201]);
    assert.strictEqual(new Set(ids).size, ids.length);
    assert.deepStrictEqual(decks[0].cards[69].grid, [10, 7]);
    // the card back, alone (BackURL) and as the saved object's thumbnail
    assert.deepStrictEqual(jobs.filter((j) => !sheets.includes(j)).map((j) => [j.path, j.cells]), [['ELF-back.png', ['back']], ['ELF.png', ['back']]]);
    assert.match(result.summary.join('\n'), /on 3 sheets of up to 10 × 7 \(409 × 571 px a card\)/);
  });

  test('--boosters N: a deck per pack opened from the set\'s collation, the same seed the same packs', () => {
    const set = setOf(bigSet(40));
    const { decks } = exportTts(set, { packs: 3, seed: '7' });
    assert.deepStrictEqual(decks.map((d) => d.nickname), ['Elfhame', 'Elfhame — pack 1', 'Elfhame — pack 2', 'Elfhame — pack 3']);
    const size = set.packCollation.slots.reduce((n, s) => n + s.count, 0);
    for (const pack of decks.slice(1)) {
      assert.strictEqual(pack.cards.length, size);
      for (const card of pack.cards) assert.ok(decks[0].cards.some((c) => c.id === card.id && c.nickname === card.nickname), `${card.nickname} is a card of the set`);
      assert.strictEqual(new Set(pack.cards.map((c) => c.nickname)).size, pack.cards.length, 'no card twice in a pack');
    }
    assert.deepStrictEqual(exportTts(set, { packs: 3, seed: '7' }).decks, decks);
    assert.notDeepStrictEqual(exportTts(set, { packs: 3, seed: '8' }).decks.slice(1), decks.slice(1));
    // a set too small for its packs says so and writes the set's deck alone
    const small = exportTts(setOf(layoutSet), { packs: 2 });
    assert.strictEqual(small.decks.length, 1);
    assert.match(small.result.warnings.join('\n'), /no packs were opened: a play pack can hold/);
  });

  test('--image-base: the sheets and the back are addressed under it', () => {
    const { decks } = exportTts(setOf(layoutSet), { imageBase: 'https://example.com/hollow' });
    assert.strictEqual(decks[0].cards[0].face, 'https://example.com/hollow/HLW-sheet-1.png');
    assert.strictEqual(decks[0].cards[0].back, 'https://example.com/hollow/HLW-back.png');
  });

  suite('the reader', () => {
    const customDeck = (face: string, w = 10, h = 7, hidden = true) => ({ FaceURL: face, BackURL: 'https://example.com/back.jpg', NumWidth: w, NumHeight: h, BackIsHidden: hidden, UniqueBack: false });
    const card = (id: number, name: string, deck: Record<string, unknown> = {}) => ({ Name: 'Card', Nickname: name, Description: '', CardID: id, CustomDeck: deck });

    test('loads a saved object as tts-deckconverter writes it: one custom deck per card (1 × 1) and a template sheet with a second state', () => {
      // Its builder: a "Deck" of "Card"s, CardID 100 × n, each with its own 1 × 1 custom deck; with
      // templates, ids from 100 on one sheet and an alternative face as state "2".
      const perCard = {
        ObjectStates: [{
          Name: 'Deck', Nickname: '', DeckIDs: [100, 200], CustomDeck: { 1: customDeck('https://img/a.jpg', 1, 1), 2: customDeck('https://img/b.jpg', 1, 1) },
          ContainedObjects: [card(100, 'Llanowar Elves', { 1: customDeck('https://img/a.jpg', 1, 1) }), card(200, 'Giant Growth', { 2: customDeck('https://img/b.jpg', 1, 1) })],
        }],
      };
      const read = readSavedObject(JSON.stringify(perCard));
      assert.ok(read.ok, read.ok ? '' : read.error);
      assert.deepStrictEqual(read.decks[0].cards.map((c) => [c.id, c.nickname, c.face]), [[100, 'Llanowar Elves', 'https://img/a.jpg'], [200, 'Giant Growth', 'https://img/b.jpg']]);
      const template = {
        ObjectStates: [{
          Name: 'Deck', DeckIDs: [100, 101], CustomDeck: { 1: customDeck('{{ deck - Template.jpg }}', 3, 2) },
          ContainedObjects: [
            { ...card(100, 'Delver of Secrets', { 1: customDeck('{{ deck - Template.jpg }}', 3, 2) }), States: { 2: card(102, 'Insectile Aberration', { 1: customDeck('{{ deck - Template.jpg }}', 3, 2) }) } },
            card(101, 'Ponder', { 1: customDeck('{{ deck - Template.jpg }}', 3, 2) }),
          ],
        }],
      };
      const t = readSavedObject(JSON.stringify(template));
      assert.ok(t.ok, t.ok ? '' : t.error);
      assert.deepStrictEqual(t.decks[0].cards[0].states.map((s) => [s.id, s.nickname, s.place]), [[102, 'Insectile Aberration', 2]]);
    });

    test('loads a Python deck builder\'s "DeckCustom" whose cards take the deck\'s custom decks, and a lone card', () => {
      const python = { ObjectStates: [{ Name: 'DeckCustom', ContainedObjects: [{ CardID: 100, Name: 'Card', Nickname: 'Opt' }, { CardID: 200, Name: 'Card', Nickname: 'Shock' }], DeckIDs: [100, 200], CustomDeck: { 1: customDeck('https://x/1.jpg', 1, 1), 2: customDeck('https://x/2.jpg', 1, 1) } }] };
      const read = readSavedObject(JSON.stringify(python));
      assert.ok(read.ok, read.ok ? '' : read.error);
      assert.deepStrictEqual(read.decks[0].cards.map((c) => c.nickname), ['Opt', 'Shock']);
      const lone = readSavedObject(JSON.stringify({ ObjectStates: [card(305, 'Bolt', { 3: customDeck('https://x/s.jpg') })] }));
      assert.ok(lone.ok && lone.decks[0].cards[0].place === 5);
    });

    test('refuses what TTS cannot load: no custom deck for an id, a place past the sheet, ids that disagree, a sheet past 10 × 7, no address', () => {
      const deck = (cards: unknown[], ids: number[], decks: Record<string, unknown>) => JSON.stringify({ ObjectStates: [{ Name: 'Deck', ContainedObjects: cards, DeckIDs: ids, CustomDeck: decks }] });
      const cases: [string, RegExp][] = [
        [deck([card(300, 'A')], [300], { 1: customDeck('f') }), /names custom deck 3, which neither the card nor its deck has/],
        [deck([card(170, 'A')], [170], { 1: customDeck('f') }), /place 70 of a 10 × 7 sheet that has 70 for cards/],
        [deck([card(169, 'A')], [169], { 1: customDeck('f', 10, 7, false) }), /place 69 of a 10 × 7 sheet that has 69 for cards/],
        [deck([card(100, 'A'), card(101, 'B')], [100, 102], { 1: customDeck('f') }), /DeckIDs .* disagree with its cards' ids/],
        [deck([card(100, 'A')], [100], { 1: customDeck('f', 11, 7) }), /is 11 × 7, not within 10 × 7/],
        [deck([card(100, 'A')], [100], { 1: { ...customDeck('f'), FaceURL: '' } }), /has no FaceURL/],
        ['{"ObjectStates": {}}', /no ObjectStates array/],
        ['not json', /not JSON/],
      ];
      for (const [text, error] of cases) {
        const read = readSavedObject(text);
        assert.ok(!read.ok, text);
        assert.match(read.error, error, text);
      }
    });
  });
});
