/**
 * A trigger in words (`when this card (~) enters the battlefield`, `at the beginning of your upkeep`) with its
 * intervening "if" (603.4), for the descriptions of describe.ts.
 */
import { describeFilter, describeRef, withArticle, withoutController, youControl } from './describeWords.js';
import { isBothColors } from './castSpells.js';
import { counterText } from './counters.js';
import type { Condition, Trigger } from './types.js';
import { isKind } from './refs.js';
import { wordTable } from './wordTable.js';

const events: Record<Trigger['event'], string> = {
  enters: 'enters the battlefield', dies: 'dies', leaves: 'leaves the battlefield', attacks: 'attacks', blocks: 'blocks', attacksOrBlocks: 'attacks or blocks', blocksOrBlocked: 'blocks or becomes blocked',
  becomesBlocked: 'becomes blocked', combatDamageToPlayer: 'deals combat damage to a player', damageToPlayer: 'deals damage to a player', dealtDamage: 'is dealt damage', combatDamageToCreature: 'deals combat damage to a creature', turnedFaceUp: 'is turned face up', attacksUnblocked: "attacks and isn't blocked", dealsDamage: 'deals damage', dealsCombatDamage: 'deals combat damage',
  phase: '', cast: '', putIntoGraveyard: 'is put into a graveyard', becomesTarget: 'becomes the target of a spell or ability', cycle: 'is cycled',
  discard: 'is discarded', gainLife: 'gains life', drawCard: 'draws a card', planarChaos: '', state: '',
  damageToCreature: 'deals damage to a creature', damageToOpponent: 'deals damage to an opponent', setInMotion: 'is set in motion', exploits: 'exploits a creature', sacrificed: 'is sacrificed by you', damageToYou: 'deals damage to you', combatDamageToYou: 'deals combat damage to you', taps: 'becomes tapped', untaps: 'becomes untapped',
  countersPut: 'has counters put on it', tapsForMana: 'is tapped for mana',
  exerted: 'is exerted as it attacks (you may exert it; it won\'t untap during your next untap step)',
  surveil: 'surveils', monstrous: 'becomes monstrous (701.37b)', transformed: 'transforms into this face (~)',
};
const phaseNames: Record<string, string> = wordTable({ upkeep: 'upkeep', draw: 'draw step', end: 'end step', combat: 'combat', precombatMain: 'precombat main phase', endCombat: 'end of combat' });


/** A trigger in words: `when this card (~) enters the battlefield`, `at the beginning of your upkeep`. */
export function describeTrigger(t: Trigger): string {
  const c = t.condition;
  return `${describeEvent(t)}${c ? `, if ${describeCondition(c)}` : ''}`;
}

const comparisons = { GE: 'or more', LE: 'or fewer' } as const;

