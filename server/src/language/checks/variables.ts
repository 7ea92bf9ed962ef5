/**
 * X must be defined (107.3) for the ability that uses it:
 * - by that ability's own cost (activation, loyalty, keyword or additional cost; 107.3a, 107.3k —
 *   another ability's {X} is independent and means nothing here);
 * - by its text (`where X is …`, or a reference to another object's X, 107.3c, 107.3e);
 * - by the card's mana cost, for the spell itself and for the permanent's enters-the-battlefield
 *   abilities and "when you cast" triggers (107.3m); elsewhere on a permanent that X is 0;
 * - by a keyword or keyword action that carries its X to other abilities of the card: "Monstrosity X"
 *   to abilities that speak of it becoming monstrous (701.37c), a cycling cost's X to "when you
 *   cycle this card" (702.29c), a morph or disguise cost's X to the permanent's abilities (702.37f,
 *   702.168e).
 * Otherwise 107.3f lets the controller choose any value, which is almost never what a designer means.
 */
import type { Ability, Cost, KeywordAbility, XReference } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import type { CardModel } from '../model/cardModel.js';
import { battlefieldKeywords } from '../parser/keywords.js';
import { codes } from './codes.js';
import { echo } from '../userText.js';
import { type Accept, type CheckContext, type Fix, registerChecks, type TextEdit } from './registry.js';

function costHasX(cost: Cost | undefined): boolean {
  return !!cost?.parts.some((p) => p.symbols.some((s) => /^[XY]$/.test(s.body)) || /\bX\b/.test(p.text));
}

/** True if this ability's own cost uses X. */
function abilityCostHasX(ability: Ability): boolean {
  if ('cost' in ability && costHasX(ability.cost)) return true;
  if (ability.abilityKind === 'loyalty' && /X/.test(ability.loyaltyCost.text)) return true;
  if (ability.abilityKind === 'keyword' && /^X$/i.test(ability.parameter ?? '')) return true;
  return /\bas an additional cost to cast [^.]*\bX\b/i.test(ability.text);
}


const spellXCache = new WeakMap<CardModel, boolean>();

/**
 * True if a cost paid for the card has X: its mana cost, an additional cost ("As an additional
 * cost to cast this spell, discard X cards"), a casting keyword's cost (Kicker {X}) or a special
 * action's (Morph {X}, 107.3d). That X reaches the spell and its permanent's ETB abilities (107.3m)
 * and "turned face up" triggers.
 */
function spellCostHasX(model: CardModel, declarations: Declarations): boolean {
  let cached = spellXCache.get(model);
  if (cached === undefined) spellXCache.set(model, (cached = computeSpellCostHasX(model, declarations)));
  return cached;
}

/**
 * Keyword abilities activated from the hand or graveyard (Cycling 702.29a, Ninjutsu, Unearth…):
 * their X belongs to that activation (107.3k), not to the spell.
 */
const offBattlefieldKeywords: ReadonlySet<string> = new Set(['Cycling', 'Ninjutsu', 'Transmute', 'Unearth', 'Scavenge', 'Embalm', 'Eternalize', 'Encore', 'Reinforce', 'Forecast']);

function computeSpellCostHasX(model: CardModel, declarations: Declarations): boolean {
  return model.card.faces.some((f) => f.manaCost?.symbols.some((s) => /^[XY]$/.test(s.body))
    || f.abilities.some((a) => (a.abilityKind === 'keyword' && !battlefieldKeywords.has(a.keyword) && !offBattlefieldKeywords.has(a.keyword) && abilityCostHasX(a) && paidCasting(a, declarations))
      || (a.abilityKind !== 'keyword' && /\bas an additional cost to cast [^.]*\bX\b/i.test(a.text))));
}

/**
 * Whether a keyword's cost is paid as the card is cast (Kicker, a set's "You may cast this card from
 * your graveyard for {X}{R}"), so its X is the spell's and reaches the permanent's enters abilities
 * (107.3m). A keyword whose reminder text (written on the card, or declared by `@keyword`) casts
 * nothing — an activated ability such as "{X}{R}: Return this card from your graveyard to the
 * battlefield" — has an X of its own (107.3k), and the permanent it puts onto the battlefield was
 * never a spell: its X is 0 there. Without reminder text the keyword is taken to be cast.
 */
function paidCasting(ability: KeywordAbility, declarations: Declarations): boolean {
  const reminder = ability.effect.reminders[0]?.text ?? declarations.keywordReminders?.get(ability.keyword.toLowerCase());
  return reminder === undefined || /\bcast\b/i.test(reminder);
}

/** True if the trigger condition of `ability` names the card itself (`When you cycle this card`, `When ~ becomes monstrous`). */
function conditionNamesSelf(ability: Ability): boolean {
  if (ability.abilityKind !== 'triggered') return false;
  const end = ability.condition.range.end;
  return ability.effect.selfReferences.some((r) => r.range.start.line === end.line && r.range.end.character <= end.character);
}

