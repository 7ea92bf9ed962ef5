/**
 * One card's Forge script, written from its effect model: the characteristics (`Name`, `ManaCost`, `Types`, `PT`…),
 * each ability's lines where Forge can say exactly what the text says, and the `Oracle:` text. Says which abilities
 * were not scripted and why, so the export can tell the designer which cards play in Forge and which do not.
 */
import { readCardEffects } from '../../language/effects/read.js';
import type { AbilityEffect, CostPart } from '../../language/effects/types.js';
import type { ExportCard, ExportFace } from '../setModel.js';
import { colorWord, displayLines, Warnings } from '../text.js';
import { abilityLines, type FaceInfo } from './abilities.js';
import { costOf, forgeCost, forgeSymbol } from './costs.js';
import { checkEnteredChoices } from './enteredChoices.js';
import { overloadLines } from './overload.js';
import { bandLines, ultimateOf } from './loyaltyLevels.js';
import { sagaLines } from './saga.js';
import { isNotTributeTrigger, tributeLines } from './tribute.js';
import { NotScriptable } from './valid.js';
import { FaceWriter } from './writer.js';

/**
 * `AlternateMode:` of a card with two faces, as the 2020 engine reads it. It knows no adventures or modal double-faced
 * cards (today's Forge writes `AlternateMode:Adventure` and `AlternateMode:Modal`; the 2020 reader stops at them).
 */
const alternateModes: Partial<Record<string, string>> = {
  split: 'Split', aftermath: 'Split', flip: 'Flip', transform: 'DoubleFaced', meld: 'Meld', double_faced_token: 'DoubleFaced',
};

/** Layouts whose second face the 2020 engine cannot hold: only the first face is written. */
const firstFaceOnly: Partial<Record<string, string>> = { adventure: 'an adventure', modal_dfc: 'a modal double-faced card' };

/** `K:` lines of keywords that build on a spell ability (an alternative or additional cost, a second half). */
const spellKeyword = /^K:(?:Aftermath|Fuse|Flashback|Prowl|Surge|Spectacle|Kicker|Multikicker|Entwine|Buyback|Replicate|Splice|Escalate|Jump-start|Retrace|Madness|Miracle|Cipher|Conspire|Awaken|Rebound|Storm|Epic)\b/;

/** An ability left out of the script, and why. */
export interface NotScripted {
  face: string;
  text: string;
  reason: string;
}

export interface CardScript {
  /** The script, or '' when Forge could not load the card at all (see `unloadable`). */
  text: string;
  /** Why Forge's card reader would reject the card (a power of 3.5, loyalty X): no script is written for it. */
  unloadable?: string;
  /** Every ability scripted, and a spell line where the card needs one: the card plays in Forge as written. */
  full: boolean;
  /** Some, not all, of its abilities scripted. */
  partly: boolean;
  notScripted: NotScripted[];
  /** An instant or sorcery without a spell line: Forge cannot cast it. */
  noSpell: boolean;
}

/** The Oracle line: text lines joined with a literal `\n`, loyalty costs as Forge writes them (`[+1]:`). */
function oracle(face: ExportFace): string {
  return displayLines(face).map((l) => l.replace(/^([+−-]?)(\d+|X):/, (_, sign: string, n: string) => `[${sign === '−' ? '-' : sign}${n}]:`)).join('\\n');
}

/** A triggered ability about the card itself (`When you cycle ~`, `When ~ is put into your graveyard`). */
function aboutItself(e: AbilityEffect, faceName: string): boolean {
  if (e.trigger) return e.trigger.subject.ref === 'self';
  const text = e.ability.ability.text;
  return text.includes(faceName) || text.includes('~') || /\bthis (?:card|spell)\b/i.test(text);
}

/**
 * Linked abilities (607.2a): when another ability speaks of the cards this one exiles, Forge's scripts remember them
 * (RememberTargets$, Imprint$) for it; the export writes neither, so an exiling ability of such a card is left out.
 * `linkedWords`: another ability's words of them; `ownLinkedWords`: the ability's own (its own "the exiled card", of the
 * target it exiles, is not another's).
 */
const linkedWords = /\bexiled with\b|\bthe exiled card|\bexiled cards?\b|\bimprinted\b/i;
const ownLinkedWords = /\bexiled with\b|\bexiled cards\b|\bimprinted\b/i;