/** An intervening "if" (also the condition of the counters a permanent enters with) in words, without the `if`. */
export function describeCondition(c: Condition): string {
  if ('kicked' in c) return `it was kicked${c.with ? ` with its ${c.with.map((b) => `{${b}}`).join('')} kicker` : ''}`;
  if ('costPaid' in c) return `its ${c.costPaid} cost was paid (it was cast for that cost)`;
  if ('tributeNotPaid' in c) return "tribute wasn't paid (no opponent put its +1/+1 counters on it)";
  if ('presence' in c) return `you revealed ${withArticle(`${c.presence} card`)} or controlled ${withArticle(c.presence)} as you cast it`;
  if ('lifeGainedThisTurn' in c) return c.lifeGainedThisTurn === 1 ? 'you gained life this turn' : `you gained ${c.lifeGainedThisTurn} or more life this turn`;
  if ('spellsLastTurn' in c) return c.spellsLastTurn === 'none' ? 'no spells were cast last turn' : 'a player cast two or more spells last turn';
  if ('noneOnBattlefield' in c) return `no ${describeFilter(c.noneOnBattlefield)} is on the battlefield`;
  if ('counterPutOnYoursThisTurn' in c) return `${withArticle(counterText(c.counterPutOnYoursThisTurn))} counter was put on a permanent you control this turn`;
  if ('thatPlayerDomain' in c) return `there are ${c.thatPlayerDomain} or more basic land types among lands that player controls`;
  if ('noLifeLostThisTurn' in c) return "you didn't lose life this turn";
  if ('drewThisTurn' in c) return `you drew ${c.drewThisTurn} or more cards this turn`;
  if ('selfDealtDamageToOpponent' in c) return 'this card (~) dealt damage to an opponent this turn';
  if ('enteredUnderYourControl' in c) return `${withArticle(describeFilter(c.enteredUnderYourControl))} entered the battlefield under your control this turn`;
  if ('playerControlsMost' in c) return `a player controls more ${describeFilter(c.playerControlsMost, true)} than each other player`;
  if ('graveyardAtLeast' in c) return `you have ${c.count} or more ${describeFilter(c.graveyardAtLeast, true)}`;
  if ('cardsInLibrary' in c) return `you have ${c.count} or more cards in your library`;
  if ('inYourGraveyard' in c) return `the number of cards (${describeFilter(c.inYourGraveyard)}) is less than ${c.fewerThan}`;
  if ('onBattlefield' in c) return `there are ${c.atLeast} or more on the battlefield${c.onBattlefield.alts.some((a) => a.props.some((p) => p.is === 'controller')) ? '' : " (anyone's)"} of: ${describeFilter(c.onBattlefield)}`;
  if ('monarch' in c) return c.monarch === 'you' ? "you're the monarch" : 'an opponent is the monarch';
  if ('delirium' in c) return 'there are four or more card types among cards in your graveyard (delirium)';
  if ('revolt' in c) return 'a permanent you controlled left the battlefield this turn';
  if ('creatureDied' in c) return 'a creature died this turn';
  if ('attacked' in c) return 'you attacked with a creature this turn';
  if ('castFromHand' in c) return 'you cast it from your hand';
  if ('damagedThisTurn' in c) return `${c.damagedThisTurn} or more damage was dealt to it this turn`;
  // A card type in lower case ("a creature"), a creature type as it is spelled ("a Human").
  if ('itWas' in c) return `it was ${withArticle(/^(Creature|Artifact|Enchantment|Land)$/.test(c.itWas) ? c.itWas.toLowerCase() : c.itWas)}`;
  if ('manaNotSpent' in c) return `no {${c.manaNotSpent}} was spent to cast it`;
  if ('desert' in c) return 'you control a Desert or there is a Desert card in your graveyard';
  if ('lifeLostLastTurn' in c) return 'you lost life last turn';
  if ('selfAttackedOrBlocked' in c) return 'this card (~) attacked or blocked this combat';
  if ('selfInYourGraveyard' in c) return 'this card (~) is in your graveyard';
  if ('selfInCommandZone' in c) return 'this card (~) is in the command zone';
  if ('selfTapped' in c) return `this card (~) is ${c.selfTapped ? 'tapped' : 'untapped'}`;
  if ('defenderControlsNo' in c) return `the defending player controls no ${describeFilter(withoutController(c.defenderControlsNo))}`;
  if ('selfIs' in c) return `this card (~) is ${c.selfIs === 'Enchantment' ? 'an enchantment' : c.selfIs}`;
  if ('cardsInHand' in c) {
    const has = c.cardsInHand === 'you' ? 'you have' : 'that player has';
    return c.compare === 'EQ' ? `${has} ${c.count === 0 ? 'no' : `exactly ${c.count}`} cards in hand` : `${has} ${c.count} ${comparisons[c.compare]} cards in hand`;
  }
  if ('thatPlayerControls' in c) {
    const f = c.thatPlayerControls;
    return `that player controls a ${describeFilter(withoutController(f))}`;
  }
  if ('life' in c) return `${c.life === 'you' ? 'you have' : 'that player has'} ${c.count} ${c.compare === 'GE' ? 'or more' : 'or less'} life`;
  return youControl(c.compare, c.count, c.youControl);
}

