/**
 * The design panels of the set overview (setDesign/designView.ts): a sample pack drawn as cards,
 * the as-fan, the colour pairs with their signposts and call-outs, the skeleton, the New World
 * Order red flags of the commons and the colour-pie bends. Numbers that stand for cards carry
 * `data-group` (the page script lists them); every string is escaped.
 */
import { designView, type DesignView } from '../setDesign/designView.js';
import type { Directive } from '../language/ast.js';
import type { Declarations } from '../language/model/symbols.js';
import type { SetEntry } from '../stats/setStats.js';
import { renderCard } from './card.js';
import { pairName } from '../setDesign/colorPairs.js';
import { groupNames } from '../setDesign/skeleton.js';
import { esc } from './escape.js';

const button = (count: number, group: string, title: string) => (count === 0 ? '<span class="zero">0</span>'
  : `<button type="button" class="count" data-group="${esc(group)}" data-title="${esc(title)}">${count}</button>`);
const fixed = (n: number) => n.toFixed(2);
const colorWord: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green', multicolor: 'Multicolor', colorless: 'Colorless' };

function packPanel(view: DesignView, cards: string[]): string {
  if (view.collationProblem) return `<p class="empty">No sample pack: ${esc(view.collationProblem)}.</p>`;
  if (cards.length === 0) return '<p class="empty">No cards to open a pack from.</p>';
  return `<p class="note">One ${esc(view.collation)} booster, opened with the seed "overview" (<code>cardtext boosters --seed overview</code> opens the same).</p><div class="sample-pack">${cards.join('')}</div>`;
}

function asFanPanel(view: DesignView): string {
  const f = view.asFan;
  const row = (r: Record<string, number>, label: (k: string) => string, limit = 20) => Object.entries(r).slice(0, limit)
    .map(([k, v]) => `<tr><th>${esc(label(k))}</th><td>${fixed(v)}</td></tr>`).join('');
  return `<p class="note">Expected cards per ${esc(f.collation)} pack (${f.packSize.toFixed(1)} cards), computed from the collation and the set's cards of each rarity.</p>`
    + '<div class="columns">'
    + `<table class="grid"><thead><tr><th>Colour</th><th>As-fan</th></tr></thead><tbody>${row(f.colors, (k) => colorWord[k] ?? k)}</tbody></table>`
    + `<table class="grid"><thead><tr><th>Rarity</th><th>As-fan</th></tr></thead><tbody>${row(f.rarity, (k) => k)}</tbody></table>`
    + `<table class="grid"><thead><tr><th>Card type</th><th>As-fan</th></tr></thead><tbody>${row(f.types, (k) => k, 8)}</tbody></table>`
    + `<table class="grid"><thead><tr><th>Keyword</th><th>As-fan</th></tr></thead><tbody>${row(f.keywords, (k) => k, 8) || '<tr><td>none</td></tr>'}</tbody></table>`
    + `<table class="grid"><thead><tr><th>Colour pair</th><th>As-fan</th></tr></thead><tbody>${row(Object.fromEntries(Object.entries(f.pairs).filter(([, v]) => v > 0)), (k) => pairName(k)) || '<tr><td>no gold cards</td></tr>'}</tbody></table>`
    + '</div>';
}

