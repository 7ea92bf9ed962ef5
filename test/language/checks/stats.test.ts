import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, realCard, validate, oracle2019 } from '../../helpers.js';

suite('stats checks', () => {
  suite('missing-power-toughness', () => {
    test('a creature without a power/toughness line is an error on its type line', () => {
      const d = expectDiagnostic(validate('Scout {1}{G}\nCreature — Elf\nFlying'), 'missing-power-toughness', { at: 'Creature — Elf' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '208.1');
    });

    test('its fix adds a "0/0" line at the end of the face, with both numbers as snippet placeholders', () => {
      const result = validate('Scout {1}{G}\nCreature — Elf\nFlying\nRarity: Common');
      const d = expectDiagnostic(result, 'missing-power-toughness', { at: 'Creature — Elf' });
      assert.deepStrictEqual(d.fixes?.[0].edits.map((e) => [e.newText, e.snippet]), [['\n0/0', '\n${1:0}/${2:0}']]);
      expectFixRemoves(result, d, 'Scout {1}{G}\nCreature — Elf\nFlying\nRarity: Common\n0/0');
    });

    test('on a two-faced card the line goes at the end of the face that lacks it, before "//"', () => {
      const text = 'Shy Scout {1}{G}\nCreature — Elf\nFlying\n//\nBold Scout\nCreature — Elf\n3/3';
      const result = validate(text);
      expectFixRemoves(result, expectDiagnostic(result, 'missing-power-toughness', { at: 'Creature — Elf' }), text.replace('Flying\n', 'Flying\n0/0\n'));
    });

    test('a creature whose only power/toughness lines belong to level bands is still missing one', () => {
      expectDiagnostic(validate('Adept {U}\nCreature — Human\nLevel up {1}\nLEVEL 2-4\n2/4'), 'missing-power-toughness', { at: 'Creature — Human' });
    });

    test('creatures with P/T, star P/T and level bands are fine (Hexdrinker, Hangarback Walker)', () => {
      expectNoDiagnostic(validate('Scout {1}{G}\nCreature — Elf\n*/1+*'), 'missing-power-toughness');
      expectNoDiagnostics(validate(realCard('Hexdrinker'), oracle2019));
      expectNoDiagnostics(validate(realCard('Hangarback Walker'), oracle2019));
    });
  });

  suite('unexpected-power-toughness', () => {
    test('P/T on a plain artifact is a warning on the P/T line', () => {
      const d = expectDiagnostic(validate('Relic {2}\nArtifact\n2/2'), 'unexpected-power-toughness', { at: '2/2' });
      assert.strictEqual(d.severity, 'warning');
    });

    test('P/T on an instant is flagged', () => {
      expectDiagnostic(validate('Trick {U}\nInstant\nDraw a card.\n1/1'), 'unexpected-power-toughness', { at: '1/1' });
    });

    test('Vehicles and cards with Crew keep their printed P/T (Smuggler\'s Copter, Cultivator\'s Caravan)', () => {
      expectNoDiagnostics(validate(realCard('Smuggler\'s Copter'), oracle2019));
      expectNoDiagnostics(validate(realCard('Cultivator\'s Caravan'), oracle2019));
      expectNoDiagnostic(validate('Cart {2}\nArtifact\nCrew 1\n3/3'), 'unexpected-power-toughness');
    });

    test('a transforming Vehicle whose back face is a land is fine (Conqueror\'s Galleon)', () => {
      expectNoDiagnostics(validate(realCard('Conqueror\'s Galleon // Conqueror\'s Foothold'), oracle2019));
    });
  });

  suite('missing-loyalty', () => {
    test('a planeswalker without loyalty is an error on its type line', () => {
      const result = validate('Jace {2}{U}\nLegendary Planeswalker — Jace\n+1: Draw a card.');
      const d = expectDiagnostic(result, 'missing-loyalty', { at: 'Legendary Planeswalker — Jace' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '209.1');
      assert.strictEqual(d.fixes?.[0].edits[0].snippet, '\nLoyalty: ${1:0}');
      expectFixRemoves(result, d, 'Jace {2}{U}\nLegendary Planeswalker — Jace\n+1: Draw a card.\nLoyalty: 0');
    });

    test('a back face of a transforming planeswalker prints no loyalty and is fine (Garruk, the Veil-Cursed)', () => {
      const text = realCard('Garruk Relentless // Garruk, the Veil-Cursed');
      assert.strictEqual(text.match(/Loyalty:/g)?.length, 1);
      // Green dealing 3 damage to a creature is a real colour-pie bend (a design note); nothing else.
      const result = validate(text);
      expectNoDiagnostics(Object.assign(result.filter((d) => d.code !== 'color-pie-bend'), { text: result.text, doc: result.doc }));
    });

    test('a planeswalker back face of a creature front, with its loyalty, is fine (Kytheon // Gideon)', () => {
      expectNoDiagnostics(validate(realCard('Kytheon, Hero of Akros // Gideon, Battle-Forged'), oracle2019));
    });

    test('a planeswalker back face whose front is not a planeswalker needs its loyalty', () => {
      const text = realCard('Kytheon, Hero of Akros // Gideon, Battle-Forged').replace('\nLoyalty: 3', '');
      expectDiagnostic(validate(text), 'missing-loyalty', { at: 'Legendary Planeswalker — Gideon' });
    });
  });

  suite('unexpected-loyalty', () => {
    test('loyalty on a creature is a warning on the Loyalty line', () => {
      const d = expectDiagnostic(validate('Scout {1}{G}\nCreature — Elf\nLoyalty: 3\n1/1'), 'unexpected-loyalty', { at: 'Loyalty: 3' });
      assert.strictEqual(d.severity, 'warning');
      assert.strictEqual(d.rule, '306.5');
    });

    test('loyalty on a planeswalker is fine', () => {
      expectNoDiagnostic(validate('Jace {2}{U}\nPlaneswalker — Jace\n+1: Draw a card.\nLoyalty: 3'), 'unexpected-loyalty');
    });
  });

  suite('missing-defense', () => {
    test('a battle without defense is an error on its type line', () => {
      const result = validate('Invasion {2}{R}\nBattle — Siege\nWhen this battle enters, draw a card.');
      const d = expectDiagnostic(result, 'missing-defense', { at: 'Battle — Siege' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '310.4');
      expectFixRemoves(result, d, 'Invasion {2}{R}\nBattle — Siege\nWhen this battle enters, draw a card.\nDefense: 0');
    });

    test('a battle with "Defense: 5" is fine', () => {
      expectNoDiagnostics(validate('Invasion {2}{R}\nBattle — Siege\nWhen this battle enters, draw a card.\nDefense: 5'));
    });
  });

  suite('loyalty-ability-on-non-planeswalker', () => {
    test('"+1:" on a creature is a warning on the loyalty cost', () => {
      const d = expectDiagnostic(validate('Scout {1}{G}\nCreature — Elf\n+1: Draw a card.\n1/1'), 'loyalty-ability-on-non-planeswalker', { at: '+1' });
      assert.strictEqual(d.severity, 'warning');
      assert.strictEqual(d.rule, '606.2');
    });

    test('"−2:" and "0:" on an enchantment are flagged, each on its own cost', () => {
      const result = validate('Aura {1}\nEnchantment\n−2: Draw a card.\n0: Gain 1 life.');
      expectDiagnostic(result, 'loyalty-ability-on-non-planeswalker', { at: '−2' });
      expectDiagnostic(result, 'loyalty-ability-on-non-planeswalker', { at: '0' });
      assert.strictEqual(diagnosticsOf(result, 'loyalty-ability-on-non-planeswalker').length, 2);
    });

    test('loyalty abilities on planeswalkers are fine, on both faces (Garruk)', () => {
      expectNoDiagnostic(validate(realCard('Garruk Relentless // Garruk, the Veil-Cursed'), oracle2019), 'loyalty-ability-on-non-planeswalker');
    });
  });

  test('cards without types are not stats-checked (the syntax error is enough)', () => {
    const result = validate('Nameless {1}');
    expectNoDiagnostic(result, 'missing-power-toughness');
    assert.deepStrictEqual(result.map((d) => d.code), ['syntax-error']);
  });
});
