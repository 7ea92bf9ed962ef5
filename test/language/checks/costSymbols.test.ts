import * as assert from 'node:assert';
import {
  diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, realCard, validate,
 oracle2019 } from '../../helpers.js';

const code = 'illegal-cost-symbol';

suite('cost symbol checks (illegal-cost-symbol)', () => {
  suite('in a mana cost', () => {
    test('{T} in a mana cost is an error on the {T}, rule 107.5, and its fix removes it', () => {
      const result = validate('Relic {T}{1}\nArtifact');
      const d = expectDiagnostic(result, code, { at: '{T}' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '107.5');
      expectFixRemoves(result, d, 'Relic {1}\nArtifact');
    });

    test('{Q} in a mana cost is an error with rule 107.6, {E} with rule 107.4', () => {
      assert.strictEqual(expectDiagnostic(validate('Relic {1}{Q}\nArtifact'), code, { at: '{Q}' }).rule, '107.6');
      assert.strictEqual(expectDiagnostic(validate('Relic {1}{E}\nArtifact'), code, { at: '{E}' }).rule, '107.4');
    });

    test('mana symbols of every kind in a mana cost are fine', () => {
      expectNoDiagnostic(validate('Relic {X}{2}{C}{S}{W/U}{2/B}{G/P}{R/G/P}\nArtifact'), code);
    });

    test('an unknown symbol in a mana cost is left to unknown-symbol', () => {
      const result = validate('Relic {K}\nArtifact');
      expectNoDiagnostic(result, code);
      expectDiagnostic(result, 'unknown-symbol', { at: '{K}' });
    });
  });

  suite('twice in one cost', () => {
    test('"{T}, {T}:" is an error on the second {T}, related to the first, and the fix removes ", {T}"', () => {
      const text = 'Relic {2}\nArtifact\n{T}, {T}: Draw a card.';
      const result = validate(text);
      const d = expectDiagnostic(result, code, { at: '{T}', nth: 2 });
      assert.deepStrictEqual(d.related?.map((r) => r.range.start.character), [0]);
      expectFixRemoves(result, d, 'Relic {2}\nArtifact\n{T}: Draw a card.');
    });

    test('"{1}{T}{T}:" is an error on the second {T}', () => {
      const result = validate('Relic {2}\nArtifact\n{1}{T}{T}: Draw a card.');
      const d = expectDiagnostic(result, code, { at: '{T}', nth: 2 });
      expectFixRemoves(result, d, 'Relic {2}\nArtifact\n{1}{T}: Draw a card.');
    });

    test('"{Q}, {Q}:" is an error with rule 107.6', () => {
      assert.strictEqual(expectDiagnostic(validate('Relic {2}\nArtifact\n{Q}, {Q}: Draw a card.'), code, { at: '{Q}', nth: 2 }).rule, '107.6');
    });

    test('{T} and {Q} once each in one cost is fine', () => {
      expectNoDiagnostic(validate('Relic {2}\nArtifact\n{T}, {Q}: Draw a card.'), code);
    });

    test('{T} twice in a granted ability in quotes is flagged too', () => {
      expectDiagnostic(validate('Rite {1}{G}\nEnchantment\nCreatures you control have "{T}, {T}: Add {G}."'), code, { at: '{T}', nth: 2 });
    });

    test('Heartwood Shard\'s "{3}, {T} or {G}, {T}:" offers two alternative costs, each tapping once', () => {
      const text = realCard('Heartwood Shard');
      assert.ok(text.includes('{3}, {T} or {G}, {T}:'));
      expectNoDiagnostics(validate(text));
    });
  });

  suite('in keyword costs', () => {
    test('{T} in a Kicker cost is an error: Kicker is paid while casting the spell', () => {
      const result = validate('Bolt {R}\nInstant\nKicker {T}\nBolt deals 3 damage to any target.');
      const d = expectDiagnostic(result, code, { at: '{T}' });
      assert.strictEqual(d.severity, 'error');
      assert.match(d.message, /Kicker/);
      expectFixRemoves(result, d);
    });

    test('{T} after a mana symbol in a Kicker cost is flagged on the {T}', () => {
      expectDiagnostic(validate('Bolt {R}\nInstant\nKicker {1}{T}\nDraw a card.'), code, { at: '{T}' });
    });

    test('{T} in a Cycling cost and in Ward costs (with or without a dash) is an error', () => {
      expectDiagnostic(validate('Elf {G}\nCreature — Elf\nCycling {T}\n1/1'), code, { at: '{T}' });
      expectDiagnostic(validate('Elf {G}\nCreature — Elf\nWard {T}\n1/1'), code, { at: '{T}' });
      expectDiagnostic(validate('Elf {G}\nCreature — Elf\nWard—{T}\n1/1'), code, { at: '{T}' });
    });

    test('{T} in an Equip cost is only a warning: Equip is an ability of the permanent', () => {
      const result = validate('Blade {1}\nArtifact — Equipment\nEquip {T}');
      const d = expectDiagnostic(result, code, { at: '{T}' });
      assert.strictEqual(d.severity, 'warning');
      expectFixRemoves(result, d);
    });

    test('mana-only keyword costs are fine', () => {
      expectNoDiagnostic(validate('Bolt {R}\nInstant\nKicker {1}{G}\nCycling {2}\nDraw a card.'), code);
    });

    test('{T} in a Multikicker cost is an error', () => {
      expectDiagnostic(validate('Chalice {1}\nArtifact\nMultikicker {T}\nChalice enters with a charge counter on it for each time it was kicked.'), code, { at: '{T}' });
    });
  });

  suite('on spells and in rules text', () => {
    test('{T} in an activated ability of an instant is an error: an instant is never a permanent', () => {
      const result = validate('Trick {U}\nInstant\n{T}: Draw a card.');
      const d = expectDiagnostic(result, code, { at: '{T}' });
      assert.match(d.message, /instant/);
    });

    test('"As an additional cost to cast this spell, pay {T}." is an error on the {T}', () => {
      const d = expectDiagnostic(validate('Trick {U}\nInstant\nAs an additional cost to cast this spell, pay {T}.\nDraw a card.'), code, { at: '{T}' });
      assert.match(d.message, /additional cost/);
    });

    test('{T} in the effect of an ability, after the colon, is an error', () => {
      expectDiagnostic(validate('Relic {2}\nArtifact\n{1}: Draw a card, then {T}.'), code, { at: '{T}' });
    });

    test('an instant that grants "{T}: …" in quotes is fine: the ability belongs to a permanent', () => {
      expectNoDiagnostics(validate('Gift {G}\nInstant\nTarget creature gains "{T}: Add {G}." until end of turn.'));
      for (const name of ['Retraction Helix', 'Flame Fusillade', 'Setessan Tactics']) expectNoDiagnostic(validate(realCard(name), oracle2019), code);
    });

    test('text that mentions {T} rather than paying it is fine (Magewright\'s Stone, Katabatic Winds, Artifact Possession)', () => {
      const stone = realCard('Magewright\'s Stone');
      assert.ok(stone.includes('with {T} in its cost'));
      expectNoDiagnostics(validate(stone));
      expectNoDiagnostic(validate(realCard('Katabatic Winds'), oracle2019), code);
      expectNoDiagnostic(validate(realCard('Artifact Possession'), oracle2019), code);
    });

    test('{T} and {Q} in activation costs of permanents are fine (Order of Whiteclay, Llanowar Elves)', () => {
      expectNoDiagnostics(validate(realCard('Order of Whiteclay'), oracle2019));
      expectNoDiagnostics(validate(realCard('Llanowar Elves'), oracle2019));
    });

    test('"Add {T}" is reported by undefined-mana-type, not a second time as a cost symbol', () => {
      const result = validate('Relic {2}\nArtifact\n{1}: Add {T}.');
      expectNoDiagnostic(result, code);
      assert.strictEqual(diagnosticsOf(result, 'undefined-mana-type').length, 1);
    });

    test('{T} in reminder text is never flagged', () => {
      expectNoDiagnostic(validate('Trick {U}\nInstant\nDraw a card. (Then {T} does nothing.)'), code);
    });
  });
});
