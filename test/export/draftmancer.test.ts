import * as assert from 'node:assert';
import { draftPacks } from '../../server/src/export/draftmancer.js';
import { exportAs, textOf } from './exportHelpers.js';

/** The `[CustomCards]` array of a Draftmancer list, parsed. */
function customCards(list: string): Record<string, unknown>[] {
  const start = list.indexOf('[CustomCards]\n') + '[CustomCards]\n'.length;
  const end = list.indexOf('\n]\n', start) + 2;
  return JSON.parse(list.slice(start, end)) as Record<string, unknown>[];
}

/** The `[Settings]` object of a Draftmancer list, or undefined. */
function settings(list: string): Record<string, unknown> | undefined {
  const at = list.indexOf('[Settings]\n');
  if (at < 0) return undefined;
  const from = at + '[Settings]\n'.length;
  return JSON.parse(list.slice(from, list.indexOf('\n}\n', from) + 2)) as Record<string, unknown>;
}

/** `n` plain commons of a set called Test. */
function commons(n: number): string {
  return Array.from({ length: n }, (_, i) => `Walker ${i + 1} {1}{W}\nCreature — Soldier\n2/2\nRarity: Common`).join('\n\n');
}

const oneCommon = { common: 1, uncommon: 0, rare: 0, mythicRate: 8 };

suite('export: Draftmancer', () => {
  test('a set\'s own mana symbol is written as the colour its @mana line names, or as {C}, and the warning says so', () => {
    const text = '@set TST Test\n@mana {O} orange\n@mana {V} verdant green\n\nEmber Cub {1}{O}\nCreature — Cat\n2/1\nRarity: Common\n\nMoss Cub {V}\nCreature — Cat\n1/1\nRarity: Common';
    const result = exportAs('draftmancer', text);
    const cards = customCards(textOf(result));
    assert.deepStrictEqual(cards.map((c) => c.mana_cost), ['{1}{C}', '{G}']);
    assert.ok(result.warnings.some((w) => w.includes('{O} is written {C}') && w.includes('Ember Cub')), result.warnings.join('\n'));
    assert.ok(result.warnings.some((w) => w.includes('{V} is written {G}') && w.includes('Moss Cub')), result.warnings.join('\n'));
  });

  test('an adventure card gives both costs, and its adventure keeps its own in the back face', () => {
    const text = '@set TST Test\n\nHollow Giant {4}{G}\nCreature — Giant\nReach\n5/5\n\n//\n\nUproot {1}{G}\nSorcery — Adventure\nDestroy target artifact or enchantment.\nRarity: Uncommon';
    const [card] = customCards(textOf(exportAs('draftmancer', text)));
    assert.strictEqual(card.mana_cost, '{4}{G} // {1}{G}');
    assert.strictEqual((card.back as Record<string, unknown>).mana_cost, '{1}{G}');
  });

  test('a set too small for an 8-player draft is drawn with replacement, with a warning; a big enough one is not', () => {
    const small = exportAs('draftmancer', `@set TST Test\n\n${commons(draftPacks - 1)}`, { boosters: oneCommon });
    assert.strictEqual(settings(textOf(small))?.withReplacement, true);
    assert.ok(small.warnings.some((w) => w.includes(`${draftPacks - 1} common for ${draftPacks}`)), small.warnings.join('\n'));
    const enough = exportAs('draftmancer', `@set TST Test\n\n${commons(draftPacks)}`, { boosters: oneCommon });
    assert.strictEqual(settings(textOf(enough)), undefined);
    assert.ok(!enough.warnings.some((w) => w.includes('withReplacement')), enough.warnings.join('\n'));
  });

  test('a name with parentheses is listed in its slot without a warning', () => {
    const result = exportAs('draftmancer', '@set TST Test\n\nKnight (Errant) {W}\nCreature — Knight\n1/1\nRarity: Common');
    assert.match(textOf(result), /^1 Knight \(Errant\)$/m);
    assert.ok(!result.warnings.some((w) => w.includes('parenthes')), result.warnings.join('\n'));
  });
});
