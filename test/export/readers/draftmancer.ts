/**
 * A reader of Draftmancer custom card lists, written from the format's documentation (the
 * Draftmancer repository's `client/public/cubeformat.html`) and checked against what its parser
 * does (`src/parseCardList.ts`, `src/CustomCards.ts`, `src/parseCost.ts`): the sections, the
 * bracket-counting `[CustomCards]` reader, the card properties it requires and the values it
 * accepts, mana costs made of Scryfall's symbols (an unknown one fails the whole list), slot lines
 * naming custom cards, slot sizes, and whether the default draft (8 players, 3 boosters each) can
 * be dealt without replacement. It returns the list or the first error, as Draftmancer refuses a
 * whole file for one problem.
 */

/** One face as a Draftmancer custom card (or its `back`). */
export interface DraftmancerFace {
  name: string;
  type: string;
  mana_cost?: string;
  subtypes?: string[];
  oracle_text?: string;
  power?: string | number;
  toughness?: string | number;
  loyalty?: string | number;
}

/** A custom card as the list holds it. */
export interface DraftmancerCard extends DraftmancerFace {
  mana_cost: string;
  colors?: string[];
  set?: string;
  collector_number?: string;
  rarity?: string;
  layout?: string;
  image_uris?: Record<string, string>;
  back?: DraftmancerFace;
  /** Card names, or card faces (`name`, `type`, …) for cards the list does not hold. */
  related_cards?: (string | DraftmancerFace)[];
}

/** A list that loads. */
export interface DraftmancerList {
  settings: Record<string, unknown>;
  cards: DraftmancerCard[];
  /** Slots in order: name, cards per booster (from `[Name(N)]`), and each card's count. */
  slots: { name: string; perBooster?: number; cards: Map<string, number> }[];
  /** True if a default draft can be dealt (enough cards per slot, or `withReplacement`). */
  draftable: boolean;
  /** The pack layouts of [Settings], each with its weight and cards per slot. */
  layouts?: { name: string; weight: number; slots: Map<string, number> }[];
}

const rarities = ['common', 'uncommon', 'rare', 'mythic', 'special'];
const lineRegex = /^(?:(\d+)\s+)?(.+?)$/;

/** The JSON text of the bracketed value starting at the first `open` at or after `from`, counted as Draftmancer counts it (brackets only, strings not skipped). */
function bracketed(text: string, from: number, open: string, close: string): { json: string; end: number } | string {
  const start = text.indexOf(open, from);
  if (start < 0) return `expected '${open}'`;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return { json: text.slice(start, i + 1), end: i + 1 };
  }
  return `expected '${close}', got end-of-file`;
}

function faceProblem(face: Record<string, unknown>, what: string): string | undefined {
  for (const prop of ['name', 'type']) if (typeof face[prop] !== 'string') return `${what}: missing or non-string property '${prop}'`;
  if ('subtypes' in face && !Array.isArray(face.subtypes)) return `${what}: 'subtypes' must be an Array`;
  for (const prop of ['power', 'toughness', 'loyalty', 'oracle_text']) {
    if (prop in face && !['string', 'number'].includes(typeof face[prop])) return `${what}: '${prop}' must be a number or a string`;
  }
  return undefined;
}

