import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, parse, validate } from '../../helpers.js';

const caller = '@set VHL Violet Hollow\n\nSpore Caller {1}{G}\nCreature — Elf\nWhen this creature enters, create two 1/1 green Saproling creature tokens with flying and haste.\n1/1';
const saproling = 'Saproling\nToken Creature — Saproling\nColor indicator: Green\nFlying, haste\n1/1';

suite('tokens and undefined-token', () => {
  test('a card whose type line starts with Token is a token: no unknown-type, no mana cost needed', () => {
    const result = validate(saproling);
    expectNoDiagnostics(result);
    assert.strictEqual(result.doc.models[0].isToken, true);
    assert.deepStrictEqual(result.doc.models[0].types, ['Creature']);
    assert.deepStrictEqual(result.doc.models[0].colors, ['G']);
  });

  test('Token is only a token marker at the start of the type line', () => {
    expectDiagnostic(validate('Odd {1}\nCreature Token — Elf\n1/1'), 'unknown-type', { at: 'Token' });
  });

  test('a file that is not a set (no @set, no token cards) is not asked for token cards', () => {
    expectNoDiagnostic(validate(caller.replace('@set VHL Violet Hollow\n\n', '')), 'undefined-token');
  });

  test('a card records the tokens it creates: name, count, stats, colours, types and abilities', () => {
    const [t] = parse(caller).models[0].createdTokens;
    assert.ok(t);
    assert.deepStrictEqual(
      { name: t.name, count: t.count, pt: `${t.power}/${t.toughness}`, colors: t.colors, types: t.types, subtypes: t.subtypes, abilities: t.abilities },
      { name: 'Saproling', count: 2, pt: '1/1', colors: ['G'], types: ['Creature'], subtypes: ['Saproling'], abilities: 'flying and haste' },
    );
  });

  test('named, legendary, multicoloured, artifact and X tokens are read too', () => {
    const text = 'Forge {3}\nArtifact\n{T}: Create a legendary 2/2 red and white Soldier artifact creature token named Ser Vance.\n{X}: Create X 1/1 colorless Thopter artifact creature tokens with flying.';
    const [named, thopters] = parse(text).models[0].createdTokens;
    assert.deepStrictEqual([named.name, named.legendary, named.colors, named.types], ['Ser Vance', true, ['W', 'R'], ['Artifact', 'Creature']]);
    assert.deepStrictEqual([thopters.name, thopters.count, thopters.colors], ['Thopter', 'X', []]);
  });

  test('a created token with no token card in the file is an info diagnostic on the creating words', () => {
    const result = validate(caller);
    const d = expectDiagnostic(result, 'undefined-token', { at: 'create two 1/1 green Saproling creature tokens with flying and haste' });
    assert.strictEqual(d.severity, 'info');
    assert.strictEqual(d.rule, '111.4');
  });

  test('the fix appends a token card built from the text, after which the diagnostic is gone', () => {
    const result = validate(caller);
    const fixed = expectFixRemoves(result, diagnosticsOf(result, 'undefined-token')[0], `${caller}\n\n${saproling}\n`);
    expectNoDiagnostics(validate(fixed));
  });

  test('a token card named like the token (or "… Token") defines it', () => {
    expectNoDiagnostic(validate(`${caller}\n\n${saproling}`), 'undefined-token');
    expectNoDiagnostic(validate(`${caller}\n\n${saproling.replace(/^Saproling\n/, 'Saproling Token\n')}`), 'undefined-token');
  });

  test('predefined tokens (Treasure, Food, Clue… 111.10) need no token card', () => {
    expectNoDiagnostic(validate('@set VHL Violet Hollow\n\nDig {1}{R}\nSorcery\nCreate a Treasure token and a Food token.'), 'undefined-token');
  });

  test('only the first diagnostic for one missing token carries the fix, so fix-all appends it once', () => {
    const result = validate(`${caller}\n\nSpore Farm {G}\nSorcery\nCreate a 1/1 green Saproling creature token.`);
    const ds = diagnosticsOf(result, 'undefined-token');
    assert.strictEqual(ds.length, 2);
    assert.deepStrictEqual(ds.map((d) => !!d.fixes), [true, false]);
  });

  test('a copy of a permanent is not a named token', () => {
    expectNoDiagnostic(validate('@set VHL Violet Hollow\n\nMirror {2}{U}\nSorcery\nCreate a token that\'s a copy of target creature you control.'), 'undefined-token');
  });
});
