import * as assert from 'node:assert';
import { applyFix, diagnosticsOf, expectDiagnostic, expectNoDiagnostics, oracle2019, validate } from '../../helpers.js';
import { doCodeActions } from '../../../server/src/language/features/codeActions.js';
import { fixText } from '../../../server/src/language/features/fixFile.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { parseDocument } from '../../../server/src/language/document.js';

/** One card of today's wording, written by us: nothing to note under the current profile. */
const today = [
  'Emberfen Stalker {2}{R}\nCreature — Lizard Scout\nFlying, haste\nWhen this creature enters, it deals 2 damage to any target.\nWhenever you cast a spell with mana value 4 or greater, put two +1/+1 counters on this creature.\n2/2',
  'Marrowgate Vault {3}\nArtifact\nThis artifact enters tapped.\nAt the beginning of your first main phase, create a 1/1 colorless Construct artifact creature token.\n{2}, Sacrifice this artifact: Draw two cards.',
  'Quillmaw Hydra {X}{G}{G}\nCreature — Hydra\nThis creature enters with X +1/+1 counters on it.\nCreatures you control get +1/+1.\n0/0',
  'Veyla, Tide Oracle {1}{U}{U}\nLegendary Creature — Merfolk Wizard\nWhenever Veyla attacks, scry 2.\nEach creature you control gets +0/+1.\n2/3',
  'Ashfall Volley {2}{R}\nSorcery\nAshfall Volley deals 3 damage to each creature. Scry 1.',
];

