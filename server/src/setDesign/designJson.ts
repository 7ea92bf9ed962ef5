/**
 * The design view as `cardtext stats --format json` prints it (`design`): colour pairs, the
 * skeleton (or the set against a typical one), New World Order and colour-pie bends, with cards
 * by name; and as the lines of `stats`' table. Pure.
 */
import { pairName } from './colorPairs.js';
import type { DesignView } from './designView.js';
import { groupNames } from './skeleton.js';

/** `stats --format json`'s `design`. */
export interface DesignJson {
  collation: string;
  collationProblem: string | null;
  pairs: { pair: string; gold: Record<string, number>; signposts: string[]; playables: number; callouts: string[] }[];
  commons: Record<string, { cards: number; creatures: number; removal: number }>;
  skeleton: { planned: number; filled: number; empty: string[]; unplaced: string[] } | null;
  /** Without a plan: groups and rarities far from a typical retail set of the size (under 60 % or over 160 %). */
  shapeCallouts: { group: string; rarity: string; actual: number; typical: number }[];
  newWorldOrder: { commons: number; flagged: number; perColor: Record<string, { commons: number; flagged: number }>; cards: { name: string; reasons: string[] }[] };
  colorPieBends: { name: string; colors: string; effects: string[] }[];
}

/** The view as JSON (see DesignJson). */
export function designJson(view: DesignView): DesignJson {
  const nwo = view.nwo;
  return {
    collation: view.collation,
    collationProblem: view.collationProblem ?? null,
    pairs: view.pairs.pairs.map((p) => ({ pair: p.pair, gold: p.gold, signposts: p.signposts.map((c) => c.model.card.name), playables: p.playables, callouts: p.callouts })),
    commons: view.pairs.commons,
    skeleton: view.skeleton ? {
      planned: view.skeleton.slots.length,
      filled: view.skeleton.slots.filter((s) => s.card).length,
      empty: view.skeleton.slots.filter((s) => !s.card).map((s) => s.slot.code),
      unplaced: view.skeleton.unplaced.map((c) => c.model.card.name),
    } : null,
    shapeCallouts: (view.shape ?? []).filter((s) => s.typical >= 2 && (s.actual < s.typical * 0.6 || s.actual > s.typical * 1.6)),
    newWorldOrder: {
      commons: Object.values(nwo.perColor).reduce((n, v) => n + v.commons, 0),
      flagged: Object.values(nwo.perColor).reduce((n, v) => n + v.flagged, 0),
      perColor: Object.fromEntries(Object.entries(nwo.perColor).filter(([, v]) => v.commons > 0)),
      cards: nwo.flagged.map((f) => ({ name: f.card.model.card.name, reasons: f.reasons })),
    },
    colorPieBends: view.bends.map((b) => ({ name: b.card.model.card.name, colors: b.card.model.colors.join(''), effects: b.effects })),
  };
}

/** The design part of `stats`' table: a line per subject, call-outs named. */
export function designLines(json: DesignJson): string {
  const lines: string[] = [];
  lines.push(`colour pairs: ${json.pairs.map((p) => `${p.pair} ${p.signposts.length}`).join(', ')} signpost uncommons`);
  const unsigned = json.pairs.filter((p) => p.signposts.length === 0).map((p) => pairName(p.pair));
  if (unsigned.length) lines.push(`  no gold uncommon signposts ${unsigned.join(', ')}`);
  for (const p of json.pairs) {
    const other = p.callouts.filter((c) => !c.startsWith('no gold uncommon'));
    if (other.length) lines.push(`  ${pairName(p.pair)}: ${other.join('; ')}`);
  }
  if (json.skeleton) lines.push(`skeleton: ${json.skeleton.filled} of ${json.skeleton.planned} slots filled${json.skeleton.empty.length ? `; empty ${json.skeleton.empty.slice(0, 12).join(' ')}${json.skeleton.empty.length > 12 ? ' …' : ''}` : ''}${json.skeleton.unplaced.length ? `; ${json.skeleton.unplaced.length} cards without a slot` : ''}`);
  else if (json.shapeCallouts.length) lines.push(`against a typical set of its size: ${json.shapeCallouts.map((s) => `${groupNames[s.group]} ${s.rarity} ${s.actual} (typical ${s.typical})`).join(', ')}`);
  const n = json.newWorldOrder;
  if (n.commons > 0) lines.push(`New World Order: ${n.flagged} of ${n.commons} commons red-flagged (${Math.round((100 * n.flagged) / n.commons)} %)${n.cards.length ? `: ${n.cards.slice(0, 8).map((c) => c.name).join(', ')}${n.cards.length > 8 ? ' …' : ''}` : ''}`);
  lines.push(`colour-pie bends: ${json.colorPieBends.length === 0 ? 'none' : json.colorPieBends.map((b) => `${b.name} (${b.colors}: ${b.effects.join(', ')})`).join('; ')}`);
  return `${lines.join('\n')}\n`;
}
