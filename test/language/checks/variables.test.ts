import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, fixTitled, plain, rangeOf, realCard, validate, oracle2019 } from '../../helpers.js';

const code = 'undefined-x';

suite('variable checks (undefined-x)', () => {
  test('"Draw X cards." with no X anywhere is a warning on the X, rule 107.3', () => {
    const d = expectDiagnostic(validate('Insight {1}{U}\nSorcery\nDraw X cards.'), code, { at: 'X' });
    assert.strictEqual(d.severity, 'warning');
    assert.strictEqual(d.rule, '107.3');
  });

  suite('fixes', () => {
    test('a spell\'s undefined X: add {X} to the mana cost, or say what X is', () => {
      const result = validate('Insight {1}{U}\nSorcery\nDraw X cards.');
      const d = expectDiagnostic(result, code, { at: 'X' });
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ['Add {X} to the mana cost', 'Say what X is (", where X is …")']);
      expectFixRemoves(result, d, 'Insight {X}{1}{U}\nSorcery\nDraw X cards.', d.fixes![0]);
      expectFixRemoves(result, d, 'Insight {1}{U}\nSorcery\nDraw X cards, where X is ….', d.fixes![1]);
    });

    test('"where X is" comes with its "…" as a snippet placeholder to type over', () => {
      const d = expectDiagnostic(validate('Insight {1}{U}\nSorcery\nDraw X cards. Then discard a card.'), code, { at: 'X' });
      assert.deepStrictEqual(plain(fixTitled(d, 'Say what X is').edits.map((e) => [e.range.start, e.newText, e.snippet])),
        [[{ line: 2, character: 12 }, ', where X is …', ', where X is ${1:…}']]);
    });

    test('an activated ability\'s X: {X} joins the mana of its cost, or stands as a part of its own', () => {
      const mana = validate('Relic {2}\nArtifact\n{2}, {T}: Draw X cards.');
      expectFixRemoves(mana, expectDiagnostic(mana, code, { at: 'X' }), 'Relic {2}\nArtifact\n{X}{2}, {T}: Draw X cards.');
      const tap = validate('Relic {2}\nArtifact\n{T}: Draw X cards.');
      expectFixRemoves(tap, expectDiagnostic(tap, code, { at: 'X' }), 'Relic {2}\nArtifact\n{X}, {T}: Draw X cards.');
    });

    test('an X that is 0 on the permanent gets {X} in the ability\'s own cost, not in the mana cost', () => {
      const result = validate('Hydra {X}{G}\nCreature — Hydra\n{T}: Draw X cards.\n0/0');
      const d = expectDiagnostic(result, code, { at: 'X', nth: 2 });
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ['Add {X} to this ability\'s cost', 'Say what X is (", where X is …")']);
      expectFixRemoves(result, d, 'Hydra {X}{G}\nCreature — Hydra\n{X}, {T}: Draw X cards.\n0/0');
    });

    test('an enters trigger\'s X can come from the mana cost; another trigger\'s only from "where X is"', () => {
      const etb = validate('Seer {1}{U}\nCreature — Human\nWhen this creature enters, draw X cards.\n1/1');
      expectFixRemoves(etb, expectDiagnostic(etb, code, { at: 'X' }), 'Seer {X}{1}{U}\nCreature — Human\nWhen this creature enters, draw X cards.\n1/1');
      const upkeep = validate('Seer {1}{U}\nCreature — Human\nAt the beginning of your upkeep, draw X cards.\n1/1');
      const d = expectDiagnostic(upkeep, code, { at: 'X' });
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ['Say what X is (", where X is …")']);
      expectFixRemoves(upkeep, d, 'Seer {1}{U}\nCreature — Human\nAt the beginning of your upkeep, draw X cards, where X is ….\n1/1');
    });
  });

  test('an X/X token with nothing defining X is flagged on the X/X, and later Xs of the ability are related', () => {
    const result = validate('Ooze Bloom {2}{G}\nSorcery\nCreate an X/X green Ooze creature token. You gain X life.');
    const d = expectDiagnostic(result, code, { at: 'X/X' });
    assert.deepStrictEqual(plain(d.related?.map((r) => r.range)), [rangeOf(result.text, 'X', 3)]);
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
    for (const name of ['Fireball', 'Chalice of the Void', 'Hangarback Walker']) expectNoDiagnostics(validate(realCard(name), oracle2019));
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
    expectNoDiagnostics(validate(realCard('Crucible of the Spirit Dragon'), oracle2019));
  });

  test('a loyalty cost of −X defines X (Chandra Nalaar, Sorin, Grim Nemesis, Tezzeret the Seeker)', () => {
    expectNoDiagnostic(validate('Jace {2}{U}\nPlaneswalker — Jace\n−X: Draw X cards.\nLoyalty: 3'), code);
    for (const name of ['Chandra Nalaar', 'Sorin, Grim Nemesis', 'Tezzeret the Seeker']) expectNoDiagnostic(validate(realCard(name), oracle2019), code);
  });

  test('"you may pay {X}" in the effect defines X', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nYou may pay {X}. If you do, draw X cards.'), code);
  });

  test('an additional cost with X defines X for the spell', () => {
    expectNoDiagnostic(validate('Insight {1}{U}\nSorcery\nAs an additional cost to cast this spell, discard X cards.\nDraw X cards.'), code);
  });

  test('"costs that contain {X}" speaks of other objects\' X (Rosheen Meanderer, Unbound Flourishing)', () => {
    expectNoDiagnostics(validate(realCard('Rosheen Meanderer'), oracle2019));
    expectNoDiagnostics(validate(realCard('Unbound Flourishing'), oracle2019));
  });

  test('a granted ability does not see the X of the granting ability\'s cost (107.3j)', () => {
    const result = validate('Banner {3}\nArtifact\n{X}: Creatures you control gain "Whenever this creature attacks, draw X cards." until end of turn.');
    const d = expectDiagnostic(result, code, { at: 'X', nth: 2 });
    assert.match(d.message, /107\.3j/);
  });

  test('a "where X is" written with the grant defines the granted ability\'s X (Bludgeon Brawl)', () => {
    expectNoDiagnostic(validate(realCard('Bludgeon Brawl'), oracle2019), code);
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

// Cards below are written out in full (Oracle text) so that npm test reads nothing outside the repository.
suite('undefined-x: X set by another player\'s payment, by choices and by keywords (107.3, 701.37c, 702.29c)', () => {
  test('"unless its controller pays X" with no X anywhere is flagged: the payment does not define X', () => {
    const result = validate('Tax Collector\'s Denial {1}{U}\nInstant\nCounter target spell unless its controller pays X.');
    const d = expectDiagnostic(result, code, { at: 'X' });
    assert.match(d.message, /107\.3f/);
    expectDiagnostic(validate('Tax Collector\'s Denial {1}{U}\nInstant\nCounter target spell unless its controller pays {X}.'), code, { at: '{X}' });
  });

  test('another player\'s payment stays silent when X is defined elsewhere (Syncopate, Martyr of Frost, Cephalid Shrine)', () => {
    expectNoDiagnostics(validate('Syncopate {X}{U}\nInstant\nCounter target spell unless its controller pays {X}. If that spell is countered this way, exile it instead of putting it into its owner\'s graveyard.', oracle2019));
    expectNoDiagnostics(validate('Martyr of Frost {U}\nCreature — Human Wizard\n{2}, Reveal X blue cards from your hand, Sacrifice Martyr of Frost: Counter target spell unless its controller pays {X}.\n1/1', oracle2019));
    expectNoDiagnostics(validate('Cephalid Shrine {1}{U}{U}\nEnchantment\nWhenever a player casts a spell, counter that spell unless that player pays {X}, where X is the number of cards in all graveyards with the same name as the spell.', oracle2019));
  });

  test('"you may pay {X}" still defines X for what follows (Hollow Specter)', () => {
    expectNoDiagnostics(validate('Hollow Specter {1}{B}{B}\nCreature — Specter\nFlying\nWhenever Hollow Specter deals combat damage to a player, you may pay {X}. If you do, that player reveals X cards from their hand and you choose one of them. That player discards that card.\n2/2', oracle2019));
  });

  test('X the controller picks by revealing is defined (Nightshade Assassin); another player revealing X is not', () => {
    expectNoDiagnostics(validate('Nightshade Assassin {2}{B}{B}\nCreature — Human Assassin\nFirst strike\nWhen Nightshade Assassin enters the battlefield, you may reveal X black cards in your hand. If you do, target creature gets -X/-X until end of turn.\nMadness {1}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)\n2/1', oracle2019));
    expectDiagnostic(validate('Prying Imp {1}{B}\nCreature — Imp\nWhen this creature enters, target opponent reveals X cards from their hand.\n1/1'), code, { at: 'X' });
  });

  test('"collect evidence X" lets the player choose X (Incinerator of the Guilty, 701.59a)', () => {
    expectNoDiagnostics(validate('Incinerator of the Guilty {4}{R}{R}\nCreature — Dragon\nFlying, trample\nWhenever Incinerator of the Guilty deals combat damage to a player, you may collect evidence X. When you do, Incinerator of the Guilty deals X damage to each creature and each planeswalker that player controls. (To collect evidence X, exile cards with total mana value X or greater from your graveyard.)\n6/6', { templating: '2024-06' }));
  });

  test('"Monstrosity X" defines X for the card\'s "becomes monstrous" trigger (Polukranos, World Eater, 701.37c)', () => {
    expectNoDiagnostics(validate('Polukranos, World Eater {2}{G}{G}\nLegendary Creature — Hydra\n{X}{X}{G}: Monstrosity X. (If this creature isn\'t monstrous, put X +1/+1 counters on it and it becomes monstrous.)\nWhen Polukranos, World Eater becomes monstrous, it deals X damage divided as you choose among any number of target creatures your opponents control. Each of those creatures deals damage equal to its power to Polukranos.\n5/5', oracle2019));
    const fixedN = validate('Stone Hydra {3}{G}\nCreature — Hydra\n{5}{G}: Monstrosity 3.\nWhen this creature becomes monstrous, draw X cards.\n3/3');
    expectDiagnostic(fixedN, code, { at: 'X' });
  });

  test('a cycling cost\'s X reaches "When you cycle this card" (Valor\'s Flagship, Shark Typhoon, 702.29c) and nothing else', () => {
    expectNoDiagnostics(validate('Valor\'s Flagship {4}{W}{W}{W}\nLegendary Artifact — Vehicle\nFlying, first strike, lifelink\nCrew 3\nCycling {X}{2}{W} ({X}{2}{W}, Discard this card: Draw a card.)\nWhen you cycle this card, create X 1/1 colorless Pilot creature tokens with "This token saddles Mounts and crews Vehicles as though its power were 2 greater."\n7/7', oracle2019));
    expectNoDiagnostics(validate('Shark Typhoon {5}{U}\nEnchantment\nWhenever you cast a noncreature spell, create an X/X blue Shark creature token with flying, where X is that spell\'s mana value.\nCycling {X}{1}{U} ({X}{1}{U}, Discard this card: Draw a card.)\nWhen you cycle Shark Typhoon, create an X/X blue Shark creature token with flying.', { templating: '2024-06' }));
    expectDiagnostic(validate('Windborne Hawk {2}{W}\nCreature — Bird\nFlying\nCycling {2} ({2}, Discard this card: Draw a card.)\nWhen you cycle this card, you gain X life.\n2/2'), code, { at: 'X', nth: 1 });
    // Cycling is activated from the hand (702.29a): its X is not the spell's, so it does not reach an ETB trigger.
    expectDiagnostic(validate('Windborne Hawk {2}{W}\nCreature — Bird\nWhen this creature enters, you gain X life.\nCycling {X}{W} ({X}{W}, Discard this card: Draw a card.)\n2/2'), code, { at: 'X' });
  });
});
