/**
 * The set overview as HTML with SVG charts drawn here (no charting library: plain SVG elements
 * with classes, so it shows under a strict Content-Security-Policy and needs no `eval`): totals,
 * cards per colour × rarity, the mana curve stacked by colour, card types, creatures per colour,
 * the most used keywords and diagnostics per check. Every number that stands for cards carries
 * `data-group`; the page script lists those cards when it is clicked.
 */
import { colorKeys, type ColorKey, curveKeys, rarityKeys, type SetStats } from '../stats/setStats.js';
import { esc } from './escape.js';
import { designPanels } from './designOverview.js';
import type { DesignView } from '../setDesign/designView.js';

const colorNames: Record<ColorKey, string> = {
  W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green', multicolor: 'Multicolor', colorless: 'Colorless',
};
const rarityNames: Record<string, string> = { common: 'Common', uncommon: 'Uncommon', rare: 'Rare', mythic: 'Mythic', unspecified: 'No rarity' };

/** A number that lists its cards when clicked (or plain text when it is zero). */
function groupButton(count: number, group: string, title: string): string {
  if (count === 0) return '<span class="zero">0</span>';
  return `<button type="button" class="count" data-group="${esc(group)}" data-title="${esc(title)}">${count}</button>`;
}

function swatch(color: ColorKey): string {
  return `<span class="swatch swatch-${color}"></span>`;
}

function colorRarityTable(stats: SetStats): string {
  const head = `<tr><th></th>${rarityKeys.map((r) => `<th>${rarityNames[r]}</th>`).join('')}<th>Total</th></tr>`;
  const rows = colorKeys.map((c) => {
    const cells = rarityKeys.map((r) => `<td>${groupButton(stats.colorRarity[c][r], `color-rarity:${c}:${r}`, `${colorNames[c]} ${rarityNames[r].toLowerCase()}`)}</td>`);
    return `<tr><th>${swatch(c)}${colorNames[c]}</th>${cells.join('')}<td class="total">${groupButton(stats.json.colors[c], `color:${c}`, colorNames[c])}</td></tr>`;
  });
  const totals = rarityKeys.map((r) => `<td class="total">${groupButton(stats.json.rarity[r], `rarity:${r}`, rarityNames[r])}</td>`);
  return `<table class="grid"><thead>${head}</thead><tbody>${rows.join('')}<tr class="sum-row"><th>Total</th>${totals.join('')}<td class="total">${stats.json.cards}</td></tr></tbody></table>`;
}

/** The mana curve: one stacked bar per mana value (0–7+), one segment per colour group. */
function curveChart(stats: SetStats): string {
  const width = 460;
  const height = 210;
  const top = 18;
  const bottom = 24;
  const plot = height - top - bottom;
  const slot = width / curveKeys.length;
  const bar = slot * 0.62;
  const max = Math.max(1, ...curveKeys.map((k) => colorKeys.reduce((n, c) => n + stats.curve[k][c], 0)));
  const parts: string[] = [`<line class="axis" x1="0" y1="${top + plot}" x2="${width}" y2="${top + plot}"/>`];
  curveKeys.forEach((k, i) => {
    const x = i * slot + (slot - bar) / 2;
    let y = top + plot;
    let total = 0;
    for (const c of colorKeys) {
      const n = stats.curve[k][c];
      if (n === 0) continue;
      const h = (n / max) * plot;
      y -= h;
      total += n;
      const title = `Mana value ${k}, ${colorNames[c].toLowerCase()}: ${n}`;
      parts.push(`<rect class="seg seg-${c}" x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${bar.toFixed(1)}" height="${h.toFixed(1)}" data-group="${esc(`curve:${k}:${c}`)}" data-title="${esc(`Mana value ${k}, ${colorNames[c].toLowerCase()}`)}"><title>${esc(title)}</title></rect>`);
    }
    parts.push(`<text class="bar-total" x="${(x + bar / 2).toFixed(1)}" y="${(y - 4).toFixed(1)}">${total || ''}</text>`);
    parts.push(`<text class="bar-label" x="${(x + bar / 2).toFixed(1)}" y="${height - 6}">${k}</text>`);
  });
  return `<svg class="chart curve" viewBox="0 0 ${width} ${height}" role="img" aria-label="Mana curve by color">${parts.join('')}</svg>`;
}