/**
 * An instant's or sorcery's lines of text are one spell ability (a cantrip's `Draw a card.` line is its last step):
 * they become one effect whose steps are all of theirs. When a line cannot be read, none of them is scripted.
 */
function spellChain(effects: AbilityEffect[], out: CardScript, faceName: string, spellFace: boolean): AbilityEffect[] {
  const spells = effects.filter((e) => e.kind === 'spell' && !e.nothing && !e.ability.ability.granted);
  // An instant's or sorcery's trigger that is not about the card itself ("At the beginning of your next upkeep, pay
  // {4}{R}…", "Whenever a creature attacks this turn, …") is a delayed trigger the spell creates (603.7): part of what
  // the spell does, which the export does not write — so the spell is not scripted either.
  const delayed = spellFace ? effects.filter((e) => e.kind === 'triggered' && !e.ability.ability.granted && !aboutItself(e, faceName)) : [];
  if (delayed.length > 0) {
    for (const e of delayed) out.notScripted.push({ face: faceName, text: e.ability.ability.text, reason: 'a delayed trigger the spell creates (Forge: DelayedTrigger), which the export does not write' });
    for (const e of spells) if (!e.unknown) out.notScripted.push({ face: faceName, text: e.ability.ability.text, reason: 'part of a spell whose other text cardtext cannot script' });
    return effects.filter((e) => !delayed.includes(e) && (!spells.includes(e) || e.unknown));
  }
  if (spells.length < 2) return effects;
  const unread = spells.filter((e) => e.unknown || e.modes);
  if (unread.length > 0) {
    for (const e of spells) {
      if (unread.includes(e) && e.unknown) continue;
      out.notScripted.push({ face: faceName, text: e.ability.ability.text, reason: 'part of a spell whose other text cardtext cannot script' });
    }
    return effects.filter((e) => !spells.includes(e) || (unread.includes(e) && e.unknown));
  }
  // Two alternative costs (or two casting restrictions) on lines of their own: the merged effect holds one (not written yet).
  const twice = (['altCost', 'castOnly'] as const).find((key) => spells.filter((e) => e[key]).length > 1);
  if (twice) {
    for (const e of spells) out.notScripted.push({ face: faceName, text: e.ability.ability.text, reason: e[twice] ? `one of two ${twice === 'altCost' ? 'alternative costs' : 'casting restrictions'} of a spell (not written yet)` : 'part of a spell whose other text cardtext cannot script' });
    return effects.filter((e) => !spells.includes(e));
  }
  const extra = spells.flatMap((e) => e.additionalCost ?? []);
  const merged: AbilityEffect = {
    ...spells[0], steps: spells.flatMap((e) => e.steps ?? []), additionalCost: extra.length > 0 ? extra : undefined, castOnly: spells.find((e) => e.castOnly)?.castOnly, altCost: spells.find((e) => e.altCost)?.altCost,
    spellText: spells.map((e) => e.ability.ability.text).join(' '),
  };
  return effects.filter((e) => !spells.includes(e) || e === spells[0]).map((e) => (e === spells[0] ? merged : e));
}

/**
 * The face's kicker costs as Forge numbers them (`Kicked 1`, `Kicked 2`): its one Kicker keyword's cost, or its two costs
 * ("and/or"); undefined without a Kicker keyword or with two on lines of their own (written as two keywords).
 */
function kickersOf(effects: AbilityEffect[]): string[][] | undefined {
  const kickers = effects.filter((e) => e.keyword?.name === 'Kicker');
  const keyword = kickers.length === 1 ? kickers[0].keyword! : undefined;
  return keyword?.costs ?? (keyword?.mana ? [keyword.mana] : undefined);
}

/** True if a cost of the face has X: its mana cost, an ability's cost (mana, loyalty, counters), a keyword's cost. */
function facePaysX(face: ExportFace, effects: AbilityEffect[]): boolean {
  const isX = (p: CostPart) => (p.pay === 'mana' && p.symbols.includes('X')) || ('amount' in p && p.amount === 'X');
  return face.cost.includes('X') || effects.some((e) => e.cost?.some(isX) || e.keyword?.mana?.includes('X') || e.keyword?.costs?.some((c) => c.includes('X')));
}

