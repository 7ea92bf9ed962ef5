import * as assert from 'node:assert';
import type { Card } from '../../../server/src/language/ast.js';
import { tokenize } from '../../../server/src/language/parser/lexer.js';
import { parseChunk } from '../../../server/src/language/parser/cardParser.js';
import { expectDiagnostic, expectNoDiagnostics, outline, parse, plain, printAst, rangeOf, validate } from '../../helpers.js';

const elves = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1';
const fireIce = 'Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.';
const ritual = 'Dark Ritual {B}\nInstant\nAdd {B}{B}{B}.';

/** The AST outline of a card parsed on its own (the reference for "fully analysed"). */
function alone(text: string): string {
  const doc = parse(text);
  assert.strictEqual(doc.cards.length, 1, `expected one card in:\n${text}`);
  return printAst(doc.cards[0]);
}

/** Card names of a document. */
function names(text: string): string[] {
  return parse(text).cards.map((c) => c.name);
}

/** Asserts that `broken` (which must stay one card) has problems and the cards after it are exactly as when parsed alone. */
function expectIsolated(broken: string, brokenName: string): void {
  const text = `${broken}\n\n${elves}\n\n${fireIce}\n\n${ritual}\n`;
  const doc = parse(text);
  assert.deepStrictEqual(doc.cards.map((c) => c.name), [brokenName, 'Llanowar Elves', 'Fire // Ice', 'Dark Ritual']);
  for (const card of doc.cards.slice(1)) assert.deepStrictEqual(card.problems, [], `${card.name} should have no problems`);
  assert.strictEqual(printAst(doc.cards[1]), alone(elves));
  assert.strictEqual(printAst(doc.cards[2]), alone(fireIce));
  assert.strictEqual(printAst(doc.cards[3]), alone(ritual));
  // The later cards' own diagnostics are unaffected: the model still knows the mana ability and the split card.
  assert.deepStrictEqual(doc.models[1].abilities.map((a) => [a.isManaAbility, a.produces]), [[true, ['G']]]);
  assert.strictEqual(doc.models[2].manaValue, 4);
  assert.deepStrictEqual(doc.models[3].abilities.map((a) => a.kind), ['spell']);
  const diagnostics = validate(text);
  assert.ok(diagnostics.some((d) => d.severity === 'error'), `expected the broken card to have an error:\n${broken}`);
  for (const d of diagnostics) assert.ok(d.range.start.line < broken.split('\n').length, `a diagnostic leaked past the broken card: ${d.code} ${d.message}`);
}

