/**
 * The set's own words in the editor: hover on a set keyword, subtype and custom mana symbol; the
 * outline's "Set's own words" entry; the "Declare all N new words" source action; and the words
 * taken in as the file is edited.
 */
import * as assert from 'node:assert';
import { doHover } from '../../../server/src/language/features/hover.js';
import { doDocumentSymbols } from '../../../server/src/language/features/outline.js';
import { doCodeActions } from '../../../server/src/language/features/codeActions.js';
import { findSetWords } from '../../../server/src/language/features/setWords.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { updateDocument } from '../../../server/src/language/documentUpdate.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { stringSource } from '../../../server/src/language/textSource.js';
import { builtInKnowledge, cursor, open } from './featureHelpers.js';
import { applyFix, gearSet, validate } from '../../helpers.js';

const set = gearSet();

function hoverAt(marked: string): string {
  const { text, position } = cursor(marked);
  const { doc, workspace, diagnostics } = open(text);
  return doHover(doc, position, builtInKnowledge(), diagnostics, workspace)?.contents ?? '';
}

suite('the set\'s own words in the editor', () => {
  test('the file\'s words are found with their uses: declared ones and those taken in from the cards', () => {
    const doc = parseDocument(set);
    assert.deepStrictEqual(doc.vocabulary.map((w) => `${w.kind} ${w.word} ${w.cards}`), ['keyword Kindle 2', 'subtype Gearling 3']);
    const [mana] = findSetWords(doc, '{V}');
    assert.deepStrictEqual([mana.meaning, mana.declared, mana.cards], ['violet', true, ['Gear Smith']]);
    const [kindle] = findSetWords(doc, 'kindle');
    assert.deepStrictEqual([kindle.declared, kindle.cards, kindle.reminder], [false, ['Tinker', 'Forgehand'], '(When this creature enters, exile the top card of your library. You may play it this turn.)']);
  });

  test('hover on the set\'s keyword shows its reminder text and the cards that use it', () => {
    const h = hoverAt(set.replace('Kindle 2', 'Kin|dle 2'));
    assert.match(h, /\*\*Kindle\*\* — a keyword of this set, the set's own/);
    assert.match(h, /Reminder text: \(When this creature enters, exile the top card/);
    assert.match(h, /Used on 2 cards: Tinker, Forgehand/);
    assert.match(h, /Declare all 2 new words/);
  });

  test('hover on a set keyword left without reminder text reads it through the reminder its other cards give it', () => {
    const h = hoverAt('@keyword Lanternwake\n\nLantern Moth {1}{W}\nCreature — Insect\nLanternwake (When this creature enters, draw a card.)\n1/1\n\nLantern Hound {3}{W}\nCreature — Dog\nLantern|wake\n3/2\n');
    assert.match(h, /cardtext reads this ability as:/);
    assert.match(h, /when this card \(\\?~\) enters the battlefield/);
    assert.match(h, /you draw 1 card/);
    assert.doesNotMatch(h, /not read/);
  });

  test('hover on a declared keyword says it is declared, with its reminder text', () => {
    const h = hoverAt(set.replace('Overclock {2}', 'Over|clock {2}'));
    assert.match(h, /\*\*Overclock\*\* — a keyword of this set, declared with \\?@keyword/);
    assert.match(h, /Reminder text: \(You may cast this spell for its overclock cost/);
  });

  test('hover on the set\'s subtype in a type line tells how many cards use it', () => {
    const h = hoverAt(set.replace('Creature — Gearling Artificer', 'Creature — Gear|ling Artificer'));
    assert.match(h, /\*\*Gearling\*\* — a creature type of this set/);
    assert.match(h, /Used on 3 cards: Gear Smith, Tinker, Forgehand/);
    // A rules subtype on the same line has no such note.
    assert.doesNotMatch(hoverAt(set.replace('Gearling Artificer', 'Gearling Arti|ficer')), /of this set/);
  });

  test('hover on a custom mana symbol names its type of mana and the cards that use it', () => {
    const h = hoverAt(set.replace('{T}: Add {V}.', '{T}: Add {|V}.'));
    assert.match(h, /mana of type "violet"/);
    assert.match(h, /Used on 1 card: Gear Smith/);
  });

  test('a one-card typo of the set\'s own keyword is reported with that keyword as the fix', () => {
    const result = validate(`${set}\n\nEmberhand {R}\nCreature — Gearling\nKindel 1 (When this creature enters, exile the top card of your library. You may play it this turn.)\n1/1`);
    const d = result.find((x) => x.code === 'unknown-keyword');
    assert.ok(d, 'the typo is reported');
    assert.match(d.message, /"Kindel" is not a keyword — did you mean "Kindle"\?/);
    assert.strictEqual(d.fixes?.[0].title, 'Replace with Kindle');
    assert.deepStrictEqual(result.doc.vocabulary.map((w) => w.word), ['Kindle', 'Gearling']);
  });

  test('the outline starts with the set\'s own words, each at its first use', () => {
    const doc = parseDocument(set);
    const [head, ...cards] = doDocumentSymbols(doc);
    assert.strictEqual(head.kind, 'vocabulary');
    assert.strictEqual(head.name, "Set's own words");
    assert.deepStrictEqual(head.children.map((c) => [c.name, c.detail, c.range.start.line]), [['Kindle', 'keyword · 2 cards', 11], ['Gearling', 'creature type · 3 cards', 4]]);
    assert.deepStrictEqual(cards.map((c) => c.name), ['Gear Smith', 'Tinker', 'Forgehand']);
    assert.strictEqual(doDocumentSymbols(parseDocument('Bolt {R}\nInstant\nBolt deals 3 damage to any target.'))[0].kind, 'card');
  });

  test('"Declare all N new words" writes the directives after the file\'s own, and then nothing is left to declare', () => {
    const doc = parseDocument(set);
    const actions = doCodeActions({ start: { line: 15, character: 0 }, end: { line: 15, character: 0 } }, validateDocument(doc), doc);
    const declare = actions.find((a) => a.kind === 'source');
    assert.ok(declare, 'the source action is offered');
    assert.strictEqual(declare.title, 'Declare all 2 new words (@keyword, @subtype)');
    const after = applyFix(set, { title: declare.title, edits: declare.edits });
    // Kindle takes a number on its cards, and Tinker gives it reminder text: both are declared.
    assert.match(after, /^@mana \{V\} violet\n@keyword Overclock\n@keyword Kindle N \(When this creature enters, exile the top card of your library\. You may play it this turn\.\)\n@subtype Creature Gearling\n\nGear Smith/);
    const next = parseDocument(after);
    assert.deepStrictEqual(next.vocabulary, []);
    assert.deepStrictEqual(validateDocument(next).filter((d) => d.severity !== 'info'), []);
    assert.strictEqual(doCodeActions({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], next).filter((a) => a.kind === 'source').length, 0);
  });

  test('"Declare all" writes a keyword\'s reminder text as a template of its number, cost and self-reference, so each card is checked against it', () => {
    const text = [
      'Seer {1}{U}', 'Creature — Human Wizard', 'Foresee 2 (Look at the top two cards of your library. Put one into your hand and the rest into your graveyard, then create a 1/1 blue Bird creature token. It gets +2/+2 until end of turn.)', '1/1', '',
      'Oracle {3}{U}', 'Creature — Human Wizard', 'Foresee 3 (Look at the top three cards of your library. Put one into your hand and the rest into your graveyard, then create a 1/1 blue Bird creature token. It gets +3/+3 until end of turn.)', '2/2', '',
      'Relic of Sight {2}', 'Artifact', 'Foresee 1', '{T}: Draw a card.', '',
      'Ember Return {R}', 'Sorcery', 'Rekindle {2}{R} (You may cast this card from your graveyard for {2}{R}. Then exile it.)', 'Draw a card.', '',
      'Ash Return {B}', 'Sorcery', 'Rekindle {3} (You may cast this card from your graveyard for {3}. Then exile it.)', 'Draw a card.',
    ].join('\n');
    const doc = parseDocument(text);
    const declare = doCodeActions({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], doc).find((a) => a.kind === 'source')!;
    const after = applyFix(text, { title: declare.title, edits: declare.edits });
    const lines = after.split('\n');
    assert.ok(lines.includes('@keyword Foresee N (Look at the top {nWord} cards of your library. Put one into your hand and the rest into your graveyard, then create a 1/1 blue Bird creature token. It gets +N/+N until end of turn.)'), after.slice(0, 400));
    assert.ok(lines.includes('@keyword Rekindle {cost} (You may cast this card from your graveyard for {cost}. Then exile it.)'), after.slice(0, 400));
    // Declared, the words are known and each card's reminder agrees with the template.
    assert.deepStrictEqual(parseDocument(after).vocabulary, []);
    assert.deepStrictEqual(validate(after).filter((d) => d.code === 'wording-reminder-text'), []);
    // A later card whose reminder says another number than its keyword's is reported against the declaration.
    const wrong = `${after}\n\nSage {2}{U}\nCreature — Human\nForesee 2 (Look at the top three cards of your library. Put one into your hand and the rest into your graveyard, then create a 1/1 blue Bird creature token. It gets +2/+2 until end of turn.)\n1/1`;
    assert.strictEqual(validate(wrong).filter((d) => d.code === 'reminder-text-mismatch' && d.range.start.line === wrong.split('\n').length - 2).length, 1);
  });

  test('without directives, the declarations go before the first card', () => {
    const text = 'Lead {1}{W}\nCreature — Human Actor\n2/2\n\nUnderstudy {W}\nCreature — Human Actor\n1/1';
    const doc = parseDocument(text);
    const declare = doCodeActions({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], doc).find((a) => a.kind === 'source')!;
    assert.strictEqual(applyFix(text, { title: declare.title, edits: declare.edits }), `@subtype Creature Actor\n\n${text}`);
  });

  test('an edit that makes a second card use a word takes it in, and the first card\'s note goes', () => {
    const text = 'Lead {1}{W}\nCreature — Human Actor\n2/2\n\nUnderstudy {W}\nCreature — Human Soldier\n1/1';
    const doc = parseDocument(text);
    assert.deepStrictEqual(validateDocument(doc).map((d) => d.code), ['new-subtype']);
    const edited = text.replace('Human Soldier', 'Human Actor');
    const line = 5;
    const next = updateDocument(doc, { range: { start: { line, character: 17 }, end: { line, character: 24 } }, text: 'Actor' }, stringSource(edited));
    assert.deepStrictEqual(next.vocabulary.map((w) => w.word), ['Actor']);
    assert.deepStrictEqual(validateDocument(next), []);
    assert.deepStrictEqual(validateDocument(next).map((d) => d.code), validate(edited).map((d) => d.code), 'the same as a fresh parse');
  });
});