function faceScript(card: ExportCard, face: ExportFace, index: number, effects: AbilityEffect[], warnings: Warnings, out: CardScript): string[] {
  const lines = [`Name:${face.name}`];
  const cost = face.cost.filter((b) => {
    if (forgeSymbol(b, card.declarations)) return true;
    warnings.add(`Forge has no mana symbol {${b}}; it is left out of ManaCost (the Oracle text still shows it)`, card.name);
    out.notScripted.push({ face: face.name, text: `{${b}}`, reason: `its mana cost has {${b}}, a symbol Forge does not have` });
    return false;
  });
  lines.push(`ManaCost:${forgeCost(cost, face.hasCost)}`);
  const mode = alternateModes[card.layout];
  if (index === 0 && mode && card.faces.length > 1) lines.push(`AlternateMode:${mode}`);
  // The 2020 engine knows Kindred by its former name, Tribal (205.3m).
  lines.push(`Types:${[...face.supertypes, ...face.types.map((t) => (t === 'Kindred' ? 'Tribal' : t)), ...face.subtypes].join(' ')}`);
  if (face.colorIndicator || (card.isToken && face.colors.length > 0)) lines.push(`Colors:${(face.colorIndicator ?? face.colors).map((c) => colorWord[c]).join(',') || 'colorless'}`);
  if (face.power !== undefined) lines.push(`PT:${face.power}/${face.toughness}`);
  if (face.loyalty !== undefined) lines.push(`Loyalty:${face.loyalty}`);
  if (face.defense !== undefined) lines.push(`Defense:${face.defense}`);
  const info: FaceInfo = { name: face.name, cost: face.cost, hasCost: face.hasCost, types: face.types, subtypes: face.subtypes, declarations: card.declarations, ultimate: ultimateOf(effects),
    commandZone: face.types.some((t) => ['Plane', 'Phenomenon', 'Vanguard', 'Scheme'].includes(t)),
    cipher: effects.some((e) => e.keyword?.name === 'Cipher'),
    kickers: kickersOf(effects),
    lastCounterTrigger: effects.some((e) => /\bremove the last\b[^.]*\bcounters? from\b/i.test(e.ability.ability.text)),
    faceDown: effects.some((e) => ['Morph', 'Megamorph', 'Disguise'].includes(e.keyword?.name ?? '')),
    splitDefines: effects.some((e) => e.continuous?.some((c) => c.defines && !c.defines.toughness)) && effects.some((e) => e.continuous?.some((c) => c.defines && !c.defines.power)),
    enchant: effects.find((e) => e.enchant)?.enchant,
  };
  const w = new FaceWriter(face.name, facePaysX(face, effects));
  const enchant = effects.find((e) => e.enchant)?.enchant;
  // What an Aura's static abilities affect: `Creature.EnchantedBy` for Enchant creature (and Auras without the keyword),
  // `Card.EnchantedBy` when it may enchant several kinds of permanent or is a creature with bestow. "Enchant creature or
  // Vehicle" is `Creature.EnchantedBy` of its text's "enchanted creature", as both of Forge's scripts of it; its
  // "enchanted permanent" (an uncrewed Vehicle too) is `Card.EnchantedBy`, as is an Enchant Vehicle Aura's.
  const bestow = effects.some((e) => e.keyword?.name === 'Bestow');
  const creatureOrVehicle = enchant?.alts.length === 2 && enchant.alts.every((a) => a.props.length === 0 && (a.noun === 'Creature' || a.noun === 'Vehicle')) && enchant.alts[0].noun !== enchant.alts[1].noun;
  const ofVehicle = !bestow && (creatureOrVehicle || (enchant?.alts.length === 1 && enchant.alts[0].noun === 'Vehicle'));
  const enchantNoun = !bestow && creatureOrVehicle ? 'Creature' : bestow || (enchant && enchant.alts.length > 1) ? 'Card'
    : enchant && ['Land', 'Artifact', 'Permanent', 'Enchantment'].includes(enchant.alts[0].noun) ? enchant.alts[0].noun : 'Creature';
  const nounOf = (e: AbilityEffect) => (ofVehicle && e.continuous?.some((c) => c.affected.ref === 'enchanted' && c.affected.permanent) ? 'Card' : enchantNoun);
  let spell = false;
  let scripted = 0;
  const chain = spellChain(effects, out, face.name, face.types.includes('Instant') || face.types.includes('Sorcery'));
  const linkedLines = face.text.filter((t) => linkedWords.test(t));
  const additionalCost = chain.find((e) => e.kind === 'spell' && e.additionalCost)?.additionalCost;
  const chapters = chain.filter((e) => e.kind === 'chapter');
  let tributeWritten = false;
  const tributeTriggers: AbilityEffect[] = [];
  for (const effect of chain) {
    if (effect.ability.ability.granted || effect.band || effect.nothing) continue;
    // A Saga's chapters are one keyword line, written at the first of them.
    if (effect.kind === 'chapter') {
      if (effect !== chapters[0]) continue;
      const saga = sagaLines(chapters, info, w);
      lines.push(...saga.lines, ...w.takeSVars());
      if (saga.lines.length > 0) scripted++;
      for (const n of saga.notScripted) out.notScripted.push({ face: face.name, text: n.effect.ability.ability.text, reason: n.reason });
      continue;
    }
    // Fuse (702.102) is written once, on a split card's first half.
    if (index > 0 && effect.keyword?.name === 'Fuse') continue;
    // "When ~ enters, if tribute wasn't paid, …" is written with the Tribute keyword (tribute.ts), printed before or
    // after it: decided after the loop, once the keyword is written or not.
    if (isNotTributeTrigger(effect) && chain.some((e) => e.keyword?.name === 'Tribute')) {
      tributeTriggers.push(effect);
      continue;
    }
    try {
      const steps = [...(effect.steps ?? []), ...(effect.modes?.choices.flat() ?? [])];
      const linked = linkedLines.some((t) => t !== effect.ability.ability.text) || ownLinkedWords.test(effect.ability.ability.text);
      if (linked && steps.some((st) => st.do === 'exile' || (st.do === 'wholeGraveyard' && st.to === 'exile') || st.do === 'wholeLibrary' || (st.do === 'mill' && st.to === 'exile'))) throw new NotScriptable('exiles cards another of its abilities refers to (linked abilities, 607.2a)');
      // So too a token another ability speaks of ("When ~ leaves the battlefield, exile the token."): Forge's scripts
      // remember the token it creates (RememberCopied$, RememberTokens$).
      if (steps.some((st) => st.do === 'token' || st.do === 'copyPermanent') && face.text.some((t) => t !== effect.ability.ability.text && /\bthe tokens?\b/i.test(t))) throw new NotScriptable('creates a token another of its abilities refers to (linked abilities, 607.2a)');
      checkEnteredChoices(effect, effects);
      let written = effect.level ? bandLines(effect, effects.filter((e) => e.band === effect), info, w)
        : effect.keyword?.name === 'Tribute' && !effect.fromReminder ? tributeLines(effect, chain, info, w)
        : effect.keyword?.name === 'Overload' && !effect.fromReminder ? overloadLines(effect, chain, info, w, nounOf(effect)) : abilityLines(effect, info, w, nounOf(effect));
      if (additionalCost && effect.keyword) written = withAdditionalCost(written, additionalCost, info);
      lines.push(...written, ...w.takeSVars());
      scripted++;
      if (effect.keyword?.name === 'Tribute') tributeWritten = true;
      if (written.some((l) => l.startsWith('A:SP$'))) spell = true;
    } catch (error) {
      if (!(error instanceof NotScriptable)) throw error;
      w.dropPending();
      out.notScripted.push({ face: face.name, text: effect.ability.ability.text, reason: error.message });
    }
  }
  for (const effect of tributeTriggers) {
    if (tributeWritten) scripted++;
    else out.notScripted.push({ face: face.name, text: effect.ability.ability.text, reason: '"if tribute wasn\'t paid" of a Tribute keyword that is not written' });
  }
  if (scripted > 0) out.partly = true;
  // Cards the 2020 engine cannot cast: a battle (it knows no battles), a face with no card type.
  if (index === 0 && face.types.includes('Battle')) out.notScripted.push({ face: face.name, text: face.typeLine, reason: "Forge's 2020 engine has no battles, so it cannot cast this card" });
  if (index === 0 && face.types.length === 0 && !card.isToken) out.notScripted.push({ face: face.name, text: face.typeLine || face.name, reason: 'its type line has no card type, so Forge cannot cast it' });
  const needsSpell = face.types.includes('Instant') || face.types.includes('Sorcery') || face.subtypes.includes('Aura');
  if (needsSpell && !spell) {
    if (face.types.includes('Instant') || face.types.includes('Sorcery')) {
      out.noSpell = true;
      // Keywords that change how the spell is cast (flashback, kicker, prowl…) copy its spell ability: with none, Forge
      // cannot build the card, so they are left out too.
      for (let i = lines.length - 1; i >= 0; i--) if (spellKeyword.test(lines[i])) lines.splice(i, 1);
    }
    if (!out.notScripted.some((n) => n.face === face.name)) out.notScripted.push({ face: face.name, text: face.name, reason: 'no spell ability to cast it' });
  }
  lines.push(`Oracle:${oracle(face)}`);
  return lines;
}

