/**
 * Costs and conditions in words, for describe.ts: the parts of a cost, a trigger's "you may pay …", when a spell may be
 * cast, a condition on the game's state ("as long as" / "only if") and a change to what spells cost.
 */
import { counterText } from './counters.js';
import { colorNames, describeFilter, describeRef, withArticle, withoutController, youControl } from './describeWords.js';
import { describeCondition } from './describeTriggers.js';
import type { AbilityEffect, CastTiming, CostChange, CostPart, Filter, StaticCondition, Step, StepState } from './types.js';

/** What a trigger's "you may …. If you do" asks: a payment (`pay {2}`, `pay 2 life`) or an action (`sacrifice …`). */
export function describePayToDo(parts: CostPart[]): string {
  return parts.map((c) => (c.pay === 'mana' ? `pay ${describeCost(c)}` : describeCost(c))).join(', ');
}

/** One part of a cost in words: `{2}{R}`, `{T}`, `pay 2 life`, `sacrifice a creature`. */
export function describeCost(c: CostPart): string {
  switch (c.pay) {
    case 'mana': return c.symbols.map((s) => `{${s}}`).join('');
    case 'tap': return '{T}';
    case 'untap': return '{Q}';
    case 'life': return `pay ${c.amount} life`;
    case 'opponentGainsLife': return `have an opponent gain ${c.amount} life`;
    case 'damageYou': return `has this card (~) deal ${c.amount} damage to them`;
    case 'energy': return `pay ${c.amount} energy`;
    case 'sacrifice': return `sacrifice ${describeRef(c.what)}`;
    case 'discard': return c.hand ? 'discard your hand' : c.self ? 'discard this card (~)' : `discard ${c.amount} ${describeFilter(c.filter)}${c.random ? ' at random' : ''}`;
    case 'exile':
      if (c.what.ref === 'chosen') return `exile ${c.amount} ${describeFilter(c.what.filter, c.amount !== 1)}`;
      return `exile ${describeRef(c.what)}`;
    case 'addCounters': return `put ${c.amount} ${counterText(c.counter)} counter(s) on ${c.on ? `a ${describeFilter(c.on)}` : 'this card (~)'}`;
    case 'exileTop': return `exile the top ${c.amount} card(s) of your library`;
    case 'millTop': return `put the top ${c.amount} card(s) of your library into your graveyard`;
    case 'removeCounters': return `remove ${c.amount} ${counterText(c.counter)} counter(s) from this card`;
    case 'tapUntapped': return `tap ${c.amount} untapped ${describeFilter(c.filter, c.amount !== 1)}`;
    case 'return': return `return ${c.amount} ${describeFilter(c.filter)} you control to its owner's hand`;
    case 'loyalty': return `loyalty ${typeof c.amount === 'number' && c.amount > 0 ? '+' : ''}${c.amount === 'X' ? '−X' : c.amount}`;
  }
}

/** Your graveyard, hand or life as the text of a condition. */
function describeYours(a: Extract<StaticCondition, { yours: string }>): string {
  const n = a.compare === 'EQ' ? (a.count === 0 ? 'no' : `exactly ${a.count}`) : `${a.count} or ${a.compare === 'GE' ? 'more' : 'less'}`;
  switch (a.yours) {
    case 'graveyardCards': return `${n} cards are in your graveyard`;
    case 'graveyardCardTypes': return `there are ${n} card types among cards in your graveyard`;
    case 'graveyardInstantsSorceries': return `there are ${n} instant and/or sorcery cards in your graveyard`;
    case 'handCards': return `you have ${n} cards in hand`;
    case 'life': return `you have ${n} life`;
  }
}

/** When a spell may be cast, as the text says it. */
export function describeCastTiming(t: CastTiming): string {
  if (t.ifYouControl) return `cast only if ${youControl(t.ifYouControl.compare, t.ifYouControl.count, t.ifYouControl.youControl)}`;
  const during = t.during ? {
    combat: 'during combat', combatBeforeBlockers: 'during combat before blockers are declared', combatAfterBlockers: 'during combat after blockers are declared',
    declareAttackers: 'during the declare attackers step', declareBlockers: 'during the declare blockers step', beforeAttackers: 'before attackers are declared', beforeBlockers: 'before blockers are declared',
  }[t.during] : '';
  const turn = t.turn ? (t.turn === 'yours' ? 'during your turn' : "during an opponent's turn") : '';
  return `cast only ${[turn, during].filter(Boolean).join(', ')}${t.attackedThisStep ? " and only if you've been attacked this step" : ''}`;
}

