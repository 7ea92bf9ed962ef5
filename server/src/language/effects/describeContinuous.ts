/**
 * Continuous effects in words, for the hover and `cardtext explain`: "each creature you control gets +1/+1 and has
 * flying"; with the words for a "for each" count and a signed P/T change that the step descriptions share.
 */
import { counterText } from './counters.js';
import { mayFlashWords } from './flash.js';
import type { Amount, Continuous } from './types.js';
import { mustBeBlocked } from './objectSteps.js';
import { cantBlockSelf, skipUntap } from './turnRestrictions.js';
import { colorNames, describeAmount, describeFilter, describeRef, handOf, withArticle } from './describeWords.js';
import { describeState } from './describeConditions.js';
import { wordTable } from './wordTable.js';
import { typeAdjectives } from './filterWords.js';
import { grantedText } from './describe.js';

/** A P/T change with its sign (`+1`, `-2`, `+X`, `-0` as the card writes it: read as the number -0); `+0` when not given. */
export const signed = (v: number | 'X' | '-X' | undefined): string => (v === undefined ? '+0' : typeof v === 'number' ? (Object.is(v, -0) ? '-0' : v >= 0 ? `+${v}` : String(v)) : v === 'X' ? '+X' : '-X');

/** What one "for each" counts, as the card says it: `Elf you control`, `age counter on ~`, `time it was kicked`. */
export function eachWords(a: Amount): string {
  if (!('count' in a)) return describeAmount(a);
  switch (a.count) {
    case 'objects': return `${describeFilter(a.filter)}${a.onBattlefield ? ' on the battlefield' : ''}`;
    case 'counters': return `${counterText(a.counter)} counter on ${describeRef(a.of)}`;
    case 'timesKicked': return 'time it was kicked';
    case 'domain': return 'basic land type among lands you control';
    case 'colorsSpent': return 'color of mana spent to cast it';
    case 'creaturesDied': return `${a.subtype ?? 'creature'} that died this turn`;
    case 'cardsInHand': return `card in ${handOf(a.player)}`;
    case 'blockers': return `creature blocking ${describeRef(a.of)}`;
    case 'tappedThisWay': return 'creature tapped this way';
    case 'sacrificedThisWay': return 'permanent sacrificed this way';
    case 'discardedThisWay': return 'card discarded this way';
    default: return describeAmount(a);
  }
}

/** A count a static ability reads, its objects as the filter says them (`the number of "creature you control"`). */
function counted(a: Amount): string {
  return 'filter' in a ? `the number of "${describeFilter(a.filter)}"` : describeAmount(a);
}

/** Players' rules Forge names by a word of its own, in the text's words. */
const playerRuleWords: Record<string, string> = wordTable({
  CantSearchLibrary: "You can't search libraries.",
  'AdjustLandPlays:1': 'You may play an additional land on each of your turns.',
  'DamageLifeThreshold:1': 'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
});

/** A player's rule in words: Forge's word for it, or its untap limit (`UntapAdjust:Artifact:1`), or the keyword itself. */
function playerRuleText(k: string): string | undefined {
  const untap = /^UntapAdjust:(\w+):(\d+)$/.exec(k);
  if (untap) return `You can't untap more than ${untap[2]} ${untap[1].toLowerCase()}${untap[2] === '1' ? '' : 's'} during your untap step.`;
  return playerRuleWords[k];
}

/** Rules whose keyword does not start with the object's name, in words said of the object. */
export const ruleWords: Record<string, string> = wordTable({
  Unblockable: "can't be blocked",
  "CARDNAME's activated abilities can't be activated.": "can't have its activated abilities activated",
  [mustBeBlocked]: 'must be blocked by all creatures able to block it',
  "CARDNAME's power and toughness are switched": 'has its power and toughness switched',
  'CARDNAME can block an additional creature each combat.': 'can block an additional creature',
  // Forge's "your" is each object's controller, who need not be the ability's ("Lands your opponents control don't untap
  // during their controllers' untap steps").
  [skipUntap]: "doesn't untap during its controller's untap step",
  [cantBlockSelf]: "can't block this card (~)",
});

