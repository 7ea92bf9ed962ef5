/**
 * What the editor's preview and overview show, as data a language server can send: the card
 * under the cursor rendered with its diagnostics, and a set's overview. Pure: the shell says how
 * an art path becomes a file (and the client, how a file becomes something its webview may load).
 */
import { setInfoOf } from '../language/setInfo.js';
import type { Position } from '../language/ast.js';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CardModel } from '../language/model/cardModel.js';
import { computeSetStats, type SetEntry, type StatsJson } from '../stats/setStats.js';
import { documentEntries } from '../stats/documentEntries.js';
import { renderCard } from './card.js';
import { esc } from './escape.js';
import { renderOverview } from './overview.js';
import { overviewDesign } from './designOverview.js';
import { customSymbolCss } from './symbols.js';
import { rarityFilters } from './setSymbol.js';
import { comparedCardOf } from '../language/precedent/customCard.js';
import type { ComparedCard } from '../language/precedent/normalize.js';
import type { Precedent } from '../language/precedent/similarIndex.js';

/** The `cardtext/renderCard` result. */
export interface CardPreview {
  uri: string;
  version: number;
  /** The card's full name and first line (0-based); absent when the document has no card. */
  card?: string;
  line?: number;
  /** The card's HTML (or a short note when there is no card); classes only, all text escaped. */
  html: string;
  /** Stylesheet rules for the file's custom symbols. */
  css: string;
  /** Art keys used in the HTML (`data-art`) → the art's file path, for the client to load if it may. */
  art: Record<string, string>;
  diagnostics: { code: string; severity: string; message: string; range: CardDiagnostic['range'] }[];
}

/** The card at a line: the one whose lines hold it, else the nearest card above it, else the first. */
export function cardAtLine(models: CardModel[], line: number): CardModel | undefined {
  let lo = 0;
  let hi = models.length - 1;
  let best: CardModel | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (models[mid].card.range.start.line <= line) {
      best = models[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best ?? models[0];
}

/**
 * The card under `position`, rendered with its diagnostics listed under it. `artFile` turns an
 * `Art:` path into the file it names (undefined: the art box shows the path).
 */
export function cardPreview(doc: CardsDocument, diagnostics: CardDiagnostic[], position: Position, artFile: (path: string) => string | undefined, precedent?: (card: ComparedCard) => Precedent[] | undefined): CardPreview {
  const base = { uri: doc.uri, version: doc.version, css: customSymbolCss(doc.declarations), art: {} as Record<string, string> };
  const model = cardAtLine(doc.models, position.line);
  if (!model) return { ...base, html: '<p class="preview-empty">This file has no card yet.</p>', diagnostics: [] };
  const { start, end } = model.card.range;
  const own = diagnostics.filter((d) => d.range.start.line >= start.line && d.range.start.line <= end.line);
  const resolveArt = (path: string) => {
    const file = artFile(path);
    if (!file) return undefined;
    const key = String(Object.keys(base.art).length);
    base.art[key] = file;
    return { key };
  };
  const info = setInfoOf(doc.directives);
  const setSymbol = info.symbol !== undefined ? resolveArt(info.symbol) : undefined;
  const card = renderCard(model, {
    declarations: doc.declarations,
    diagnostics: own,
    problems: 'list',
    setCode: info.code,
    setSymbol,
    resolveArt,
  });
  // The symbol's rarity colours are SVG filters the page must hold (setSymbol.ts).
  const found = model.isToken || model.isEmblem ? undefined : precedent?.(comparedCardOf(model));
  const html = `${setSymbol ? rarityFilters() : ''}${card}${found ? precedentHtml(found, model.card.name) : ''}`;
  return {
    ...base, card: model.card.name, line: start.line, html,
    diagnostics: own.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: d.range })),
  };
}

/** "Has this been printed?": the nearest real cards under the preview's card (every string escaped). */
export function precedentHtml(found: Precedent[], name: string): string {
  if (found.length === 0) return '<section class="precedent"><h3>Has this been printed?</h3><p>No real card is near it.</p></section>';
  const items = found.map((p) => `<li><b>${esc(p.card.name)}</b> <span class="precedent-card">${esc(p.card.manaCost || 'no cost')} · ${esc(p.card.typeLine)}</span>`
    + `<span class="precedent-differences">${esc(p.differences.join('; '))}</span>${p.strictly ? `<em class="precedent-${p.strictly}">${esc(name)} is strictly ${p.strictly}</em>` : ''}</li>`);
  return `<section class="precedent"><h3>Has this been printed? The nearest real cards</h3><ol>${items.join('')}</ol></section>`;
}

/** The `cardtext/setOverview` result. */
export interface SetOverview {
  title: string;
  html: string;
  css: string;
  stats: StatsJson;
}

/** The overview of some documents (one file, or the workspace's). */
export function setOverview(docs: { doc: CardsDocument; diagnostics: CardDiagnostic[] }[], title: string): SetOverview {
  const entries: SetEntry[] = docs.flatMap(({ doc, diagnostics }) => documentEntries(doc, diagnostics));
  const stats = computeSetStats(entries);
  const design = overviewDesign(entries, docs.flatMap(({ doc }) => doc.directives), docs[0]?.doc.declarations);
  const html = entries.length > 0 ? renderOverview(stats, title, design) : `<p class="preview-empty">${esc(title)} has no cards yet.</p>`;
  return { title, html, css: docs.map(({ doc }) => customSymbolCss(doc.declarations)).join('\n'), stats: stats.json };
}