/** A step's condition (a static ability's, or "you cast this spell during your main phase"), as a sentence says it. */
export function describeStepState(a: StepState): string {
  if ('presence' in a) return `you revealed ${withArticle(`${a.presence} card`)} or controlled ${withArticle(a.presence)} as you cast this spell`;
  // Each kind is read with "you control" in it (its controller): said once, before both.
  if ('youControlEach' in a) return `you control ${a.youControlEach.map((f) => withArticle(describeFilter(withoutController(f)))).join(' and ')}`;
  if ('castFromGraveyard' in a) return 'this spell was cast from a graveyard';
  return 'castInMainPhase' in a ? 'you cast this spell during your main phase' : describeState(a);
}

/**
 * A condition on the game's state, as the text says it (after "as long as" or "only if"). `permanent`: the enchanted
 * object is named a permanent (its Aura may enchant a land or artifact), not a creature.
 */
export function describeState(a: StaticCondition, permanent = false): string {
  const self = (byName: boolean | undefined) => (byName ? 'this card (~)' : 'it');
  if ('selfIs' in a) return `it is ${a.selfIs}`;
  if ('selfHas' in a) return `${self(a.byName)} has ${a.selfHas.toLowerCase()}`;
  if ('selfType' in a) return `${self(a.byName)} is ${a.selfType === 'Creature' ? 'a creature' : withArticle(a.selfType)}`;
  if ('selfCounters' in a) return `${self(a.byName)} has ${a.selfCounters.count === 1 ? 'a' : `${a.selfCounters.count} or more`} ${counterText(a.selfCounters.counter)} counter${a.selfCounters.count === 1 ? '' : 's'} on it`;
  if ('defenderControls' in a) return `defending player controls ${withArticle(describeFilter(a.defenderControls))}`;
  if ('attachedIs' in a) {
    const object = `the ${a.to} ${a.permanent || permanent ? 'permanent' : 'creature'}`;
    const keywords = a.attachedIs.flatMap((p) => (p.is === 'keyword' ? [p.keyword.toLowerCase()] : []));
    const kinds = a.attachedIs.filter((p) => p.is !== 'keyword');
    const quality = kinds.length > 0 ? describeFilter({ alts: [{ noun: 'Creature', props: kinds }] }).replace(/ creature$/, '') : '';
    // "is a Human" (a subtype names a kind), "is blue", "is legendary"; "has defender".
    const is = quality ? `is ${/^\p{Lu}/u.test(quality) ? `${/^[AEIOU]/.test(quality) ? 'an' : 'a'} ` : ''}${quality}` : '';
    return `${object} ${[is, keywords.length > 0 ? `has ${keywords.join(' and ')}` : ''].filter(Boolean).join(' and ')}`;
  }
  if ('turn' in a) return a.turn === 'yours' ? "it's your turn" : "it's not your turn";
  if ('yours' in a) return describeYours(a);
  if ('blessing' in a) return "you have the city's blessing";
  if ('opponentHas' in a) return a.opponentHas === 'poison' ? 'an opponent is poisoned' : a.opponentHas === 'fewestCards' ? 'an opponent has no cards in hand' : `an opponent has ${a.count} or less life`;
  if ('moreCardsInHand' in a) return 'you have more cards in hand than each opponent';
  if ('graveyardHasType' in a) return `${withArticle(a.graveyardHasType.toLowerCase())} card is in your graveyard`;
  if ('equippedIs' in a) return `the equipped creature is ${a.equippedIs}`;
  if ('blockedBy' in a) return `${a.blockedBy} or more creatures are blocking it`;
  if ('equipmentAttached' in a) return `${a.equipmentAttached} or more Equipment are attached to it`;
  if ('anyPlayerControls' in a) return `any player controls ${withArticle(describeFilter(a.anyPlayerControls))}`;
  if ('opponentOwnsExiled' in a) return 'an opponent owns a card in exile';
  if ('opponentBelowHalfLife' in a) return "an opponent's life total is less than half their starting life total";
  if ('lifeAtLeastStarting' in a) return 'your life total is greater than or equal to your starting life total';
  if ('topOfLibrary' in a) return `the top card of your library is ${describeTopCard(a.topOfLibrary)}`;
  if ('mostCommonColor' in a) return `${a.mostCommonColor.toLowerCase()} is the most common color among all permanents or is tied for most common`;
  if ('desert' in a) return 'you control a Desert or there is a Desert card in your graveyard';
  if ('opponentsControl' in a) {
    const kind = describeFilter({ alts: a.opponentsControl.alts.map((alt) => ({ ...alt, props: alt.props.filter((p) => p.is !== 'controller') })) });
    return `${a.compare === 'EQ' ? 'no opponent controls' : 'an opponent controls'} ${withArticle(kind)}`;
  }
  if ('selfPower' in a) return `this card's (~'s) power is ${a.selfPower} or greater`;
  if ('totalPower' in a) return `creatures you control have total power ${a.totalPower} or greater`;
  if ('countersOnSelf' in a) {
    const { count, compare, counter } = a.countersOnSelf;
    return `there ${count === 1 && compare === 'EQ' ? 'is' : 'are'} ${count === 0 ? 'no' : compare === 'EQ' ? `exactly ${count}` : `${count} or more`} ${counterText(counter)} counter${count === 1 && compare === 'EQ' ? '' : 's'} on it`;
  }
  if ('devotion' in a) return `your devotion to ${a.devotion.join(' and ').toLowerCase()} is less than ${a.count}`;
  return youControl(a.compare, a.count, a.youControl);
}

