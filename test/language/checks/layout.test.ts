import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, validate, oracle2019 } from '../../helpers.js';

// Real cards, written out as the importer prints them (npm test reads nothing outside the repository).
const kongming = 'Kongming, "Sleeping Dragon" {2}{W}{W}\nLegendary Creature — Human Advisor\nOther creatures you control get +1/+1.\n2/2';
const circle = 'Circle of Protection: Blue {1}{W}\nEnchantment\n{1}: The next time a blue source of your choice would deal damage to you this turn, prevent that damage.';
const beastbreaker = 'Beastbreaker of Bala Ged {1}{G}\nCreature — Human Warrior\nLevel up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample\n2/2';
const kytheon = 'Kytheon, Hero of Akros {W}\nLegendary Creature — Human Soldier\nAt end of combat, if Kytheon, Hero of Akros and at least two other creatures attacked this combat, exile Kytheon, then return him to the battlefield transformed under his owner\'s control.\n{2}{W}: Kytheon gains indestructible until end of turn.\n2/1\n//\nGideon, Battle-Forged\nLegendary Planeswalker — Gideon\n+2: Up to one target creature an opponent controls attacks Gideon, Battle-Forged during its controller\'s next turn if able.\n+1: Until your next turn, target creature gains indestructible. Untap that creature.\n0: Until end of turn, Gideon, Battle-Forged becomes a 4/4 Human Soldier creature with indestructible that\'s still a planeswalker. Prevent all damage that would be dealt to him this turn.\nColor indicator: White\nLoyalty: 3';
const forest = 'Forest\nBasic Land — Forest\n({T}: Add {G}.)';
const bears = 'Grizzly Bears {1}{G}\nCreature — Bear\n2/2';

suite('layout checks', () => {
  suite('missing-blank-line', () => {
    const code = 'missing-blank-line';

    test('two cards with no blank line between them: an error on the second card\'s name line, fixed by inserting the blank line', () => {
      const text = `${kongming}\n${bears}`;
      const result = validate(text);
      const d = expectDiagnostic(result, code, { at: 'Grizzly Bears {1}{G}' });
      assert.strictEqual(d.severity, 'error');
      assert.match(d.message, /blank line/);
      assert.match(d.detail ?? '', /Creature — Bear/);
      expectFixRemoves(result, d, `${kongming}\n\n${bears}`);
      expectNoDiagnostics(validate(`${kongming}\n\n${bears}`));
    });

    test('the run-together card\'s lines are not checked as the first card\'s: its P/T is neither a duplicate nor unexpected on a land', () => {
      expectNoDiagnostic(validate(`${kongming}\n${bears}`), 'duplicate-stats');
      const result = validate(`${forest}\n${bears}`);
      assert.deepStrictEqual(result.map((d) => d.code), ['missing-blank-line']);
    });

    test('names with colons, quotes and no mana cost are recognised (Circle of Protection: Blue, Kongming, Forest)', () => {
      expectDiagnostic(validate(`${bears}\n${circle}`), code, { at: 'Circle of Protection: Blue {1}{W}' });
      expectDiagnostic(validate(`${bears}\n${kongming}`), code, { at: 'Kongming, "Sleeping Dragon" {2}{W}{W}' });
      expectDiagnostic(validate(`${circle}\n${forest}`), code, { at: 'Forest', nth: 1 });
    });

    test('after the first card\'s stats line, a misspelt type line still gives the next card away', () => {
      const result = validate(`${bears}\nElvish Scout {G}\nCreture — Elf Scout\n1/1`);
      expectDiagnostic(result, code, { at: 'Elvish Scout {G}' });
    });

    test('real cards with many lines stay silent: levelers, transforming planeswalkers, names with colons (Beastbreaker of Bala Ged, Kytheon, Circle of Protection: Blue, Kongming)', () => {
      for (const text of [beastbreaker, kytheon, circle, kongming, forest]) expectNoDiagnostics(validate(text, oracle2019));
      expectNoDiagnostics(validate([beastbreaker, kytheon, circle, kongming, forest].join('\n\n'), oracle2019));
    });
  });

  suite('duplicate-stats', () => {
    const code = 'duplicate-stats';

    test('two P/T lines: an error on the second, rule 208.1, the first one related', () => {
      const result = validate('Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n3/3');
      const d = expectDiagnostic(result, code, { at: '3/3' });
      assert.strictEqual(d.severity, 'error');
      assert.strictEqual(d.rule, '208.1');
      assert.strictEqual(d.related?.[0].range.start.line, 2);
    });

    test('two loyalty lines and two defense lines are flagged with their rules', () => {
      assert.strictEqual(expectDiagnostic(validate('Jace {2}{U}\nPlaneswalker — Jace\n+1: Draw a card.\nLoyalty: 3\nLoyalty: 4'), code, { at: 'Loyalty: 4' }).rule, '209.1');
      assert.strictEqual(expectDiagnostic(validate('Invasion {2}{R}\nBattle — Siege\nWhen this Siege enters, draw a card.\nDefense: 5\nDefense: 4'), code, { at: 'Defense: 4' }).rule, '210.1');
    });

    test('a leveler\'s band P/T lines are not duplicates, and each face of a double-faced card has its own (Beastbreaker of Bala Ged, Kytheon)', () => {
      expectNoDiagnostic(validate(beastbreaker), code);
      expectNoDiagnostic(validate(kytheon), code);
      expectNoDiagnostic(validate('Werewolf Pup {1}{G}\nCreature — Wolf\n2/2\n//\nHowling Pup\nCreature — Werewolf\n3/3'), code);
    });

    test('each extra line is reported once', () => {
      assert.strictEqual(diagnosticsOf(validate('Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n3/3\n4/4'), code).length, 2);
    });
  });
});