function pairsPanel(view: DesignView): string {
  const rows = view.pairs.pairs.map((p) => `<tr${p.callouts.length ? ' class="callout"' : ''}><th>${esc(pairName(p.pair))}</th>`
    + `<td>${button(p.gold.common + p.gold.uncommon + p.gold.rare + p.gold.mythic, `pair:${p.pair}`, `${pairName(p.pair)} gold cards`)}</td>`
    + `<td>${p.gold.common} / ${p.gold.uncommon} / ${p.gold.rare} / ${p.gold.mythic}</td>`
    + `<td>${button(p.signposts.length, `signposts:${p.pair}`, `${pairName(p.pair)} signposts`)}</td><td>${p.playables}</td>`
    + `<td>${esc(p.callouts.join('; '))}</td></tr>`);
  const commons = Object.entries(view.pairs.commons).map(([c, v]) => `<tr><th>${esc(colorWord[c])}</th><td>${v.cards}</td><td>${v.creatures}</td><td>${v.removal}</td></tr>`);
  return '<div class="columns">'
    + `<table class="grid pairs"><thead><tr><th>Pair</th><th>Gold</th><th>C / U / R / M</th><th>Signposts</th><th>Playables (C+U)</th><th>Call-out</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    + `<table class="grid"><thead><tr><th>Commons</th><th>Cards</th><th>Creatures</th><th>Removal</th></tr></thead><tbody>${commons.join('')}</tbody></table>`
    + '</div>';
}

function skeletonPanel(view: DesignView): string {
  if (view.skeleton) {
    const s = view.skeleton;
    const filled = s.slots.filter((x) => x.card).length;
    const empty = s.slots.filter((x) => !x.card).map((x) => x.slot.code);
    const byGroup = Object.keys(groupNames).map((g) => {
      const mine = s.slots.filter((x) => x.slot.group === g);
      if (mine.length === 0) return '';
      const cells = (['common', 'uncommon', 'rare', 'mythic'] as const).map((r) => {
        const planned = mine.filter((x) => x.slot.rarity === r);
        const done = planned.filter((x) => x.card).length;
        return `<td>${planned.length ? `${button(done, `skeleton:${g}:${r}`, `${groupNames[g]} ${r} slots filled`)} / ${planned.length}` : '–'}</td>`;
      });
      return `<tr><th>${esc(groupNames[g])}</th>${cells.join('')}</tr>`;
    }).join('');
    return `<p class="note">${filled} of ${s.slots.length} planned slots filled; ${s.unplaced.length ? `${button(s.unplaced.length, 'skeleton:unplaced', 'cards outside the plan')} cards have no slot left` : 'every card has a slot'}.</p>`
      + `<table class="grid"><thead><tr><th>Group</th><th>Common</th><th>Uncommon</th><th>Rare</th><th>Mythic</th></tr></thead><tbody>${byGroup}</tbody></table>`
      + (empty.length ? `<p class="note">Empty: ${esc(empty.slice(0, 40).join(' '))}${empty.length > 40 ? ` … ${empty.length - 40} more` : ''}</p>` : '');
  }
  const rows = Object.keys(groupNames).map((g) => {
    const cells = (['common', 'uncommon', 'rare', 'mythic'] as const).map((r) => {
      const x = view.shape!.find((s) => s.group === g && s.rarity === r)!;
      const off = x.typical >= 2 && (x.actual < x.typical * 0.6 || x.actual > x.typical * 1.6) ? ' class="callout"' : '';
      return `<td${off}>${button(x.actual, `shape:${g}:${r}`, `${groupNames[g]} ${r}`)} <span class="typical">/ ${x.typical}</span></td>`;
    });
    return `<tr><th>${esc(groupNames[g])}</th>${cells.join('')}</tr>`;
  }).join('');
  return '<p class="note">No <code>@skeleton</code>: the set against a typical retail set of its size (its cards / typical).</p>'
    + `<table class="grid"><thead><tr><th>Group</th><th>Common</th><th>Uncommon</th><th>Rare</th><th>Mythic</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function nwoPanel(view: DesignView): string {
  const n = view.nwo;
  const total = Object.values(n.perColor).reduce((a, b) => a + b.commons, 0);
  const flagged = Object.values(n.perColor).reduce((a, b) => a + b.flagged, 0);
  if (total === 0) return '<p class="empty">No commons (cards need a Rarity: line).</p>';
  const rows = Object.entries(n.perColor).filter(([, v]) => v.commons > 0).map(([g, v]) => `<tr><th>${esc(groupNames[g])}</th><td>${button(v.flagged, `nwo:${g}`, `red-flagged ${groupNames[g]} commons`)} / ${v.commons}</td><td>${Math.round((100 * v.flagged) / v.commons)} %</td></tr>`);
  const list = n.flagged.slice(0, 12).map((f) => `<li><b>${esc(f.card.model.card.name)}</b> — ${esc(f.reasons.join(', '))}</li>`).join('');
  return `<p class="note">${button(flagged, 'nwo', 'red-flagged commons')} of ${total} commons red-flagged (${Math.round((100 * flagged) / total)} %; New World Order asks for about a fifth at most).</p>`
    + `<table class="grid"><thead><tr><th>Group</th><th>Red-flagged</th><th>Share</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    + (list ? `<ul class="flag-list">${list}</ul>` : '');
}

function piePanel(view: DesignView): string {
  if (view.bends.length === 0) return '<p class="empty">No colour-pie bends.</p>';
  const list = view.bends.slice(0, 12).map((b) => `<li><b>${esc(b.card.model.card.name)}</b> (${esc(b.card.model.colors.join('') || 'colorless')}) — ${esc(b.effects.join(', '))}</li>`).join('');
  return `<p class="note">${button(view.bends.length, 'bends', 'colour-pie bends')} cards do what real cards of their colours never do.</p><ul class="flag-list">${list}</ul>`;
}

/** The design panels, in the overview's panel grid; `packCards` is the sample pack's card HTML. */
export function designPanels(view: DesignView, packCards: string[]): string {
  const section = (heading: string, body: string, cls = '') => `<section class="panel ${cls}"><h2>${heading}</h2>${body}</section>`;
  return section('Sample pack', packPanel(view, packCards), 'wide')
    + section('As-fan', asFanPanel(view), 'wide')
    + section('Colour pairs', pairsPanel(view), 'wide')
    + section('Skeleton', skeletonPanel(view))
    + section('New World Order (commons)', nwoPanel(view))
    + section('Colour pie', piePanel(view));
}

/** The overview's design part for some entries: the view, and its sample pack as card HTML (no diagnostics drawn). */
export function overviewDesign(entries: readonly SetEntry[], directives: readonly Directive[], declarations?: Declarations): { view: DesignView; packCards: string[] } {
  const view = designView(entries, directives);
  return { view, packCards: view.samplePack.map((c) => renderCard(c.card.model, { declarations })) };
}