/** A change to what spells cost, in words (`spells of the kind "artifact" you cast cost {1} less to cast`). */
export function describeCostChange(c: CostChange): string {
  const spells = c.spells === 'self' ? 'this spell costs' : `spells of the kind "${describeFilter({ ...c.spells, zone: undefined })}"${c.caster ? ` ${c.caster === 'you' ? 'you' : 'your opponents'} cast` : ' (anyone\'s)'} cost`;
  const condition = c.forEach ? ` for each ${'filter' in c.forEach ? describeFilter(c.forEach.filter) : ''}` : c.condition ? ` if ${'youControl' in c.condition ? youControl(c.condition.compare, c.condition.count, c.condition.youControl) : describeCondition(c.condition)}` : '';
  const target = c.target ? ` (spells that target ${c.target === 'self' ? 'this card' : 'the enchanted player'})` : '';
  return `${spells} {${c.color ?? c.amount}} ${c.more ? 'more' : 'less'} to cast${condition}${target}`;
}

/** The top card of your library as the condition says it: `black` (a colour), `a creature card` (a card type). */
function describeTopCard(f: Filter): string {
  const [alt] = f.alts;
  return alt.noun === 'Card' ? describeFilter(f).replace(/ card$/, '') : `${withArticle(alt.noun.toLowerCase())} card`;
}

/** A step's conditions in words, each as "if …, " (empty when it has none), in the order the text would say them. */
export function describeStepConditions(s: Step): string {
  const said: string[] = [];
  if (s.instead) {
    const c = s.instead.condition;
    const insteadIf = 'youControlEach' in c ? describeStepState(c) : 'revolt' in c || 'creatureDied' in c || 'attacked' in c || 'presence' in c ? describeCondition(c) : describeState(c);
    said.push(`${s.instead.replaced ? 'unless' : 'instead, if'} ${insteadIf}`);
  }
  if (s.ifCountersOn) said.push(`if ${describeRef(s.ifCountersOn.what)} has ${s.ifCountersOn.atLeast} or more ${counterText(s.ifCountersOn.counter)} counters on it`);
  if (s.ifItsColor) said.push(`if ${describeRef(s.ifItsColor.what)} is ${colorNames[s.ifItsColor.color]}`);
  if (s.ifThatIs) {
    // "was": what it was as it last existed where it was (608.2h), the step before having perhaps taken it away.
    const kind = withArticle(describeFilter(s.ifThatIs.is));
    said.push(`if ${describeRef(s.ifThatIs.what)} ${s.ifThatIs.was ? `was ${kind} (as it last was on the battlefield)` : `is ${kind} as this resolves`}`);
  }
  if (s.ifNoCountersOnSelf) said.push(`if there are no ${counterText(s.ifNoCountersOnSelf)} counters on this card (~)`);
  if (s.ifYouControl) said.push(`if ${youControl(s.ifYouControl.compare, s.ifYouControl.count, s.ifYouControl.youControl)}`);
  if (s.ifState) said.push(`if ${describeStepState(s.ifState)}`);
  if (s.ifKicked) said.push(`if this card was kicked${s.ifKickedWith ? ` with its ${s.ifKickedWith.map((b) => `{${b}}`).join('')} kicker` : ''}`);
  if (s.ifYouDo) said.push('if you do');
  if (s.ifNoneSacrificed) said.push('if nothing was sacrificed this way');
  return said.map((x) => `${x}, `).join('');
}

/** An instant's or sorcery's alternative cost (118.9): "if you control an Island, you may pay 3 life rather than pay its mana cost". */
export function describeAltCost(alt: NonNullable<AbilityEffect['altCost']>): string {
  const when = youControl(alt.ifYouControl.compare, alt.ifYouControl.count, alt.ifYouControl.youControl);
  return `alternative cost: if ${when}, you may ${alt.cost.map(describeCost).join(' and ')} rather than pay this spell's mana cost`;
}