suite('card parser', () => {
  suite('structure', () => {
    test('a card is a name line with a mana cost, a type line, rules text and a stats line', () => {
      assert.strictEqual(alone(elves), outline(
        'Card "Llanowar Elves"',
        '  Face "Llanowar Elves"',
        '    ManaCost [G]',
        '    TypeLine "Creature" — "Elf Druid"',
        '    Ability activated "{T}: Add {G}."',
        '      Cost "{T}"',
        '        CostPart tap "{T}"',
        '      ManaProduction symbols [G]',
        '    Stats powerToughness 1/1',
      ));
    });

    test('cards are separated by blank lines and keep their own ranges', () => {
      const text = `${elves}\n\n${ritual}\n`;
      const doc = parse(text);
      assert.deepStrictEqual(doc.cards.map((c) => c.name), ['Llanowar Elves', 'Dark Ritual']);
      assert.deepStrictEqual(plain(doc.cards[0].range), { start: { line: 0, character: 0 }, end: { line: 3, character: 3 } });
      assert.deepStrictEqual(plain(doc.cards[1].range), { start: { line: 5, character: 0 }, end: { line: 7, character: 14 } });
    });

    test('several blank lines (and lines of spaces) between cards separate them just like one', () => {
      assert.deepStrictEqual(names(`${elves}\n\n  \n\t\n\n${ritual}`), ['Llanowar Elves', 'Dark Ritual']);
    });

    test('a // line joins two faces into one card named "A // B"', () => {
      assert.strictEqual(alone(fireIce), outline(
        'Card "Fire // Ice"',
        '  Face "Fire"',
        '    ManaCost [1 R]',
        '    TypeLine "Instant"',
        '    Ability static "Fire deals 2 damage divided as you choose among one or two targets."',
        '      SelfReference name',
        '      Targets 1',
        '  Face "Ice" (after //)',
        '    ManaCost [1 U]',
        '    TypeLine "Instant"',
        '    Ability static "Tap target permanent."',
        '      Targets 1',
        '    Ability static "Draw a card."',
      ));
    });

    test('a // line with blank lines around it still joins the faces', () => {
      const spaced = fireIce.replace('\n//\n', '\n\n//\n\n');
      assert.deepStrictEqual(names(`${spaced}\n\n${ritual}`), ['Fire // Ice', 'Dark Ritual']);
      assert.strictEqual(alone(spaced), alone(fireIce));
      expectNoDiagnostics(validate(spaced));
    });

    test('a // line with a blank line only before it, or only after it, joins the faces too', () => {
      assert.strictEqual(alone(fireIce.replace('\n//\n', '\n\n//\n')), alone(fireIce));
      assert.strictEqual(alone(fireIce.replace('\n//\n', '\n//\n\n')), alone(fireIce));
    });

    test('a // at the end of the file, with no face after it, is a problem of that card only', () => {
      const text = `${elves}\n\n${ritual}\n//\n`;
      const doc = parse(text);
      assert.deepStrictEqual(doc.cards.map((c) => c.name), ['Llanowar Elves', 'Dark Ritual']);
      assert.deepStrictEqual(doc.cards[0].problems, []);
      assert.deepStrictEqual(plain(doc.cards[1].problems.map((p) => p.range)), [rangeOf(text, '//')]);
      expectDiagnostic(validate(text), 'syntax-error', { at: '//' });
    });

    test('a // line followed by a blank line pulls the next paragraph in as the next face', () => {
      assert.deepStrictEqual(names(`${ritual}\n//\n\n${elves}`), ['Dark Ritual // Llanowar Elves']);
    });

    test('loyalty abilities, saga chapters, level bands, modes and fields get their own line kinds', () => {
      const text = [
        'Lev {W}', 'Creature — Human', 'Level up {1}', 'LEVEL 2-6', '3/3', 'Choose one —', '• Draw a card.', '• Gain 3 life.',
        'LEVEL 7+', '4/4', 'Flavor: Words.', 'Ruling: 2019-07-12 Fine.', 'Rarity: Common', 'Artist: Me', 'Note: todo', '1/1',
      ].join('\n');
      assert.strictEqual(alone(text), outline(
        'Card "Lev"',
        '  Face "Lev"',
        '    ManaCost [W]',
        '    TypeLine "Creature" — "Human"',
        '    Ability keyword Level Up "Level up {1}"',
        '      Cost "{1}"',
        '        CostPart mana "{1}"',
        '    Ability level 2-6 "LEVEL 2-6"',
        '    Ability static "Choose one —"',
        '      Ability mode "Draw a card."',
        '      Ability mode "Gain 3 life."',
        '    Ability level 7+ "LEVEL 7+"',
        '    Field Flavor "Words."',
        '    Field Ruling "2019-07-12 Fine."',
        '    Field Rarity "Common"',
        '    Field Artist "Me"',
        '    Field Note "todo"',
        '    Stats powerToughness 3/3 (level band)',
        '    Stats powerToughness 4/4 (level band)',
        '    Stats powerToughness 1/1',
      ));
      const ruling = parse(text).cards[0].faces[0].fields.find((f) => f.label === 'Ruling');
      assert.strictEqual(ruling?.date, '2019-07-12');
    });

    test('an Art: line is a field holding the art path, and Artist: stays the artist field', () => {
      const text = 'Bear {1}{G}\nCreature — Bear\nArt: art/bear one.png\nArtist: Me\nArt of war: this is rules text.\n2/2';
      const face = parse(text).cards[0].faces[0];
      assert.deepStrictEqual(face.fields.map((f) => [f.label, f.value]), [['Art', 'art/bear one.png'], ['Artist', 'Me']]);
      assert.deepStrictEqual(plain(face.fields[0].valueRange), rangeOf(text, 'art/bear one.png'));
      assert.deepStrictEqual(face.abilities.map((a) => a.text), ['Art of war: this is rules text.']);
    });

    test('planeswalker loyalty lines with +, − and 0 are loyalty abilities and Loyalty: is a stat', () => {
      const jace = 'Jace {1}{U}{U}\nLegendary Planeswalker — Jace\n+1: Draw a card.\n−2: Target player mills two cards.\n0: Untap it.\nLoyalty: 3';
      assert.strictEqual(alone(jace), outline(
        'Card "Jace"',
        '  Face "Jace"',
        '    ManaCost [1 U U]',
        '    TypeLine "Legendary Planeswalker" — "Jace"',
        '    Ability loyalty +1 "+1: Draw a card."',
        '    Ability loyalty −2 "−2: Target player mills two cards."',
        '      Targets 1',
        '    Ability loyalty 0 "0: Untap it."',
        '    Stats loyalty 3',
      ));
    });

    test('saga chapters with several numerals and an ability word after the dash are one chapter ability', () => {
      const saga = 'Saga {2}{W}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore counter.)\nI, II — Draw a card.\nIII — Exile target creature.';
      const card = parse(saga).cards[0];
      const chapters = card.faces[0].abilities.filter((a) => a.abilityKind === 'chapter');
      assert.deepStrictEqual(chapters.map((a) => (a.abilityKind === 'chapter' ? a.chapters : [])), [[1, 2], [3]]);
      assert.strictEqual(card.faces[0].abilities[0].abilityKind, 'static', 'a line of reminder text is kept as static text');
    });

    test('a battle with Defense: and a card with Color indicator: parse their stats and fields', () => {
      const card = parse('Siege {2}{R}\nBattle — Siege\nWhen this battle enters, draw a card.\nColor indicator: Red\nDefense: 5').cards[0];
      assert.deepStrictEqual(card.faces[0].stats.map((s) => [s.statKind, s.value]), [['defense', '5']]);
      assert.deepStrictEqual(card.faces[0].fields.map((f) => [f.label, f.value]), [['Color indicator', 'Red']]);
    });
  });

  suite('recovery', () => {
    test('an unclosed quote is a problem of its card only, and the cards after it are fully analysed', () => {
      expectIsolated('Grant {1}{G}\nEnchantment\nCreatures you control have "{T}: Add {G}.', 'Grant');
    });

    test('an unclosed parenthesis is a problem of its card only, and the cards after it are fully analysed', () => {
      expectIsolated('Flyer {1}{U}\nCreature — Bird\nFlying (This creature can\'t be blocked except by creatures with flying or reach.\n1/1', 'Flyer');
    });

    test('an unclosed brace is a problem of its card only, and the cards after it are fully analysed', () => {
      const broken = 'Relic {2\nArtifact\n{T}: Add {G.';
      expectIsolated(broken, 'Relic');
      const result = validate(`${broken}\n\n${elves}`);
      expectDiagnostic(result, 'unknown-symbol', { at: '{2' });
      // Added after "Add", the unclosed brace is undefined-mana-type's (one diagnostic, not two).
      expectDiagnostic(result, 'undefined-mana-type', { at: '{G.' });
    });

    test('a card with a name line but no type line is a problem of its card only', () => {
      const doc = parse(`Nameless {1}\n\n${elves}`);
      assert.deepStrictEqual(doc.cards.map((c) => c.name), ['Nameless', 'Llanowar Elves']);
      assert.deepStrictEqual(plain(doc.cards[0].problems.map((p) => p.range)), [rangeOf('Nameless', 'Nameless')]);
      assert.strictEqual(printAst(doc.cards[1]), alone(elves));
    });

    test('mana symbols with no name before them are reported on the first symbol', () => {
      const result = validate(`{1}{R}\nInstant\nDraw a card.\n\n${ritual}`);
      expectDiagnostic(result, 'syntax-error', { at: '{1}' });
      assert.deepStrictEqual(result.doc.cards.map((c) => c.name), ['', 'Dark Ritual']);
    });

    test('a character that is not card text is reported where it stands and the rest of the card still parses', () => {
      const text = 'Odd {1}\nCreature — Elf\nFlying ² trample\n1/1';
      const result = validate(text);
      expectDiagnostic(result, 'syntax-error', { at: '²' });
      assert.deepStrictEqual(result.doc.models[0].types, ['Creature']);
      assert.deepStrictEqual(result.doc.cards[0].faces[0].stats.map((s) => `${s.power}/${s.toughness}`), ['1/1']);
    });

    test('several broken cards in a row each keep their problems to themselves', () => {
      const text = `A {1\nInstant\nDraw "x.\n\nB {2}\nInstant\n(Draw.\n\n${elves}`;
      const doc = parse(text);
      assert.deepStrictEqual(doc.cards.map((c) => c.name), ['A', 'B', 'Llanowar Elves']);
      assert.ok(doc.cards[1].problems.length > 0);
      assert.ok(doc.cards[1].problems.every((p) => p.range.start.line >= 4 && p.range.end.line <= 6), 'B\'s problems stay inside B');
      assert.strictEqual(printAst(doc.cards[2]), alone(elves));
    });

    test('the parser never throws, even on token streams with only punctuation', () => {
      for (const text of ['', ':', '\n', '//', '"', '(', '{', '}', ':::', '• •', '+1:', 'I —', '@', '@mana', '"(")', 'A\n//\n//\n//']) {
        const { problems } = parseChunk(tokenize(text).tokens);
        assert.ok(Array.isArray(problems), `parseChunk gave no problem list for ${JSON.stringify(text)}`);
        assert.doesNotThrow(() => validate(text), `validate threw on ${JSON.stringify(text)}`);
      }
    });
  });

  suite('comments', () => {
    test('comment lines inside a card are ignored', () => {
      const commented = 'Llanowar Elves {G}\n# after the name\nCreature — Elf Druid\n# before the ability\n{T}: Add {G}.\n1/1';
      const doc = parse(commented);
      assert.strictEqual(printAst(doc.cards[0]), alone(elves));
      expectNoDiagnostics(validate(commented));
    });

    test('a comment line directly after a card is part of its paragraph and changes nothing', () => {
      const doc = parse(`${elves}\n# trailing\n\n${ritual}`);
      assert.deepStrictEqual(doc.cards.map((c) => c.name), ['Llanowar Elves', 'Dark Ritual']);
      expectNoDiagnostics(validate(`${elves}\n# trailing\n\n${ritual}`));
    });

    test('a comment paragraph between cards, with blank lines around it, is not a card and not an error', () => {
      const text = `${elves}\n\n# --- black cards ---\n\n${ritual}`;
      const result = validate(text);
      assert.deepStrictEqual(result.doc.cards.map((c) => c.name), ['Llanowar Elves', 'Dark Ritual']);
      expectNoDiagnostics(result);
    });

    test('a header comment followed by a blank line is not an error', () => {
      expectNoDiagnostics(validate(`# My set, v2\n# by me\n\n${elves}`));
    });

    test('a header comment directly followed by a card (no blank line) is fine', () => {
      const result = validate(`# My set\n${elves}`);
      expectNoDiagnostics(result);
      assert.deepStrictEqual(result.doc.cards.map((c) => c.name), ['Llanowar Elves']);
    });

    test('a comment line between the faces of a card keeps the faces together', () => {
      const text = fireIce.replace('\n//\n', '\n# the other half\n//\n');
      assert.strictEqual(alone(text), alone(fireIce));
    });
  });

  suite('line endings and whitespace', () => {
    const sample = `# header\n${elves}\nFlying (This creature can fly.)\n\n${fireIce}\n\n${ritual}\n\nBroken {1\nInstant\nDraw X cards.\n`;

    function snapshot(text: string): string {
      const result = validate(text);
      return JSON.stringify({ cards: result.doc.cards.map((c: Card) => ({ ast: printAst(c), range: c.range })), diagnostics: result.map((d) => [d.code, d.range]) });
    }

    test('CRLF line endings give the same cards, ranges and diagnostics as LF', () => {
      assert.strictEqual(snapshot(sample.replace(/\n/g, '\r\n')), snapshot(sample));
    });

    test('CR-only line endings give the same cards, ranges and diagnostics as LF', () => {
      assert.strictEqual(snapshot(sample.replace(/\n/g, '\r')), snapshot(sample));
    });

    test('mixed line endings in one file give the same result as LF', () => {
      // Never a \r right before a \n, which would make two line breaks one.
      let k = 0;
      const mixed = sample.replace(/\n/g, () => ['\r\n', '\r', '\r\n', '\n'][k++ % 4]);
      assert.ok(/\r(?!\n)/.test(mixed) && /\r\n/.test(mixed) && /[^\r]\n/.test(mixed));
      assert.strictEqual(snapshot(mixed), snapshot(sample));
    });

    test('a BOM-less file indented with tabs parses like one with spaces, ranges counting each tab as one character', () => {
      const tabbed = 'Llanowar Elves\t{G}\nCreature\t—\tElf Druid\n\t{T}:\tAdd {G}.\n1/1';
      const result = validate(tabbed);
      expectNoDiagnostics(result);
      assert.strictEqual(tabbed.charCodeAt(0), 'L'.charCodeAt(0));
      assert.strictEqual(printAst(result.doc.cards[0]).replace(/\\t/g, ' '), alone(elves));
      const ability = result.doc.cards[0].faces[0].abilities[0];
      assert.deepStrictEqual(plain(ability.range), { start: { line: 2, character: 1 }, end: { line: 2, character: 14 } });
    });

    test('trailing spaces and a missing final newline change nothing', () => {
      assert.strictEqual(snapshot(`${elves.replace(/\n/g, '   \n')}   `), snapshot(elves));
    });
  });
});
