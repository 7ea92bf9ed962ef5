/**
 * `shadows-rules-word` (info): a word the set uses as its own that is also a word of the rules for
 * something else — a subtype of another card type used so on two or more cards (`Artifact — Aura`,
 * 205.3d), a keyword line named like a keyword action (`Connive 2 (…)`, 701) or one slip from a
 * keyword (`Encor 2 (…)`), with reminder text of its own, on two or more cards. The set means it, so
 * it is no error; the note says once, on its first use, that the rules' word means something else
 * there (a reader, another tool or a judge will read the rules' one). Declaring the word
 * (`@subtype Artifact Aura`, `@keyword Connive N (…)`) says it is meant, and the note goes.
 * This check looks across the whole file, so it runs with the file-wide checks.
 */
import type { Range } from '../ast.js';
import type { CardsDocument } from '../document.js';
import { normalize } from '../model/cardModel.js';
import { codes } from './codes.js';
import { echo } from '../userText.js';
import { type CardDiagnostic, makeDiagnostic } from './registry.js';
import type { VocabularyWord } from '../vocabulary.js';

/** Where a set's word is first used (a subtype on a type line, a keyword at the start of its line), with the card. */
function firstUse(doc: CardsDocument, w: VocabularyWord): { range: Range; card: string } | undefined {
  const key = normalize(w.word);
  for (const model of doc.models) {
    for (const [i, face] of model.faces.entries()) {
      const ast = model.card.faces[i];
      if (w.kind === 'subtype') {
        const node = ast?.typeLine?.subtypes.find((s) => normalize(s.text) === key);
        const ofType = face.types.some((t) => t.toLowerCase() === w.type) || (w.type === 'creature' && face.types.includes('Kindred'));
        if (node && ofType) return { range: node.range, card: model.card.name };
      } else if (w.kind === 'keyword') {
        const ability = ast?.abilities.find((a) => a.abilityKind === 'keyword' && normalize(a.keyword) === key);
        if (ability && ability.abilityKind === 'keyword') return { range: ability.keywordRange, card: model.card.name };
      }
    }
  }
  return undefined;
}

/** One note a shadowing word of the set's own, on its first use. */
export function shadowDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  const out: CardDiagnostic[] = [];
  for (const w of doc.vocabulary) {
    if (!w.shadows) continue;
    const at = firstUse(doc, w);
    if (!at) continue;
    const own = w.kind === 'subtype' ? `${w.type} type` : 'keyword';
    const word = echo(w.word, 30);
    out.push(makeDiagnostic(codes.shadowsRulesWord, `${word} is the set's own ${own} (${w.cards} cards); ${w.shadows.what} (${w.shadows.rule})`, at.range, {
      card: at.card, rule: w.shadows.rule,
      detail: `${echo(w.word)} is used as ${w.kind === 'subtype' ? `a ${w.type} type` : 'a keyword line with reminder text of its own'} on ${w.cards} cards of this set, so cardtext takes it as the set's own word rather than a mistake; but ${w.shadows.what}, and players, other tools and judges may read it so. If that is meant, declare it before the first card to say so (${w.kind === 'subtype' ? `"@subtype ${w.type!.charAt(0).toUpperCase()}${w.type!.slice(1)} ${echo(w.word)}"` : `"@keyword ${echo(w.word)} …"`}); else rename it.`,
    }));
  }
  return out;
}
