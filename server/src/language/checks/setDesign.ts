/**
 * Design notes on single cards (information, never errors): a common red-flagged for complexity
 * under New World Order (setDesign/newWorldOrder.ts), and an effect in a colour that real cards
 * of that colour never have — a colour-pie bend (setDesign/effects.ts against the table
 * generated from real mono-coloured cards, data/colorPie.ts), naming the colours that do. Both
 * apply to files that are sets being designed (`@set`, `@collation` or `@skeleton`): a file of
 * loose cards, such as real cards imported to play with, gets no balance notes.
 */
import type { Card } from '../ast.js';
import { colorPie, type PiePlace } from '../data/colorPie.js';
import { effectLabel, effects, effectsOf } from '../../setDesign/effects.js';
import { redFlagsOf } from '../../setDesign/newWorldOrder.js';
import { rarityKey } from '../../stats/setStats.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

const colorName: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const rank: Record<PiePlace, number> = { primary: 0, secondary: 1, tertiary: 2, never: 3 };

function checkNewWorldOrder(card: Card, ctx: CheckContext, accept: Accept): void {
  const model = ctx.model;
  if (rarityKey(model) !== 'common') return;
  const flags = redFlagsOf(model);
  if (flags.length === 0) return;
  accept('info', codes.newWorldOrder, `a common red-flagged for New World Order: ${flags.map((f) => f.id.replace(/-/g, ' ')).join(', ')}`, card.faces[0].name.range, {
    detail: `Commons are where a game's board stays simple: New World Order asks that only about a fifth of a set's commons be red-flagged. This one is, because ${flags.map((f) => f.why).join('; and ')}. Keep it if the set has room for it, make it simpler, or move it to uncommon.`,
  });
}

function checkColorPie(card: Card, ctx: CheckContext, accept: Accept): void {
  const model = ctx.model;
  if (model.colors.length === 0) return;
  for (const id of effectsOf(model)) {
    const row = colorPie[id];
    if (!row) continue;
    if (model.colors.some((c) => row.places[c] && row.places[c] !== 'never')) continue;
    const doers = Object.entries(row.places).filter(([, p]) => p !== 'never').sort((a, b) => rank[a[1]] - rank[b[1]]);
    const colours = model.colors.map((c) => colorName[c]).join('-');
    // On the ability that does it, when one line does (else on the name).
    const effect = effects.find((e) => e.id === id);
    const ability = effect ? model.card.faces.flatMap((f) => f.abilities.flatMap((a) => [...a.modes, a])).find((a) => effect.pattern.test(a.text.toLowerCase().replace(/\([^)]*\)/g, ' '))) : undefined;
    const range = ability?.range ?? model.card.faces.flatMap((f) => f.abilities).find((a) => a.abilityKind === 'keyword' && id === `keyword:${a.keyword}`)?.range ?? card.faces[0].name.range;
    // Who does it: the primary and secondary colours, then the tertiary ones as "rarely".
    const and = (list: string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);
    const main = doers.filter(([, p]) => p !== 'tertiary').map(([c]) => colorName[c]);
    const rarely = doers.filter(([, p]) => p === 'tertiary').map(([c]) => colorName[c]);
    const who = main.length ? `; ${and(main)} do${main.length === 1 ? 'es' : ''} it${rarely.length ? `, ${and(rarely)} rarely` : ''}` : rarely.length ? `; only ${and(rarely)}, rarely` : '';
    accept('info', codes.colorPieBend, `${effectLabel(id)}: a colour-pie bend for ${colours}${who}`, range, {
      detail: `Places in the colour pie (from real mono-coloured cards): ${doers.map(([c, p]) => `${colorName[c]} ${p}`).join(', ') || 'none'}. Real mono-coloured cards that do it (${effectLabel(id)}): ${Object.entries(row.counts).map(([c, n]) => `${n} ${colorName[c]}`).join(', ')}; ${colours} never does (fewer than 3 % of them, or a single card). A bend can be right for a set's theme; it is said so that it is a choice.`,
    });
  }
}

/** Both notes, for the cards of a set being designed (one registered check: most files are not sets, and it returns at once). */
function checkDesignNotes(card: Card, ctx: CheckContext, accept: Accept): void {
  if (!ctx.declarations.isSet || ctx.model.isToken || ctx.model.isEmblem) return;
  checkNewWorldOrder(card, ctx, accept);
  checkColorPie(card, ctx, accept);
}

registerChecks({ Card: [checkDesignNotes] });
