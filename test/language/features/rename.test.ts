/**
 * Rename checks the new name before writing it anywhere: a name that would break the file's line
 * structure, read as something else on the card's name line, or say nothing is refused with the
 * reason; real card names (commas, apostrophes, colons, quotes, "!") are accepted.
 */
import * as assert from 'node:assert';
import { doRename } from '../../../server/src/language/features/navigation.js';
import { maxNameLength } from '../../../server/src/language/features/renameRules.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { applyFix } from '../../helpers.js';
import { cursor, open } from './featureHelpers.js';

const file = 'Goblin Guide {R}\nCreature — Goblin Scout\nHaste\n2/2\n\nSeeker {1}{R}\nSorcery\nSearch your library for a card named Goblin Guide.';

function rename(newName: string) {
  const { text, position } = cursor(file.replace('Goblin Guide {R}', 'Gob|lin Guide {R}'));
  const { doc, workspace } = open(text);
  return { text, result: doRename(doc, position, newName, workspace) };
}

suite('rename validates the new name', () => {
  const refused: [string, string, RegExp][] = [
    ['a name with a line break that injects a directive and a card', 'Evil\n@mana {Z} zed\n\nInjected\nInstant', /one line/],
    ['a name with a carriage return', 'Goblin\rChief', /one line/],
    ['a name with a Unicode line separator', 'Goblin\u2028Chief', /one line/],
    ['an empty name', '', /can't be empty/],
    ['a name of spaces', '   \t ', /can't be empty/],
    ['a directive', '@mana {Z} zed', /start with "@"/],
    ['a comment', '# note', /start with "#"/],
    ['a face separator', '// Back', /contain "\/\/"/],
    ['a full name of two faces', 'Fire // Ice', /contain "\/\/"/],
    ['a field label', 'Flavor: nice', /start with "Flavor:"/],
    ['a name ending in a mana symbol', 'Goblin Chief {R}', /braces/],
    ['a name with a brace', 'Gob{lin', /braces/],
    ['a name with the self-reference', 'Goblin ~', /"~"/],
    ['a name with a control character', 'Gob\u0007lin', /U\+0007/],
    ['a name too long for a card', 'Very '.repeat(40).trim(), new RegExp(`at most ${maxNameLength} characters; this one has 199`)],
  ];
  for (const [what, name, reason] of refused) {
    test(`${what} is refused with the reason`, () => {
      const { result } = rename(name);
      assert.ok(!result.ok, 'refused');
      assert.match(result.message, reason);
      assert.ok(result.message.length < 300);
    });
  }

  const accepted = [
    'Gisela, the Broken Blade',
    "Urza's Tower",
    'Circle of Protection: Red',
    'Kongming, “Sleeping Dragon”',
    'B.F.M. (Big Furry Monster)',
    "Look at Me, I'm R&D",
    'Our Market Research Shows That Players Like Really Long Card Names So We Made this Card to Have the Absolute Longest Card Name Ever Elemental',
  ];
  for (const name of accepted) {
    test(`the real card name "${name}" is accepted, and reads back as the card's name`, () => {
      const { text, result } = rename(`  ${name} `);
      assert.ok(result.ok, result.ok ? '' : result.message);
      const edits = result.edits.get('file:///test/main.cards') ?? [];
      assert.strictEqual(edits.length, 2, 'the header and the mention');
      const renamed = parseDocument(applyFix(text, { title: 'rename', edits }));
      assert.strictEqual(renamed.cards[0].faces[0].name.text, name);
      assert.strictEqual(renamed.cards.length, 2);
      assert.deepStrictEqual(renamed.directives, []);
    });
  }

  test('white space around the new name, line breaks included, is trimmed', () => {
    const { result } = rename('\n  Goblin Chief \r\n');
    assert.ok(result.ok);
    assert.deepStrictEqual([...result.edits.values()].flat().map((e) => e.newText), ['Goblin Chief', 'Goblin Chief']);
  });

  test('every refused name (but the too long and the "//" ones) would really have broken the file or the name', () => {
    const harmless = (name: string) => {
      const doc = parseDocument(`${name}\nInstant\n\nSeeker\nSorcery\nSearch for a card named ${name}.`);
      const problems = validateDocument(doc).filter((d) => ['syntax-error', 'invalid-directive', 'unknown-symbol'].includes(d.code));
      const seeker = doc.cards[1]?.faces[0].abilities[0];
      return doc.cards.length === 2 && doc.directives.length === 0 && doc.cards[0].faces[0].name.text === name && !doc.cards[0].faces[0].manaCost
        && problems.length === 0 && seeker?.effect.selfReferences.length === 0;
    };
    assert.ok(harmless('Goblin Chief'), 'the check itself accepts a plain name');
    // A "//" in a face name breaks no line; it is refused because it makes a card's full name ambiguous.
    for (const [, name] of refused.slice(0, -1).filter(([, n]) => !n.includes('//'))) assert.ok(!harmless(name.trim()), `${JSON.stringify(name)} would have been harmless`);
  });
});
