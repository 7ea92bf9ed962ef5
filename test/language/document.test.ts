import { stringSource } from '../../server/src/language/textSource.js';
import * as assert from 'node:assert';
import { type CardsDocument, parseDocument, parseDocumentSteps, splitChunks } from '../../server/src/language/document.js';
import { type TextChange, tryUpdateDocument, updateDocument } from '../../server/src/language/documentUpdate.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { plain, positionAt, printAst, prng, realCard } from '../helpers.js';

const cards = [
  'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1',
  'Relic {R}{1}\nArtifact\n{T}: Add {T}.\nCreatures you control have "{T}, {T}: Add {Q}."',
  'Insight {1}{U}\nSorcery\nDraw X cards.',
  'Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.',
  'Scout {G}\nCreature - Elfe\nLandfall - Whenever a land enters, draw a card.\n1/1',
  'Relic {2}\nArtifact',
];
const base = `${cards.join('\n\n')}\n`;

/** Everything positional about a parsed and validated document, for comparing with a fresh parse. */
function snapshot(doc: CardsDocument): string {
  return JSON.stringify({
    diagnostics: validateDocument(doc),
    cards: doc.cards,
    outlines: doc.cards.map(printAst),
    lines: doc.models.map((m) => m.abilities.map((a) => a.ability.line)),
    chunks: doc.chunks.map((c) => [c.startLine, c.lineCount, c.text]),
    problems: doc.problems,
  }, (_key, value) => (value instanceof Set ? [...value] : value));
}

/** Asserts that `doc` (built incrementally) equals a fresh parse of its text. */
function expectSameAsFresh(doc: CardsDocument, message = ''): void {
  const fresh = parseDocument(doc.text);
  assert.strictEqual(snapshot(doc), snapshot(fresh), message);
}

