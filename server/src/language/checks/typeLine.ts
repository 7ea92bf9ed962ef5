/**
 * The type line: card types and supertypes (205.2a, 205.4a), subtypes that belong to the card's
 * types (205.3d), and the long dash before the subtypes.
 */
import type { TypeLine } from '../ast.js';
import { cardTypes, subtypesByType, supertypes } from '../data/rulesData.js';
import { declaredSubtypeKeys, normalize } from '../model/cardModel.js';
import { formerCreatureTypes } from '../data/formerNames.js';
import { codes } from './codes.js';
import { closest } from './spelling.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { echo } from '../userText.js';

/** Lower-cased subtype → the card types it belongs to. */
const typesOfSubtype = new Map<string, string[]>();
for (const [type, subs] of Object.entries(subtypesByType)) {
  for (const s of subs) {
    const key = normalize(s);
    typesOfSubtype.set(key, [...(typesOfSubtype.get(key) ?? []), type]);
  }
}

function checkTypes(typeLine: TypeLine, ctx: CheckContext, accept: Accept): void {
  const face = ctx.face;
  for (const word of face.unknownTypeWords) {
    const guess = closest(word.text, [...cardTypes, ...supertypes]);
    accept('error', codes.unknownType, `"${echo(word.text, 30)}" is not a card type or supertype${guess ? ` — did you mean ${guess}?` : ''} (205.2a)`, word.range, {
      detail: `Card types: ${cardTypes.join(', ')}; supertypes: ${supertypes.join(', ')} (205.2a, 205.4a).`,
      fixes: guess ? [{ title: `Replace with ${guess}`, edits: [{ range: word.range, newText: guess }] }] : undefined,
    });
  }
  for (const { node, current } of face.obsoleteTypeWords) {
    accept('info', codes.obsoleteType, `"${echo(node.text, 30)}" is now ${current} (308.3)`, node.range, {
      detail: `"${echo(node.text)}" is the old name of the ${current} card type; cards printed with it now read ${current}.`,
      fixes: [{ title: `Replace with ${current}`, edits: [{ range: node.range, newText: current }] }],
    });
  }
  if (face.types.length === 0 && face.unknownTypeWords.length === 0 && !face.isEmblem) {
    const what = typeLine.types.length > 0
      ? 'supertypes but no card type on the type line'
      : `"${echo(typeLine.text, 30)}" has no card type — is the type line missing?`;
    const line = typeLine.types.length > 0 ? '' : `The line after the name should be the type line, but "${echo(typeLine.text)}" has no card type in it. `;
    accept('error', codes.missingCardType, `${what} (205.2a)`, typeLine.range,
      { detail: `${line}Every card has at least one card type: ${cardTypes.join(', ')}.` });
  }
  if (typeLine.dash && typeLine.dash.text !== '—') {
    accept('warning', codes.dashStyle, `write "—" between types and subtypes, not "${typeLine.dash.text}" (205.3b)`, typeLine.dash.range, {
      detail: 'The type line separates card types from subtypes with the long dash "—", not a hyphen.',
      fixes: [{ title: 'Replace with —', edits: [{ range: typeLine.dash.range, newText: '—' }] }],
    });
  }
  checkSubtypes(typeLine, ctx, accept);
}

/** Normalised subtypes per card type, built once. */
const allowedByType = new Map(Object.entries(subtypesByType).map(([type, subs]) => [type, new Set(subs.map(normalize))]));

