/**
 * File-wide design diagnostics: a `@collation` whose packs the set can't fill without repeating a
 * card (on the directive's line), and `Slot:` fields that name a slot the `@skeleton` does not
 * plan, one another card fills, or one of another colour or rarity (on the field). The directives'
 * own syntax is checked with the others (declarations.ts). Pure; reads the whole document.
 */
import type { CardsDocument } from '../language/document.js';
import { type CardDiagnostic, codes, makeDiagnostic } from '../language/checks/index.js';
import { fillProblem, readCollation } from './collation.js';
import { designCards, poolsOf } from './designCards.js';
import { fillSkeleton, setSkeleton } from './skeleton.js';

/** True if the file's directives plan packs or slots (then its file-wide results depend on every card). */
export function hasDesignDirectives(doc: Pick<CardsDocument, 'directives'>): boolean {
  return doc.directives.some((d) => d.name === 'collation' || d.name === 'skeleton');
}

const skeletonDetail = 'The @skeleton lines plan the set\'s slots: a rarity letter (C U R M), a group (W U B R G, M gold, A colourless, L land) and a number, like CW01. A card names its slot with "Slot: CW01", or leaves the field out to take the first empty slot of its colour and rarity; each slot holds one card.';

/** The file's collation and skeleton diagnostics (see the module comment). */
export function designDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  if (!hasDesignDirectives(doc)) return [];
  const out: CardDiagnostic[] = [];
  const cards = designCards(doc.models);
  const pools = poolsOf(cards);
  const named = new Map<string, number>();
  for (const d of doc.directives) {
    if (d.name !== 'collation') continue;
    const read = readCollation(d.value);
    if ('problem' in read) continue;
    const collation = 'builtIn' in read ? read.builtIn : read;
    const earlier = named.get(collation.name.toLowerCase());
    if (earlier !== undefined) {
      out.push(makeDiagnostic(codes.invalidDirective, `@collation ${collation.name} is declared twice (first on line ${earlier + 1}); name this one differently`, d.range));
      continue;
    }
    named.set(collation.name.toLowerCase(), d.range.start.line);
    const problem = fillProblem(collation, pools);
    if (problem) out.push(makeDiagnostic(codes.unfillableCollation, problem, d.range, { detail: `Packs are opened without replacement (no card twice in a pack), so each slot needs as many different cards of its rarity as a pack can take. Add cards of that rarity, make the slot smaller, or give it weights that the set can fill.` }));
  }
  const plan = setSkeleton(doc.directives);
  if (plan) {
    for (const p of plan.problems) out.push(makeDiagnostic(codes.skeletonSlot, p.message, p.directive.range, { detail: skeletonDetail }));
    for (const p of fillSkeleton(plan.slots, cards).problems) {
      const field = p.card.model.card.faces[0]?.fields.find((f) => f.label.toLowerCase() === 'slot');
      out.push(makeDiagnostic(codes.skeletonSlot, p.message, field?.range ?? p.card.model.card.faces[0].name.range, { card: p.card.model.card.name, detail: skeletonDetail }));
    }
  }
  return out;
}
