/**
 * A set's own collation, mixed slots and all, as each drafting tool opens packs: Draftmancer's
 * weighted pack layouts (read by readers/draftmancer.ts) and Forge's booster slots (read by
 * readers/forgeBooster.ts, after Forge's own loader) open the same packs, rarity for rarity and
 * chance for chance, as `cardtext boosters` does (20,000 of its packs, counted).
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exporterFor } from '../../server/src/export/registry.js';
import { designCards } from '../../server/src/setDesign/designCards.js';
import { openPacks } from '../../server/src/setDesign/packs.js';
import { repoRoot } from '../helpers.js';
import { setOf } from './exportHelpers.js';
import { readDraftmancerList } from './readers/draftmancer.js';
import { readForgeBooster } from './readers/forgeBooster.js';
import { scryfallSymbols } from './readers/scryfallSymbols.js';

const cards = (n: number, rarity: string) => Array.from({ length: n }, (_, i) => `${rarity} Thing ${i + 1} {1}\nArtifact\nRarity: ${rarity}`).join('\n\n');
const mini = `@set TST Test\n@collation Mini: 6 common; 2 uncommon; 1 rare/mythic 1:4; 1 common 70 uncommon 30\n\n${[cards(8, 'Common'), cards(3, 'Uncommon'), cards(2, 'Rare'), cards(1, 'Mythic')].join('\n\n')}`;
const sets: [string, () => string][] = [
  ['a set with a mixed slot of commons and uncommons', () => mini],
  ['examples/design.cards (a wildcard of three rarities and a rare/mythic slot of 1 in 6)', () => readFileSync(join(repoRoot(), 'examples', 'design.cards'), 'utf8')],
];

/** A distribution of packs by their counts of commons, uncommons, rares and mythics. */
type Packs = Map<string, number>;
const key = (c: { common: number; uncommon: number; rare: number; mythic: number }) => `C${c.common} U${c.uncommon} R${c.rare} M${c.mythic}`;

function draftmancerPacks(text: string): Packs {
  const read = readDraftmancerList(exporterFor('draftmancer')!.export(setOf(text), {}).files[0].content as string, scryfallSymbols);
  assert.ok(read.ok, read.ok ? '' : read.error);
  assert.ok(read.list.draftable, 'the draft can be dealt');
  const layouts = read.list.layouts!;
  assert.ok(layouts.length > 1, 'weighted layouts');
  const total = layouts.reduce((n, l) => n + l.weight, 0);
  const out: Packs = new Map();
  for (const l of layouts) {
    const c = { common: l.slots.get('Common') ?? 0, uncommon: l.slots.get('Uncommon') ?? 0, rare: l.slots.get('Rare') ?? 0, mythic: l.slots.get('Mythic') ?? 0 };
    out.set(key(c), (out.get(key(c)) ?? 0) + l.weight / total);
  }
  return out;
}

function forgePacks(text: string): Packs {
  const edition = exporterFor('forge')!.export(setOf(text), {}).files.find((f) => f.path.startsWith('editions/'))!.content as string;
  const read = readForgeBooster(edition);
  assert.ok(read.ok, read.ok ? '' : read.error);
  const out: Packs = new Map();
  for (const p of read.packs) out.set(key(p.counts), (out.get(key(p.counts)) ?? 0) + p.chance);
  return out;
}

/** 20,000 packs as `cardtext boosters` opens them, counted by rarity (basic lands aside). */
function cardtextPacks(text: string): Packs {
  const set = setOf(text);
  const packs = openPacks(designCards(set.cards.map((c) => c.model)), set.packCollation, 20000, 'collation test');
  const out: Packs = new Map();
  for (const pack of packs) {
    const c = { common: 0, uncommon: 0, rare: 0, mythic: 0 };
    for (const card of pack) if (!card.card.basicLand) c[card.card.rarity]++;
    out.set(key(c), (out.get(key(c)) ?? 0) + 1 / packs.length);
  }
  return out;
}

