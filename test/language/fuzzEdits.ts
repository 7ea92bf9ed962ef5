/**
 * Deterministic fuzzing of the whole pipeline with real cards: random character- and line-level
 * edits must never make parsing or validation throw, must leave the cards they did not touch exactly
 * as they were, and parsing must stay linear in the size of the file. Written once, run on the
 * fixture cards (npm test) and on cards from all over the corpus (npm run conformance).
 */
import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { median, printAst, prng } from '../helpers.js';

interface Span { start: number; end: number; touched: boolean }

/** A text made of cards separated by blank lines, with each card's span tracked through edits. */
class EditedFile {
  text: string;
  spans: Span[] = [];
  edits = 0;

  constructor(readonly cards: string[]) {
    let at = 0;
    for (const card of cards) {
      this.spans.push({ start: at, end: at + card.length, touched: false });
      at += card.length + 2;
    }
    this.text = cards.join('\n\n');
  }

  /** Replaces `length` characters at `at` with `insert`, marking every card the edit may affect. */
  replace(at: number, length: number, insert: string): void {
    const end = at + length;
    this.spans.forEach((span, i) => {
      // A card is safe only if the edit stays clear of it, of both neighbours and of the blank lines between.
      const from = i > 0 ? this.spans[i - 1].start : 0;
      const to = i + 1 < this.spans.length ? this.spans[i + 1].end : this.text.length;
      if (end >= from && at <= to) span.touched = true;
    });
    const delta = insert.length - length;
    for (const span of this.spans) {
      if (span.start >= end) span.start += delta;
      else if (span.start > at) span.start = at;
      if (span.end >= end) span.end += delta;
      else if (span.end > at) span.end = at + insert.length;
    }
    this.text = this.text.slice(0, at) + insert + this.text.slice(end);
    this.edits++;
  }

  /** One random edit of the kinds designers make by accident. */
  randomEdit(random: () => number): void {
    const text = this.text;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const at = Math.floor(random() * (text.length + 1));
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const lineEndAt = text.indexOf('\n', at);
    const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
    switch (pick(['delete', 'duplicate', 'swap', 'insert', 'insert', 'blank', 'deleteLine', 'duplicateLine'])) {
      case 'delete': if (at < text.length) this.replace(at, 1, ''); break;
      case 'duplicate': if (at < text.length) this.replace(at, 0, text[at]); break;
      case 'swap': if (at + 1 < text.length) this.replace(at, 2, text[at + 1] + text[at]); break;
      case 'insert': this.replace(at, 0, pick(['{', '}', '(', ')', '"', '//', '\n//\n', '“', ':', '—', '{T}', '•'])); break;
      case 'blank': this.replace(pick([at, lineStart]), 0, pick(['\n', '\n\n', '\n  \n'])); break;
      case 'deleteLine': this.replace(lineStart, Math.min(text.length, lineEnd + 1) - lineStart, ''); break;
      case 'duplicateLine': this.replace(lineStart, 0, `${text.slice(lineStart, lineEnd)}\n`); break;
    }
  }
}

/** Defines the fuzzing tests over the `.cards` texts of real cards (`realCards()`, at least `atLeast` of them). */
export function fuzzTests(realCards: () => string[], atLeast: number): void {
  test('thousands of random edits never break parsing or validation, and untouched cards stay exactly as they were', function () {
    this.timeout(30000);
    const cards = realCards();
    assert.ok(cards.length >= atLeast, `only ${cards.length} cards`);
    const reference = new Map<string, { name: string; ast: string }>();
    for (const text of cards) {
      const doc = parseDocument(text);
      assert.strictEqual(doc.cards.length, 1, `a corpus card does not parse as one card:\n${text}`);
      reference.set(text, { name: doc.cards[0].name, ast: printAst(doc.cards[0]) });
    }
    const random = prng(0xC0FFEE);
    let edits = 0;
    let checkedUntouched = 0;
    for (let round = 0; round < 480; round++) {
      const first = Math.floor(random() * (cards.length - 14));
      const file = new EditedFile(cards.slice(first, first + 14));
      const count = 4 + Math.floor(random() * 5);
      for (let k = 0; k < count; k++) file.randomEdit(random);
      edits += file.edits;
      let doc;
      let diagnostics;
      try {
        doc = parseDocument(file.text);
        diagnostics = validateDocument(doc);
      } catch (error) {
        assert.fail(`round ${round}: ${String(error)} on:\n${file.text}`);
      }
      const failed = diagnostics.filter((d) => d.code === 'check-failed');
      assert.deepStrictEqual(failed.map((d) => d.message), [], `round ${round}: a check threw on:\n${file.text}`);
      for (const d of diagnostics) {
        const { start, end } = d.range;
        assert.ok(start.line < doc.lineCount && end.line < doc.lineCount && (start.line < end.line || (start.line === end.line && start.character <= end.character)),
          `round ${round}: bad range ${JSON.stringify(d.range)} for ${d.code}`);
      }
      const seen = new Set<string>();
      for (const d of diagnostics) {
        const key = JSON.stringify([d.code, d.range, d.message]);
        assert.ok(!seen.has(key), `round ${round}: the same diagnostic twice: ${key}\n${file.text}`);
        seen.add(key);
      }
      // Every untouched card is still there, under its name, parsed exactly as before.
      const names = doc.cards.map((c) => c.name);
      file.spans.forEach((span, i) => {
        if (span.touched) return;
        const original = file.cards[i];
        assert.strictEqual(file.text.slice(span.start, span.end), original, 'the span bookkeeping of the test is wrong');
        const ref = reference.get(original)!;
        assert.ok(names.includes(ref.name), `round ${round}: the untouched card "${ref.name}" is gone from:\n${file.text}`);
        const chunk = doc.chunks.find((c) => c.text === original);
        assert.ok(chunk?.ast.card, `round ${round}: the untouched card "${ref.name}" is no longer a paragraph of its own`);
        assert.strictEqual(printAst(chunk.ast.card), ref.ast, `round ${round}: the untouched card "${ref.name}" parses differently`);
        checkedUntouched++;
      });
    }
    assert.ok(edits >= 2500, `only ${edits} edits`);
    assert.ok(checkedUntouched >= 1500, `only ${checkedUntouched} untouched cards were checked`);
  });

  test('parse time grows linearly: four copies of an edited file take less than 2.6 times as long as two', function () {
    this.timeout(30000);
    const file = new EditedFile(realCards());
    const random = prng(42);
    for (let k = 0; k < 60; k++) file.randomEdit(random);
    const twice = `${file.text}\n\n${file.text}`;
    const four = `${twice}\n\n${twice}`;
    const time = (text: string) => {
      const start = performance.now();
      const doc = parseDocument(text);
      const took = performance.now() - start;
      assert.ok(doc.cards.length > 0);
      return took;
    };
    time(four); // warm up
    // Timing on a shared machine is noisy: measure up to three times (median of five interleaved runs
    // each) and accept the first ratio under 2.6; a quadratic parser would give ~4 every time.
    const ratios: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const runs2: number[] = [];
      const runs4: number[] = [];
      for (let k = 0; k < 5; k++) {
        runs2.push(time(twice));
        runs4.push(time(four));
      }
      const ratio = median(runs4) / median(runs2);
      ratios.push(`${median(runs4).toFixed(1)} ms / ${median(runs2).toFixed(1)} ms = ${ratio.toFixed(2)}`);
      if (ratio < 2.6) return;
    }
    assert.fail(`parsing 4x vs 2x the text never took less than 2.6 times as long: ${ratios.join('; ')}`);
  });
}
