/**
 * The set's vocabulary (vocabulary.ts): what one card offers, which words are taken in, and the
 * near-miss rule that keeps typos of rules words out however often they are used.
 */
import * as assert from 'node:assert';
import { chunkVocabulary, nearMiss, vocabularyDirectives, vocabularyOfTexts } from '../../server/src/language/vocabulary.js';

const words = (texts: string[]) => vocabularyOfTexts(texts).map((w) => `${w.kind} ${w.type ?? ''} ${w.word} ${w.cards}`.replace(/ {2}/, ' '));

suite('the set\'s vocabulary', () => {
  test('a card offers its type line\'s new subtypes, an invented supertype, and its keyword lines of the set\'s kind', () => {
    assert.deepStrictEqual(chunkVocabulary('Gear Smith {1}\nElite Artifact Creature — Gearling Artificer\nOverclock {2} (It gains haste.)\nFlying\n1/1'),
      ['supertype\tElite', 'subtype\tcreature\tGearling', 'keyword\tOverclock\t+']);
    // A rules keyword, a variant of one, a sentence, a comment and a directive chunk offer nothing.
    assert.deepStrictEqual(chunkVocabulary('Bog {1}\nCreature — Zombie\n# Rootbind (a comment)\nSwampwalk\nEnchant creature\nCommander ninjutsu {2}\nDraw a card.\n1/1'), []);
    assert.deepStrictEqual(chunkVocabulary('@keyword Lurk\n@subtype Creature Mothkin'), []);
  });

  test('each face\'s type line counts, and a face\'s name line is never read as a keyword', () => {
    assert.deepStrictEqual(chunkVocabulary('Fire {1}{R}\nInstant\nDeal 2.\n//\nIce {1}{U}\nArtifact — Glimmershard\nTap it.'), ['subtype\tartifact\tGlimmershard']);
  });

  test('a subtype on two cards is taken in, on one card only if it is a planeswalker\'s own type', () => {
    assert.deepStrictEqual(words(['A {1}\nCreature — Human Actor\n1/1', 'B {1}\nCreature — Human Actor\n1/1', 'C {1}\nCreature — Mimefolk\n1/1']), ['subtype creature Actor 2']);
    assert.deepStrictEqual(words(['Oriel, Vine Speaker {3}\nLegendary Planeswalker — Oriel\n+1: Draw a card.\nLoyalty: 3']), ['subtype planeswalker Oriel 1']);
  });

  test('a near-miss of a rules word is never taken in, with one slip allowed up to eight letters and two from nine', () => {
    assert.ok(nearMiss('Wizzard', ['wizard']));
    assert.ok(nearMiss('Esclaate', ['escalate']), 'two letters swapped are one slip');
    assert.ok(!nearMiss('Invoke', ['evoke']), 'two edits make another word at six letters');
    assert.ok(nearMiss('Enchantmnet', ['enchantment']));
    assert.ok(!nearMiss('Gearling', ['gear']), 'a compound of a rules word is a word of its own');
    assert.deepStrictEqual(words(['A {1}\nCreature — Wizzard\n1/1', 'B {1}\nCreature — Wizzard\n1/1']), []);
    assert.deepStrictEqual(words(['A {1}\nInstant\nEsclaate {2} (Pay this cost for each mode chosen beyond the first.)']), []);
    assert.deepStrictEqual(words(['A {1}\nCreature — Elf\nFlyng\n1/1', 'B {1}\nCreature — Elf\nFlyng\n1/1']), []);
  });

  test('a one-card word that is a near-miss of another of the set\'s words is its typo, not a word of its own', () => {
    const cards = ['A {1}\nCreature — Gearling\nKindle 1 (Exile the top card.)\n1/1', 'B {1}\nCreature — Gearling\nKindle 2\n1/1', 'C {1}\nCreature — Gearlnig\nKindel 1 (Exile the top card.)\n1/1'];
    assert.deepStrictEqual(words(cards), ['keyword Kindle 2', 'subtype creature Gearling 2']);
  });

  test('keyword actions and sentences are no keywords of the set, with reminder text or on many cards', () => {
    assert.deepStrictEqual(words(['A {1}\nSorcery\nScry 2 (Look at the top two cards of your library.)', 'B {1}\nSorcery\nInvestigate (Create a Clue token.)']), []);
    assert.deepStrictEqual(words(['A {1}\nCreature — Elf\nExplore\n1/1', 'B {1}\nCreature — Elf\nExplore\n1/1', 'C {1}\nSorcery\nDraw two', 'D {1}\nSorcery\nDraw two']), []);
  });

  test('a multi-word subtype of the rules is one subtype, and a type the set invents keeps its own subtypes', () => {
    assert.deepStrictEqual(words(['A {1}\nLegendary Creature — Time Lord Doctor\n1/1', 'B {1}\nLegendary Creature — Time Lord Doctor\n1/1']), []);
    assert.deepStrictEqual(words(['A {1}\nParagon — Vanguardian\n2/2', 'B {1}\nParagon — Vanguardian\n2/2']), ['type Paragon 2']);
  });

  test('the lines after an emblem\'s header are its abilities: a keyword there counts', () => {
    assert.deepStrictEqual(chunkVocabulary('Emblem — Oriel\nSpiritbond (Whenever a creature you control dies, scry 1.)'), ['subtype\tplaneswalker\tOriel', 'keyword\tSpiritbond\t+']);
  });

  test('the directives that declare the words group subtypes by card type', () => {
    assert.deepStrictEqual(vocabularyDirectives(vocabularyOfTexts(['A {1}\nCreature — Actor\nKindle 1 (x)\n1/1', 'B {1}\nArtifact Creature — Actor Gizmo\n1/1', 'C {1}\nArtifact — Gizmo', 'D {2}\nArtifact — Gizmo'])),
      ['@keyword Kindle', '@subtype Creature Actor', '@subtype Artifact Gizmo']);
  });
});
