import * as assert from 'node:assert';
import { expectDiagnostic, expectFixRemoves, expectNoDiagnostic, realCard, validate, oracle2019 } from '../../helpers.js';

const code = 'mana-cost-order';
const card = (cost: string) => `Relic ${cost}\nArtifact`;

/** Asserts that `cost` is flagged on the whole cost and that the fix rewrites it as `expected`. */
function expectReordered(cost: string, expected: string): void {
  const result = validate(card(cost));
  const d = expectDiagnostic(result, code, { at: cost });
  assert.strictEqual(d.severity, 'warning');
  assert.strictEqual(d.rule, '202.1');
  expectFixRemoves(result, d, card(expected));
}

suite('mana cost checks (mana-cost-order)', () => {
  test('{R}{1} is flagged: generic mana comes first, and the fix writes {1}{R}', () => {
    expectReordered('{R}{1}', '{1}{R}');
  });

  test('X comes before generic mana, and {C} and {S} after it', () => {
    expectReordered('{1}{X}{R}', '{X}{1}{R}');
    expectReordered('{R}{X}', '{X}{R}');
    expectReordered('{C}{1}', '{1}{C}');
    expectReordered('{S}{1}', '{1}{S}');
    expectNoDiagnostic(validate(card('{X}{X}{2}{W}{W}')), code);
  });

  test('allied pairs read clockwise: {W}{U}, {U}{B}, {B}{R}, {R}{G} and {G}{W} are fine', () => {
    for (const cost of ['{W}{U}', '{U}{B}', '{B}{R}', '{R}{G}', '{G}{W}']) expectNoDiagnostic(validate(card(cost)), code);
  });

  test('Selesnya is green-white: {W}{G} is flagged and fixed to {G}{W}', () => {
    expectReordered('{W}{G}', '{G}{W}');
    expectReordered('{U}{W}', '{W}{U}');
  });

  test('enemy pairs read the short way round: {W}{B}, {U}{R}, {B}{G}, {R}{W}, {G}{U} are fine', () => {
    for (const cost of ['{W}{B}', '{U}{R}', '{B}{G}', '{R}{W}', '{G}{U}']) expectNoDiagnostic(validate(card(cost)), code);
    expectReordered('{W}{R}', '{R}{W}');
    expectReordered('{U}{G}', '{G}{U}');
  });

  test('shards read as three neighbours: Esper, Grixis, Jund, Naya and Bant are fine, a shuffled Bant is fixed', () => {
    for (const cost of ['{W}{U}{B}', '{U}{B}{R}', '{B}{R}{G}', '{R}{G}{W}', '{G}{W}{U}']) expectNoDiagnostic(validate(card(cost)), code);
    expectReordered('{W}{U}{G}', '{G}{W}{U}');
  });

  test('wedges skip one colour each step: {W}{B}{G}, {U}{R}{W}, {B}{G}{U}, {R}{W}{B} and {G}{U}{R} are fine', () => {
    for (const cost of ['{W}{B}{G}', '{U}{R}{W}', '{B}{G}{U}', '{R}{W}{B}', '{G}{U}{R}']) expectNoDiagnostic(validate(card(cost)), code);
    expectReordered('{B}{G}{W}', '{W}{B}{G}');
  });

  test('four colours start after the missing one (the Nephilim), and a wrong start is fixed', () => {
    for (const cost of ['{W}{U}{B}{R}', '{U}{B}{R}{G}', '{B}{R}{G}{W}', '{R}{G}{W}{U}', '{G}{W}{U}{B}']) expectNoDiagnostic(validate(card(cost)), code);
    expectReordered('{W}{B}{R}{G}', '{B}{R}{G}{W}');
  });

  test('five colours read WUBRG', () => {
    expectNoDiagnostic(validate(card('{1}{W}{U}{B}{R}{G}')), code);
    expectReordered('{G}{W}{U}{B}{R}', '{W}{U}{B}{R}{G}');
  });

  test('symbols of one colour are grouped together', () => {
    expectReordered('{W}{U}{W}', '{W}{W}{U}');
    expectReordered('{U}{U}{1}', '{1}{U}{U}');
  });

  test('hybrid symbols only need generic mana before them', () => {
    expectReordered('{W/U}{1}', '{1}{W/U}');
    expectNoDiagnostic(validate(card('{B}{W/U}')), code);
    expectNoDiagnostic(validate(card('{2/W}{2/U}')), code);
  });

  test('a cost with an unknown or non-mana symbol is left to the other checks', () => {
    expectNoDiagnostic(validate(card('{K}{1}')), code);
    expectNoDiagnostic(validate(card('{T}{1}')), code);
  });

  test('a declared custom symbol sorts after generic mana', () => {
    const result = validate(`@mana {P} purple\n\n${card('{P}{1}')}`);
    expectFixRemoves(result, expectDiagnostic(result, code, { at: '{P}{1}' }), `@mana {P} purple\n\n${card('{1}{P}')}`);
  });

  test('each face of a multi-face card is checked on its own', () => {
    const result = validate('Fire {R}{1}\nInstant\nDraw a card.\n//\nIce {U}{1}\nInstant\nDraw a card.');
    expectDiagnostic(result, code, { at: '{R}{1}' });
    expectDiagnostic(result, code, { at: '{U}{1}' });
  });

  test('real multicoloured cards are printed in order (Reaper King, Rosheen Meanderer, Carnival // Carnage)', () => {
    for (const name of ['Reaper King', 'Rosheen Meanderer', 'Carnival // Carnage', 'Garruk Relentless // Garruk, the Veil-Cursed']) {
      expectNoDiagnostic(validate(realCard(name), oracle2019), code);
    }
  });
});