/**
 * A spell's keyword lines when the spell has an additional cost (601.2f): a flashback cost replaces the mana cost only,
 * so Forge's `K:Flashback` carries the additional cost after its mana (`K:Flashback 5 W Sac<1/Creature>`); other
 * alternative costs are not written with it.
 */
function withAdditionalCost(lines: string[], additional: CostPart[], info: FaceInfo): string[] {
  return lines.map((line) => {
    if (/^K:Flashback /.test(line)) return `${line} ${costOf(additional, info.declarations)}`;
    if (/^K:(?:Madness|Surge|Spectacle|Prowl|Evoke|Dash|Emerge|Overload|Escape|Awaken)\b/.test(line)) throw new NotScriptable(`${line.slice(2).split(/[ :]/)[0]} with the spell's additional cost`);
    return line;
  });
}

/** A power or toughness Forge's card reader takes: a number, `*`, `1+*`, `*+1`, `7-*`. */
const forgeStat = /^(?:-?\d+|\*|\d+[+-]\*|\*[+-]\d+)$/;

/**
 * Why Forge's card reader would reject a face (its loader stops with "Error loading cardscript"): a power, toughness
 * or loyalty it cannot read. Undefined when it can load it.
 */
export function unloadableReason(face: ExportFace): string | undefined {
  for (const [what, value] of [['power', face.power], ['toughness', face.toughness]] as const) {
    if (value !== undefined && !forgeStat.test(value)) return `Forge cannot load a ${what} of ${value}`;
  }
  if (face.loyalty !== undefined && !/^\d+$/.test(face.loyalty)) return `Forge's 2020 engine cannot load a loyalty of ${face.loyalty}`;
  return undefined;
}