/** One continuous effect in words ("each creature you control gets +1/+1 and has flying"). */
export function describeContinuous(c: Continuous): string {
  const parts: string[] = [];
  if (c.defines) {
    const which = c.defines.power && c.defines.toughness ? 'power and toughness are each' : c.defines.power ? 'power is' : 'toughness is';
    const plus = c.defines.plus ? `${c.defines.plus} plus ` : '';
    return `${describeRef(c.affected)}: its ${which} ${plus}${c.defines.times === 2 ? 'twice ' : ''}${counted(c.defines.amount)} (in every zone)`;
  }
  if (c.chosenNameLock) return c.chosenNameLock === 'cast' ? "spells with the card name chosen as this card entered can't be cast" : `activated abilities of sources with the card name chosen as this card entered can't be activated${c.chosenNameLock === 'activateNonMana' ? ' (mana abilities can)' : ''}`;
  if (c.maxHandSize) return `${{ you: 'your', opponents: "each opponent's", chosenPlayer: "the chosen player's (chosen as this card entered)" }[c.maxHandSize.of]} maximum hand size ${'set' in c.maxHandSize ? `is ${c.maxHandSize.set}` : `is ${c.maxHandSize.raise < 0 ? 'reduced' : 'increased'} by ${Math.abs(c.maxHandSize.raise)}`}`;
  if (c.castWithFlash) return `you may cast ${describeFilter(c.castWithFlash, true)} as though they had flash (any time you could cast an instant)`;
  if (c.topCardSeenBy) return c.topCardSeenBy === 'you' ? 'you may look at the top card of your library any time' : 'the top card of your library is revealed (every player may look at it)';
  const each = c.forEachCounter ? ` for each ${counterText(c.forEachCounter)} counter on this card (~)` : c.forEach ? ` for each ${eachWords(c.forEach)}` : '';
  if (c.power !== undefined || c.toughness !== undefined) parts.push(`gets ${signed(c.power)}/${signed(c.toughness)}${each}`);
  const player = c.affected.ref === 'you' || (c.affected.ref === 'each' && c.affected.filter.alts.every((a) => a.noun === 'Player' || a.noun === 'Opponent'));
  // A rule for players is a sentence of its own (`follows the rule "You can't gain life."`).
  if (player && c.keywords.some((k) => / /.test(k) || playerRuleText(k))) {
    return `${describeRef(c.affected)} ${c.affected.ref === 'you' ? 'follow' : 'follows'} the rule ${c.keywords.map((k) => `"${playerRuleText(k) ?? k}"`).join(' and ')}`;
  }
  if (c.keywords.length > 0) parts.push(`${c.affected.ref === 'you' ? 'have' : 'has'} ${c.keywords.map((k) => (k.includes('CARDNAME') ? `"${k.replace(/CARDNAME/g, 'it')}"` : k.toLowerCase().replace(/:(\d+)$/, ' $1'))).join(', ')}`);
  for (const r of c.rules) parts.push(ruleWords[r] ?? mayFlashWords(r) ?? (r.startsWith('CARDNAME ') ? r.replace(/^CARDNAME /, '').replace(/\.$/, '') : r.startsWith('May be blocked ') ? r.replace(/\.$/, '').toLowerCase() : `has "${r.replace(/CARDNAME/g, 'it')}"`));
  if (c.control) parts.push('is controlled by you');
  if (c.setColor) parts.push(c.setColor === 'colorless' ? 'is colorless' : `is ${colorNames[c.setColor]} (and no other color)`);
  if (c.landCreature) parts.push(`is ${withArticle(c.landCreature.join(' '))} creature (still a land)`);
  if (c.basePT) parts.push(`has base power and toughness ${c.basePT.power}/${c.basePT.toughness}`);
  // 305.7: a land whose land types are replaced also loses the abilities of its rules text.
  if (c.chosenLandType) parts.push('is the basic land type chosen as this card entered (and no other land type) and loses its other abilities');
  if (c.landType) parts.push(`is ${withArticle(c.landType.length === 1 ? c.landType[0] : `${c.landType.slice(0, -1).join(', ')} and ${c.landType[c.landType.length - 1]}`)} (and no other land type) and loses its other abilities`);
  if (c.upkeep) parts.push(c.upkeep.cumulative ? `has cumulative upkeep${c.upkeep.text.startsWith('{') ? ' ' : '—'}${c.upkeep.text}` : `has "At the beginning of your upkeep, sacrifice this unless you pay ${c.upkeep.text}"`);
  if (c.addedType === 'Legendary') parts.push('is legendary in addition to its other types');
  else if (c.addedType) parts.push(`is ${typeof c.addedType === 'string' ? withArticle(typeAdjectives.has(c.addedType) ? c.addedType.toLowerCase() : c.addedType) : 'the creature type chosen as this card entered'} in addition to its other types`);
  if (c.addedLandType) parts.push(`is ${withArticle(c.addedLandType)} in addition to its other land types`);
  if (c.losesKeyword) parts.push(`loses ${c.losesKeyword.toLowerCase()} and can't have or gain it`);
  if (c.loses) parts.push(`loses ${c.loses.map((k) => k.toLowerCase()).join(', ')}`);
  if (c.freeCastIf) parts.push(`may be cast without paying its mana cost while an opponent controls ${describeFilter(c.freeCastIf.opponentControls)} and you control ${describeFilter(c.freeCastIf.youControl)}`);
  if (c.attackTax) parts.push(`can't attack${c.attackTax.target ? ` ${c.attackTax.target === 'you' ? 'you' : 'you or a planeswalker you control'}` : ''}${c.attackTax.block ? ' or block' : ''} unless its controller pays {${c.attackTax.cost}}${c.attackTax.target ? ' for each' : ''}`);
  if (c.preventSome) {
    const src = c.preventSome.source;
    const kind = src?.color ? `${({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const)[src.color]} ` : src?.type ? `${src.type.toLowerCase()} ` : '';
    const you = c.affected.ref === 'you';
    parts.push(`${you ? 'have' : 'has'} ${c.preventSome.amount} of the damage each ${kind}source${src?.opponents ? ' an opponent controls' : ''} would deal to ${you ? 'you' : 'it'} prevented`);
  }
  if (c.playLandsFromGraveyard) return 'you may play land cards from your graveyard';
  if (c.noEntryTriggers) return "creatures entering the battlefield don't cause abilities to trigger (a rule of the game)";
  if (c.cantPlayLands) return "players can't play lands";
  if (c.cantCast) return `${c.affected.ref === 'enchanted' ? "the enchanted creature's controller" : describeRef(c.affected)} can't cast ${describeFilter(c.cantCast.spells, true)}${c.cantCast.duringYourTurn ? ' during your turn' : ''}`;
  if (c.castLimit) parts.push(`can't cast more than ${c.castLimit === 1 ? 'one spell' : `${c.castLimit} spells`} each turn`);
  if (c.noMaxHandSize) parts.push(`${c.affected.ref === 'you' ? 'have' : 'has'} no maximum hand size`);
  for (const g of c.granted ?? []) parts.push(`has the ability ${grantedText(g, 'the object that has it')}`);
  if (c.notCreature) parts.push("isn't a creature");
  if (c.entersTapped) parts.push('enters the battlefield tapped');
  if (c.entersWithCounter) parts.push(`enters the battlefield with an additional ${counterText(c.entersWithCounter)} counter on it`);
  if (c.cantAttackYou) parts.push(`can't attack you${c.cantAttackYou.planeswalkers ? ' or planeswalkers you control' : ''}`);
  if (c.cantTarget) {
    const color = c.cantTarget.source && describeFilter({ alts: [{ noun: 'Card', props: [c.cantTarget.source] }] }).replace(/ card$/, '');
    const t = c.cantTarget;
    const of = t.sourceColors ? `${t.sourceColors.map((k) => colorNames[k]).join(' or ')} ` : t.sourceType ? `${t.sourceType} ` : '';
    parts.push(`can't be the target of ${color ? `${color} spells or abilities from ${color} sources` : `${of}spells${t.spellsOnly ? '' : ' or abilities'}${t.opponents ? ' your opponents control' : ''}`}`);
  }
  if (c.allColors) parts.push('is all colors (in every zone)');
  if (c.attacksOnlyIfDefenderIsMonarch) parts.push("can't attack unless defending player is the monarch");
  if (c.attacksOnlyIfDefenderControls) parts.push(`can't attack unless defending player controls a ${describeFilter(c.attacksOnlyIfDefenderControls)}`);
  if (c.cantAttackIfDefenderControls) parts.push(`can't attack if defending player controls a ${describeFilter(c.cantAttackIfDefenderControls)}`);
  if (c.unblockableBy) parts.push(`can't be blocked by ${describeFilter(c.unblockableBy, true)}`);
  if (c.attachOnlyTo) parts.push(`can be attached only to ${withArticle(describeFilter(c.attachOnlyTo))}`);
  if (c.cantBlockOf) parts.push(`can't block ${describeFilter(c.cantBlockOf, true)}`);
  if (c.paired) return `this card (~) and the creature paired with it each ${parts.join(' and ').replace(/^has /, 'have ').replace(/^gets /, 'get ')}, as long as they are paired`;
  const keeps = c.protectionKeepsSource ? ' (this effect does not remove this card)' : '';
  // "As long as ~ is in your graveyard (and …)": where the card is, then any other condition.
  const permanent = c.affected.ref === 'enchanted' && !!c.affected.permanent;
  const conditions = [c.inGraveyard ? 'this card (~) is in your graveyard' : '', c.asLongAs ? describeState(c.asLongAs, permanent) : ''].filter(Boolean);
  return `${describeRef(c.affected)} ${parts.join(' and ')}${keeps}${conditions.length > 0 ? `, as long as ${conditions.join(' and ')}` : ''}`;
}