suite('export: a set\'s collation in Draftmancer and Forge', () => {
  for (const [name, text] of sets) {
    test(`${name}: Draftmancer's layouts and Forge's booster slots open the packs cardtext boosters opens`, () => {
      const draftmancer = draftmancerPacks(text());
      const forge = forgePacks(text());
      assert.deepStrictEqual([...draftmancer.keys()].sort(), [...forge.keys()].sort());
      for (const [k, p] of draftmancer) // Forge reads its percentages as floats: ten digits.
      assert.ok(Math.abs(p - forge.get(k)!) < 1e-8, `${k}: Draftmancer ${p}, Forge ${forge.get(k)}`);
      const counted = cardtextPacks(text());
      for (const k of new Set([...draftmancer.keys(), ...counted.keys()])) {
        const [p, q] = [draftmancer.get(k) ?? 0, counted.get(k) ?? 0];
        // 20,000 packs: a share is within 4 standard errors of its chance.
        assert.ok(Math.abs(p - q) <= 4 * Math.sqrt((p * (1 - p)) / 20000) + 1e-4, `${k}: exact ${p.toFixed(4)}, cardtext boosters ${q.toFixed(4)}`);
      }
    });
  }

  test('the mixed slot is no longer written as its likeliest rarity, and --boosters still gives plain slots', () => {
    const forge = exporterFor('forge')!.export(setOf(mini), {});
    assert.ok(!forge.warnings.some((w) => /mixed slot/.test(w)), forge.warnings.join('\n'));
    const edition = forge.files.find((f) => f.path.startsWith('editions/'))!.content as string;
    assert.match(edition, /^Booster=6 cardtextslot1, 2 cardtextslot2, 1 cardtextslot3, 1 cardtextslot4$/m);
    assert.match(edition, /^BoosterSlots=cardtextslot1,cardtextslot2,cardtextslot3,cardtextslot4$/m);
    assert.match(edition, /\[cardtextslot4\]\n# common 70 uncommon 30\nBase=Common\nReplace=30 Uncommon\n/);
    assert.match(edition, /\[cardtextslot3\]\n# rare\/mythic 1:4\nBase=Rare\nReplace=25 Mythic\n/);
    const draftmancer = exporterFor('draftmancer')!.export(setOf(mini), {});
    assert.ok(!draftmancer.warnings.some((w) => /mixed slot/.test(w)));
    assert.match(draftmancer.summary.join('\n'), /packs of 10 of the Mini collation, its slots' odds as 4 weighted pack layouts/);
    const asked = exporterFor('forge')!.export(setOf(mini), { boosters: { common: 10, uncommon: 3, rare: 1, mythicRate: 8 } });
    assert.match(asked.files.find((f) => f.path.startsWith('editions/'))!.content as string, /^Booster=10 Common, 3 Uncommon, 1 RareMythic$/m);
  });

  test('the readers refuse what the tools refuse: a slot outside BoosterSlots, replacements past 100 %, layouts of different sizes', () => {
    const edition = (booster: string, slots: string, sections: string) => `[metadata]\nCode=TST\nBooster=${booster}\nBoosterSlots=${slots}\n\n${sections}\n[cards]\n`;
    const bad: [string, RegExp][] = [
      [edition('1 a, 1 b', 'a', '[a]\nBase=Common'), /slot b is not among BoosterSlots=a/],
      [edition('1 a', 'a', '[a]\nBase=Common\nReplace=80 Rare\nReplace=30 Mythic'), /add up to 110 %/],
      [edition('1 a', 'a', '[a]\nReplace=10 Rare'), /no Base=/],
      ['[metadata]\nBooster=10 Commons\n', /operator could not be parsed - Commons/],
    ];
    for (const [text, error] of bad) {
      const read = readForgeBooster(text);
      assert.ok(!read.ok && error.test(read.error), `${text}: ${read.ok ? 'read' : read.error}`);
    }
    const list = '[CustomCards]\n[\n{"name": "A", "mana_cost": "{1}", "type": "Artifact", "rarity": "common"}\n]\n[Settings]\n{"layouts": {"x": {"weight": 1, "slots": {"S": 1}}, "y": {"weight": 1, "slots": {"S": 2}}}}\n[S]\n1 A\n';
    const read = readDraftmancerList(list, scryfallSymbols);
    assert.ok(!read.ok && /All layouts must contains the same total number of cards/.test(read.error));
  });
});