/**
 * X that a keyword or keyword action of the card defines for other abilities of the same card:
 * `defines` says whether the card has it, `reaches` which abilities see that X.
 */
const xLinks: { rule: string; defines(abilities: Ability[]): boolean; reaches(ability: Ability): boolean }[] = [
  {
    // 701.37c: other abilities of a permanent that "monstrosity X" may refer to X, the value it became monstrous with.
    rule: '701.37c',
    defines: (abilities) => abilities.some((a) => /\bmonstrosity X\b/i.test(a.effect.text)),
    reaches: (ability) => /\bmonstrous\b/i.test(ability.text) && !/\bmonstrosity X\b/i.test(ability.effect.text),
  },
  {
    // 702.29c: "When you cycle this card" triggers on paying the cycling cost, whose X it uses.
    rule: '702.29c',
    defines: (abilities) => abilities.some((a) => a.abilityKind === 'keyword' && a.keyword === 'Cycling' && abilityCostHasX(a)),
    reaches: (ability) => ability.abilityKind === 'triggered' && /\bcycles?\b|\bcycled\b/i.test(ability.condition.text) && conditionNamesSelf(ability),
  },
  {
    // 702.37f, 702.168e: a morph or disguise cost's X is the X of the permanent's other abilities.
    rule: '702.37f',
    defines: (abilities) => abilities.some((a) => a.abilityKind === 'keyword' && ['Morph', 'Megamorph', 'Disguise'].includes(a.keyword) && abilityCostHasX(a)),
    reaches: (ability) => ability.abilityKind !== 'keyword',
  },
];

const linkCache = new WeakMap<CardModel, typeof xLinks>();

/** True if a keyword or keyword action elsewhere on the card defines X for this printed ability. */
function linkedX(ability: Ability, model: CardModel): boolean {
  let links = linkCache.get(model);
  if (!links) {
    const abilities = model.card.faces.flatMap((f) => f.abilities);
    linkCache.set(model, (links = xLinks.filter((l) => l.defines(abilities))));
  }
  return links.some((l) => l.reaches(ability));
}

