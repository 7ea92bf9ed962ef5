import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectNoDiagnostic, expectNoDiagnostics, rangeOf, realCard, validate } from '../../helpers.js';

const code = 'undefined-x';

suite('variable checks (undefined-x)', () => {
  test('"Draw X cards." with no X anywhere is a warning on the X, rule 107.3', () => {
    const d = expectDiagnostic(validate('Insight {1}{U}\nSorcery\nDraw X cards.'), code, { at: 'X' });
    assert.strictEqual(d.severity, 'warning');
    assert.strictEqual(d.rule, '107.3');
    assert.strictEqual(d.fix, undefined);
  });

  test('an X/X token with nothing defining X is flagged on the X/X, and later Xs of the ability are related', () => {
    const result = validate('Ooze Bloom {2}{G}\nSorcery\nCreate an X/X green Ooze creature token. You gain X life.');
    const d = expectDiagnostic(result, code, { at: 'X/X' });
    assert.deepStrictEqual(d.related?.map((r) => r.range), [rangeOf(result.text, 'X', 3)]);
    assert.strictEqual(diagnosticsOf(result, code).length, 1, 'one diagnostic per ability, not per X');
  });

  test('each ability with an undefined X gets its own diagnostic', () => {
    const result = validate('Ooze Bloom {2}{G}\nSorcery\nCreate an X/X green Ooze creature token.\nYou gain X life.');
    expectDiagnostic(result, code, { at: 'X/X' });
    expectDiagnostic(result, code, { at: 'X', nth: 3 });
  });

  test('a planeswalker\'s "+1: Draw X cards." is flagged', () => {
    expectDiagnostic(validate('Jace {2}{U}\nPlaneswalker — Jace\n+1: Draw X cards.\nLoyalty: 3'), code, { at: 'X' });
  });

  test('"{T}: Add {X}." is flagged on the {X}', () => {
    expectDiagnostic(validate('Relic {2}\nArtifact\n{T}: Add {X}.'), code, { at: '{X}' });
  });

  test('an X in a granted ability with no X in its cost is flagged', () => {
    expectDiagnostic(validate('Banner {3}\nArtifact\nCreatures you control have "{T}: Draw X cards."'), code, { at: 'X' });
  });

  test('an X in a trigger condition is flagged', () => {
    expectDiagnostic(validate('Watcher {1}{U}\nCreature — Human\nWhenever you draw X cards, draw a card.\n1/1'), code, { at: 'X' });
  });

  test('an X only in reminder text is not flagged', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nDraw a card. (If X were here, it would be 2.)'), code);
  });

  test('X in the mana cost defines X for the card (Fireball, Chalice of the Void, Hangarback Walker)', () => {
    expectNoDiagnostic(validate('Insight {X}{U}\nSorcery\nDraw X cards.'), code);
    for (const name of ['Fireball', 'Chalice of the Void', 'Hangarback Walker']) expectNoDiagnostics(validate(realCard(name)));
  });

  test('"where X is …" defines X, including for X/X tokens (Budoka Gardener, Kin-Tree Invocation, Ooze Garden)', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nDraw X cards, where X is the number of Islands you control.'), code);
    for (const name of ['Budoka Gardener // Dokai, Weaver of Life', 'Kin-Tree Invocation', 'Ooze Garden', 'Chainer\'s Torment']) {
      const text = realCard(name);
      assert.match(text, /X\/X[^.]*where X is|where X is/);
      expectNoDiagnostic(validate(text), code);
    }
  });

  test('"X is …" at the start of a sentence defines X', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nX is the number of cards in your hand. Draw X cards.'), code);
  });

  test('an activation cost with {X} defines X for that ability (Mirror Entity)', () => {
    expectNoDiagnostic(validate('Relic {2}\nArtifact\n{X}, {T}: Draw X cards.'), code);
    const entity = realCard('Mirror Entity');
    assert.ok(entity.includes('{X}: Until end of turn, creatures you control have base power and toughness X/X'));
    expectNoDiagnostics(validate(entity));
  });

  test('"Remove X +1/+1 counters" in the cost defines X (and Crucible of the Spirit Dragon\'s storage counters)', () => {
    expectNoDiagnostic(validate('Hydra {2}\nArtifact Creature — Hydra\nRemove X +1/+1 counters from Hydra: Draw X cards.\n0/0'), code);
    expectNoDiagnostics(validate(realCard('Crucible of the Spirit Dragon')));
  });

  test('a loyalty cost of −X defines X (Chandra Nalaar, Sorin, Grim Nemesis, Tezzeret the Seeker)', () => {
    expectNoDiagnostic(validate('Jace {2}{U}\nPlaneswalker — Jace\n−X: Draw X cards.\nLoyalty: 3'), code);
    for (const name of ['Chandra Nalaar', 'Sorin, Grim Nemesis', 'Tezzeret the Seeker']) expectNoDiagnostic(validate(realCard(name)), code);
  });

  test('"you may pay {X}" in the effect defines X', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nYou may pay {X}. If you do, draw X cards.'), code);
  });

  test('an additional cost with X defines X for the spell', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nAs an additional cost to cast this spell, discard X cards.\nDraw X cards.'), code);
  });

  test('"costs that contain {X}" speaks of other objects\' X (Rosheen Meanderer, Unbound Flourishing)', () => {
    expectNoDiagnostics(validate(realCard('Rosheen Meanderer')));
    expectNoDiagnostics(validate(realCard('Unbound Flourishing')));
  });

  test('a granted ability does not see the X of the granting ability\'s cost (107.3j)', () => {
    const result = validate('Banner {3}\nArtifact\n{X}: Creatures you control gain "Whenever this creature attacks, draw X cards." until end of turn.');
    const d = expectDiagnostic(result, code, { at: 'X', nth: 2 });
    assert.match(d.message, /107\.3j/);
  });

  test('a "where X is" written with the grant defines the granted ability\'s X (Bludgeon Brawl)', () => {
    expectNoDiagnostic(validate(realCard('Bludgeon Brawl')), code);
  });

  test('X in one ability\'s cost does not define X in another ability', () => {
    const result = validate('Relic {2}\nArtifact\n{X}, {T}: Put X charge counters on Relic.\n{T}: Draw X cards.');
    expectDiagnostic(result, code, { at: 'X', nth: 3 });
  });

  test('"where X is" in one mode does not define X in another mode', () => {
    const result = validate('Choice {2}{G}\nSorcery\nChoose one —\n• Draw X cards.\n• You gain X life, where X is your devotion to green.');
    expectDiagnostic(result, code, { at: 'X' });
  });
});