/** Horizontal bars for a count table (types, keywords). */
function barChart(counts: Record<string, number>, groupPrefix: string, limit: number, label: string): string {
  const entries = Object.entries(counts).slice(0, limit);
  if (entries.length === 0) return '<p class="empty">None.</p>';
  const rowHeight = 22;
  const labelWidth = 130;
  const width = 460;
  const max = Math.max(1, ...entries.map(([, n]) => n));
  const rows = entries.map(([name, n], i) => {
    const y = i * rowHeight;
    const w = Math.max(2, (n / max) * (width - labelWidth - 40));
    return `<text class="row-label" x="${labelWidth - 8}" y="${y + 15}">${esc(name)}</text>`
      + `<rect class="bar" x="${labelWidth}" y="${y + 4}" width="${w.toFixed(1)}" height="${rowHeight - 8}" data-group="${esc(`${groupPrefix}:${name}`)}" data-title="${esc(name)}"><title>${esc(`${name}: ${n}`)}</title></rect>`
      + `<text class="row-count" x="${(labelWidth + w + 6).toFixed(1)}" y="${y + 15}">${n}</text>`;
  });
  return `<svg class="chart bars" viewBox="0 0 ${width} ${entries.length * rowHeight}" role="img" aria-label="${esc(label)}">${rows.join('')}</svg>`;
}

function creaturesTable(stats: SetStats): string {
  const fmt = (n: number | null) => (n === null ? '–' : n.toFixed(2));
  const rows = colorKeys.filter((c) => stats.json.creatures[c].count > 0).map((c) => {
    const s = stats.json.creatures[c];
    return `<tr><th>${swatch(c)}${colorNames[c]}</th><td>${groupButton(s.count, `creatures:${c}`, `${colorNames[c]} creatures`)}</td><td>${fmt(s.power)}</td><td>${fmt(s.toughness)}</td></tr>`;
  });
  if (rows.length === 0) return '<p class="empty">No creatures.</p>';
  return `<table class="grid"><thead><tr><th></th><th>Creatures</th><th>Avg. power</th><th>Avg. toughness</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function diagnosticsTable(stats: SetStats): string {
  const rows = Object.entries(stats.diagnostics).map(([code, n]) => {
    const cards = stats.groups[`check:${code}`]?.length ?? 0;
    return `<tr><th><code>${esc(code)}</code></th><td>${n}</td><td>${groupButton(cards, `check:${code}`, code)}</td></tr>`;
  });
  if (rows.length === 0) return '<p class="empty">No problems found.</p>';
  return `<table class="grid"><thead><tr><th>Check</th><th>Diagnostics</th><th>Cards</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function totals(stats: SetStats): string {
  const j = stats.json;
  const creatures = colorKeys.reduce((n, c) => n + j.creatures[c].count, 0);
  const lands = j.types.Land ?? 0;
  const problems = Object.values(stats.diagnostics).reduce((a, b) => a + b, 0);
  const curveCards = curveKeys.reduce((n, k) => n + j.manaValue[k], 0);
  const item = (n: number | string, label: string) => `<div class="total-item"><b>${n}</b><span>${label}</span></div>`;
  return `<div class="totals">${item(j.cards, j.cards === 1 ? 'card' : 'cards')}${j.tokens ? item(j.tokens, j.tokens === 1 ? 'token' : 'tokens') : ''}`
    + `${item(creatures, creatures === 1 ? 'creature' : 'creatures')}${item(lands, lands === 1 ? 'land' : 'lands')}${item(curveCards, 'on the curve')}`
    + `${item(problems, problems === 1 ? 'problem' : 'problems')}</div>`;
}

/** The data the page script needs to list a group's cards: the cards once, groups as indices (the design's too). */
function clickData(stats: SetStats, design?: DesignView): string {
  const groups = { ...Object.fromEntries(Object.entries(stats.groups).map(([k, refs]) => [k, refs.map((r) => r.index)])), ...(design?.groups ?? {}) };
  return JSON.stringify({ cards: stats.cardRefs, groups });
}

/**
 * The overview's HTML (`title` is the file or workspace name shown as its heading); with `design`
 * (render/designOverview.ts `overviewDesign`), the design panels after the counts.
 */
export function renderOverview(stats: SetStats, title: string, design?: { view: DesignView; packCards: string[] }): string {
  const section = (heading: string, body: string, cls = '') => `<section class="panel ${cls}"><h2>${heading}</h2>${body}</section>`;
  return `<div class="overview" data-overview="${esc(clickData(stats, design?.view))}">`
    + `<header class="overview-head"><h1>${esc(title)}</h1>${totals(stats)}</header>`
    + '<div class="panels">'
    + section('Colors × rarity', colorRarityTable(stats))
    + section('Mana curve', `${curveChart(stats)}<div class="legend">${colorKeys.map((c) => `<span>${swatch(c)}${colorNames[c]}</span>`).join('')}</div>`)
    + section('Card types', barChart(stats.json.types, 'type', 20, 'Card types'))
    + section('Creatures per color', creaturesTable(stats))
    + section('Most used keywords', barChart(stats.json.keywords, 'keyword', 12, 'Most used keywords'))
    + section('Diagnostics per check', diagnosticsTable(stats))
    + (design ? designPanels(design.view, design.packCards) : '')
    + '</div><div class="overview-list" hidden></div></div>';
}
