import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, parse, realCard, validate, oracle2019 } from '../../helpers.js';

suite('structure checks', () => {
  suite('syntax-error', () => {
    test('a character that is not card text is an error on exactly that character', () => {
      const result = validate('Odd {1}\nCreature — Elf\nFlying ² trample\n1/1');
      const d = expectDiagnostic(result, 'syntax-error', { at: '²' });
      assert.strictEqual(d.severity, 'error');
      assert.match(d.message, /²/);
    });

    test('a card with no type line is an error on its name', () => {
      const d = expectDiagnostic(validate('Nameless Wonder {1}'), 'syntax-error', { at: 'Nameless Wonder' });
      assert.match(d.message, /type line/);
    });

    test('mana symbols with no name are an error on the first symbol', () => {
      expectDiagnostic(validate('{1}{R}\nInstant\nDraw a card.'), 'syntax-error', { at: '{1}' });
    });

    test('a // with no face after it is an error on the //', () => {
      expectDiagnostic(validate('Fire {1}{R}\nInstant\nDraw a card.\n//'), 'syntax-error', { at: '//' });
    });

    test('a // with no face before it is an error on the //', () => {
      expectDiagnostic(validate('//\nIce {1}{U}\nInstant\nDraw a card.'), 'syntax-error', { at: '//' });
    });

    test('an unclosed parenthesis is an error on its line that says it is never closed', () => {
      const result = validate('Flyer {1}{U}\nCreature — Bird\nFlying (This creature can fly.\n1/1');
      const [d] = diagnosticsOf(result, 'syntax-error');
      assert.ok(d, 'expected a syntax error');
      assert.strictEqual(d.range.start.line, 2);
      assert.match(d.message, /parenthesis is never closed/);
      assert.ok(!d.message.includes('\n'), 'the message should not contain a raw line break');
    });

    test('an unclosed quotation is an error on its line that says it is never closed', () => {
      const result = validate('Grant {1}{G}\nEnchantment\nCreatures you control have "{T}: Add {G}.\nFlash');
      const [d] = diagnosticsOf(result, 'syntax-error');
      assert.ok(d, 'expected a syntax error');
      assert.strictEqual(d.range.start.line, 2);
      assert.match(d.message, /quotation is never closed/);
    });

    test('syntax errors name the card they belong to', () => {
      const [d] = diagnosticsOf(validate('Odd {1}\nCreature — Elf\nFlying ²\n1/1'), 'syntax-error');
      assert.strictEqual(d.card, 'Odd');
    });

    test('well-formed real cards of every layout have no syntax errors', () => {
      for (const name of ['Boom // Bust', 'Destined // Lead', 'Budoka Gardener // Dokai, Weaver of Life', 'Garruk Relentless // Garruk, the Veil-Cursed', 'Hexdrinker', 'History of Benalia']) {
        expectNoDiagnostic(validate(realCard(name), oracle2019), 'syntax-error');
      }
    });
  });

  suite('dash-style in abilities', () => {
    const cases: [string, string, string][] = [
      ['after an ability word', 'Scout {G}\nCreature — Elf\nLandfall - Whenever a land enters under your control, you gain 1 life.\n1/1', '-'],
      ['after an ability word, written --', 'Scout {G}\nCreature — Elf\nHellbent -- {T}: Add {B}.\n1/1', '--'],
      ['before a keyword cost', 'Scout {G}\nCreature — Elf\nWard - Pay 2 life.\n1/1', '-'],
      ['after saga chapter numbers', 'Tale {2}{W}\nEnchantment — Saga\nI, II - Draw a card.\nIII — Discard a card.', '-'],
      ['after "Choose one"', 'Choice {1}{R}\nSorcery\nChoose one -\n• Draw a card.\n• Discard a card.', '-'],
      ['after "Choose one", written with an en dash', 'Choice {1}{R}\nSorcery\nChoose one –\n• Draw a card.\n• Discard a card.', '–'],
    ];
    for (const [where, text, dash] of cases) {
      test(`a "${dash}" ${where} is a warning whose fix writes the long dash`, () => {
        const result = validate(text);
        const d = expectDiagnostic(result, 'dash-style', { at: dash });
        assert.strictEqual(d.severity, 'warning');
        const fixed = expectFixRemoves(result, d);
        assert.strictEqual(fixed, text.replace(dash, '—'));
        expectNoDiagnostic(validate(fixed), 'dash-style');
      });
    }

    test('long dashes, hyphenated words and minus signs are not flagged', () => {
      expectNoDiagnostics(validate('Assembly-Worker {3}\nArtifact Creature — Assembly-Worker\nLandfall — Whenever a land enters under your control, target creature gets -1/-1 until end of turn.\n2/2'));
      expectNoDiagnostic(validate('Jace {2}{U}\nPlaneswalker — Jace\n−1: Draw a card.\nLoyalty: 3'), 'dash-style');
      expectNoDiagnostic(validate(realCard('History of Benalia'), oracle2019), 'dash-style');
    });

    test('"gets -X/-Y" with X and Y defined later in the ability is a minus sign, not an ability word\'s dash', () => {
      const text = 'Withering Hex {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -X/-Y, where X is the number of Swamps you control and Y is the number of cards in your hand.';
      expectNoDiagnostics(validate(text));
      const ability = parse(text).cards[0].faces[0].abilities[1];
      assert.strictEqual(ability.abilityWord, undefined);
      // The real card with +X/+Y (Aspect of Wolf) stays silent too.
      expectNoDiagnostics(validate('Aspect of Wolf {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.'));
    });
  });

  suite('mode-bullet', () => {
    const code = 'mode-bullet';
    const starred = 'Choice {1}{R}\nSorcery\nChoose one —\n* Target creature gets -2/-2 until end of turn.\n- Target player draws a card.\n• Each player discards a card.';

    test('modes written with "*" or "-" under "Choose one —" are read as modes, each with a warning whose fix writes "•"', () => {
      const result = validate(starred);
      const star = expectDiagnostic(result, code, { at: '*' });
      assert.strictEqual(star.severity, 'warning');
      assert.strictEqual(star.rule, '700.2');
      expectDiagnostic(result, code, { at: '-', nth: 3 });
      const abilities = parse(starred).cards[0].faces[0].abilities;
      assert.strictEqual(abilities.length, 1, 'the starred lines are not separate spell abilities');
      assert.deepStrictEqual(abilities[0].modes.map((m) => [m.abilityKind, m.bullet?.text]), [['mode', '*'], ['mode', '-'], ['mode', '•']]);
      const fixed = expectFixRemoves(result, star);
      expectFixRemoves(validate(fixed), expectDiagnostic(validate(fixed), code, { at: '-', nth: 3 }),
        starred.replace('* Target', '• Target').replace('- Target', '• Target'));
    });

    test('starred modes are recognised under "An opponent chooses one —" and under a choice the modes spell out (Fatal Lore, Citadel Siege)', () => {
      const lore = validate('Fatal Lore {2}{B}{B}\nSorcery\nAn opponent chooses one —\n* You draw three cards.\n* You destroy up to two target creatures that player controls. They can\'t be regenerated. That player draws up to three cards.');
      assert.strictEqual(diagnosticsOf(lore, code).length, 2);
      const siege = 'Citadel Siege {2}{W}{W}\nEnchantment\nAs Citadel Siege enters the battlefield, choose Khans or Dragons.\n* Khans — At the beginning of combat on your turn, put two +1/+1 counters on target creature you control.\n* Dragons — At the beginning of combat on each opponent\'s turn, tap target creature that player controls.';
      assert.strictEqual(diagnosticsOf(validate(siege), code).length, 2);
      assert.deepStrictEqual(parse(siege).cards[0].faces[0].abilities[0].modes.map((m) => m.abilityKind), ['triggered', 'triggered']);
    });

    test('a "*" or "-" line with no modal ability above is text, not a mode', () => {
      const text = 'Lone Star {R}\nInstant\n* Shock deals 2 damage to any target.';
      expectNoDiagnostic(validate(text), code);
      assert.strictEqual(parse(text).cards[0].faces[0].abilities[0].abilityKind, 'static');
    });

    test('real modal cards and hyphen loyalty costs stay silent (Angrath\'s Rampage, Abuna\'s Chant, Ajani Unyielding)', () => {
      expectNoDiagnostics(validate('Angrath\'s Rampage {B}{R}\nSorcery\nChoose one —\n• Target player sacrifices an artifact.\n• Target player sacrifices a creature.\n• Target player sacrifices a planeswalker.'));
      expectNoDiagnostics(validate('Abuna\'s Chant {3}{W}\nInstant\nChoose one —\n• You gain 5 life.\n• Prevent the next 5 damage that would be dealt to target creature this turn.\nEntwine {2} (Choose both if you pay the entwine cost.)'));
      expectNoDiagnostics(validate('Ajani Unyielding {4}{G}{W}\nLegendary Planeswalker — Ajani\n+2: Reveal the top three cards of your library. Put all nonland permanent cards revealed this way into your hand and the rest on the bottom of your library in any order.\n-2: Exile target creature. Its controller gains life equal to its power.\n−9: Put five +1/+1 counters on each creature you control and five loyalty counters on each other planeswalker you control.\nLoyalty: 4'));
    });
  });
});