function checkSubtypes(typeLine: TypeLine, ctx: CheckContext, accept: Accept): void {
  const face = ctx.face;
  // An emblem's subtypes name its planeswalker (114.1): they are planeswalker types.
  const types = face.isEmblem ? ['Planeswalker'] : face.types;
  // Plane names are no subtypes to check; a card type the set invents has whatever subtypes the set gives it.
  if (types.length === 0 || types.includes('Plane') || types.some((t) => ctx.declarations.cardTypes?.has(t.toLowerCase()))) return;
  // Kindred (Tribal) subtypes are creature types (308.3): a declared creature type counts there too.
  const declaredFor = (type: string) => [...(ctx.declarations.subtypes.get(type.toLowerCase()) ?? []), ...(type === 'Kindred' ? ctx.declarations.subtypes.get('creature') ?? [] : [])];
  const allows = (key: string) => types.some((type) => allowedByType.get(type)?.has(key)
    || declaredSubtypeKeys(ctx.declarations, type).has(key) || (type === 'Kindred' && declaredSubtypeKeys(ctx.declarations, 'creature').has(key)));
  let wordIndex = 0;
  for (const subtype of face.subtypes) {
    const words = subtype.split(' ').length;
    const nodes = typeLine.subtypes.slice(wordIndex, wordIndex + words);
    wordIndex += words;
    if (nodes.length === 0) continue;
    const range = { start: nodes[0].range.start, end: nodes[nodes.length - 1].range.end };
    const key = normalize(subtype);
    if (allows(key)) continue;
    const owners = typesOfSubtype.get(key);
    const former = Object.entries(formerCreatureTypes).find(([old]) => normalize(old) === key)?.[1];
    if (former && (types.includes('Creature') || types.includes('Kindred'))) {
      accept('info', codes.obsoleteSubtype, `${echo(subtype, 30)} is now ${former} (205.3f)`, range, {
        detail: `${echo(subtype)} is a creature type that Oracle updates folded into ${former}; cards printed with it now read ${former}.`,
        fixes: [{ title: `Replace with ${former}`, edits: [{ range, newText: former }] }],
      });
    } else if (owners) {
      accept('error', codes.subtypeMismatch,
        `${echo(subtype, 30)} is ${article(owners[0])} ${owners.map((o) => o.toLowerCase()).join('/')} type, but this card is not ${article(owners[0])} ${owners[0].toLowerCase()} (205.3d)`,
        range, { detail: "An object can't have a subtype that doesn't correspond to one of its types: add the card type, or pick a subtype of this card's types." });
    } else {
      // The set's own subtypes first (declared or used on its cards): a typo of one is likelier in its own set.
      const candidates = [...types.flatMap((t) => declaredFor(t)), ...types.flatMap((t) => subtypesByType[t] ?? [])];
      const guess = closest(subtype, candidates);
      const type = types.includes('Creature') ? 'Creature' : types[0];
      const kinds = `${article(types[0])} ${types.map((t) => t.toLowerCase()).join(' or ')} type`;
      if (!guess && !former && /^[A-Z][a-z'’]+(?:-[A-Za-z'’]+)*$/.test(subtype)) {
        // Close to no word the rules or the set know, so no typo: a word this one card invents (the
        // set's vocabulary takes in those used on two or more). A note, not a warning.
        accept('info', codes.newSubtype, `${echo(subtype, 30)} is new: not ${kinds} of the rules, and only this card uses it (205.3)`, range, {
          detail: `If your set invents ${echo(subtype)}, declare it before the first card: "@subtype ${type} ${echo(subtype)}" (a subtype on two or more cards is taken as the set's own).`,
          declaration: { directive: 'subtype', type, word: subtype },
        });
        continue;
      }
      accept('warning', codes.unknownSubtype,
        `${echo(subtype, 30)} is not ${kinds}${guess ? ` — did you mean ${guess}?` : ' — if invented, declare it with @subtype'} (205.3)`, range, {
          detail: `The Comprehensive Rules don't list ${echo(subtype)} for this card's types. If your set invents it, declare it before the first card: "@subtype ${type} ${echo(subtype)}".`,
          fixes: guess ? [{ title: `Replace with ${guess}`, edits: [{ range, newText: guess }] }] : undefined,
          declaration: { directive: 'subtype', type, word: subtype },
        });
    }
  }
}

function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}


registerChecks({ TypeLine: [checkTypes] });
