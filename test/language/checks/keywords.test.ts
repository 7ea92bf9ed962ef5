import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, validate, oracle2019 } from '../../helpers.js';

const code = 'unknown-keyword';
/** A creature with one line of text. */
// Colourless, so no keyword is a colour-pie bend for it.
const creature = (line: string) => `Scout {2}\nArtifact Creature — Golem\n${line}\n1/1`;

// Real cards, written out as the importer prints them (npm test reads nothing outside the repository).
const real = [
  'Baneslayer Angel {3}{W}{W}\nCreature — Angel\nFlying, first strike, lifelink, protection from Demons and from Dragons\n5/5',
  'Ivory Giant {5}{W}{W}\nCreature — Giant\nWhen Ivory Giant enters the battlefield, tap all nonwhite creatures.\nSuspend 5—{W} (Rather than cast this card from your hand, you may pay {W} and exile it with five time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost. It has haste.)\n3/4',
  'Illuminate {X}{R}\nSorcery\nKicker {2}{R} and/or {3}{U} (You may pay an additional {2}{R} and/or {3}{U} as you cast this spell.)\nIlluminate deals X damage to target creature. If this spell was kicked with its {2}{R} kicker, it deals X damage to that creature\'s controller. If this spell was kicked with its {3}{U} kicker, you draw X cards.',
  'Boros Elite {W}\nCreature — Human Soldier\nBattalion — Whenever Boros Elite and at least two other creatures attack, Boros Elite gets +2/+2 until end of turn.\n1/1',
  'Flight {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has flying.',
  'Pacifism {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t attack or block.',
];

suite('keyword checks (unknown-keyword)', () => {
  for (const [written, meant] of [['Flyng', 'Flying'], ['Tramlpe', 'Trample'], ['Firststrike', 'First strike'], ['Frist strike', 'First strike'], ['Deathtuch', 'Deathtouch']]) {
    test(`"${written}" alone on a line is a warning whose fix writes "${meant}"`, () => {
      const result = validate(creature(written));
      const d = expectDiagnostic(result, code, { at: written });
      assert.strictEqual(d.severity, 'warning');
      assert.match(d.message, new RegExp(`did you mean "${meant}"`));
      expectFixRemoves(result, d, creature(meant));
      expectNoDiagnostics(validate(creature(meant)));
    });
  }

  test('a misspelt keyword inside a keyword list is flagged and fixed in lower case; the others are not', () => {
    const result = validate(creature('Flying, vigilence'));
    assert.strictEqual(diagnosticsOf(result, code).length, 1);
    expectFixRemoves(result, expectDiagnostic(result, code, { at: 'vigilence' }), creature('Flying, vigilance'));
  });

  test('keywords with costs, numbers, phrases and dash costs are recognised when misspelt', () => {
    expectDiagnostic(validate(creature('Cumulative upkep {1}')), code, { at: 'Cumulative upkep' });
    expectDiagnostic(validate(creature('Fadng 3')), code, { at: 'Fadng' });
    expectDiagnostic(validate(creature('Protecton from red')), code, { at: 'Protecton' });
    expectDiagnostic(validate(creature('Wrd—Pay 2 life.')), code, { at: 'Wrd' });
    expectDiagnostic(validate(creature('Supend 4—{1}{G}')), code, { at: 'Supend' });
  });

  test('a keyword the file declares is suggested as declared', () => {
    const result = validate(`@keyword Sneak Attack\n\n${creature('Sneak Atack {1}{B}')}`);
    const d = expectDiagnostic(result, code, { at: 'Sneak Atack' });
    assert.match(d.detail ?? '', /the set's own keyword/);
    assert.strictEqual(d.fixes?.[0]?.edits[0].newText, 'Sneak Attack');
  });

  test('sentences, inflected keywords and ability words are not keywords (Enchanted creature…, Landfal —, Flash Flood —)', () => {
    for (const line of ['Enchanted creature has flying', 'Equipped creature gets +1/+1.', 'Each creature gets +1/+1.', 'Landfal — Whenever a land enters, draw a card.', 'Flash Flood — Whenever you cast a spell, draw a card.', 'Sneakattack']) {
      expectNoDiagnostic(validate(creature(line)), code);
    }
  });

  test('real cards with keyword lists, dash costs, and/or costs, ability words and Auras stay silent', () => {
    for (const text of real) expectNoDiagnostics(validate(text, oracle2019));
  });
});