suite('document', () => {
  suite('splitting into chunks', () => {
    test('chunks are the paragraphs between blank lines, with their first line and line count', () => {
      const { chunks, lineCount } = splitChunks('A\nB\n\n\nC\n  \nD\nE\nF');
      assert.deepStrictEqual(chunks.map((c) => [c.text, c.startLine, c.lineCount]), [['A\nB', 0, 2], ['C', 4, 1], ['D\nE\nF', 6, 3]]);
      assert.strictEqual(lineCount, 9);
    });

    test('a // line next to blank lines keeps the faces in one chunk', () => {
      const { chunks } = splitChunks('A\n\n//\n\nB\n\nC');
      assert.deepStrictEqual(chunks.map((c) => c.startLine), [0, 6]);
      assert.strictEqual(chunks[0].lineCount, 5);
    });
  });

  suite('re-use of unchanged cards (parseDocument with previous)', () => {
    test('editing one character inside one card re-uses every other card\'s chunk object', () => {
      const first = parseDocument(base);
      validateDocument(first);
      const edited = base.replace('Draw X cards.', 'Draw Y cards.');
      const second = parseDocument(edited, { previous: first });
      assert.strictEqual(second.chunks.length, first.chunks.length);
      const reused = second.chunks.map((c) => first.chunks.includes(c));
      assert.deepStrictEqual(reused, [true, true, false, true, true, true]);
      for (const i of [0, 1, 3, 4, 5]) assert.strictEqual(second.chunks[i], first.chunks[i]);
      assert.strictEqual(second.cards[0], first.cards[0], 'the re-used card\'s AST is the same object');
      expectSameAsFresh(second);
    });

    test('after inserting a line at the top, re-used cards are shifted: diagnostics and every range equal a fresh parse', () => {
      const first = parseDocument(base);
      validateDocument(first); // fill the per-card diagnostic caches, which must move too
      const second = parseDocument(`Opening {W}\nInstant\nGain 2 life.\n\n${base}`, { previous: first });
      assert.strictEqual(second.chunks.filter((c) => first.chunks.includes(c)).length, first.chunks.length, 'every old card is re-used');
      assert.strictEqual(second.cards[1].range.start.line, 4);
      expectSameAsFresh(second);
    });

    test('an activated ability whose cost is empty ("Fl—: card.") keeps its cost where the ability is, so a moved card still equals a fresh parse', () => {
      const text = 'Odd {1}\nCreature — Elf\nFl—: Draw a card.\n1/1\n';
      const fresh = parseDocument(`\n\n${text}`);
      const ability = fresh.cards[0].faces[0].abilities.find((a) => a.abilityKind === 'activated');
      assert.ok(ability && ability.abilityKind === 'activated');
      assert.strictEqual(ability.cost.parts.length, 0);
      assert.strictEqual(ability.cost.range.start.line, 4, 'the empty cost stands on its ability\'s line, not on line 0');
      const first = parseDocument(text);
      validateDocument(first);
      expectSameAsFresh(parseDocument(`\n\n${text}`, { previous: first }));
    });

    test('after inserting a blank line at the top, every card is re-used one line lower', () => {
      const first = parseDocument(base);
      validateDocument(first);
      const second = parseDocument(`\n${base}`, { previous: first });
      assert.ok(second.chunks.every((c) => first.chunks.includes(c)));
      assert.deepStrictEqual(second.cards.map((c) => c.range.start.line), parseDocument(base).cards.map((c) => c.range.start.line + 1));
      expectSameAsFresh(second);
    });

    test('after deleting lines above them, re-used cards move up and fixes still point at their text', () => {
      const first = parseDocument(`Opening {W}\nInstant\nGain 2 life.\n\n${base}`);
      validateDocument(first);
      const second = parseDocument(base, { previous: first });
      expectSameAsFresh(second);
      const order = validateDocument(second).find((d) => d.code === 'mana-cost-order');
      assert.deepStrictEqual(plain(order?.fixes?.[0]?.edits[0].range), { start: { line: 5, character: 6 }, end: { line: 5, character: 12 } });
    });

    test('inserting a line inside a card moves the cards after it and re-parses only that card', () => {
      const first = parseDocument(base);
      validateDocument(first);
      const edited = base.replace('{T}: Add {G}.\n', '{T}: Add {G}.\nFlying\n');
      const second = parseDocument(edited, { previous: first });
      assert.deepStrictEqual(second.chunks.map((c) => first.chunks.includes(c)), [false, true, true, true, true, true]);
      expectSameAsFresh(second);
    });

    test('two identical cards are both re-used, each at its own place', () => {
      const text = `${cards[2]}\n\n${cards[2]}\n`;
      const first = parseDocument(text);
      const second = parseDocument(`\n${text}`, { previous: first });
      assert.ok(second.chunks.every((c) => first.chunks.includes(c)));
      assert.notStrictEqual(second.chunks[0], second.chunks[1]);
      expectSameAsFresh(second);
    });

    test('changing a directive re-parses every card with the new declarations', () => {
      const text = `@mana {K} kite\n\nRelic {K}\nArtifact\n{T}: Add {K}.\n`;
      const first = parseDocument(text);
      assert.deepStrictEqual(validateDocument(first).map((d) => d.code), []);
      const second = parseDocument(text.replace('@mana {K} kite', '@mana {J} jay'), { previous: first });
      assert.ok(!second.chunks.some((c) => first.chunks.includes(c) && c.ast.card), 'no card is re-used across a declaration change');
      assert.deepStrictEqual(validateDocument(second).map((d) => d.code).sort(), ['undefined-mana-type', 'unknown-symbol']);
      expectSameAsFresh(second);
    });

    test('duplicate names are found again after an edit makes two names equal, and forgotten after it is undone', () => {
      const first = parseDocument(base);
      validateDocument(first);
      const dup = base.replace('Insight {1}{U}', 'Relic {1}{U}');
      const second = parseDocument(dup, { previous: first });
      expectSameAsFresh(second);
      const third = parseDocument(base, { previous: second });
      expectSameAsFresh(third);
    });
  });

  suite('parsing in steps (parseDocumentSteps)', () => {
    test('the steps pause once per card parsed and once per card modelled, and end with the same document as parseDocument', () => {
      const steps = parseDocumentSteps(base);
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses++;
      assert.strictEqual(pauses, 2 * cards.length);
      assert.strictEqual(snapshot(step.value), snapshot(parseDocument(base)));
    });

    test('cards re-used from the previous version cost no step: only the changed card is parsed and modelled, a step each', () => {
      const first = parseDocument(base);
      const steps = parseDocumentSteps(base.replace('Draw X cards.', 'Draw Y cards.'), { previous: first });
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses++;
      assert.strictEqual(pauses, 2);
      assert.strictEqual(step.value.chunks.filter((c) => first.chunks.includes(c)).length, cards.length - 1);
      expectSameAsFresh(step.value);
    });

    test('two large documents parsed in interleaved steps each come out as if parsed alone', () => {
      const one = Array.from({ length: 2500 }, (_, i) => `One ${i} {1}\nInstant\nDraw a card.`).join('\n\n');
      const two = Array.from({ length: 1700 }, (_, i) => `Two ${i} {G}\nCreature — Elf\n\n1/1`).join('\n\n');
      const a = parseDocumentSteps(one);
      const b = parseDocumentSteps(two);
      let ra = a.next();
      let rb = b.next();
      while (!ra.done || !rb.done) {
        if (!ra.done) ra = a.next();
        if (!rb.done) rb = b.next();
      }
      assert.strictEqual(snapshot(ra.value), snapshot(parseDocument(one)));
      assert.strictEqual(snapshot(rb.value), snapshot(parseDocument(two)));
    });
  });

  suite('updates that need a full parse (tryUpdateDocument)', () => {
    test('an edit of a directive asks for a full parse and leaves the previous document untouched', () => {
      const text = `@mana {K} kite\n\n${base}`;
      const first = parseDocument(text);
      validateDocument(first);
      const before = snapshot(first);
      const edited = text.replace('kite', 'kit');
      const change = { range: { start: { line: 0, character: 10 }, end: { line: 0, character: 14 } }, text: 'kit' };
      assert.strictEqual(tryUpdateDocument(first, change, stringSource(edited)), undefined);
      assert.strictEqual(snapshot(first), before);
    });
  });

  suite('incremental updates (updateDocument)', () => {
    /** Applies a random LSP-style change to `text`; returns the new text and the change. */
    function randomChange(text: string, random: () => number): { text: string; change: TextChange } {
      const pieces = ['', 'x', '\n', '\n\n', '//', '\n//\n', '{', '}', '"', '(', ' ', '{T}', 'Relic {2}\nArtifact\n\n', 'Draw X cards.'];
      const start = Math.floor(random() * (text.length + 1));
      const end = Math.min(text.length, start + (random() < 0.5 ? 0 : Math.floor(random() * 30)));
      const insert = pieces[Math.floor(random() * pieces.length)];
      const range = { start: positionAt(text, start), end: positionAt(text, end) };
      return { text: text.slice(0, start) + insert + text.slice(end), change: { range, text: insert } };
    }

    test('a single-line edit re-parses only the cards around it', () => {
      const big = Array.from({ length: 30 }, (_, i) => `Card ${i} {1}\nInstant\nDraw a card.`).join('\n\n');
      const first = parseDocument(big);
      const edited = big.replace('Card 15 {1}', 'Card 15 {2}');
      const at = big.indexOf('{1}', big.indexOf('Card 15'));
      const change = { range: { start: positionAt(big, at + 1), end: positionAt(big, at + 2) }, text: '2' };
      const second = updateDocument(first, change, stringSource(edited));
      const reused = second.chunks.filter((c) => first.chunks.includes(c)).length;
      assert.ok(reused >= 27, `only ${reused} of 30 cards were re-used`);
      expectSameAsFresh(second);
    });

    test('Enter above cards moves them without writing any of their positions (each card moves as one number)', () => {
      const big = Array.from({ length: 50 }, (_, i) => `Card ${i} {1}{G}\nCreature — Elf\nWhen this creature enters, add {G}. "{T}: Draw a card."\n1/1`).join('\n\n');
      const first = parseDocument(big);
      validateDocument(first);
      // Freeze every position the parsed cards and their diagnostics hold: a write to any would be lost (or throw).
      let frozen = 0;
      const freeze = (value: unknown, seen = new Set<unknown>()): void => {
        if (value === null || typeof value !== 'object' || seen.has(value)) return;
        seen.add(value);
        const record = value as Record<string, unknown>;
        if (typeof record.line === 'number' && typeof record.character === 'number') {
          Object.freeze(value);
          frozen++;
          return;
        }
        for (const key of Object.keys(record)) freeze(record[key], seen);
      };
      for (const chunk of first.chunks) freeze([chunk.ast, chunk.diagnostics]);
      assert.ok(frozen > 1000, `${frozen} positions`);
      const lastLine = first.cards[49].range.start.line;
      const edited = `\n${big}`;
      const second = updateDocument(first, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }, stringSource(edited));
      assert.ok(second.chunks.filter((c) => first.chunks.includes(c)).length >= 48, 'the cards below the edit are re-used');
      assert.strictEqual(second.cards[49].range.start.line, lastLine + 1);
      expectSameAsFresh(second);
    });

    test('eighty random edits, applied one after another, always equal a fresh parse', function () {
      this.timeout(20000);
      const random = prng(20240611);
      const start = [base, realCard('Garruk Relentless // Garruk, the Veil-Cursed'), realCard('Hexdrinker'), realCard('Blood Crypt')].join('\n\n');
      let doc = parseDocument(start);
      validateDocument(doc);
      for (let step = 0; step < 80; step++) {
        const { text, change } = randomChange(doc.text, random);
        const next = updateDocument(doc, change, stringSource(text));
        assert.strictEqual(next.text, text);
        expectSameAsFresh(next, `after step ${step} (${JSON.stringify(change)})`);
        doc = next;
        if (step % 40 === 39) doc = parseDocument(start, { previous: doc });
      }
    });
  });
});