/** The script of a card (faces joined by `ALTERNATE`), and what of it plays. */
export function cardScript(card: ExportCard, warnings: Warnings): CardScript {
  const out: CardScript = { text: '', full: false, partly: false, notScripted: [], noSpell: false };
  // An emblem (114) is made by the ability that creates it; it is no card of a deck.
  const unloadable = card.model.isEmblem ? 'an emblem is made by the ability that creates it, not played as a card' : card.faces.map(unloadableReason).find((r) => r);
  if (unloadable) {
    out.unloadable = unloadable;
    out.notScripted.push({ face: card.faces[0].name, text: card.name, reason: `${unloadable}: no script is written (Forge stops loading at a script it cannot read)` });
    return out;
  }
  const effects = readCardEffects(card.model, card.declarations.keywordReminders, card.declarations.subtypes);
  const only = firstFaceOnly[card.layout];
  const written = only ? card.faces.slice(0, 1) : card.faces;
  if (only) {
    for (const f of card.faces.slice(1)) out.notScripted.push({ face: f.name, text: f.name, reason: `Forge's 2020 engine cannot hold the second face of ${only} (today's Forge writes AlternateMode:${card.layout === 'adventure' ? 'Adventure' : 'Modal'})` });
  }
  const faces = written.map((f, i) => faceScript(card, f, i, effects.faces[card.model.faces.indexOf(f.model)] ?? [], warnings, out));
  // Fuse casts both halves: Forge builds it from both halves' spell abilities, so it needs both.
  if (faces.some((f) => !f.some((l) => l.startsWith('A:SP$')))) for (const f of faces) for (let i = f.length - 1; i >= 0; i--) if (f[i] === 'K:Fuse') f.splice(i, 1);
  out.text = faces.map((f) => f.join('\n')).join('\n\nALTERNATE\n\n') + '\n';
  out.full = out.notScripted.length === 0;
  out.partly = out.partly && !out.full;
  return out;
}
