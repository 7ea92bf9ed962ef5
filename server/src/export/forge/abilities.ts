/**
 * One ability of the effect model as Forge script lines: spells and activated abilities as `A:SP$`/`A:AB$` chains,
 * triggered abilities as `T:Mode$ …` with `Execute$`, static abilities as `S:Mode$ Continuous` or the `K:` lines Forge
 * uses for some (`K:CARDNAME can't block.`, `K:etbCounter:P1P1:2`), Auras as `K:Enchant …` plus `A:SP$ Attach`.
 * Exact or nothing: anything Forge cannot say as the text means throws `NotScriptable`.
 */
import { readAbility } from '../../language/effects/read.js';
import type { AbilityEffect } from '../../language/effects/types.js';
import type { AbilityModel, CardModel } from '../../language/model/cardModel.js';
import type { Declarations } from '../../language/model/symbols.js';
import { costOf, manaCost } from './costs.js';
import { remainsTapped } from './remainsTapped.js';
import { keywordLines } from './keywords.js';
import { wardLines } from './ward.js';
import { manaAbilityLines } from './manaAbility.js';
import { charmParams } from './modal.js';
import { costChangeLine } from './costChangeLines.js';
import { onlyIfParams } from './staticConditions.js';
import { staticLines } from './statics.js';
import { type Params, type StepContext } from './stepContext.js';
import { effectsOf } from './abilityEffects.js';
import { triggeredLines } from './triggeredAbility.js';
import { NotScriptable, validOf } from './valid.js';
import { clean, FaceWriter, renderParams } from './writer.js';
import { replacementLines } from './replacementLines.js';
import { activationPhases, castTimingParams } from './timingParams.js';
import { altCostLine } from './altCosts.js';

/** What the compiler needs to know of the face an ability is on. */
export interface FaceInfo {
  name: string;
  /** The face's mana cost, as symbol bodies (`2`, `R`). */
  cost: string[];
  hasCost: boolean;
  types: string[];
  subtypes: string[];
  declarations: Declarations;
  /** A plane, phenomenon, vanguard or scheme: its abilities work from the command zone. */
  commandZone?: boolean;
  /** The two costs of the face's `Kicker {2}{R} and/or {3}{U}`, in the keyword's order. */
  kickers?: string[][];
  /** A planeswalker's last loyalty ability when it costs the most loyalty: Forge marks it `Ultimate$ True` (for its AI). */
  ultimate?: AbilityEffect;
  /** Cipher (702.99): the spell encodes itself on a creature as its last step (Forge: `DB$ Encode`). */
  cipher?: boolean;
  /** The face has an ability "When you remove the last … counter from ~": Forge's scripts fold it into each ability that
   * removes one (a condition on its last step), so the removals are not written. */
  lastCounterTrigger?: boolean;
  /** The face can be turned face down (morph, megamorph, disguise): its characteristic-defining P/T applies face up only. */
  faceDown?: boolean;
  /** The face defines its power in one ability and its toughness in another (Forge's scripts write them as one line). */
  splitDefines?: boolean;
  /** What the face's Aura enchants (its Enchant keyword). */
  enchant?: AbilityEffect['enchant'];
}

/**
 * The ability's text as its description (the face's name as CARDNAME, as Forge's scripts write it); for an activated
 * ability, its effect only (Forge shows the cost before it).
 */
function description(effect: AbilityEffect, face: FaceInfo): string {
  const ability = effect.ability.ability;
  const own = effect.spellText ?? (ability.abilityKind === 'activated' || ability.abilityKind === 'loyalty' ? ability.effect.text : ability.text);
  const text = own.replace(/\s*\([^()]*\)/g, '');
  return clean(face.name ? text.split(face.name).join('CARDNAME') : text);
}


/** True if the cost or mana cost pays X. */
export function paysX(symbols: string[]): boolean {
  return symbols.includes('X');
}

/** A fresh step context for one ability (`triggered` set, even empty, for a triggered ability's effect). */
export function stepContext(w: FaceWriter, xPaid: boolean, triggered?: string, triggeredPlayer?: string, declarations?: Declarations): StepContext {
  return {
    cost: declarations ? (parts) => costOf(parts, declarations) : undefined,
    xPaid, inTrigger: triggered !== undefined || triggeredPlayer !== undefined, top: false, inSpell: false, declared: new Set(), gone: new Map(), xTargeted: { done: false },
    svar: (base, value) => w.svar(base, value), triggered, triggeredPlayer, faceName: w.faceName,
  };
}

