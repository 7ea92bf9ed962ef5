/**
 * Every field of every card, compared between what a tool's reader loaded and the set cardtext
 * exported (the set model): a card that loads but loses its cost, type, text, stats, rarity or
 * number is not "loaded completely". Each function returns one line per difference.
 */
import type { ExportCard, ExportFace, ExportSet } from '../../../server/src/export/setModel.js';
import type { CockatriceCard } from './cockatrice.js';
import type { DraftmancerCard, DraftmancerFace } from './draftmancer.js';

/** A face's rules text as the tools print it: `~` as the card's name, lines joined. */
function printedText(face: ExportFace, card: ExportCard): string[] {
  const own = card.faces.length > 1 && !['split', 'aftermath', 'adventure'].includes(card.layout) ? face.name : card.faces[0].name;
  return face.text.map((line) => line.replace(/~/g, own));
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** The stats and text of one face against a Draftmancer face. */
function draftmancerFace(face: ExportFace, card: ExportCard, got: DraftmancerFace, where: string, out: string[]): void {
  // Kindred was called Tribal until 2024 (205.3m): a card written "Tribal" keeps its word.
  const printedType = (t: string) => (t === 'Kindred' && /\bTribal\b/.test(face.typeLine) ? 'Tribal' : t);
  if (!got.type.split(/\s+/).every((w) => face.typeLine.includes(w)) || !face.types.every((t) => got.type.includes(printedType(t)))) out.push(`${where}: type "${got.type}" for "${face.typeLine}"`);
  if (!face.subtypes.every((s) => (got.subtypes ?? []).includes(s))) out.push(`${where}: subtypes ${JSON.stringify(got.subtypes)} for ${JSON.stringify(face.subtypes)}`);
  for (const line of printedText(face, card)) if (!(got.oracle_text ?? '').includes(line.replace(/\s*\([^)]*\)\s*$/, '').slice(0, 40))) out.push(`${where}: the text lost "${line.slice(0, 40)}"`);
  if (!same(got.power, face.power) || !same(got.toughness, face.toughness)) out.push(`${where}: P/T ${got.power}/${got.toughness} for ${face.power}/${face.toughness}`);
  if (!same(got.loyalty, face.loyalty)) out.push(`${where}: loyalty ${got.loyalty} for ${face.loyalty}`);
}

/** The number of cost symbols, as cardtext counts them and as a tool wrote them (`{2}{W}` → 2). */
const symbolCount = (cost: string) => (cost.match(/\{[^}]+\}/g) ?? []).length;

/** Every Draftmancer field against the set: each card and token present once, with its faces, cost, rarity, set and number. */
export function draftmancerMismatches(set: ExportSet, cards: DraftmancerCard[]): string[] {
  const out: string[] = [];
  for (const card of [...set.cards, ...set.tokens]) {
    const named = cards.filter((c) => c.name === card.listedName || c.name === card.name || c.name === card.faces[0].name);
    if (named.length !== 1) {
      out.push(`${card.name}: ${named.length} entries`);
      continue;
    }
    const got = named[0];
    const front = card.faces[0];
    const costs = got.mana_cost.split(/\s*\/\/\s*/);
    if (symbolCount(costs[0]) !== front.cost.length) out.push(`${card.name}: cost ${got.mana_cost} for {${front.cost.join('}{')}}`);
    if (!card.isToken && got.rarity !== (card.rarity === 'bonus' ? 'special' : card.rarity)) out.push(`${card.name}: rarity ${got.rarity} for ${card.rarity}`);
    if (!same(got.collector_number, card.number)) out.push(`${card.name}: number ${got.collector_number} for ${card.number}`);
    if ((got.set ?? '').toLowerCase() !== set.code.toLowerCase()) out.push(`${card.name}: set ${got.set} for ${set.code}`);
    if (!same([...(got.colors ?? [])].sort().join(''), [...card.colors].sort().join(''))) out.push(`${card.name}: colours ${got.colors?.join('')} for ${card.colors.join('')}`);
    draftmancerFace(front, card, got, card.name, out);
    const related = (got.related_cards ?? []).map((r) => (typeof r === 'string' ? r : r.name));
    for (const t of card.tokens) if (!related.includes(t.listedName)) out.push(`${card.name}: no related card for its token ${t.listedName}`);
    if (card.faces.length > 1) {
      if (!got.back) out.push(`${card.name}: its second face is missing`);
      else {
        draftmancerFace(card.faces[1], card, got.back, `${card.name} (back)`, out);
        if (got.back.name !== card.faces[1].name) out.push(`${card.name}: back named "${got.back.name}"`);
        if (['split', 'aftermath', 'adventure'].includes(card.layout) && symbolCount(got.back.mana_cost ?? '') !== card.faces[1].cost.length) out.push(`${card.name}: the second half's cost ${got.back.mana_cost} for {${card.faces[1].cost.join('}{')}}`);
      }
    }
  }
  return out;
}

/**
 * Every Cockatrice field against the set: each card's entries (one per face where Cockatrice keeps
 * faces apart). Cockatrice keeps one card per name, so a later card with an earlier one's name is
 * not looked for (the export leaves it out with a warning, tested on its own).
 */
export function cockatriceMismatches(set: ExportSet, cards: Map<string, CockatriceCard>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const card of [...set.cards, ...set.tokens]) {
    if (seen.has(card.listedName.toLowerCase())) continue;
    seen.add(card.listedName.toLowerCase());
    const whole = cards.get(card.listedName);
    const entries: [ExportFace[], CockatriceCard | undefined][] = whole
      ? [[card.faces, whole]]
      : card.faces.map((f) => [[f], cards.get(f.name)]);
    for (const [faces, got] of entries) {
      const where = faces.map((f) => f.name).join(' // ');
      if (!got) {
        out.push(`${where}: no card entry`);
        continue;
      }
      const types = got.props.type ?? '';
      for (const f of faces) {
        if (!types.includes(f.typeLine.replace(/^Token /, ''))) out.push(`${where}: type "${types}" for "${f.typeLine}"`);
        for (const line of printedText(f, card)) if (!got.text.includes(line)) out.push(`${where}: the text lost "${line.slice(0, 40)}"`);
        if (f.power !== undefined && !(got.props.pt ?? '').includes(`${f.power}/${f.toughness}`)) out.push(`${where}: pt "${got.props.pt}" for ${f.power}/${f.toughness}`);
        if (f.loyalty !== undefined && !(got.props.loyalty ?? '').includes(f.loyalty)) out.push(`${where}: loyalty "${got.props.loyalty}" for ${f.loyalty}`);
        const cost = f.cost.map((b) => (b.includes('/') ? `{${b}}` : b)).join('');
        if (cost && !(got.props.manacost ?? '').includes(cost)) out.push(`${where}: manacost "${got.props.manacost}" for ${cost}`);
      }
      const entry = got.sets[0];
      if (!entry || entry.code !== set.code) out.push(`${where}: set ${entry?.code} for ${set.code}`);
      else {
        if (entry.num !== card.number) out.push(`${where}: num ${entry.num} for ${card.number}`);
        if (!card.isToken && entry.rarity !== (card.rarity === 'bonus' ? 'special' : card.rarity)) out.push(`${where}: rarity ${entry.rarity} for ${card.rarity}`);
      }
      if (got.token !== card.isToken) out.push(`${where}: token flag ${got.token}`);
    }
    for (const t of card.tokens) {
      const holder = whole ?? cards.get(card.faces[0].name);
      if (holder && !holder.related.some((r) => r.name === t.listedName)) out.push(`${card.name}: no link to its token ${t.listedName}`);
    }
  }
  return out;
}
