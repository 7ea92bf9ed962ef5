import * as assert from 'node:assert';
import { importCards } from '../../server/src/language/importer.js';
import { parseDocument } from '../../server/src/language/document.js';
import { bracketSafeJson } from '../../server/src/export/draftmancer.js';
import { nameProblems } from '../../server/src/export/planesculptors.js';
import { exportAs, fixture, setOf, textOf } from './exportHelpers.js';

/** Every card's name, cost, type line, text, stats, flavor, rarity and artist, per face. */
function essentials(text: string) {
  return setOf(text).cards.concat(setOf(text).tokens).map((c) => ({
    rarity: c.rarity, number: c.number,
    faces: c.faces.map((f) => ({ name: f.name, cost: f.cost, type: f.typeLine, text: f.text, pt: `${f.power}/${f.toughness}`, loyalty: f.loyalty, flavor: f.flavor, artist: f.artist ?? c.faces[0].artist })),
  }));
}

suite('export: round trips', () => {
  test('scryfall: importing the export gives back every card\'s name, cost, type line, text, stats, flavor, rarity and artist', () => {
    const original = fixture('violet.cards');
    const imported = importCards(JSON.parse(textOf(exportAs('scryfall', original))));
    assert.deepStrictEqual(imported.skipped, []);
    assert.deepStrictEqual(essentials(imported.text), essentials(original));
  });

  test('scryfall: a set as import writes it comes back as the same .cards text', () => {
    const once = importCards(JSON.parse(textOf(exportAs('scryfall', fixture('violet.cards'))))).text;
    const twice = importCards(JSON.parse(textOf(exportAs('scryfall', once)))).text;
    assert.strictEqual(twice, once);
    assert.ok(once.startsWith('@set VHL Violet Hollow\n@released 2026-01-15\n@subtype Planeswalker Vessa\n\n'), once.slice(0, 120));
    assert.strictEqual(parseDocument(once).cards.length, 11);
  });

  test('draftmancer: strings never hold brackets, so its bracket-counting reader finds the end of [CustomCards]', () => {
    const json = bracketSafeJson([{ name: 'Odd [Name]', text: 'a ] b [' }]);
    assert.ok(!/"[^"]*[[\]][^"]*"/.test(json));
    assert.deepStrictEqual(JSON.parse(json), [{ name: 'Odd [Name]', text: 'a ] b [' }]);
  });

  test('draftmancer: the custom cards section parses as JSON and the booster option changes the slots', () => {
    const text = textOf(exportAs('draftmancer', undefined, { boosters: { common: 9, uncommon: 4, rare: 1, mythicRate: 4 } }));
    const json = text.slice(text.indexOf('[\n'), text.indexOf('\n]\n') + 2);
    assert.strictEqual((JSON.parse(json) as unknown[]).length, 11);
    assert.match(text, /"Rare": \{\n\t\t\t"weight": 3,\n\t\t\t"slots": \{\n\t\t\t\t"Common": 9,\n\t\t\t\t"Uncommon": 4,\n\t\t\t\t"Rare": 1/);
    assert.match(text, /\[Mythic\]\n1 Vessa, Lantern Keeper\n$/);
  });

  test('draftmancer: without mythics the packs use sized slots', () => {
    const text = textOf(exportAs('draftmancer', '@set TST Test\n\nA {G}\nCreature — Ape\nRarity: Common\n1/1\n\nB {G}\nCreature — Ape\nRarity: Rare\n1/1'));
    assert.match(text, /\n\[Common\(10\)\]\n1 A\n\[Rare\(1\)\]\n1 B\n$/);
  });

  test('planesculptors: names with ; | : [ ] < > or used twice are reported', () => {
    const problems = nameProblems(setOf(fixture('violet.cards')));
    assert.deepStrictEqual(problems, ['Planesculptors names can\'t contain ; | : [ ] < >: "Fish & Chips <Deluxe>"']);
  });
});