/** Why an unread ability is not scripted: the words the reader stopped at, or what it could not read. */
export function unreadReason(unknown: { text: string; reason: string }): string {
  const at = unknown.text.replace(/\s+/g, ' ').trim();
  if (!at) return unknown.reason.replace(/^not read: /, 'cardtext cannot read ');
  return `cardtext cannot read "${at.length > 40 ? `${at.slice(0, 39)}…` : at}"`;
}

/** The lines of one ability (its SVars are added to the writer). */
export function abilityLines(effect: AbilityEffect, face: FaceInfo, w: FaceWriter, enchantNoun: string): string[] {
  // "You may exert ~ as it attacks": Forge's keyword offers the choice; what exerting it does is a trigger of its own.
  const exert = effect.exert ? ['K:You may exert CARDNAME as it attacks.'] : [];
  if (effect.exert && !effect.trigger) return exert;
  let lines = [...exert, ...writeAbility(effect, face, w, enchantNoun)];
  // A comparison with X in an object's description (`Creature.cmcLEX`) reads the SVar X: the X paid for the spell.
  if (lines.some((l) => /(?:LE|GE|EQ|LT|GT)X\b/.test(l))) {
    const paid = effect.kind === 'spell' ? effect.ability.face.face.manaCost?.symbols.some((s) => s.body === 'X') : effect.cost?.some((p) => p.pay === 'mana' && p.symbols.includes('X'));
    if (!paid) throw new NotScriptable('an X that no cost pays');
    const byTarget = targetManaValueX(lines);
    if (byTarget && (w.has('X') ? w.redefinePending('X', 'Targeted$CardManaCost') : (w.define('X', 'Targeted$CardManaCost'), true))) lines = byTarget;
    else {
      if (!w.has('X')) w.svar('X', 'Count$xPaid');
      // A cost that names X ("Sacrifice an artifact with converted mana cost X: …") is paid after X is announced (601.2b),
      // as Forge's scripts of it say (`Announce$ X`, 2 of 2).
      lines = lines.map((l) => (/^A:(?:AB|SP)\$/.test(l) && /\| Cost\$ [^|]*EQX\b/.test(l) && !/\| Announce\$/.test(l) ? l.replace(/(\| Cost\$ [^|]*)/, '$1| Announce$ X ') : l));
    }
  }
  return lines;
}

/**
 * "Destroy target artifact with converted mana cost X" (X paid in the cost): X is the target's mana value, which Forge
 * reads from the target (`SVar:X:Targeted$CardManaCost`, the target left without the comparison) — its scripts of such
 * targets all do, since targets are chosen before X would be paid (601.2c–f). Undefined unless one targeting line has
 * the comparison in each of its kinds and no other line compares with X.
 */
function targetManaValueX(lines: string[]): string[] | undefined {
  const withX = lines.filter((l) => /(?:LE|GE|EQ|LT|GT)X\b/.test(l));
  const m = withX.length === 1 ? /\| ValidTgts\$ ([^|]*?)\s*(?=\||$)/.exec(withX[0]) : null;
  if (!m) return undefined;
  const kinds = m[1].split(',');
  if (!kinds.every((k) => /[.+]cmcEQX$/.test(k)) || withX[0].replace(m[0], '').match(/(?:LE|GE|EQ|LT|GT)X\b/)) return undefined;
  const valid = kinds.map((k) => k.replace(/[.+]cmcEQX$/, '')).join(',');
  return lines.map((l) => (l === withX[0] ? l.replace(m[0], `| ValidTgts$ ${valid}${m[0].endsWith(' ') ? ' ' : ''}`) : l));
}

