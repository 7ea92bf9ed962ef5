/**
 * The built-in rules reference. Its comparison with the official rules (every cited rule exists, no
 * wording copied) needs the full Comprehensive Rules: test/conformance/reference.test.ts.
 */
import * as assert from 'node:assert';
import { keywordAbilities, keywordActions } from '../../../server/src/language/data/rulesData.js';
import { codeInfo } from '../../../server/src/language/checks/codes.js';
import { classifySymbol, type SymbolClass } from '../../../server/src/language/model/symbols.js';
import {
  codeReference, conceptReference, concepts, keywordReference, keywordReferences, symbolReference,
} from '../../../server/src/language/knowledge/reference.js';
import { allClasses, allEntries } from './referenceEntries.js';

/** Rough sentence count: splits at . ! ? followed by a space or the end (ignoring "e.g."). */
function sentences(text: string): number {
  return text.replace(/e\.g\./g, 'eg').split(/[.!?]["”`)]*(?:\s+|$)/).filter((s) => s.trim() !== '').length;
}

suite('rules reference', () => {
  test('every symbol class has an entry with text and a rule', () => {
    for (const cls of Object.keys(allClasses) as SymbolClass[]) {
      const e = symbolReference(cls);
      assert.ok(e.text.length > 20 && e.rules.length > 0 && e.title, cls);
    }
    assert.deepStrictEqual(symbolReference(classifySymbol('T').cls).rules, ['107.5', '302.6']);
    assert.deepStrictEqual(symbolReference(classifySymbol('Q').cls).rules, ['107.6', '302.6']);
    assert.strictEqual(symbolReference(classifySymbol('2/W').cls).id, 'symbol:monocoloredHybrid');
    assert.strictEqual(symbolReference(classifySymbol('C/W').cls).id, 'symbol:colorlessHybrid');
    assert.strictEqual(symbolReference(classifySymbol('P').cls).id, 'symbol:pawprint');
  });

  test('every keyword ability and action in rulesData has an entry with non-empty text and its rule', () => {
    for (const k of [...keywordAbilities, ...keywordActions]) {
      const e = keywordReference(k.name);
      assert.ok(e, k.name);
      assert.strictEqual(e.title, k.name);
      assert.deepStrictEqual(e.rules, [k.rule], k.name);
      assert.ok(e.text.trim().length > 20, `${k.name} has no text`);
    }
    assert.strictEqual(keywordReferences.length, keywordAbilities.length + keywordActions.length);
    assert.strictEqual(new Set(keywordReferences.map((e) => e.id)).size, keywordReferences.length);
  });

  test('keyword lookup ignores case and parameters and folds variants into their rule', () => {
    const cases: [string, string][] = [
      ['flying', 'Flying'], ['FIRST STRIKE', 'First Strike'], ['Forestwalk', 'Landwalk'], ['nonbasic landwalk', 'Landwalk'],
      ['Swampcycling {2}', 'Cycling'], ['Basic landcycling {1}{G}', 'Cycling'], ['Megamorph {5}{G}', 'Morph'],
      ['Multikicker {1}{R}', 'Kicker'], ['Kicker {2}{R} (You may pay an additional {2}{R}.)', 'Kicker'],
      ['Protection from red', 'Protection'], ['Ward—Pay 3 life.', 'Ward'], ['Totem armor', 'Umbra Armor'],
      ['Goblin offering', 'Offering'], ['Nightbound', 'Daybound and Nightbound'], ['Suspend 4—{1}{U}', 'Suspend'],
      ['for mirrodin!', 'For Mirrodin!'], ['Start your engines', 'Start Your Engines!'], ['∞', '∞ (Infinity)'],
      ['Planeswalk', 'Planeswalk'], ['Double strike', 'Double Strike'], ['Double', 'Double'], ['mills', 'Mill'],
      ['exiled', 'Exile'], ['sacrificing', 'Sacrifice'], ['untap', 'Tap and Untap'], ['Scry 2', 'Scry'],
      ['the Ring tempts you', 'The Ring Tempts You'], ['Manifest dread', 'Manifest Dread'], ['Manifest', 'Manifest'],
      ['Partner with Foo', 'Partner'], ['Choose a Background', 'Partner'], ['Jump-start', 'Jump-Start'],
    ];
    for (const [input, title] of cases) assert.strictEqual(keywordReference(input)?.title, title, input);
    for (const input of ['', 'Goblin', 'Landfall', 'target creature']) assert.strictEqual(keywordReference(input), undefined, input);
  });

  test('the concepts a designer needs are present and cite the rules asked for', () => {
    const required: Record<string, string[]> = {
      'mana-types': ['106.1b', '106.5'], 'could-produce': ['106.7'], 'tapped-for-mana': ['106.12', '106.12a', '106.12b'],
      x: ['107.3', '107.3a', '107.3f', '107.3i', '107.3m'], 'mana-abilities': ['605', '605.1a', '605.1b', '605.3b'],
      'loyalty-abilities': ['606'], 'linked-abilities': ['607'], 'owner-controller': ['108.3', '110.2', '111.2'],
      'face-down': ['708'], 'mana-value': ['202.3'], color: ['202.2', '204', '903.4'], 'summoning-sickness': ['302.6'],
      'activated-abilities': ['602.1', '118'], 'triggered-abilities': ['603'], 'ability-words': ['207.2c'],
      'reminder-text': ['207.2'], 'self-reference': ['201.5'], 'type-line': ['205'], 'power-toughness': ['208'],
      loyalty: ['209', '306.5'], defense: ['310'], 'split-cards': ['709'], 'double-faced-cards': ['712'],
      'additional-costs': ['118.8'], targets: ['115'],
    };
    for (const [id, rules] of Object.entries(required)) {
      const e = conceptReference(id);
      assert.ok(e, id);
      for (const rule of rules) assert.ok(e.rules.includes(rule), `${id} cites ${rule}`);
    }
    assert.strictEqual(conceptReference('concept:X')?.id, 'x');
    assert.strictEqual(conceptReference('nope'), undefined);
    assert.strictEqual(new Set(concepts.map((c) => c.id)).size, concepts.length);
  });

  test('every diagnostic code has an entry explaining why and how to fix, with its rule', () => {
    for (const [code, info] of Object.entries(codeInfo)) {
      const e = codeReference(code);
      assert.ok(e && e.text.length > 40, code);
      assert.deepStrictEqual(e.rules, info.rule ? [info.rule] : [], code);
    }
    assert.strictEqual(codeReference('not-a-code'), undefined);
  });

  test('texts are 1–4 sentences', () => {
    const problems = allEntries().map((e) => [e.id, sentences(e.text)] as const).filter(([, count]) => count < 1 || count > 4).map(([id, count]) => `${id}: ${count} sentences`);
    assert.deepStrictEqual(problems, []);
  });
});
