/**
 * A replacement effect of an ability in words (614): damage prevented, a clone, a permanent entering tapped or with
 * counters, a choice made as it enters. Used by `describeEffect`.
 */
import { counterText } from './counters.js';
import type { AbilityEffect } from './types.js';
import { describeFilter, describeRef } from './describeWords.js';
import { describeCondition } from './describeTriggers.js';
import { eachWords } from './describeContinuous.js';

/** The ability's replacement effect in words, or undefined when it has none that is described so. */
export function describeReplacement(e: AbilityEffect): string[] | undefined {
  const prevent = e.replacement?.prevent;
  if (prevent?.to === 'self') return [`replacement: prevent all damage that would be dealt to this card (~), and remove a ${counterText(prevent.removeCounter)} counter from it instead`];
  if (prevent?.to === 'enchanted') return ['replacement: prevent all damage that would be dealt to enchanted creature by sources of the color chosen as this card entered'];
  if (prevent?.to === 'selfBy') return [`replacement: prevent all ${prevent.combat ? 'combat ' : ''}damage that would be dealt to this card (~) by ${describeFilter(prevent.by, true)}`];
  if (prevent?.to === 'perDamage') return [`replacement: prevent all damage that would be dealt to this card (~), and ${prevent.action === 'put' ? `put a ${counterText(prevent.counter)} counter on it for each 1 damage prevented` : `remove that many ${counterText(prevent.counter)} counters from it`} instead`];
  if (prevent?.to === 'others') return [`replacement: prevent all noncombat damage that would be dealt to ${describeRef(prevent.what)}`];
  if (prevent) {
    const damage = prevent.combat === true ? 'combat damage' : prevent.combat === false ? 'noncombat damage' : 'damage';
    return [`replacement: prevent all ${damage} that would be dealt to you`];
  }
  const clone = e.replacement?.clone;
  if (clone) {
    const except = [clone.power !== undefined ? `its base power and toughness are ${clone.power}/${clone.toughness}` : '', clone.keywords ? `it has ${clone.keywords.join(', ').toLowerCase()}` : '', clone.addTypes ? `it is also a ${clone.addTypes.join(' ')}` : ''].filter(Boolean);
    return [`replacement: you may have this card enter the battlefield as a copy of a ${describeFilter(clone.filter)} on the battlefield${except.length > 0 ? `, except ${except.join(' and ')}` : ''}`];
  }
  if (e.replacement?.entersTapped && e.replacement.counters) return [`replacement: this card enters the battlefield tapped with ${e.replacement.counters.amount} ${counterText(e.replacement.counters.counter)} counter(s)`];
  if (e.replacement?.entersTapped) return ['replacement: this card enters the battlefield tapped'];
  const unless = e.replacement?.tappedUnless;
  if (unless) {
    const why = 'payLife' in unless ? `you pay ${unless.payLife} life as it enters` : 'reveal' in unless ? `you reveal a ${unless.reveal.join(' or ')} card from your hand as it enters`
      : 'controlCount' in unless ? `you control ${unless.count} or ${unless.compare === 'GE' ? 'more' : 'fewer'} ${describeFilter(unless.controlCount)}` : `you control a ${unless.control.join(' or a ')}`;
    return [`replacement: this card enters the battlefield tapped unless ${why}`];
  }
  if (e.replacement?.choose) return [`replacement: as this card enters the battlefield, you choose ${{ color: 'a color', creatureType: 'a creature type', basicLandType: 'a basic land type', opponent: 'an opponent', player: 'a player', cardName: 'a card name', nonlandCardName: 'a nonland card name', number: 'a number' }[e.replacement.choose]}`];
  const counters = e.replacement?.counters;
  if (counters) return [`replacement: ${counters.ifKicked ? 'if it was kicked, ' : ''}this card enters the battlefield with ${counters.forEach ? `a ${counterText(counters.counter)} counter for each ${eachWords(counters.forEach)} (counted as it enters)` : `${counters.amount === 'X' ? 'X (paid with its cost)' : counters.amount} ${counterText(counters.counter)} counter(s)`}${counters.ifThisTurn ? ` if ${describeCondition(counters.ifThisTurn)}` : ''}`];
  return undefined;
}