/** True if the X of the card's mana cost reaches this printed ability (spells, ETB and cast triggers, 107.3m). */
function usesManaCostX(ability: Ability, ctx: CheckContext): boolean {
  if (ctx.face.isInstantOrSorcery || ctx.abilityModel?.kind === 'spell') return true;
  if (ability.abilityKind === 'triggered') {
    const castThis = /\bcast\b/i.test(ability.condition.text) && (/\bthis spell\b/i.test(ability.condition.text) || ability.effect.selfReferences.some((r) => r.range.start.line === ability.condition.range.start.line && r.range.end.character <= ability.condition.range.end.character));
    return ability.isSelfETB || castThis || /\bturned face up\b/i.test(ability.condition.text);
  }
  // Replacement effects as it enters or is turned face up, and instructions for paying X while casting.
  // "X can't be 0." limits the X chosen while casting (Kicker {X}, Suspend X).
  if (ability.abilityKind === 'static') return /\benters?\b|\bas (?:~|this|it)\b|\bturned face up\b|\bspend\b|^X can['’]t be 0\.?$/i.test(ability.text.trim());
  return ability.abilityKind === 'keyword';
}

/** `{X}` at the start of a cost: before its first mana symbol (`{X}{2}, {T}:`), or as a part of its own (`{X}, {T}:`). */
function costXEdit(cost: Cost): TextEdit {
  const first = cost.parts[0];
  const at = first?.range.start ?? cost.range.start;
  return { range: { start: at, end: at }, newText: first?.partKind === 'mana' ? '{X}' : '{X}, ' };
}

/**
 * Where X can be paid so that this ability sees it: its own activation cost, or — for a spell and
 * for its permanent's enters-the-battlefield abilities — the card's mana cost (107.3m).
 */
function addXFix(ability: Ability, ctx: CheckContext, reason: XReason): Fix | undefined {
  if (ability.abilityKind === 'activated') return { title: 'Add {X} to this ability\'s cost', edits: [costXEdit(ability.cost)] };
  const manaCost = ctx.face.face.manaCost;
  const reachesManaCost = ctx.face.isInstantOrSorcery || ctx.abilityModel?.kind === 'spell' || (ability.abilityKind === 'triggered' && ability.isSelfETB);
  if (reason !== 'none' || ability.granted || !reachesManaCost || !manaCost) return undefined;
  const at = manaCost.range.start;
  return { title: 'Add {X} to the mana cost', edits: [{ range: { start: at, end: at }, newText: '{X}' }] };
}

/** `, where X is …` at the end of the sentence that uses X, with the `…` to type over. */
function whereXFix(x: XReference, ctx: CheckContext): Fix {
  const line = ctx.cardText.split(/\r\n|\r|\n/)[x.range.start.line - ctx.card.range.start.line] ?? '';
  const stop = line.indexOf('.', x.range.end.character);
  const character = stop >= 0 ? stop : line.trimEnd().length;
  const at = { line: x.range.start.line, character };
  return { title: 'Say what X is (", where X is …")', edits: [{ range: { start: at, end: at }, newText: ', where X is …', snippet: ', where X is ${1:…}' }] };
}

/** Why X is undefined: nothing defines it; the spell's X doesn't reach here (0); or a keyword's activation has it, not the card (0). */
type XReason = 'none' | 'zero' | { keyword: string };

/** The reason X is undefined on this card, for {@link report}. */
function xReason(ctx: CheckContext): XReason {
  if (spellCostHasX(ctx.model, ctx.declarations)) return 'zero';
  const activation = ctx.model.card.faces.flatMap((f) => f.abilities).find((a): a is KeywordAbility =>
    a.abilityKind === 'keyword' && !battlefieldKeywords.has(a.keyword) && !offBattlefieldKeywords.has(a.keyword) && abilityCostHasX(a) && !paidCasting(a, ctx.declarations));
  return activation ? { keyword: activation.keyword } : 'none';
}

/** Reports the first undefined X of a group of abilities that share one definition. */
function report(refs: Ability['effect']['xReferences'], ability: Ability, reason: XReason, ctx: CheckContext, accept: Accept): void {
  if (refs.length === 0) return;
  const activating = ability.abilityKind === 'activated' || ability.abilityKind === 'loyalty' ? 'activating' : 'using';
  const [message, detail] = ability.granted
    ? ['X in a granted ability is 0 unless the quoted ability defines it (107.3j)',
      'X in an ability granted in quotes is only what that ability itself defines; otherwise it is 0 for the object that gains it. Put {X} in the quoted ability\'s own cost or say "where X is …" inside the quotes.']
    : typeof reason === 'object'
    ? [`X is 0 here — ${echo(reason.keyword, 20)}'s X is its activation's own; the card it returns was never cast (107.3k)`,
      `${echo(reason.keyword)}'s cost has X, but paying it activates an ability (its reminder text casts nothing), whose X is its own (107.3k); the permanent that ability puts onto the battlefield was never a spell, so no X was chosen for it and X is 0 for its abilities (107.3m). Say "where X is …", or make the keyword cast the card.`]
    : reason === 'zero'
    ? ['X is 0 here — the mana cost\'s X reaches only the spell and its enters abilities (107.3m)',
      'The X of the card\'s costs is chosen while casting the spell and reaches only the spell and its permanent\'s enters-the-battlefield abilities; for the permanent\'s other abilities X is 0. Give this ability its own {X} cost or say "where X is …".']
    : ['nothing defines X — the player may choose any value (107.3f)',
      `No cost of this ability has X and the text never says "where X is …", so the player would choose any value for X when ${activating} it. Put {X} in this ability's cost or add "where X is …".`];
  const addX = addXFix(ability, ctx, reason);
  accept('warning', codes.undefinedX, message, refs[0].range, {
    detail,
    related: refs.slice(1).map((r) => ({ message: 'the same undefined X', range: r.range })),
    fixes: [...(addX ? [addX] : []), whereXFix(refs[0], ctx)],
  });
}

/** Checks an ability (and its modes and granted abilities); `inherited` is true when an outer ability defines X. */
function checkAbilityX(ability: Ability, ctx: CheckContext, accept: Accept, fromManaCost: boolean, inherited: boolean): void {
  const own = (a: Ability) => a.effect.xReferences.filter((x) => x.context !== 'reminder');
  const base = inherited || abilityCostHasX(ability) || ability.effect.definesX;
  if (!base && !fromManaCost) report(own(ability), ability, xReason(ctx), ctx, accept);
  for (const mode of ability.modes) {
    // Each mode is defined by the ability's cost or text, or by its own text: not by another mode's.
    const defined = base || mode.effect.definesX;
    if (!defined && !fromManaCost) report(own(mode), ability, xReason(ctx), ctx, accept);
    for (const quote of mode.effect.quotes) if (quote.ability) checkAbilityX(quote.ability, ctx, accept, false, mode.effect.definesX || ability.effect.definesX);
  }
  // A granted ability's X is what its own text defines, or 0 (107.3j): the granting ability's cost
  // doesn't reach it, but a "where X is …" written with the grant does (Bludgeon Brawl).
  for (const quote of ability.effect.quotes) if (quote.ability) checkAbilityX(quote.ability, ctx, accept, false, ability.effect.definesX);
}

function checkUndefinedX(ability: Ability, ctx: CheckContext, accept: Accept): void {
  // Run once per printed top-level ability; modes and quoted abilities are handled with it.
  if (ability.granted || ctx.abilityModel?.ability !== ability) return;
  checkAbilityX(ability, ctx, accept, (spellCostHasX(ctx.model, ctx.declarations) && usesManaCostX(ability, ctx)) || linkedX(ability, ctx.model), false);
}

registerChecks({ Ability: [checkUndefinedX] });