function writeAbility(effect: AbilityEffect, face: FaceInfo, w: FaceWriter, enchantNoun: string): string[] {
  if (effect.nothing) return [];
  if (effect.unknown) throw new NotScriptable(unreadReason(effect.unknown));
  const desc = description(effect, face);
  switch (effect.kind) {
    case 'keyword': {
      const k = effect.keyword!;
      if (k.name === 'Ward' && !k.actsAs) return wardLines(k, desc, face.declarations, w);
      const lines = keywordLines(k, face, face.declarations);
      // A keyword's cost with X (`Morph {X}{B}{B}`): X is what is paid.
      if (k.mana?.includes('X')) w.svar('X', 'Count$xPaid');
      if (k.name !== 'Enchant') return lines;
      if (!face.subtypes.includes('Aura')) throw new NotScriptable('enchant on a card that is not an Aura');
      if (!effect.enchant) throw new NotScriptable(`enchant ${k.parameter}`);
      // "Enchant creature card in a graveyard": the Aura is cast targeting a card in a graveyard (`TgtZone$`).
      const zone = effect.enchant.zone === 'graveyard' ? ' | TgtZone$ Graveyard' : '';
      if (effect.enchant.zone && effect.enchant.zone !== 'graveyard' && effect.enchant.zone !== 'battlefield') throw new NotScriptable(`enchant ${k.parameter}`);
      return [...lines, `A:SP$ Attach | Cost$ ${face.hasCost ? manaCost(face.cost, face.declarations) : '0'} | ValidTgts$ ${validOf(effect.enchant)}${zone} | SpellDescription$ ${desc}`];
    }
    case 'mana':
      return manaAbilityLines(effect, face, w, desc);
    case 'activated':
    case 'loyalty': {
      // "{1}, {T}: Choose one — • …": read exactly, not written yet. Forge's scripts write it `AB$ Charm | Cost$ … |
      // Choices$ …` (3 of 5 such cards; 2 of them with `CharmNum$ 1`), the others as an ability for each mode; measured,
      // the form would add no equivalent ability and 2 wrong ones.
      if (effect.modes) throw new NotScriptable('a modal activated ability (not written yet)');
      // An ability that adds mana and is not a mana ability (605.1a: it has a target) uses the stack; Forge's `AB$ Mana`
      // with no target of its own would resolve it at once, as a mana ability.
      if (effect.kind === 'activated' && effect.steps![0]?.do === 'mana') throw new NotScriptable('an ability that adds mana and has a target (not a mana ability, 605.1a)');
      const action = effect.steps!.length === 1 ? effect.steps![0] : undefined;
      if (effect.kind === 'activated' && (action?.do === 'monstrosity' || action?.do === 'adapt') && effect.cost!.every((p) => p.pay === 'mana')) {
        return [`K:${action.do === 'adapt' ? 'Adapt' : 'Monstrosity'}:${action.amount}:${costOf(effect.cost!, face.declarations)}`];
      }
      const x = effect.cost!.some((p) => (p.pay === 'mana' && paysX(p.symbols)) || (p.pay === 'loyalty' && p.amount === 'X') || (p.pay === 'removeCounters' && p.amount === 'X'));
      const ctx = stepContext(w, x, undefined, undefined, face.declarations);
      // X chosen as a cost other than mana is paid (−X loyalty, remove X counters): Forge's XChoice, not the X of mana paid.
      const manaX = effect.cost!.some((p) => p.pay === 'mana' && paysX(p.symbols));
      ctx.loyaltyX = !manaX && effect.cost!.some((p) => (p.pay === 'loyalty' || p.pay === 'removeCounters') && p.amount === 'X');
      ctx.selfSacrificed = effect.cost!.some((p) => p.pay === 'sacrifice' && p.what.ref === 'self');
      ctx.costSacrificed = effect.cost!.some((p) => p.pay === 'sacrifice');
      ctx.costTapped = effect.cost!.some((p) => p.pay === 'tap');
      const head: Params = [['Cost', costOf(effect.cost!, face.declarations)]];
      if (x && ctx.loyaltyX) w.svar('X', 'XChoice');
      else if (x && effect.cost!.some((p) => p.pay !== 'mana')) w.svar('X', 'Count$xPaid');
      if (effect.kind === 'loyalty') head.push(['Planeswalker', 'True']);
      if (effect === face.ultimate) head.push(['Ultimate', 'True']);
      const tail: Params = [];
      ctx.fromHand = effect.restrictions?.zone === 'hand';
      if (effect.restrictions?.zone === 'graveyard') head.push(['ActivationZone', 'Graveyard']);
      else if (effect.restrictions?.zone === 'hand') head.push(['ActivationZone', 'Hand']);
      // A vanguard's or plane's ability is activated from the command zone, where the card is (Forge: not the battlefield).
      else if (face.commandZone) head.push(['ActivationZone', 'Command']);
      if (effect.restrictions?.sorcerySpeed) tail.push(['SorcerySpeed', 'True']);
      if (effect.restrictions?.oncePerTurn || effect.restrictions?.timesPerTurn) tail.push(['ActivationLimit', String(effect.restrictions.timesPerTurn ?? 1)]);
      // "Activate only during your turn / upkeep / turn before attackers are declared": whose turn, and which phases
      // (Forge's spelling of each, e.g. `BeginCombat->EndCombat` for "during combat").
      const during = effect.restrictions?.during;
      // "during any upkeep step": read, not written. Forge's scripts spell it two ways (`ActivationPhases$ Upkeep`, 2 of 3,
      // one with `PlayerTurn$ True`): measured, the one card it would write is the one that says `PlayerTurn`.
      if (during === 'upkeep') throw new NotScriptable('"during any upkeep step" (not written yet)');
      if (during?.startsWith('your')) tail.push(['PlayerTurn', 'True']);
      const phases = during && activationPhases[during];
      if (phases) tail.push(['ActivationPhases', phases]);
      if (effect.restrictions?.onlyIf) tail.push(...onlyIfParams(effect.restrictions.onlyIf, w));
      if (effect.restrictions?.anyPlayer) tail.push(['AnyPlayer', 'True']);
      tail.push(['SpellDescription', desc]);
      const tapped = remainsTapped(effect, w, (steps) => effectsOf(steps, ctx));
      if (tapped) return [`A:${w.chain([tapped.effect], 'AB', head, tail)}`, ...tapped.lines];
      return [`A:${w.chain(effectsOf(effect.steps!, ctx), 'AB', head, tail)}`];
    }
    case 'spell': {
      if (!face.hasCost) throw new NotScriptable('a spell with no mana cost');
      const ctx = stepContext(w, paysX(face.cost), undefined, undefined, face.declarations);
      ctx.inSpell = true;
      ctx.kickers = face.kickers;
      // "As an additional cost to cast this spell, sacrifice a creature.": "the sacrificed creature's power" is Forge's
      // `Sacrificed$`, as of an activated ability's cost (9 of 9 of its scripts of a spell's).
      ctx.costSacrificed = !!effect.additionalCost?.some((p) => p.pay === 'sacrifice');
      // An additional cost is paid with the mana cost: Forge's scripts write it after the mana (`Cost$ 1 B Sac<1/Creature>`).
      if ((effect.additionalCost || effect.castOnly || effect.altCost) && (effect.steps?.length ?? 0) === 0 && !effect.modes) throw new NotScriptable(`${effect.castOnly ? 'when it may be cast' : effect.altCost ? 'an alternative cost' : 'an additional cost'} without the rest of the spell`);
      const head: Params = [['Cost', [manaCost(face.cost, face.declarations), ...(effect.additionalCost ? [costOf(effect.additionalCost, face.declarations)] : [])].join(' ')]];
      if (effect.castOnly) head.push(...castTimingParams(effect.castOnly));
      if (effect.altCost && (effect.modes || effect.castOnly || effect.additionalCost || face.cipher)) throw new NotScriptable('an alternative cost of a spell with modes, a casting restriction or another cost (Forge\'s scripts spell it otherwise)');
      if (effect.modes) {
        const charm = charmParams(effect, face.name, w, () => ({ ...stepContext(w, ctx.xPaid, undefined, undefined, face.declarations), inSpell: true, kickers: face.kickers }), true);
        return [`A:SP$ Charm | ${renderParams([...head, ...charm])} | SpellDescription$ ${desc}`];
      }
      const steps = effectsOf(effect.steps!, ctx);
      // Forge's Cipher keyword only marks the card: the spell ability itself encodes the card, as its last step.
      if (face.cipher) steps.push({ api: 'Encode', params: [['Defined', 'Self']] });
      const main = `A:${w.chain(steps, 'SP', head, [['SpellDescription', desc]])}`;
      return effect.altCost ? [main, altCostLine(effect, steps, face.declarations, w, desc)] : [main];
    }
    case 'triggered':
      return triggeredLines(effect, face, w, desc);
    case 'replacement':
      return replacementLines(effect, face, w, desc);
    case 'static':
      // Deck-building rules: Forge's keyword for any number of copies; a commander's permission is card text to it.
      if (effect.deckRule) return [effect.deckRule === 'anyNumber' ? 'K:A deck can have any number of cards named CARDNAME.' : 'Text:CARDNAME can be your commander.'];
      // Beginning the game on the battlefield: Forge's opening-hand keyword naming the move (6 of 6 of its scripts of it).
      if (effect.openingHand) return [`K:MayEffectFromOpeningHand:${w.svar('FromHand', `DB$ ChangeZone | Defined$ Self | Origin$ Hand | Destination$ Battlefield | SpellDescription$ ${desc}`)}`];
      if (effect.costChange) return [costChangeLine(effect.costChange, face, w, desc)];
      if (!effect.continuous) throw new NotScriptable('a static ability');
      return effect.continuous.flatMap((c) => staticLines(c, face, w, enchantNoun, desc));
    default:
      throw new NotScriptable(`a ${effect.kind} ability`);
  }
}

/** The `A:AB$ Mana` line the export writes for a mana ability, or undefined when it leaves it out. */
export function manaAbilityLine(a: AbilityModel, card: CardModel, face: FaceInfo): string | undefined {
  const effect = readAbility(a, card, undefined, face.declarations.keywordReminders, face.declarations.subtypes);
  if (effect.kind !== 'mana') return undefined;
  try {
    return abilityLines(effect, face, new FaceWriter(face.name), 'Card')[0];
  } catch (error) {
    if (error instanceof NotScriptable) return undefined;
    throw error;
  }
}
