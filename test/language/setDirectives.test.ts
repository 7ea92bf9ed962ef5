import * as assert from 'node:assert';
import { setInfoOf } from '../../server/src/language/setInfo.js';
import { doComplete } from '../../server/src/language/features/completion.js';
import { doHover } from '../../server/src/language/features/hover.js';
import { expectDiagnostic, expectNoDiagnostic, parse, validate } from '../helpers.js';
import { builtInKnowledge, cursor, open } from './features/featureHelpers.js';

const card = '\n\nBear {1}{G}\nCreature — Bear\n2/2';

suite('set directives and the Number field', () => {
  test('@set and @released give the set code (upper-cased), long name and release date', () => {
    const doc = parse(`@set vhl Violet Hollow & Friends\n@released 2026-01-15${card}`);
    assert.deepStrictEqual(setInfoOf(doc.directives), { code: 'VHL', name: 'Violet Hollow & Friends', released: '2026-01-15' });
    expectNoDiagnostic(validate(`@set VHL Violet Hollow\n@released 2026-01-15${card}`), 'invalid-directive');
  });

  test('a code of the wrong length or with punctuation is an invalid directive', () => {
    expectDiagnostic(validate(`@set V Violet Hollow${card}`), 'invalid-directive', { at: '@set V Violet Hollow' });
    expectDiagnostic(validate(`@set VIOLET Violet Hollow${card}`), 'invalid-directive', { at: '@set VIOLET Violet Hollow' });
    expectDiagnostic(validate(`@set V-H Violet Hollow${card}`), 'invalid-directive', { at: '@set V-H Violet Hollow' });
  });

  test('a code without a long name is an invalid directive', () => {
    const result = validate(`@set VHL${card}`);
    assert.match(expectDiagnostic(result, 'invalid-directive', { at: '@set VHL' }).message, /long name/);
  });

  test('a release date that is not a real YYYY-MM-DD date is an invalid directive', () => {
    for (const bad of ['2026-02-30', '2026-1-5', 'soon', '15/01/2026']) {
      const result = validate(`@released ${bad}${card}`);
      assert.match(expectDiagnostic(result, 'invalid-directive', { at: `@released ${bad}` }).message, /YYYY-MM-DD/);
    }
  });

  test('a second @set is reported and ignored: the first one counts', () => {
    const result = validate(`@set VHL Violet Hollow\n@set ABC Other${card}`);
    expectDiagnostic(result, 'invalid-directive', { at: '@set ABC Other' });
    assert.strictEqual(setInfoOf(result.doc.directives).code, 'VHL');
  });

  test('@symbol names the set symbol\'s image, a file path with a transparent ground', () => {
    const doc = parse(`@set VHL Violet Hollow\n@symbol art/moth symbol.svg${card}`);
    assert.strictEqual(setInfoOf(doc.directives).symbol, 'art/moth symbol.svg');
    expectNoDiagnostic(validate(`@set VHL Violet Hollow\n@symbol art/moth.png${card}`), 'invalid-directive');
  });

  test('an @symbol that is an address, has no path or is an image without transparency is an invalid directive, and is not used', () => {
    const cases: [string, RegExp][] = [
      ['@symbol https://example.invalid/s.svg', /not a file path: .*no address is ever loaded/],
      ['@symbol', /needs the path of the set symbol's image/],
      ['@symbol art/symbol.jpg', /not an image with a transparent ground \(\.svg, \.png, \.webp, \.gif\)/],
      ['@symbol art/symbol', /not an image with a transparent ground/],
    ];
    for (const [line, message] of cases) {
      const result = validate(`${line}${card}`);
      assert.match(expectDiagnostic(result, 'invalid-directive', { at: line }).message, message, line);
      assert.strictEqual(setInfoOf(result.doc.directives).symbol, undefined, line);
    }
  });

  test('a second @symbol is reported and ignored: the first one counts', () => {
    const result = validate(`@symbol a.svg\n@symbol b.svg${card}`);
    expectDiagnostic(result, 'invalid-directive', { at: '@symbol b.svg' });
    assert.strictEqual(setInfoOf(result.doc.directives).symbol, 'a.svg');
  });

  test('@back names the card back\'s image; an address, no path, a file that is no image or a second @back is an invalid directive', () => {
    const doc = parse(`@set VHL Violet Hollow\n@back art/moth back.jpg${card}`);
    assert.strictEqual(setInfoOf(doc.directives).back, 'art/moth back.jpg');
    expectNoDiagnostic(validate(`@set VHL Violet Hollow\n@back art/back.png${card}`), 'invalid-directive');
    const cases: [string, RegExp][] = [
      ['@back https://example.invalid/b.png', /is an address: @back takes an image file beside the set/],
      ['@back', /needs the path of the card back's image/],
      ['@back art/back.txt', /not an image file \(PNG, JPEG, WebP, SVG…\)/],
    ];
    for (const [line, message] of cases) {
      const result = validate(`${line}${card}`);
      const found = expectDiagnostic(result, 'invalid-directive', { at: line });
      assert.match(found.message, message, line);
      assert.ok(found.message.length <= 100, found.message);
      assert.strictEqual(setInfoOf(result.doc.directives).back, undefined, line);
    }
    const twice = validate(`@back a.png\n@back b.png${card}`);
    expectDiagnostic(twice, 'invalid-directive', { at: '@back b.png' });
    assert.strictEqual(setInfoOf(twice.doc.directives).back, 'a.png');
  });

  test('a file without @set has no set metadata, and that is fine', () => {
    assert.deepStrictEqual(setInfoOf(parse(card.trim()).directives), {});
  });

  test('Number: is a field line, not an activated ability', () => {
    const doc = parse('Bear {1}{G}\nCreature — Bear\nNumber: 12a\n2/2');
    assert.deepStrictEqual(doc.cards[0].faces[0].fields.map((f) => [f.label, f.value]), [['Number', '12a']]);
    assert.strictEqual(doc.models[0].abilities.length, 0);
  });

  test('completion offers the directives after @, with their forms', () => {
    const { text, position } = cursor(`@s|${card}`);
    const labels = doComplete(open(text).doc, position, builtInKnowledge()).map((i) => i.label);
    assert.ok(labels.includes('@set') && labels.includes('@released') && labels.includes('@mana'));
  });

  test('completion offers Number among the field names and Token at the start of a type line', () => {
    const fields = cursor('Bear {1}{G}\nCreature — Bear\nNu|\n2/2');
    assert.ok(doComplete(open(fields.text).doc, fields.position, builtInKnowledge()).some((i) => i.label === 'Number'));
    const types = cursor('Saproling\nTo|\n1/1');
    assert.ok(doComplete(open(types.text).doc, types.position, builtInKnowledge()).some((i) => i.label === 'Token'));
  });

  test('hover on @set explains the directive and names the set', () => {
    const { text, position } = cursor(`@s|et VHL Violet Hollow\n@released 2026-01-15${card}`);
    const hover = doHover(open(text).doc, position, builtInKnowledge());
    assert.ok(hover);
    assert.match(hover.contents, /\*\*@set\*\*/);
    assert.match(hover.contents, /Violet Hollow\*\* \(code VHL\), released 2026-01-15/);
  });
});