/** Why a custom card would be refused, or undefined. `symbols` are the mana symbols Draftmancer knows (`{W}`…). */
function cardProblem(card: Record<string, unknown>, symbols: ReadonlySet<string>): string | undefined {
  const what = `custom card ${JSON.stringify(card.name)}`;
  if (typeof card.mana_cost !== 'string') return `${what}: missing or non-string property 'mana_cost'`;
  const face = faceProblem(card, what);
  if (face) return face;
  if ('image_uris' in card && (typeof card.image_uris !== 'object' || card.image_uris === null || Object.keys(card.image_uris).length === 0)) return `${what}: invalid 'image_uris'`;
  if ('colors' in card && (!Array.isArray(card.colors) || card.colors.some((c) => typeof c !== 'string' || !'WUBRG'.includes(c) || c.length !== 1))) return `${what}: 'colors' must be an Array of W, U, B, R or G`;
  if ('rarity' in card && !rarities.includes(card.rarity as string)) return `${what}: rarity must be one of ${rarities.join(', ')}`;
  for (const prop of ['set', 'collector_number', 'layout']) if (prop in card && typeof card[prop] !== 'string') return `${what}: '${prop}' must be a string`;
  for (const symbol of card.mana_cost.match(/\{[^}]+\}/g) ?? []) if (!symbols.has(symbol)) return `${what}: Invalid Mana Cost, unknown symbol '${symbol}'`;
  if (card.mana_cost.replace(/\{[^}]+\}/g, '').replace(/\s*\/\/\s*/g, '').trim() !== '') return `${what}: Invalid Mana Cost '${card.mana_cost}'`;
  if ('back' in card) {
    if (typeof card.back !== 'object' || card.back === null) return `${what}: 'back' must be a card face`;
    const back = faceProblem(card.back as Record<string, unknown>, `${what}'s back`);
    if (back) return back;
  }
  if ('related_cards' in card) {
    if (!Array.isArray(card.related_cards)) return `${what}: 'related_cards' must be an Array`;
    for (const r of card.related_cards) {
      if (typeof r === 'string') continue;
      if (typeof r !== 'object' || r === null) return `${what}: Invalid entry in 'related_cards', must be a string or an object`;
      const face = faceProblem(r as Record<string, unknown>, `${what}'s related card`);
      if (face) return face;
    }
  }
  return undefined;
}

/**
 * Reads a Draftmancer custom card list. `players` × `boosters` is the draft whose dealing is
 * checked (Draftmancer's defaults: 8 players, 3 boosters each).
 */