suite('wording checks (templating profiles)', () => {
  test('today\'s wording stays silent under the default profile', () => {
    for (const text of today) expectNoDiagnostics(validate(text));
  });

  test('"enters the battlefield" is "enters" today, with a fix; "entered the battlefield this turn" is left', () => {
    const result = validate('Hollow Sentry {1}{W}\nCreature — Human\nWhen this creature enters the battlefield, you gain 2 life.\n2/2');
    const d = expectDiagnostic(result, 'wording-enters', { at: 'enters the battlefield' });
    assert.strictEqual(d.severity, 'info');
    assert.match(applyFix(result.text, d.fixes?.[0]), /When this creature enters, you gain 2 life\./);
    expectNoDiagnostics(validate('Armory Gate {2}\nArtifact\n{T}: Draw a card. Activate only if this artifact didn\'t enter the battlefield this turn.'));
  });

  test('under @templating 2019-07 the corpus\'s wording is right and today\'s is reported the other way', () => {
    expectNoDiagnostics(validate('@templating 2019-07\n\nHollow Sentry {1}{W}\nCreature — Human\nWhen Hollow Sentry enters the battlefield, destroy target creature with converted mana cost 2 or less.\n2/2'));
    const result = validate('@templating 2019-07\n\nSentry {1}{W}\nCreature — Human\nWhen this creature enters, destroy target creature with mana value 2 or less.\n2/2');
    expectDiagnostic(result, 'wording-enters', { at: 'enters' });
    expectDiagnostic(result, 'wording-mana-value', { at: 'mana value' });
    expectDiagnostic(result, 'wording-self-reference', { at: 'this creature' });
  });

  test('the profile comes from @templating, else the setting, else @released, else current; off checks nothing', () => {
    const old = 'Sentry {1}{W}\nCreature — Human\nWhen Sentry enters the battlefield, draw a card.\n2/2';
    assert.ok(validate(old).some((d) => d.code === 'wording-enters'));
    expectNoDiagnostics(validate(old, oracle2019));
    expectNoDiagnostics(validate(`@released 2019-07-12\n\n${old}`));
    expectNoDiagnostics(validate(`@templating off\n\n${old}`));
    assert.ok(validate(`@templating current\n@released 2019-07-12\n\n${old}`).some((d) => d.code === 'wording-enters'));
    assert.strictEqual(parseDocument(`@templating 2024-08\n\n${old}`).declarations.templating?.date, '2024-08-31');
    expectDiagnostic(validate(`@templating someday\n\n${old}`), 'invalid-directive', { at: '@templating someday' });
  });

  test('"converted mana cost", "precombat main phase" and tokens put onto the battlefield get today\'s words', () => {
    const result = validate('Old Rite {2}{G}\nSorcery\nPut two 1/1 green Saproling creature tokens onto the battlefield. At the beginning of your next precombat main phase, destroy target artifact with converted mana cost 2 or less.');
    const token = expectDiagnostic(result, 'wording-create-token', { at: 'Put two 1/1 green Saproling creature tokens onto the battlefield' });
    assert.match(applyFix(result.text, token.fixes?.[0]), /Create two 1\/1 green Saproling creature tokens\./);
    expectDiagnostic(result, 'wording-main-phase', { at: 'precombat main phase' });
    expectDiagnostic(result, 'wording-mana-value', { at: 'converted mana cost' });
    expectNoDiagnostics(validate('Recall {2}{W}\nSorcery\nReturn target creature card from your graveyard to the battlefield. Put it onto the battlefield tapped.'));
  });

  test('a permanent naming itself gets "this creature", "this card" in the graveyard, a legendary card its short name', () => {
    const result = validate('Gravewood Elk {3}{G}\nCreature — Elk\nWhen Gravewood Elk enters, you gain 2 life.\n{2}{G}: Return Gravewood Elk from your graveyard to your hand.\n3/3');
    assert.deepStrictEqual(diagnosticsOf(result, 'wording-self-reference').map((d) => d.fixes?.[0].edits[0].newText), ['this creature', 'this card']);
    expectDiagnostic(validate('Veyla, Tide Oracle {1}{U}\nLegendary Creature — Merfolk\nWhenever Veyla, Tide Oracle attacks, draw a card.\n1/1'), 'wording-self-reference', { at: 'Veyla, Tide Oracle', nth: 2 });
    // Characteristic-defining abilities and instants keep the name.
    expectNoDiagnostics(validate('Bramble Mass {2}{G}\nCreature — Plant\nBramble Mass\'s power is equal to the number of lands you control.\n*/3'));
    expectNoDiagnostics(validate('Ashfall Volley {2}{R}\nSorcery\nAshfall Volley deals 3 damage to each creature.'));
  });

  test('numbers: digits for damage, life and keyword actions; words for cards, counters, tokens and targets', () => {
    const result = validate('Storm Lesson {3}{R}\nSorcery\nStorm Lesson deals three damage to any target. Scry two. Draw 2 cards. Create 2 1/1 red Elemental creature tokens.');
    assert.deepStrictEqual(diagnosticsOf(result, 'wording-number').map((d) => d.fixes?.[0].edits[0].newText), ['3', '2', 'two', 'two']);
  });

  test('a mana symbol used as a number is written plain X, and "pay {X}" stays', () => {
    const result = validate('Feast of Roots {X}{G}\nSorcery\nPut {X} +1/+1 counters on target creature. Then nourish {X}, where X is the number of lands you control.');
    assert.strictEqual(diagnosticsOf(result, 'wording-symbol-number').length, 2);
    expectNoDiagnostics(validate('Tax Collector {1}{U}\nCreature — Human\nWhen this creature enters, counter target spell unless its controller pays {X}, where X is the number of cards in your hand.\n1/1'));
  });

  test('"enters with … counters" without "on it" gets "on it"', () => {
    const result = validate('Gurmag Hydra {X}{G}{G}\nCreature — Hydra\nThis creature enters with X +1/+1 counters.\n0/0');
    const d = expectDiagnostic(result, 'wording-counters-on-it', { at: 'enters with X +1/+1 counters' });
    assert.match(applyFix(result.text, d.fixes?.[0]), /enters with X \+1\/\+1 counters on it\./);
  });

  test('a trigger that does not start with When, Whenever or At is rewritten in the official form', () => {
    const result = validate('Watchful Crow {1}{W}\nCreature — Bird\nOnce each turn, when another creature enters, you gain 1 life.\n1/1');
    const d = expectDiagnostic(result, 'wording-trigger', { at: 'Once each turn, when another creature enters, you gain 1 life.' });
    assert.match(applyFix(result.text, d.fixes?.[0]), /Whenever another creature enters, you gain 1 life\. This ability triggers only once each turn\./);
  });

  test('keyword lines: a period and a capitalised second keyword are noted; a dash cost keeps its period', () => {
    const result = validate('Twin Guard {1}{W}\nCreature — Human\nFlying, Vigilance\nLifelink.\n2/2');
    expectDiagnostic(result, 'wording-keyword-line', { at: 'Vigilance' });
    expectDiagnostic(result, 'wording-keyword-line', { at: '.' });
    expectNoDiagnostics(validate('Warded Idol {2}\nArtifact Creature — Golem\nWard—Pay 3 life.\n2/2'));
  });

  test('subject and verb agree in the common templates', () => {
    const result = validate('Cascade Shrine {2}{R}{G}\nEnchantment\nSpell you cast this turn have cascade. Creatures you control gets +1/+1. Each creature you control get trample.');
    assert.deepStrictEqual(diagnosticsOf(result, 'wording-agreement').map((d) => d.fixes?.[0].edits[0].newText).sort(), ['Spells', 'get', 'gets']);
  });

  test('reminder text that contradicts its keyword is a reminder-text-mismatch warning; the set\'s own keyword is checked against its @keyword', () => {
    const d = expectDiagnostic(validate('Hollow Courier {1}{U}\nCreature — Human\nCycling {2} (This creature can\'t be blocked except by two or more creatures.)\n1/1'), 'reminder-text-mismatch', { at: '(This creature can\'t be blocked except by two or more creatures.)' });
    assert.strictEqual(d.severity, 'warning');
    assert.deepStrictEqual(d.fixes?.map((f) => [f.title, f.edits[0].newText]), [['Use the current reminder text', '({2}, Discard this card: Draw a card.)']]);
    const set = '@keyword Nourish N (Put N +1/+1 counters on target creature you control.)\n\n';
    expectNoDiagnostics(validate(`${set}Grove Tender {1}{G}\nCreature — Elf\nNourish 2 (Put 2 +1/+1 counters on target creature you control.)\n1/1`));
    expectDiagnostic(validate(`${set}Grove Tender {1}{G}\nCreature — Elf\nNourish 2 (Put 3 +1/+1 counters on target creature you control.)\n1/1`), 'reminder-text-mismatch', { at: '(Put 3 +1/+1 counters on target creature you control.)' });
    // Its own rule in other words than the declaration: the wording note.
    expectDiagnostic(validate(`${set}Grove Tender {1}{G}\nCreature — Elf\nNourish 2 (Put 2 +1/+1 counters on target creature you control that you choose.)\n1/1`), 'wording-reminder-text', { at: '(Put 2 +1/+1 counters on target creature you control that you choose.)' });
  });

  test('a keyword\'s reminder: the opposite is a mismatch; an older wording, a note; the card\'s name in it, the self-reference note (any keyword, evergreen ones too)', () => {
    const guard = (line: string) => `Oath Guard {1}{W}\nCreature — Human Soldier\n${line}\n2/2`;
    const flipped = validate(guard('Vigilance (Attacking causes this creature to tap.)'));
    assert.strictEqual(expectDiagnostic(flipped, 'reminder-text-mismatch', { at: '(Attacking causes this creature to tap.)' }).fixes?.[0].edits[0].newText, "(Attacking doesn't cause this creature to tap.)");
    const older = expectDiagnostic(validate(guard('Lifelink (Whenever this creature deals damage, you gain that much life.)')), 'wording-reminder-text', { at: '(Whenever this creature deals damage, you gain that much life.)' });
    assert.strictEqual(older.severity, 'info');
    assert.strictEqual(older.fixes?.[0].edits[0].newText, '(Damage dealt by this creature also causes you to gain that much life.)');
    const colt = validate('Zephyr Colt {2}{G}\nCreature — Horse\nTrample (Zephyr Colt can deal excess combat damage to the player or planeswalker it\'s attacking.)\n3/3');
    const named = expectDiagnostic(colt, 'wording-self-reference', { at: 'Zephyr Colt', nth: 2 });
    assert.strictEqual(applyFix(colt.text, named.fixes?.[0]).split('\n')[2], 'Trample (This creature can deal excess combat damage to the player or planeswalker it\'s attacking.)');
    // Today's reminders, and the card's name in an older profile, are quiet.
    expectNoDiagnostics(validate(guard('Vigilance (Attacking doesn\'t cause this creature to tap.)')));
    expectNoDiagnostics(validate('Zephyr Colt {2}{G}\nCreature — Horse\nTrample (Zephyr Colt can deal excess combat damage to the player or planeswalker it\'s attacking.)\n3/3', { templating: '2019-07' }));
    // The opposite is a mismatch in every profile; an older wording is right in an older one.
    expectDiagnostic(validate(guard('Vigilance (Attacking causes this creature to tap.)'), { templating: '2019-07' }), 'reminder-text-mismatch', { at: '(Attacking causes this creature to tap.)' });
    expectNoDiagnostics(validate(guard('Lifelink (Whenever this creature deals damage, you gain that much life.)'), { templating: '2019-07' }));
  });

  test('"Insert reminder text" fills in the keyword\'s number, and converting a file fixes every note at once', () => {
    const text = '@keyword Nourish N (Put N +1/+1 counters on target creature you control.)\n\nGrove Tender {1}{G}\nCreature — Elf\nNourish 2\n1/1';
    const doc = parseDocument(text);
    const insert = doCodeActions({ start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, validateDocument(doc), doc).find((a) => a.title.startsWith('Insert reminder text'));
    assert.strictEqual(insert?.edits[0].newText, ' (Put 2 +1/+1 counters on target creature you control.)');
    const old = 'Gurmag Hydra {X}{G}{G}\nCreature — Hydra\nGurmag Hydra enters the battlefield with {X} +1/+1 counters.\n0/0';
    const fixed = fixText(old, (t) => validateDocument(parseDocument(t)));
    assert.strictEqual(fixed.text, 'Gurmag Hydra {X}{G}{G}\nCreature — Hydra\nThis creature enters with X +1/+1 counters on it.\n0/0');
    assert.deepStrictEqual(fixed.changed.map((c) => c.line), [3]);
  });
});

suite('the templating profile in the editor', () => {
  test('hover on @templating says which wording the cards are checked against and where the profile came from', async () => {
    const { doHover } = await import('../../../server/src/language/features/hover.js');
    const { builtInKnowledge } = await import('../features/featureHelpers.js');
    const doc = parseDocument('@templating 2019-07\n\nBolt {R}\nInstant\nBolt deals 3 damage to any target.');
    const hover = doHover(doc, { line: 0, character: 3 }, builtInKnowledge());
    assert.match(hover?.contents ?? '', /checked as of 2019-07 \(the file's \\?@templating\): tokens are created/);
    const released = doHover(parseDocument('@released 2019-07-12\n\nBolt {R}\nInstant\nBolt deals 3 damage to any target.'), { line: 0, character: 3 }, builtInKnowledge());
    assert.match(released?.contents ?? '', /as of 2019-07-12 \(the file's \\?@released date\)/);
  });
});
