/**
 * A set's own keyword written without its reminder text on some cards ("Flashfire {3}{R}") and with it on others: a
 * keyword means one thing in its set, so the reminder text its other cards give it stands for it where it is left off,
 * as a declaration's template (`@keyword Nourish N (…)`) does.
 */
import type { CardsDocument } from '../document.js';
import type { Declarations } from './symbols.js';

/** One reading per parsed document: hover asks for it on every ability it explains. */
const cache = new WeakMap<CardsDocument, Declarations>();

/**
 * `doc`'s declarations with, for each of its own keywords that has no declared template, the reminder text its cards
 * give it — only when every card that gives one gives the same words, and those name no cost or number (`{2}`, `two`),
 * the keyword is never written with a parameter (a reminder of "Kindle 2" would say two where another says three), and
 * either no card gives it a cost or every card does and the reminder says what the cost is for ("its emberback cost"):
 * a reminder that says nothing of a cost would drop the one a card writes (`Stoneskin—Discard a card.`).
 */
export function withSharedReminders(doc: CardsDocument): Declarations {
  let found = cache.get(doc);
  if (!found) cache.set(doc, (found = sharedReminders(doc)));
  return found;
}

function sharedReminders(doc: CardsDocument): Declarations {
  const declared = doc.declarations;
  const seen = new Map<string, Set<string>>();
  const parameterized = new Set<string>();
  const costed = new Set<string>();
  const uncosted = new Set<string>();
  for (const chunk of doc.chunks) {
    for (const a of chunk.model?.abilities ?? []) {
      const ability = a.ability;
      if (ability.abilityKind !== 'keyword' || ability.rule) continue;
      const key = ability.keyword.toLowerCase();
      if (!declared.keywords.has(key) || declared.keywordReminders?.has(key)) continue;
      if (ability.parameter?.trim()) parameterized.add(key);
      (ability.cost ? costed : uncosted).add(key);
      const reminder = ability.effect.reminders[0]?.text.replace(/^\(|\)$/g, '').trim();
      if (reminder) seen.set(key, (seen.get(key) ?? new Set()).add(reminder));
    }
  }
  const costFits = (key: string, text: string) => !costed.has(key) || (!uncosted.has(key) && /\bcost\b/i.test(text));
  const shared = [...seen].filter(([key, texts]) => {
    const text = [...texts][0];
    return texts.size === 1 && !parameterized.has(key) && costFits(key, text) && !/\{|\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(text) && !/\bX\b/.test(text);
  });
  if (shared.length === 0) return declared;
  return { ...declared, keywordReminders: new Map([...(declared.keywordReminders ?? []), ...shared.map(([key, texts]): [string, string] => [key, [...texts][0]])]) };
}
