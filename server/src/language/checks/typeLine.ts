/**
 * The type line: card types and supertypes (205.2a, 205.4a), subtypes that belong to the card's
 * types (205.3d), and the long dash before the subtypes.
 */
import type { TypeLine } from '../ast.js';
import { cardTypes, subtypesByType, supertypes } from '../data/rulesData.js';
import { normalize } from '../model/cardModel.js';
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
    accept('error', codes.unknownType,
      `"${echo(word.text)}" is not a card type or supertype. Card types: ${cardTypes.join(', ')}; supertypes: ${supertypes.join(', ')} (205.2a, 205.4a).${guess ? ` Did you mean ${guess}?` : ''}`,
      word.range, guess ? { fix: { title: `Replace with ${guess}`, edits: [{ range: word.range, newText: guess }] } } : undefined);
  }
  for (const { node, current } of face.obsoleteTypeWords) {
    accept('info', codes.obsoleteType, `"${echo(node.text)}" is the old name of the ${current} card type; cards printed with it now read ${current} (308.3).`, node.range,
      { fix: { title: `Replace with ${current}`, edits: [{ range: node.range, newText: current }] } });
  }
  if (face.types.length === 0 && face.unknownTypeWords.length === 0) {
    const what = typeLine.types.length > 0
      ? 'This type line has supertypes but no card type'
      : `The line after the name should be the type line, but "${echo(typeLine.text)}" has no card type in it (is the type line missing?)`;
    accept('error', codes.missingCardType, `${what}. Every card has at least one card type (205.2a): ${cardTypes.join(', ')}.`, typeLine.range);
  }
  if (typeLine.dash && typeLine.dash.text !== '—') {
    accept('warning', codes.dashStyle, `Use the long dash "—" between types and subtypes, not "${typeLine.dash.text}" (205.3b).`, typeLine.dash.range,
      { fix: { title: 'Replace with —', edits: [{ range: typeLine.dash.range, newText: '—' }] } });
  }
  checkSubtypes(typeLine, ctx, accept);
}

/** Normalised subtypes per card type, built once. */
const allowedByType = new Map(Object.entries(subtypesByType).map(([type, subs]) => [type, new Set(subs.map(normalize))]));

function checkSubtypes(typeLine: TypeLine, ctx: CheckContext, accept: Accept): void {
  const face = ctx.face;
  if (face.types.length === 0 || face.types.includes('Plane')) return;
  const allows = (key: string) => face.types.some((type) => allowedByType.get(type)?.has(key)
    || [...(ctx.declarations.subtypes.get(type.toLowerCase()) ?? [])].some((s) => normalize(s) === key));
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
    if (former && (face.types.includes('Creature') || face.types.includes('Kindred'))) {
      accept('info', codes.obsoleteSubtype, `${echo(subtype)} is a creature type that Oracle updates folded into ${former}; cards printed with it now read ${former} (205.3f).`, range,
        { fix: { title: `Replace with ${former}`, edits: [{ range, newText: former }] } });
    } else if (owners) {
      accept('error', codes.subtypeMismatch,
        `${echo(subtype)} is ${article(owners[0])} ${owners.map((o) => o.toLowerCase()).join('/')} type, but this card is not ${article(owners[0])} ${owners[0].toLowerCase()}: an object can't have a subtype that doesn't correspond to one of its types (205.3d).`,
        range);
    } else {
      const candidates = face.types.flatMap((t) => subtypesByType[t] ?? []);
      const guess = closest(subtype, candidates);
      accept('warning', codes.unknownSubtype,
        `${echo(subtype)} is not ${face.types.map((t) => `${article(t)} ${t.toLowerCase()} type`).join(' or ')} in the Comprehensive Rules (205.3).${guess ? ` Did you mean ${guess}?` : ''} If your set invents it, declare it before the first card: "@subtype ${face.types[0]} ${echo(subtype.replace(/ /g, ''))}".`,
        range, guess ? { fix: { title: `Replace with ${guess}`, edits: [{ range, newText: guess }] } } : undefined);
    }
  }
}

function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}


registerChecks({ TypeLine: [checkTypes] });
