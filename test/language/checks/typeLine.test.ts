import * as assert from 'node:assert';
import { applyFix, diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, parse, realCard, validate, oracle2019 } from '../../helpers.js';
import { updateDocument } from '../../../server/src/language/documentUpdate.js';
import { stringSource } from '../../../server/src/language/textSource.js';
import { validateDocument } from '../../../server/src/language/validation.js';

const creature = (typeLine: string) => `Scout {1}{G}\n${typeLine}\n1/1`;
const spell = (typeLine: string) => `Trick {1}{U}\n${typeLine}\nDraw a card.`;

suite('type line checks', () => {
  suite('unknown-type', () => {
    test('a misspelt card type is an error with a "did you mean" fix', () => {
      const result = validate(creature('Creture — Elf'));
      const d = expectDiagnostic(result, 'unknown-type', { at: 'Creture' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '205.2a');
      assert.match(d.message, /did you mean Creature\?/);
      expectFixRemoves(result, d, creature('Creature — Elf'));
    });

    test('a misspelt type after a supertype is flagged on that word only', () => {
      const result = validate(creature('Legendary Creatur — Elf'));
      expectFixRemoves(result, expectDiagnostic(result, 'unknown-type', { at: 'Creatur' }), creature('Legendary Creature — Elf'));
      expectNoDiagnostic(result, 'missing-card-type');
    });

    test('a made-up word with no close match has no fix', () => {
      const d = expectDiagnostic(validate(creature('Gizmo Creature — Elf')), 'unknown-type', { at: 'Gizmo' });
      assert.strictEqual(d.fixes, undefined);
    });

    test('supertypes, card types and their combinations are fine, in any case', () => {
      expectNoDiagnostics(validate(creature('Legendary Snow Artifact Creature — Elf')));
      expectNoDiagnostic(validate(creature('creature — Elf')), 'unknown-type');
      expectNoDiagnostics(validate(realCard('Hangarback Walker'), oracle2019));
    });
  });

  suite('obsolete-type', () => {
    test('Tribal is an info diagnostic whose fix writes Kindred', () => {
      const result = validate(spell('Tribal Instant — Elf'));
      const d = expectDiagnostic(result, 'obsolete-type', { at: 'Tribal' });
      assert.strictEqual(d.severity, 'info');
      expectFixRemoves(result, d, spell('Kindred Instant — Elf'));
    });

    test('a real Tribal card (Bitterblossom) gets only the obsolete-type note', () => {
      const result = validate(realCard('Bitterblossom'), oracle2019);
      expectDiagnostic(result, 'obsolete-type', { at: 'Tribal' });
      assert.deepStrictEqual(result.map((d) => d.code), ['obsolete-type']);
    });
  });

  suite('obsolete-subtype', () => {
    test('Hound is an info diagnostic whose fix writes Dog', () => {
      const result = validate(creature('Creature — Hound'));
      const d = expectDiagnostic(result, 'obsolete-subtype', { at: 'Hound' });
      assert.strictEqual(d.severity, 'info');
      expectFixRemoves(result, d, creature('Creature — Dog'));
    });

    test('a real card with a folded creature type (Aboshan, Cephalid Emperor) gets the Octopus fix', () => {
      const result = validate(realCard('Aboshan, Cephalid Emperor'), oracle2019);
      const d = expectDiagnostic(result, 'obsolete-subtype', { at: 'Cephalid', nth: 2 });
      assert.strictEqual(d.fixes?.[0]?.edits[0].newText, 'Octopus');
    });

    test('an old creature type on a non-creature is not an obsolete creature type', () => {
      const result = validate('Totem {1}\nArtifact — Hound');
      expectNoDiagnostic(result, 'obsolete-subtype');
      expectDiagnostic(result, 'unknown-subtype', { at: 'Hound' });
    });
  });

  suite('missing-card-type', () => {
    test('supertypes with no card type are an error on the whole type line', () => {
      const d = expectDiagnostic(validate(creature('Legendary — Elf')), 'missing-card-type', { at: 'Legendary — Elf' });
      assert.strictEqual(d.severity, 'error');
      expectDiagnostic(validate('Relic {1}\nLegendary Snow'), 'missing-card-type', { at: 'Legendary Snow' });
    });

    test('a type line with a card type, or with only unknown words, has no missing-card-type', () => {
      expectNoDiagnostic(validate(creature('Legendary Creature — Elf')), 'missing-card-type');
      expectNoDiagnostic(validate(creature('Gizmo — Elf')), 'missing-card-type');
    });
  });

  suite('subtype-mismatch', () => {
    test('a creature type on an instant is an error on the subtype', () => {
      const d = expectDiagnostic(validate(spell('Instant — Elf')), 'subtype-mismatch', { at: 'Elf' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '205.3d');
    });

    test('an enchantment type on a creature and an artifact type on a land are errors', () => {
      expectDiagnostic(validate(creature('Creature — Aura')), 'subtype-mismatch', { at: 'Aura' });
      expectDiagnostic(validate('Field\nLand — Equipment'), 'subtype-mismatch', { at: 'Equipment' });
    });

    test('Kindred lets an instant have creature types, and basic land types belong to lands', () => {
      expectNoDiagnostics(validate(spell('Kindred Instant — Elf')));
      expectNoDiagnostics(validate(realCard('Blood Crypt'), oracle2019));
    });
  });

  suite('unknown-subtype', () => {
    test('a misspelt creature type is a warning with a fix to the closest one', () => {
      const result = validate(creature('Creature — Elfe'));
      const d = expectDiagnostic(result, 'unknown-subtype', { at: 'Elfe' });
      assert.strictEqual(d.severity, 'warning');
      expectFixRemoves(result, d, creature('Creature — Elf'));
    });

    test('a subtype only one card uses, close to no word the rules or the set know, is an invented word: an info note whose one fix declares it', () => {
      const result = validate(creature('Creature — Wizardkin'));
      const d = expectDiagnostic(result, 'new-subtype', { at: 'Wizardkin' });
      assert.strictEqual(d.severity, 'info');
      assert.match(d.detail ?? '', /@subtype Creature Wizardkin/);
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ['Declare Wizardkin with "@subtype Creature"']);
      expectFixRemoves(result, d, `@subtype Creature Wizardkin\n\n${creature('Creature — Wizardkin')}`);
    });

    test('a typo of the set\'s own subtype, declared or used on two or more cards, is a warning whose first fix is that word', () => {
      const typo = creature('Creature — Gearlnig');
      const declared = validate(`@subtype Creature Gearling\n\n${typo}`);
      const d = expectDiagnostic(declared, 'unknown-subtype', { at: 'Gearlnig' });
      assert.strictEqual(d.severity, 'warning');
      assert.match(d.message, /did you mean Gearling\?/);
      assert.strictEqual(d.fixes?.[0].title, 'Replace with Gearling');
      const used = validate(`Tinker {1}\nArtifact Creature — Gearling\n1/1\n\nSmith {2}\nCreature — Gearling Artificer\n2/2\n\n${typo}`);
      assert.deepStrictEqual(used.doc.vocabulary.map((w) => w.word), ['Gearling']);
      assert.match(expectDiagnostic(used, 'unknown-subtype', { at: 'Gearlnig' }).message, /did you mean Gearling\?/);
    });

    test('a subtype the set uses on two or more cards is its own: no diagnostic, and the document lists it', () => {
      const result = validate('Lead {1}{W}\nCreature — Human Actor\n2/2\n\nUnderstudy {W}\nCreature — Human Actor\n1/1');
      assert.deepStrictEqual(result.filter((d) => d.severity === 'error' || d.severity === 'warning' || d.code === 'new-subtype'), []);
      assert.deepStrictEqual(result.doc.vocabulary, [{ kind: 'subtype', type: 'creature', word: 'Actor', cards: 2 }]);
    });

    test('a near-miss of a rules subtype stays a typo however many cards use it', () => {
      const result = validate('Sage {1}{U}\nCreature — Human Wizzard\n1/1\n\nSeer {U}\nCreature — Human Wizzard\n1/1');
      assert.strictEqual(result.filter((d) => d.code === 'unknown-subtype').length, 2);
      assert.deepStrictEqual(result.doc.vocabulary, []);
    });

    test('a misspelt-looking subtype offers both fixes: the spelling first, then declaring it', () => {
      const result = validate(creature('Creature — Elfe'));
      const d = expectDiagnostic(result, 'unknown-subtype', { at: 'Elfe' });
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ['Replace with Elf', 'Declare Elfe with "@subtype Creature"']);
      expectFixRemoves(result, d, `@subtype Creature Elfe\n\n${creature('Creature — Elfe')}`, d.fixes![1]);
    });

    test('the declaration joins the file\'s @subtype line for that type, or follows its last directive', () => {
      const card = creature('Artifact Creature — Wizardkin');
      const joined = validate(`@mana {P} purple\n@subtype Creature Mothkin\n@subtype Artifact Gizmo\n\n${card}`);
      expectFixRemoves(joined, expectDiagnostic(joined, 'new-subtype', { at: 'Wizardkin' }), `@mana {P} purple\n@subtype Creature Mothkin Wizardkin\n@subtype Artifact Gizmo\n\n${card}`);
      const commas = validate(`@subtype Creature Star Fox, Mothkin\n\n${card}`);
      expectFixRemoves(commas, expectDiagnostic(commas, 'new-subtype', { at: 'Wizardkin' }), `@subtype Creature Star Fox, Mothkin, Wizardkin\n\n${card}`);
      const after = validate(`# My set\n@mana {P} purple\n\n${card}`);
      expectFixRemoves(after, expectDiagnostic(after, 'new-subtype', { at: 'Wizardkin' }), `# My set\n@mana {P} purple\n@subtype Creature Wizardkin\n\n${card}`);
    });

    test('the declaration stays right when cards above move: it points at the directives, not with the card', () => {
      const text = `@mana {P} purple\n\nBear {1}{G}\nCreature — Bear\n2/2\n\n${creature('Creature — Wizardkin')}`;
      const doc = parse(text);
      validateDocument(doc);
      const moved = text.replace('Bear {1}{G}\n', 'Bear {1}{G}\nVigilance\nTrample\n');
      const next = updateDocument(doc, { range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } }, text: 'Vigilance\nTrample\n' }, stringSource(moved));
      const d = validateDocument(next).find((x) => x.code === 'new-subtype')!;
      assert.strictEqual(applyFix(moved, d.fixes?.at(-1)), moved.replace('@mana {P} purple', '@mana {P} purple\n@subtype Creature Wizardkin'));
    });

    test('a subtype declared with @subtype is known, for that card type only', () => {
      expectNoDiagnostics(validate(`@subtype Creature Wizardkin\n\n${creature('Creature — Wizardkin')}`));
      expectDiagnostic(validate('@subtype Creature Wizardkin\n\nTotem {1}\nArtifact — Wizardkin'), 'new-subtype', { at: 'Wizardkin', nth: 2 });
    });

    test('multi-word subtypes are one subtype (Time Lord), and each word of a list is checked', () => {
      expectNoDiagnostics(validate(creature('Legendary Creature — Time Lord Doctor')));
      const result = validate(creature('Creature — Elf Wizzard Druid'));
      expectDiagnostic(result, 'unknown-subtype', { at: 'Wizzard' });
      assert.strictEqual(diagnosticsOf(result, 'unknown-subtype').length, 1);
    });

    test('plane names after "Plane —" are not checked as subtypes', () => {
      expectNoDiagnostic(validate(realCard('Academy at Tolaria West'), oracle2019), 'unknown-subtype');
    });
  });

  suite('dash-style on the type line', () => {
    for (const dash of ['-', '--', '–']) {
      test(`"${dash}" between types and subtypes is a warning whose fix writes —`, () => {
        const result = validate(creature(`Creature ${dash} Elf`));
        const d = expectDiagnostic(result, 'dash-style', { at: dash });
        assert.strictEqual(d.severity, 'warning');
        assert.strictEqual(d.rule, '205.3b');
        expectFixRemoves(result, d, creature('Creature — Elf'));
      });
    }

    test('the long dash is fine', () => {
      expectNoDiagnostic(validate(creature('Creature — Elf')), 'dash-style');
    });
  });
});
