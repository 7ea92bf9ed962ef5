import * as assert from 'node:assert';
import { designCards } from '../../server/src/setDesign/designCards.js';
import { fillSkeleton, readSkeleton, type SkeletonSlot, typicalShape } from '../../server/src/setDesign/skeleton.js';
import { codes } from '../../server/src/language/checks/index.js';
import { diagnosticsOf, expectDiagnostic, expectNoDiagnostic, parse, validate } from '../helpers.js';

function slots(value: string): SkeletonSlot[] {
  const read = readSkeleton(value);
  assert.ok('slots' in read, JSON.stringify(read));
  return read.slots;
}

const card = (name: string, cost: string, rarity: string, slot?: string) => `${name} ${cost}\nCreature — Spirit\nRarity: ${rarity}\n${slot ? `Slot: ${slot}\n` : ''}1/1\n`;

suite('skeleton', () => {
  test('counts per colour group make numbered codes, and codes may be written as they are', () => {
    assert.deepStrictEqual(slots('W: 2 common, 1 uncommon; gold: 1 uncommon; CA01 cl2').map((s) => s.code), ['CW01', 'CW02', 'UW01', 'UM01', 'CA01', 'CL02']);
  });

  test('a slot code with its rarity letter first, then the group: LC1 is no code, and the message says how codes are made', () => {
    const read = readSkeleton('CA01 LC1');
    assert.ok('problem' in read && /"LC1" is no slot code \(rarity C\/U\/R\/M/.test(read.problem));
  });

  test('a malformed plan names what is wrong: a code twice, an unknown group, an unknown rarity, a bad count', () => {
    const problem = (v: string) => { const r = readSkeleton(v); assert.ok('problem' in r, v); return r.problem; };
    assert.match(problem('W: 2 common; CW02'), /the slot CW02 is planned twice/);
    assert.match(problem('purple: 2 common'), /"purple" is no colour group/);
    assert.match(problem('W: 2 comon'), /"comon" is no rarity/);
    assert.match(problem('W: many common'), /"many common" is no count/);
    assert.match(problem('W: 0 common'), /between 1 and 300/);
  });

  test('counts take the next free numbers, so codes written by hand keep theirs; CW1, CW01 and CW001 are one slot', () => {
    assert.deepStrictEqual(slots('CW02; W: 2 common').map((s) => s.code), ['CW02', 'CW01', 'CW03']);
    const twice = readSkeleton('CW1 CW001');
    assert.ok('problem' in twice && /CW01 is planned twice/.test(twice.problem));
  });

  test('a later @skeleton line goes on numbering after the earlier ones', () => {
    const first = slots('W: 2 common');
    const second = readSkeleton('W: 1 common', first);
    assert.ok('slots' in second);
    assert.deepStrictEqual(second.slots.map((s) => s.code), ['CW03']);
    const twice = readSkeleton('CW01', first);
    assert.ok('problem' in twice && /CW01 is planned twice/.test(twice.problem));
  });

  test('cards that name a slot take it; the others fill the first empty slot of their colour and rarity; the rest are unplaced', () => {
    const cards = designCards(parse([card('Named', '{W}', 'Common', 'CW02'), card('Free', '{W}', 'Common'), card('Extra', '{W}', 'Common'), card('Blue', '{U}', 'Common')].join('\n')).models);
    const fill = fillSkeleton(slots('W: 2 common; U: 1 common, 1 uncommon'), cards);
    assert.deepStrictEqual(fill.slots.map((s) => `${s.slot.code}=${s.card?.model.card.name ?? '-'}${s.named ? '*' : ''}`), ['CW01=Free', 'CW02=Named*', 'CU01=Blue', 'UU01=-']);
    assert.deepStrictEqual(fill.unplaced.map((c) => c.model.card.name), ['Extra']);
    assert.deepStrictEqual(fill.problems, []);
  });

  test('without a plan, a typical retail set of the size is scaled from 261 cards', () => {
    const shape = typicalShape(261);
    assert.strictEqual(shape.W.common, 18);
    const total = Object.values(shape).reduce((n, r) => n + r.common + r.uncommon + r.rare + r.mythic, 0);
    assert.ok(Math.abs(total - 261) <= 2, `${total}`);
    assert.strictEqual(typicalShape(130.5).W.common, 9);
  });

  suite('as diagnostics', () => {
    test('Slot: naming a slot the plan lacks, one another card fills, or one of another colour is a skeleton-slot warning on the field', () => {
      const text = `@skeleton W: 2 common; U: 1 common\n\n${card('Alpha', '{W}', 'Common', 'CW01')}\n${card('Beta', '{W}', 'Common', 'CW01')}\n${card('Gamma', '{W}', 'Common', 'CW07')}\n${card('Delta', '{W}', 'Common', 'CU01')}`;
      const result = validate(text);
      assert.match(expectDiagnostic(result, codes.skeletonSlot, { at: 'Slot: CW01', nth: 2 }).message, /CW01, which Alpha already fills/);
      assert.match(expectDiagnostic(result, codes.skeletonSlot, { at: 'Slot: CW07' }).message, /CW07, which the @skeleton does not plan/);
      assert.match(expectDiagnostic(result, codes.skeletonSlot, { at: 'Slot: CU01' }).message, /a common blue slot, but is a common white card/);
      assert.strictEqual(diagnosticsOf(result, codes.skeletonSlot).length, 3);
    });

    test('a malformed @skeleton is an invalid-directive error on its line; a second line that plans a planned slot is a warning on that line', () => {
      const bad = validate(`@skeleton W: 2 comon\n\n${card('Alpha', '{W}', 'Common')}`);
      assert.match(expectDiagnostic(bad, codes.invalidDirective, { at: '@skeleton W: 2 comon' }).message, /"comon" is no rarity/);
      const twice = validate(`@skeleton W: 2 common\n@skeleton CW02\n\n${card('Alpha', '{W}', 'Common')}`);
      assert.match(expectDiagnostic(twice, codes.skeletonSlot, { at: '@skeleton CW02' }).message, /CW02 is planned twice/);
    });

    test('a card that fills its slot rightly has no skeleton diagnostic', () => {
      expectNoDiagnostic(validate(`@skeleton W: 1 common\n\n${card('Alpha', '{W}', 'Common', 'cw1')}`), codes.skeletonSlot);
    });
  });
});
