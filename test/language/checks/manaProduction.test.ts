import * as assert from 'node:assert';
import {
  applyFix, diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, realCard, validate,
 oracle2019 } from '../../helpers.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { doCodeActions } from '../../../server/src/language/features/codeActions.js';

const code = 'undefined-mana-type';
/** An artifact whose only ability is `{T}: Add <what>.` */
const adds = (what: string) => `Relic {2}\nArtifact\n{T}: Add ${what}.`;

suite('mana production checks', () => {
  suite('undefined-mana-type', () => {
    test('"Add {T}" adds mana of an undefined type, so it is an error on the {T} after Add', () => {
      const d = expectDiagnostic(validate(adds('{T}')), code, { at: '{T}', nth: 2 });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '106.5');
      assert.match(d.message, /tap symbol/);
    });

    test('a symbol that adds no mana offers one fix per mana it could mean: WUBRG, {C}, then the file\'s custom mana', () => {
      const result = validate(`@mana {P} purple\n\n${adds('{T}')}`);
      const d = expectDiagnostic(result, code, { at: '{T}', nth: 2 });
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}', '{P}'].map((s) => `Replace {T} with ${s}`));
      for (const fix of d.fixes!) expectFixRemoves(result, d, `@mana {P} purple\n\n${adds(fix.edits[0].newText)}`, fix);
    });

    test('an unclosed brace after Add gets no color fixes: closing it is unknown-symbol\'s fix', () => {
      const d = expectDiagnostic(validate(adds('{G')), code, { at: '{G.' });
      assert.strictEqual(d.fixes, undefined);
    });

    test('"Add {Q}" (the untap symbol) is flagged on the {Q}', () => {
      expectDiagnostic(validate(adds('{Q}')), code, { at: '{Q}' });
    });

    test('"Add {E}" (energy) is flagged on the {E}', () => {
      const d = expectDiagnostic(validate(adds('{E}')), code, { at: '{E}' });
      assert.match(d.message, /energy/);
    });

    test('"Add {CHAOS}" is flagged on the whole {CHAOS}', () => {
      expectDiagnostic(validate(adds('{CHAOS}')), code, { at: '{CHAOS}' });
    });

    test('"Add {PW}", "Add {TK}" and "Add {H}" are flagged', () => {
      for (const symbol of ['{PW}', '{TK}', '{H}']) expectDiagnostic(validate(adds(symbol)), code, { at: symbol });
    });

    test('an undeclared {K} after "Add" is one undefined-mana-type error, not also an unknown symbol; its first fix declares it', () => {
      const result = validate(adds('{K}'));
      const d = expectDiagnostic(result, code, { at: '{K}' });
      assert.deepStrictEqual(diagnosticsOf(result, 'unknown-symbol'), []);
      assert.strictEqual(d.fixes?.[0].title, "Declare {K} as the set's own mana (@mana {K} …)");
    });

    test('"Add {M}{M}" with {M} undeclared: one diagnostic a copy, each offering the same fixes, which an editor lists once', () => {
      const text = 'Mire Well\nLand\n{T}: Add {M}{M}.';
      const doc = parseDocument(text);
      const diagnostics = validateDocument(doc);
      assert.deepStrictEqual(diagnostics.map((d) => `${d.code} ${d.range.start.character}`), ['undefined-mana-type 9', 'undefined-mana-type 12']);
      const actions = doCodeActions({ start: { line: 2, character: 0 }, end: { line: 2, character: 16 } }, diagnostics, doc);
      assert.deepStrictEqual(actions.map((a) => a.title), [
        "Declare {M} as the set's own mana (@mana {M} …)", 'Replace {M} with {W}', 'Replace {M} with {U}', 'Replace {M} with {B}', 'Replace {M} with {R}', 'Replace {M} with {G}', 'Replace {M} with {C}',
      ]);
      assert.ok(actions.every((a) => a.diagnostics.length === 2), 'each action fixes both copies');
      // A replacement writes both copies; the declaration makes both mana.
      assert.strictEqual(applyFix(text, { title: actions[4].title, edits: actions[4].edits }), 'Mire Well\nLand\n{T}: Add {R}{R}.');
      assert.deepStrictEqual(validate(applyFix(text, { title: actions[0].title, edits: actions[0].edits })).map((d) => d.code), []);
      // Used elsewhere than after "Add", {M} is an unknown symbol there: still one diagnostic a place.
      const cost = validate('Mire Well\nLand\n{M}, {T}: Add {M}.');
      assert.deepStrictEqual(cost.map((d) => `${d.code} ${d.range.start.character}`), ['unknown-symbol 0', 'undefined-mana-type 14']);
    });

    test('only the bad symbol of "Add {R}{T}" is flagged', () => {
      const result = validate(adds('{R}{T}'));
      expectDiagnostic(result, code, { at: '{T}', nth: 2 });
      assert.strictEqual(diagnosticsOf(result, code).length, 1);
    });

    test('"Add {G" with an unclosed brace is flagged on the brace', () => {
      expectDiagnostic(validate('Relic {2}\nArtifact\n{T}: Add {G'), code, { at: '{G' });
    });

    test('an undefined mana type in a granted ability in quotes is flagged', () => {
      expectDiagnostic(validate('Rite {1}{G}\nEnchantment\nCreatures you control have "{T}: Add {Q}."'), code, { at: '{Q}' });
    });

    test('an undefined mana type in a triggered ability and in a mode is flagged', () => {
      expectDiagnostic(validate('Relic {2}\nArtifact\nWhen Relic enters, add {E}.'), code, { at: '{E}' });
      expectDiagnostic(validate('Burst {2}\nSorcery\nChoose one —\n• Add {TK}.\n• Draw a card.'), code, { at: '{TK}' });
    });

    test('"the chosen color" on a card that never chooses a color is flagged on the phrase', () => {
      const result = validate(adds('one mana of the chosen color'));
      const d = expectDiagnostic(result, code, { at: 'of the chosen color' });
      assert.match(d.message, /choose a color/);
    });

    test('the fix for "the chosen color" makes it "any color" and removes the diagnostic', () => {
      const result = validate(adds('one mana of the chosen color'));
      const d = expectDiagnostic(result, code, { at: 'of the chosen color' });
      expectFixRemoves(result, d, adds('one mana of any color'));
    });

    test('"that color" and "that type" with nothing to refer to are flagged', () => {
      expectDiagnostic(validate(adds('one mana of that color')), code, { at: 'of that color' });
      expectDiagnostic(validate(adds('one mana of that type')), code, { at: 'of that type' });
    });

    test('"that color" after a color was chosen in the same ability is fine', () => {
      expectNoDiagnostic(validate('Relic {2}\nArtifact\n{T}: Choose a color. Add one mana of that color.'), code);
    });

    test('"that color" after colored mana symbols named in the same ability is fine (Charmed Pendant)', () => {
      expectNoDiagnostics(validate('Charmed Pendant {4}\nArtifact\n{T}, Put the top card of your library into your graveyard: For each colored mana symbol in that card\'s mana cost, add one mana of that color. Activate this ability only any time you could cast an instant.'));
    });

    test('hybrid {2/W}, Phyrexian {W/P}, generic {2} and snow {S} are defined by 106.8–106.11 and not flagged', () => {
      for (const symbol of ['{2/W}', '{W/P}', '{2}', '{S}', '{W/U}', '{C/W}', '{G/W/P}', '{C}']) {
        expectNoDiagnostic(validate(adds(symbol)), code);
      }
    });

    test('a symbol declared with "@mana {P} purple" is a mana type, so "Add {P}" is fine', () => {
      const result = validate(`@mana {P} purple\n\n${adds('{P}')}`);
      expectNoDiagnostics(result);
    });

    test('without the declaration, {P} is the pawprint symbol and "Add {P}" is flagged', () => {
      const d = expectDiagnostic(validate(adds('{P}')), code, { at: '{P}' });
      assert.match(d.message, /@mana/);
    });

    test('a symbol merely named in reminder text is not a production', () => {
      expectNoDiagnostic(validate('Relic {2}\nArtifact\nFlying (The {T} symbol means tap.)'), code);
    });

    test('real cards that add mana of a chosen, any or could-produce type stay silent', () => {
      for (const name of ['Utopia Sprawl', 'Cryptolith Rite', 'Birds of Paradise', 'Rosheen Meanderer', 'Vivid Crag', 'Crucible of the Spirit Dragon', 'Selvala, Heart of the Wilds', 'Blood Crypt', 'Wild Growth', 'Dark Ritual']) {
        expectNoDiagnostic(validate(realCard(name), oracle2019), code);
      }
    });

    test('Utopia Sprawl\'s "the chosen color" is defined by its "choose a color"', () => {
      const text = realCard('Utopia Sprawl');
      assert.ok(text.includes('choose a color') && text.includes('the chosen color'));
      expectNoDiagnostics(validate(text, oracle2019));
    });
  });

  suite('generic-mana-produced', () => {
    test('"Add {2}" is a warning on the {2}, whose fix writes {C}{C}', () => {
      const result = validate(adds('{2}'));
      const d = expectDiagnostic(result, 'generic-mana-produced', { at: '{2}', nth: 2 });
      assert.strictEqual(d.severity, 'warning');
      expectFixRemoves(result, d, adds('{C}{C}'));
    });

    test('"Add {1}{G}" flags only the {1}', () => {
      const result = validate(adds('{1}{G}'));
      expectDiagnostic(result, 'generic-mana-produced', { at: '{1}' });
      assert.strictEqual(diagnosticsOf(result, 'generic-mana-produced').length, 1);
    });

    test('"Add {C}{C}", "Add {0}" and generic symbols in costs are not flagged', () => {
      expectNoDiagnostic(validate(adds('{C}{C}')), 'generic-mana-produced');
      expectNoDiagnostic(validate(adds('{0}')), 'generic-mana-produced');
      expectNoDiagnostic(validate('Relic {2}\nArtifact\n{2}, {T}: Draw a card.'), 'generic-mana-produced');
    });
  });

  suite('mana in reminder text', () => {
    test('"({T}: Add {T}.)" in a land\'s reminder text is a warning on the {T} after Add that says it is reminder text', () => {
      const result = validate('Odd Grove\nLand — Forest\n({T}: Add {T}.)');
      const d = expectDiagnostic(result, code, { at: '{T}', nth: 2 });
      assert.strictEqual(d.severity, 'warning');
      assert.match(d.message, /reminder text/);
      assert.match(d.detail ?? '', /207\.2/);
    });

    test('"Add one mana of the chosen color" inside a token\'s reminder text is flagged when the card chooses no color', () => {
      const text = 'Gem Hoard {2}{R}\nSorcery\nCreate two Gem tokens. (They\'re artifacts with "{T}, Sacrifice this artifact: Add one mana of the chosen color.")';
      const result = validate(text);
      const d = expectDiagnostic(result, code, { at: 'of the chosen color' });
      assert.match(d.message, /reminder text/);
      assert.strictEqual(diagnosticsOf(result, code).length, 1, 'a quote inside reminder text is checked once');
      expectFixRemoves(result, d, text.replace('the chosen color', 'any color'));
    });

    test('"Add {2}" in reminder text gets the generic-mana fix, said to be in reminder text', () => {
      const result = validate('Cracked Vault\nLand\nCycling {2} ({2}, Discard this card: Add {2}.)');
      const d = expectDiagnostic(result, 'generic-mana-produced', { at: '{2}', nth: 3 });
      assert.match(d.message, /reminder text/);
    });

    test('reminder text on real cards stays silent (Blood Crypt, Forest, Canyon Slough, Captain Lannery Storm, Generator Servant)', () => {
      for (const text of [
        'Blood Crypt\nLand — Swamp Mountain\n({T}: Add {B} or {R}.)\nAs Blood Crypt enters the battlefield, you may pay 2 life. If you don\'t, it enters the battlefield tapped.',
        'Forest\nBasic Land — Forest\n({T}: Add {G}.)',
        'Canyon Slough\nLand — Swamp Mountain\n({T}: Add {B} or {R}.)\nCanyon Slough enters the battlefield tapped.\nCycling {2} ({2}, Discard this card: Draw a card.)',
        'Captain Lannery Storm {2}{R}\nLegendary Creature — Human Pirate\nHaste\nWhenever Captain Lannery Storm attacks, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this artifact: Add one mana of any color.")\nWhenever you sacrifice a Treasure, Captain Lannery Storm gets +1/+0 until end of turn.\n2/2',
        'Generator Servant {1}{R}\nCreature — Elemental\n{T}, Sacrifice Generator Servant: Add {C}{C}. If that mana is spent on a creature spell, it gains haste until end of turn. (That creature can attack and {T} as soon as it comes under your control.)\n2/1',
      ]) expectNoDiagnostics(validate(text, oracle2019));
    });
  });
});