function describeEvent(t: Trigger): string {
  if (t.event === 'phase') {
    const phase = phaseNames[t.phase ?? ''] ?? t.phase;
    if (t.phase === 'endCombat' && t.whose === 'each') return 'at end of combat (each combat)';
    if (t.whose === 'enchantedController') return `at the beginning of the ${phase} of the enchanted permanent's controller`;
    const whose = t.whose === 'you' ? 'your' : t.whose === 'opponent' ? "each opponent's" : t.whose === 'player' ? "each player's" : t.whose === 'enchantedPlayer' ? "the enchanted player's" : t.whose === 'chosenPlayer' ? "the chosen player's" : 'each';
    return `at the beginning of ${whose} ${phase}`;
  }
  if (t.event === 'state' && t.state) return `when ${youControl(t.state.compare, t.state.count, t.state.youControl)} (a state trigger)`;
  if (t.event === 'discard' && t.byOpponent) return 'when a spell or ability an opponent ("that player") controls causes you to discard this card (~)';
  if (t.event === 'discard' && t.subject.ref === 'each') {
    const d = describeFilter(t.subject.filter);
    return `whenever ${d.startsWith('other ') ? `another ${d.slice(6)}` : `a ${d}`} is discarded (cycling discards it too)`;
  }
  // The player who tapped it is the trigger's "that player" (its controller, 602.2).
  if (t.event === 'tapsForMana' && t.subject.ref === 'each') return `whenever a player ("that player") taps a ${describeFilter(t.subject.filter)} for mana`;
  if (t.event === 'sacrificed' && t.subject.ref === 'each') {
    const d = describeFilter(t.subject.filter);
    return `whenever you sacrifice ${d.startsWith('other ') ? `another ${d.slice(6)}` : `a ${d}`} ("that permanent")`;
  }
  if (t.event === 'drawCard') return `whenever ${t.subject.ref === 'you' ? 'you draw' : t.subject.ref === 'each' && t.subject.filter.alts[0].noun === 'Opponent' ? 'an opponent draws' : 'a player draws'} a card (once for each card)`;
  if (t.event === 'planarChaos') return 'whenever you roll {CHAOS} on the planar die';
  if (t.event === 'gainLife' && t.subject.ref === 'you') return 'whenever you gain life';
  // "When this creature transforms into ~": ~ names the face it transforms into, not the card that transforms.
  if (t.event === 'transformed') return 'when this card transforms into this face (~)';
  if (t.event === 'surveil') return 'whenever you surveil (once for each surveil, 701.25)';
  if (t.event === 'exerted' && t.subject.ref === 'each') return "whenever you exert a creature you control (it won't untap during your next untap step, 701.43)";
  // "Whenever a source of the chosen color deals damage to you": any object, a token or an emblem too, not only a card.
  if (t.event === 'damageToYou' && t.subject.ref === 'each' && t.subject.filter.alts.length === 1 && t.subject.filter.alts[0].noun === 'Card' && t.subject.filter.alts[0].props.length === 1 && t.subject.filter.alts[0].props[0].is === 'chosenColor') return 'whenever a source of the color chosen as this card entered deals damage to you';
  if (t.event === 'dealtDamage' && t.subject.ref === 'you') return `whenever you're dealt ${t.combat ? 'combat ' : ''}damage (once for all the damage dealt at one time)`;
  if (t.event === 'cycle' && t.subject.ref === 'each') return 'whenever a player cycles a card';
  if (t.event === 'cycle' && t.subject.ref === 'self') return `when you cycle this card (~)${t.orDies ? ' or it dies' : ''}`;
  if (t.event === 'cast' && t.subject.ref === 'self') return 'when you cast this card (~), from the stack';
  if (t.event === 'countersPut') {
    const d = t.subject.ref === 'each' ? describeFilter(t.subject.filter) : '';
    const on = t.subject.ref !== 'each' ? describeRef(t.subject) : d.startsWith('other ') ? `another ${d.slice(6)}` : `a${/^[aeiou]/.test(d) ? 'n' : ''} ${d}`;
    return `whenever ${t.byYou ? 'you put ' : ''}one or more ${counterText(t.counter!)} counters ${t.byYou ? 'on' : 'are put on'} ${on}`;
  }
  if (t.event === 'cast' && t.nth === 2) return 'whenever you cast your second spell each turn';
  if (t.event === 'cast') {
    const caster = t.whose === 'you' ? 'you cast' : t.whose === 'opponent' ? 'an opponent casts' : 'a player casts';
    // The spell is on the stack by definition: "a noncreature spell", not "a noncreature in a stack spell".
    const kind = describeFilter({ ...t.spell!, zone: undefined }).replace(/(^| )spell$/, '');
    if (isBothColors(t.spell!)) return `whenever ${caster} a spell that's both ${kind.split(' ').join(' and ')}`;
    return `whenever ${caster} ${withArticle(`${kind ? `${kind} ` : ''}spell`)}${t.targetsSelf ? ' that targets this card (~)' : ''}${t.castFrom === 'graveyard' ? ' from your graveyard' : t.castFrom === 'exile' ? ' from exile' : ''}${t.turn ? ` during ${t.turn === 'yours' ? 'your' : "an opponent's"} turn` : ''}${t.orEnters ? ` or ${withArticle(describeFilter(t.orEnters))} enters the battlefield` : ''}`;
  }
  if (t.event === 'putIntoGraveyard') {
    const whose = t.subject.ref === 'each' ? t.subject.filter.alts[0]?.props.find((p) => p.is === 'owner') : undefined;
    // "From your library" is read of your own graveyard only (a card goes to its owner's graveyard, 404.2).
    const graveyard = whose?.is === 'owner' ? (whose.who === 'you' ? 'your graveyard' : "an opponent's graveyard") : t.from === 'library' ? 'your graveyard' : 'a graveyard';
    return `when ${describeRef(t.subject)} is put into ${graveyard} ${t.from === 'library' ? 'from your library' : 'from anywhere'}`;
  }
  // "Whenever a creature dies" (each such event), not "when each creature dies".
  const one = (d: string) => (d.startsWith('other ') ? `another ${d.slice(6)}` : withArticle(d));
  const subject = t.subject.ref !== 'each' ? describeRef(t.subject) : t.oneOrMore ? `one or more ${describeFilter(t.subject.filter)}` : one(describeFilter(t.subject.filter));
  const attacked = t.attacked === 'you' ? ' you' : t.attacked === 'youOrPlaneswalker' ? ' you or a planeswalker you control' : '';
  const also = t.orAttacks ? ' or attacks' : t.orDies ? ' or dies' : t.orLeaves ? ' or leaves the battlefield' : t.orTurnedFaceUp ? ' or is turned face up' : t.alone ? ' alone' : attacked;
  const others = t.withOthers !== undefined ? ` with at least ${t.withOthers} other attacking creatures` : '';
  // The other creature of a block ("that creature"), once for each (509.3b, d).
  const by = t.by && t.byOneOrMore ? ` ${t.event === 'blocks' ? '' : 'by '}one or more ${describeFilter(t.by, true)} (once for the block)`
    : t.by ? ` ${t.event === 'blocks' ? '' : 'by '}a ${describeFilter(t.by)} ("that creature"; once for each such creature)` : '';
  // Only a creature dies (700.4): an artifact, an enchantment, a land or the enchanted permanent "is put into a graveyard
  // from the battlefield".
  const creature = t.subject.ref === 'each' ? isKind(t.subject.filter, 'creature') : t.subject.ref !== 'enchanted';
  const event = t.event === 'becomesTarget' ? targetedBy(t) : t.event === 'dealtDamage' && t.combat ? 'is dealt combat damage' : t.event === 'dies' && !creature ? 'is put into a graveyard from the battlefield' : events[t.event];
  return `${t.subject.ref === 'each' ? 'whenever' : 'when'} ${t.orSelf ? 'this card or ' : ''}${subject} ${event}${also}${others}${by}${t.oneOrMore ? ' (once for the group)' : ''}`;
}

/** "becomes the target of a spell or ability", "… of an Aura spell", "… an opponent controls". */
function targetedBy(t: Trigger): string {
  const kind = t.bySpell ? describeFilter(t.bySpell) : '';
  const by = t.bySpell ? withArticle(/\bspell$/.test(kind) ? kind : `${kind} spell`) : 'a spell or ability';
  return `becomes the target of ${by}${t.byOpponent ? ' an opponent controls' : ''}${t.bySpell ? ' (not an ability)' : ''}`;
}