export function readDraftmancerList(text: string, symbols: ReadonlySet<string>, players = 8, boosters = 3): { ok: true; list: DraftmancerList } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  const settings: Record<string, unknown> = {};
  let cards: DraftmancerCard[] = [];
  const slots: DraftmancerList['slots'] = [];
  let at = 0;
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  while (at < text.length) {
    const eol = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    const line = text.slice(at, eol).trim();
    if (line === '') { at = eol + 1; continue; }
    if (!line.startsWith('[') || !line.endsWith(']')) return fail(`line ${lineAt(at)}: expected a header (for a section or a slot), got '${line}'`);
    const header = line.slice(1, -1).trim();
    if (header === 'Settings' || header === 'CustomCards') {
      if (header === 'CustomCards' && (slots.length > 0)) return fail('[CustomCards] must come before the slots');
      const value = header === 'Settings' ? bracketed(text, eol, '{', '}') : bracketed(text, eol, '[', ']');
      if (typeof value === 'string') return fail(`[${header}]: ${value}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(value.json);
      } catch (error) {
        return fail(`[${header}]: ${(error as Error).message}`);
      }
      if (header === 'Settings') {
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('[Settings] must be a JSON object');
        Object.assign(settings, parsed);
        for (const key of ['withReplacement', 'colorBalance', 'duplicateProtection', 'showSlots']) if (key in settings && typeof settings[key] !== 'boolean') return fail(`[Settings]: '${key}' must be a boolean`);
        if ('name' in settings && typeof settings.name !== 'string') return fail('[Settings]: \'name\' must be a string');
      } else {
        if (!Array.isArray(parsed)) return fail('[CustomCards] must be a JSON Array');
        for (const c of parsed) {
          if (typeof c !== 'object' || c === null) return fail('[CustomCards]: every entry must be an object');
          const problem = cardProblem(c as Record<string, unknown>, symbols);
          if (problem) return fail(problem);
        }
        cards = parsed as DraftmancerCard[];
        const seen = new Set<string>();
        for (const c of cards) {
          // A name given twice is a second printing only when its set or number differs.
          const key = `${c.name}\u0000${c.set ?? ''}\u0000${c.collector_number ?? ''}`;
          if (seen.has(key)) return fail(`[CustomCards]: duplicate card '${c.name}'`);
          seen.add(key);
        }
      }
      at = value.end;
      continue;
    }
    const sized = /^([a-zA-Z]+)\s*\((\d+)\)$/.exec(header);
    const slot = { name: sized ? sized[1] : header, perBooster: sized ? Number(sized[2]) : undefined, cards: new Map<string, number>() };
    if (slots.some((s) => s.name === slot.name)) return fail(`slot [${slot.name}] is defined twice`);
    slots.push(slot);
    at = eol + 1;
    while (at < text.length) {
      const end = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
      const entry = text.slice(at, end).trim();
      if (entry.startsWith('[')) break;
      at = end + 1;
      if (entry === '') continue;
      const m = lineRegex.exec(entry)!;
      const count = m[1] ? Number(m[1]) : 1;
      // A custom card is found by its exact name (names with parentheses included), or as `Name (SET) Number`.
      const printing = /^(.*?) \((\w+)\)(?: (\S+))?$/.exec(m[2]);
      const found = cards.some((c) => c.name === m[2])
        || (printing !== null && cards.some((c) => c.name === printing[1] && (c.set ?? '').toLowerCase() === printing[2].toLowerCase() && (printing[3] === undefined || c.collector_number === printing[3])));
      if (!found) return fail(`slot [${slot.name}]: card not found: '${entry}'`);
      slot.cards.set(m[2], (slot.cards.get(m[2]) ?? 0) + count);
    }
  }
  if (slots.length === 0) return fail('no slot defined');
  const sizedSlots = slots.filter((s) => s.perBooster !== undefined).length;
  if (sizedSlots > 0 && sizedSlots < slots.length) return fail('slots with and without a size in their header are mixed');
  if (sizedSlots === 0 && slots.length > 1 && !settings.layouts) return fail('several slots without sizes or layouts');
  const names = new Set(cards.map((c) => c.name));
  // A name is looked up among the custom cards (then Draftmancer's own database, which this reader
  // does not hold: a name outside the list is refused here, more strictly than Draftmancer does).
  for (const c of cards) for (const r of c.related_cards ?? []) if (typeof r === 'string' && !names.has(r)) return fail(`'${r}', referenced in '${c.name}' related cards, is not a valid card`);
  // Pack layouts in [Settings] (parseCardList.ts checks them): each a whole-number weight and slots
  // naming defined slots, every layout the same size; a default draft can be dealt when each slot
  // holds what the draft's packs take from it on average.
  let layouts: DraftmancerList['layouts'];
  if (settings.layouts !== undefined) {
    if (typeof settings.layouts !== 'object' || settings.layouts === null || Array.isArray(settings.layouts)) return fail('[Settings]: \'layouts\' must be an object');
    layouts = [];
    let size = -1;
    for (const [name, value] of Object.entries(settings.layouts as Record<string, unknown>)) {
      const layout = value as { weight?: unknown; slots?: unknown };
      if (typeof layout !== 'object' || layout === null || !Number.isInteger(layout.weight) || (layout.weight as number) < 1) return fail(`layout ${name}: its weight must be a whole number of at least 1`);
      if (typeof layout.slots !== 'object' || layout.slots === null) return fail(`layout ${name}: no slots`);
      const counts = new Map<string, number>();
      for (const [slot, n] of Object.entries(layout.slots as Record<string, unknown>)) {
        if (!slots.some((s) => s.name === slot)) return fail(`Layout ${name} refers to slot ${slot} which is not defined.`);
        if (!Number.isInteger(n) || (n as number) < 0) return fail(`layout ${name}: slot ${slot} takes ${String(n)} cards`);
        counts.set(slot, n as number);
      }
      const packSize = [...counts.values()].reduce((a, b) => a + b, 0);
      if (size >= 0 && packSize !== size) return fail('All layouts must contains the same total number of cards.');
      size = packSize;
      layouts.push({ name, weight: layout.weight as number, slots: counts });
    }
    if (sizedSlots > 0) return fail('Default layout (defining slot sizes in their headers) and custom layouts should not be mixed.');
  }
  const total = layouts?.reduce((n, l) => n + l.weight, 0) ?? 0;
  const perPack = (s: DraftmancerList['slots'][number]) => (layouts ? layouts.reduce((n, l) => n + (l.weight / total) * (l.slots.get(s.name) ?? 0), 0) : s.perBooster ?? (slots.length === 1 ? 15 : 0));
  const draftable = settings.withReplacement === true
    // A list of one unsized slot is a cube: 15 cards a booster.
    || slots.every((s) => [...s.cards.values()].reduce((a, b) => a + b, 0) + 1e-9 >= perPack(s) * players * boosters);
  return { ok: true, list: { settings, cards, slots, draftable, layouts } };
}
