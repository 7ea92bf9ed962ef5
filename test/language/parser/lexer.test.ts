import * as assert from 'node:assert';
import { tokenize } from '../../../server/src/language/parser/lexer.js';
import { prng } from '../../helpers.js';

/** The tokens of a text as `Type:image` strings. */
function tokens(text: string): string[] {
  return tokenize(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);
}

suite('lexer', () => {
  test('brace groups become single Symbol tokens, hybrid and tap symbols included', () => {
    assert.deepStrictEqual(tokens('{2/W}{T}: Add {G}.'), ['Symbol:{2/W}', 'Symbol:{T}', 'Colon::', 'Word:Add', 'Symbol:{G}', 'Period:.']);
  });

  test('a brace that is never closed on its line is an UnclosedBrace up to the end of the line', () => {
    assert.deepStrictEqual(tokens('Add {G\nDraw'), ['Word:Add', 'UnclosedBrace:{G', 'Newline:\n', 'Word:Draw']);
  });

  test('a closing brace with no opening one is a StrayCloseBrace', () => {
    assert.deepStrictEqual(tokens('G} x'), ['Word:G', 'StrayCloseBrace:}', 'Word:x']);
  });

  test('power/toughness pairs, counters and star values are single tokens', () => {
    assert.deepStrictEqual(tokens('*/1+* X/X +1/+1 -1/-1 2/3'),
      ['PowerToughness:*/1+*', 'PowerToughness:X/X', 'PowerToughness:+1/+1', 'PowerToughness:-1/-1', 'PowerToughness:2/3']);
  });

  test('a loyalty cost with the Unicode minus sign is a Minus, a number and a colon', () => {
    assert.deepStrictEqual(tokens('−2: Draw'), ['Minus:−', 'NumberLiteral:2', 'Colon::', 'Word:Draw']);
  });

  test('words keep apostrophes (straight and curly) and inner hyphens', () => {
    assert.deepStrictEqual(tokens("Urza’s Assembly-Worker can't"), ['Word:Urza’s', 'Word:Assembly-Worker', "Word:can't"]);
  });

  test('long dashes and their stand-ins are Dash tokens', () => {
    assert.deepStrictEqual(tokens('a — b -- c – d - e'), ['Word:a', 'Dash:—', 'Word:b', 'Dash:--', 'Word:c', 'Dash:–', 'Word:d', 'Dash:-', 'Word:e']);
  });

  test('a // line is a FaceSeparator only when it stands alone on its line', () => {
    assert.deepStrictEqual(tokens('a // b\n//\n  //  '),
      ['Word:a', 'OtherChar:/', 'OtherChar:/', 'Word:b', 'Newline:\n', 'FaceSeparator://', 'Newline:\n', 'FaceSeparator://']);
  });

  test('field labels are recognised only at the start of a line', () => {
    assert.deepStrictEqual(tokens('Flavor: x Flavor: y'), ['FieldLabel:Flavor:', 'Word:x', 'Word:Flavor', 'Colon::', 'Word:y']);
    assert.deepStrictEqual(tokens('Color indicator: Blue'), ['FieldLabel:Color indicator:', 'Word:Blue']);
  });

  test('directives are recognised only at the start of a line', () => {
    assert.deepStrictEqual(tokens('@mana {P} purple @mana'), ['Directive:@mana', 'Symbol:{P}', 'Word:purple', 'OtherChar:@', 'Word:mana']);
  });

  test('a comment line goes to the comments group with its line break, a # inside a line does not', () => {
    const result = tokenize('# note\nA # not a comment');
    assert.deepStrictEqual(result.tokens.map((t) => t.image), ['A', '#', 'not', 'a', 'comment']);
    assert.deepStrictEqual((result.groups.comments ?? []).map((t) => t.image), ['# note\n']);
  });

  test('quotes, parentheses and sentence punctuation each get their own token type', () => {
    assert.deepStrictEqual(tokens('“a” "b" (c); … .'),
      ['OpenQuote:“', 'Word:a', 'CloseQuote:”', 'Quote:"', 'Word:b', 'Quote:"', 'LParen:(', 'Word:c', 'RParen:)', 'Semicolon:;', 'Period:…', 'Period:.']);
  });

  test('CRLF, CR and LF each give one Newline token', () => {
    assert.deepStrictEqual(tokens('a\r\nb\rc\nd'), ['Word:a', 'Newline:\r\n', 'Word:b', 'Newline:\r', 'Word:c', 'Newline:\n', 'Word:d']);
  });

  test('tabs and non-breaking spaces are skipped like spaces', () => {
    assert.deepStrictEqual(tokens('a\tb\u00a0c'), ['Word:a', 'Word:b', 'Word:c']);
  });

  test('a character outside every pattern is a lexer error at its offset, and lexing goes on', () => {
    const result = tokenize('a ² b');
    assert.deepStrictEqual(result.tokens.map((t) => t.image), ['a', 'b']);
    assert.deepStrictEqual(result.errors.map((e) => [e.offset, e.length]), [[2, 1]]);
  });

  test('token offsets point at the token text', () => {
    const text = 'Llanowar Elves {G}\nCreature — Elf Druid';
    for (const token of tokenize(text).tokens) assert.strictEqual(text.substr(token.startOffset, token.image.length), token.image);
  });

  test('random text never makes the lexer throw, and tokens plus errors cover every non-blank character', () => {
    const random = prng(7);
    const alphabet = 'abcXYZ {}/()"“”:,.—-−+*#@½²\t\r\n\u0000\u2603🂡0123456789';
    for (let n = 0; n < 300; n++) {
      let text = '';
      const length = Math.floor(random() * 60);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      const result = tokenize(text);
      const covered = new Set<number>();
      for (const t of [...result.tokens, ...(result.groups.comments ?? [])]) for (let i = 0; i < t.image.length; i++) covered.add(t.startOffset + i);
      for (const e of result.errors) for (let i = 0; i < e.length; i++) covered.add(e.offset + i);
      for (let i = 0; i < text.length; i++) {
        if (!/[ \t\u00a0]/.test(text[i])) assert.ok(covered.has(i), `character ${JSON.stringify(text[i])} at ${i} of ${JSON.stringify(text)} was lost`);
      }
    }
  });
});
