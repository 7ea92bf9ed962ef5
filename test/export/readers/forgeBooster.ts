/**
 * A reader of a Forge edition's booster, written from Forge's own loader (Card-Forge's
 * `CardEdition.Reader`, `SealedTemplate.Reader.parseSlots`, `BoosterSlot`, `BoosterGenerator`):
 * `Booster=` lists `COUNT SLOT` entries; without `BoosterSlots=` each slot is a sheet of the
 * edition's cards (`Common`, `Uncommon`, `Rare`, `Mythic`, `RareMythic`, `BasicLand`, `Any`); with
 * it (names split on commas as written) every entry must name one of those sections, each section
 * a `Base=SHEET` and `Replace=PERCENT SHEET` lines (a random number under 100 picks the first
 * replacement whose running total exceeds it, else the base), rolled once per entry. It returns
 * every pack the booster can open, as counts of each rarity with its chance, or what Forge would
 * fail on.
 */

const sheets: Record<string, Partial<Record<'common' | 'uncommon' | 'rare' | 'mythic' | 'land', number>>> = {
  common: { common: 1 }, uncommon: { uncommon: 1 }, rare: { rare: 1 }, mythic: { mythic: 1 }, basicland: { land: 1 },
};

/** A pack's cards of each rarity and its chance. */
export interface ForgePack { counts: { common: number; uncommon: number; rare: number; mythic: number; land: number }; chance: number }

/** The packs of the edition file's booster (`RareMythic` counted as Forge's sheet: mythics once, rares twice, given the set's counts). */
export function readForgeBooster(edition: string, pool: { rare: number; mythic: number } = { rare: 1, mythic: 0 }): { ok: true; packs: ForgePack[] } | { ok: false; error: string } {
  const sections = new Map<string, string[]>();
  let current = '';
  for (const raw of edition.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('[') && line.endsWith(']')) current = line.slice(1, -1);
    else sections.set(current.toLowerCase(), [...(sections.get(current.toLowerCase()) ?? []), line]);
  }
  const metadata = new Map((sections.get('metadata') ?? []).map((l) => { const i = l.indexOf('='); return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()] as const; }));
  const booster = metadata.get('booster');
  if (!booster) return { ok: false, error: 'no Booster= line' };
  const named = metadata.get('boosterslots')?.split(',');
  const sheetOf = (name: string): Partial<Record<string, number>> | undefined => {
    const key = name.toLowerCase();
    if (key === 'raremythic') return pool.mythic > 0 && pool.rare > 0 ? { rare: (2 * pool.rare) / (2 * pool.rare + pool.mythic), mythic: pool.mythic / (2 * pool.rare + pool.mythic) } : pool.mythic > 0 ? { mythic: 1 } : { rare: 1 };
    return sheets[key];
  };
  let packs: ForgePack[] = [{ counts: { common: 0, uncommon: 0, rare: 0, mythic: 0, land: 0 }, chance: 1 }];
  for (const entry of booster.split(',')) {
    const m = /^\s*(\d+)\s+(\S+)\s*$/.exec(entry);
    if (!m) return { ok: false, error: `"${entry.trim()}" is no booster entry (COUNT SLOT)` };
    const [count, slot] = [Number(m[1]), m[2]];
    let odds: Partial<Record<string, number>> | undefined;
    if (named) {
      // Forge looks the slot up by its exact name among BoosterSlots= (a missing one fails the pack).
      if (!named.includes(slot)) return { ok: false, error: `slot ${slot} is not among BoosterSlots=${named.join(',')}` };
      const lines = (sections.get(slot.toLowerCase()) ?? []).filter((l) => !l.startsWith('#'));
      let base: string | undefined;
      const replaces: [number, string][] = [];
      for (const l of lines) {
        const [key, value] = l.split(/=(.*)/s);
        if (value === undefined) return { ok: false, error: `[${slot}]: "${l}" has no "="` };
        if (key.toLowerCase() === 'base') base = value;
        else if (key.toLowerCase() === 'replace') {
          const r = /^(\d+(?:\.\d+)?)\s+(\S+)$/.exec(value);
          if (!r) return { ok: false, error: `[${slot}]: "${l}" is no Replace=PERCENT SHEET` };
          replaces.push([Number(r[1]), r[2]]);
        }
      }
      if (!base) return { ok: false, error: `[${slot}]: no Base=` };
      const total = replaces.reduce((n, [p]) => n + p, 0);
      if (total > 100 + 1e-9) return { ok: false, error: `[${slot}]: the replacements add up to ${total} %` };
      odds = {};
      for (const [p, sheet] of [...replaces, [100 - total, base] as [number, string]]) {
        const s = sheetOf(sheet);
        if (!s) return { ok: false, error: `[${slot}]: no sheet ${sheet}` };
        for (const [r, q] of Object.entries(s)) odds[r] = (odds[r] ?? 0) + (p / 100) * q!;
      }
    } else {
      odds = sheetOf(slot);
      if (!odds) return { ok: false, error: `Booster generator: operator could not be parsed - ${slot}` };
    }
    // One roll of the slot's sheet for all its cards (BoosterGenerator with slots), or each card from the sheet.
    const rolls = named ? [count] : Array.from({ length: count }, () => 1);
    for (const n of rolls) {
      const next = new Map<string, ForgePack>();
      for (const pack of packs) {
        for (const [r, q] of Object.entries(odds)) {
          if (!q) continue;
          const counts = { ...pack.counts, [r]: pack.counts[r as keyof ForgePack['counts']] + n };
          const key = Object.values(counts).join(',');
          const had = next.get(key);
          next.set(key, { counts, chance: (had?.chance ?? 0) + pack.chance * q });
        }
      }
      packs = [...next.values()];
    }
  }
  return { ok: true, packs };
}
