/**
 * The patterns custom sets still ran into after the set's own words were recognised: each on cards
 * written for this file in the shape that was misread (invented names, never a printed card), fixed
 * at the rule it misread, with the true case of the same check still reported.
 */
import * as assert from 'node:assert';
import { type CardDiagnostic, diagnosticsOf, expectDiagnostic, expectNoDiagnostic, type ValidationResult, validate } from '../helpers.js';

/** The errors and warnings of a result (info and hint notes left out). */
function problems(result: ValidationResult): CardDiagnostic[] {
  return result.filter((d) => d.severity === 'error' || d.severity === 'warning');
}

/** Asserts no error and no warning. */
function expectNoProblems(result: ValidationResult): void {
  assert.deepStrictEqual(problems(result).map((d) => `${d.code}: ${d.message}`), [], 'expected no errors or warnings');
}

suite('the set\'s inventions and the rules\' named false alarms', () => {
  suite('{T} mentioned, X chosen while paying a cost the card sets, chapters out of order', () => {
    test('"activate one of that creature\'s abilities with {T} in its cost" names {T}: no illegal-cost-symbol', () => {
      expectNoProblems(validate('Gearwright Mentor {1}{U}\nCreature — Human Artificer\n{1}, {T}: Untap another target creature. You may activate one of that creature\'s abilities with {T} in its cost this turn as though it had haste.\n1/2'));
      expectNoProblems(validate('Spark of Industry {U}\nInstant\nUntap target artifact. Its controller may activate one of its abilities with {T} or {Q} in its cost.'));
      // Paid in an effect, {T} still means nothing.
      expectDiagnostic(validate('Gearwright Mentor {1}{U}\nCreature — Human Artificer\nWhenever this creature attacks, {T}.\n1/2'), 'illegal-cost-symbol', { at: '{T}' });
    });

    test('X in a cost increase the card sets ("costs {X}{R} more to cast") is chosen as that cost is paid (601.2f, 107.3a): no undefined-x', () => {
      expectNoProblems(validate('Cinder Tutelage {1}{R}\nEnchantment\nThe first instant or sorcery spell you cast each turn costs {X}{R} more to cast, and it deals X additional damage.'));
      expectNoProblems(validate('Kindled Bolt {R}\nInstant\nThis spell costs {X} more to cast. Kindled Bolt deals X damage to any target.'));
      expectNoProblems(validate('Kindled Bolt {R}\nInstant\nAs an additional cost to cast this spell, pay {X}{R}.\nKindled Bolt deals X damage to any target.'));
      // A cost that is only mentioned ("with mana value {X}") defines nothing: still undefined.
      expectDiagnostic(validate('Cinder Tutelage {1}{R}\nEnchantment\nSpells you cast with mana value {X} deal X additional damage.'), 'undefined-x', { at: '{X}' });
    });

    test('Saga chapters printed out of order but all there are no saga-chapter warning; a missing one still is', () => {
      const saga = (...chapters: string[]) => `The Lantern Tale {2}{W}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n${chapters.join('\n')}`;
      expectNoProblems(validate(saga('II — Draw a card.', 'I — Create a 1/1 white Spirit creature token with flying.', 'III — You gain 3 life.')));
      expectDiagnostic(validate(saga('III — You gain 3 life.', 'I — Draw a card.')), 'saga-chapter', { at: 'III', nth: 2 });
    });
    });

  suite('inventions of the set', () => {
    test('P/T on a sorcery whose keyword\'s reminder puts it "onto the battlefield as a Spirit creature" (208.3): no unexpected-power-toughness', () => {
      const rekindle = (cost: string) => `Rekindle ${cost} (You may cast this card from your graveyard for its rekindle cost. If you do, put it onto the battlefield as a Spirit creature after it resolves instead of putting it anywhere else.)`;
      expectNoProblems(validate(`Grave Anthem {3}{B}\nSorcery\n${rekindle('{5}{B}{B}')}\nEach opponent loses 3 life.\n3/3\n\nGrave Hymn {2}{B}\nSorcery\n${rekindle('{4}{B}')}\nDraw a card.\n2/2`));
      // The reminder the set declares once counts as the keyword's on every card.
      expectNoProblems(validate('@keyword Rekindle {cost} (You may cast this card from your graveyard for {cost}. If you do, put it onto the battlefield as a Spirit creature after it resolves.)\n\nGrave Anthem {3}{B}\nSorcery\nRekindle {5}{B}{B}\nEach opponent loses 3 life.\n3/3'));
      // "Put it onto the battlefield as a … creature" said of another card (the one it returns) animates that card, not this one.
      expectDiagnostic(validate('Grave Call {3}{B}\nSorcery\nReturn target creature card from your graveyard to the battlefield. Put it onto the battlefield as a Zombie creature in addition to its other types.\n3/3'), 'unexpected-power-toughness', { at: '3/3' });
      expectDiagnostic(validate('Grave Hymn {2}{B}\nSorcery\nDraw a card.\n2/2'), 'unexpected-power-toughness', { at: '2/2' });
    });
  });

  suite('the set\'s own words that are words of the rules', () => {
    const broker = (name: string, line: string) => `${name} {1}{B}\nCreature — Human Rogue\n${line}\n3/3`;
    const connive = (n: number, word: string) => `Connive ${n} (This creature enters with ${word} -1/-1 counter${n === 1 ? '' : 's'} on it. Whenever a -1/-1 counter is removed from it, draw a card.)`;

    test('a keyword line named like a keyword action (Connive) with its own reminder, on two cards, is the set\'s keyword, noted once as shadowing the rules\' word', () => {
      const result = validate([broker('Shade Broker', connive(2, 'two')), broker('Shade Dealer', connive(1, 'a')), broker('Shade Fence', 'Connive 3')].join('\n\n'));
      expectNoProblems(result);
      assert.deepStrictEqual(result.doc.vocabulary.map((w) => `${w.kind} ${w.word} ${w.cards}`), ['keyword Connive 3']);
      const notes = diagnosticsOf(result, 'shadows-rules-word');
      assert.strictEqual(notes.length, 1, 'once, on the first use');
      assert.deepStrictEqual([notes[0].severity, notes[0].card, notes[0].range.start.line, notes[0].range.start.character, notes[0].range.end.character], ['info', 'Shade Broker', 2, 0, 7]);
      assert.match(notes[0].message, /Connive is the set's own keyword \(3 cards\); in the rules it is a keyword action \(701\.\d+\)/);
      // Declared, it is meant: no note.
      expectNoDiagnostic(validate(`@keyword Connive N\n\n${broker('Shade Broker', connive(2, 'two'))}\n\n${broker('Shade Dealer', connive(1, 'a'))}`), 'shadows-rules-word');
    });

    test('a near-miss of a keyword (Encor, one slip from Encore) with its own reminder on two cards is the set\'s keyword; bare, or restating the keyword\'s own reminder, it stays a typo', () => {
      const encor = (n: number) => `Encor ${n} (This creature enters with ${n} +1/+1 counters on it.)`;
      const own = validate([broker('Shade Broker', encor(2)), broker('Shade Dealer', encor(1))].join('\n\n'));
      expectNoProblems(own);
      assert.match(diagnosticsOf(own, 'shadows-rules-word')[0]?.message ?? '', /Encor is the set's own keyword \(2 cards\); it is one slip from the rules' keyword Encore/);
      // One card only: a typo, as before.
      expectDiagnostic(validate(broker('Shade Broker', encor(2))), 'unknown-keyword', { at: 'Encor' });
      // A misspelt Flying that says what flying does is Flying's typo however often it is written (its reminder names flying).
      const flyng = 'Flyng (This creature can\'t be blocked except by creatures with flying or reach.)';
      assert.strictEqual(diagnosticsOf(validate([broker('Shade Broker', flyng), broker('Shade Dealer', flyng)].join('\n\n')), 'unknown-keyword').length, 2);
      // Bare near-misses stay typos (the near-miss rule is for bare words).
      assert.strictEqual(diagnosticsOf(validate([broker('Shade Broker', 'Encor 2'), broker('Shade Dealer', 'Encor 1')].join('\n\n')), 'unknown-keyword').length, 2);
    });

    test('a rules subtype used on another card type on two or more cards (an Aura subtype on artifacts) is the set\'s own word, noted once; on one card it is still subtype-mismatch', () => {
      const charm = (name: string) => `${name} {2}\nArtifact — Aura\n{T}: Add {C}.`;
      const result = validate(['Brass Ward', 'Brass Bell', 'Brass Lamp', 'Brass Key'].map(charm).join('\n\n'));
      expectNoProblems(result);
      assert.deepStrictEqual(result.doc.vocabulary.map((w) => `${w.kind} ${w.type} ${w.word} ${w.cards}`), ['subtype artifact Aura 4']);
      const notes = diagnosticsOf(result, 'shadows-rules-word');
      assert.deepStrictEqual(notes.map((d) => [d.card, d.range.start.line, d.range.start.character]), [['Brass Ward', 1, 11]]);
      assert.match(notes[0].message, /Aura is the set's own artifact type \(4 cards\); in the rules it is an enchantment type \(205\.3d\)/);
      // One card: a mismatch, as the rules say.
      expectDiagnostic(validate(charm('Brass Ward')), 'subtype-mismatch', { at: 'Aura' });
      // A subtype of the card's own type is nothing new (an Aura on enchantments).
      assert.deepStrictEqual(validate('Ward Charm {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1.\n\nWard Sigil {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has vigilance.').doc.vocabulary, []);
    });
  });

  suite('real mistakes still reported', () => {
    test('X of a keyword\'s activation cost ("Rekindle {X}{R}" that returns the card) is 0 on the permanent it returns (107.3k, 107.3m)', () => {
      const returns = 'Rekindle {X}{R} ({X}{R}: Return this card from your graveyard to the battlefield. Activate only as a sorcery.)';
      const result = validate(`Ember Hound {2}{R}\nCreature — Elemental Dog\n${returns}\nAs this creature enters, put X +1/+1 counters on it.\n2/2\n\nAsh Hound {1}{R}\nCreature — Elemental Dog\n${returns}\n1/1`);
      const found = diagnosticsOf(result, 'undefined-x');
      assert.deepStrictEqual(found.map((d) => [d.range.start.line, d.range.start.character]), [[3, 29]], 'on the X of "put X +1/+1 counters"');
      assert.match(found[0].message, /X is 0 here — Rekindle's X is its activation's own/);
      // The same keyword declared with that reminder: the same.
      const declared = validate(`@keyword Rekindle {cost} ({cost}: Return this card from your graveyard to the battlefield. Activate only as a sorcery.)\n\nEmber Hound {2}{R}\nCreature — Elemental Dog\nRekindle {X}{R}\nAs this creature enters, put X +1/+1 counters on it.\n2/2`);
      assert.strictEqual(diagnosticsOf(declared, 'undefined-x').length, 1);
      // A keyword that casts the card pays its X while casting: that X is the spell's and reaches "As ~ enters".
      expectNoDiagnostic(validate('Ember Hound {2}{R}\nCreature — Elemental Dog\nRekindle {X}{R} (You may cast this card from your graveyard for {X}{R}. Then exile it.)\nAs this creature enters, put X +1/+1 counters on it.\n2/2'), 'undefined-x');
      // The mana cost's X still reaches it.
      expectNoDiagnostic(validate('Ember Hound {X}{R}\nCreature — Elemental Dog\nAs this creature enters, put X +1/+1 counters on it.\n0/0'), 'undefined-x');
    });

    test('{T} twice in an activation cost that reminder text states ("Outlast {1}{W} ({1}{W}, {T}, {T}: …)") is illegal-cost-symbol (107.5), a warning in reminder text', () => {
      const d = expectDiagnostic(validate('Dawn Squire {1}{W}\nCreature — Human Knight\nOutlast {1}{W} ({1}{W}, {T}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\n1/1'), 'illegal-cost-symbol', { at: '{T}', nth: 2 });
      assert.strictEqual(d.severity, 'warning');
      assert.match(d.message, /reminder text: \{T\} twice in one cost/);
      // A granted ability's cost in reminder text too; once is right.
      expectDiagnostic(validate('Lucky Find {G}\nSorcery\nCreate a Treasure token. (It\'s an artifact with "{T}, {T}, Sacrifice this artifact: Add one mana of any color.")'), 'illegal-cost-symbol', { at: '{T}', nth: 2 });
      expectNoProblems(validate('Dawn Squire {1}{W}\nCreature — Human Knight\nOutlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\n1/1'));
      expectNoProblems(validate('Lucky Find {G}\nSorcery\nCreate a Treasure token. (It\'s an artifact with "{T}, Sacrifice this artifact: Add one mana of any color.")'));
    });

    test('a word in capitals on type lines ("Land TRI" on three cards) is a frame tag: never the set\'s own supertype, still unknown-type', () => {
      const text = ['Tri Ruin', 'Tri Spire', 'Tri Gate'].map((n) => `${n}\nLand TRI\n{T}: Add {C}.`).join('\n\n');
      const result = validate(text);
      assert.deepStrictEqual(result.doc.vocabulary, []);
      assert.strictEqual(diagnosticsOf(result, 'unknown-type').length, 3);
      // A capitalised word used alike is still the set's own supertype.
      const own = validate(['Tri Ruin', 'Tri Spire'].map((n) => `${n}\nRuined Land\n{T}: Add {C}.`).join('\n\n'));
      assert.deepStrictEqual(own.doc.vocabulary.map((w) => `${w.kind} ${w.word}`), ['supertype Ruined']);
      expectNoDiagnostic(own, 'unknown-type');
    });
  });
});
