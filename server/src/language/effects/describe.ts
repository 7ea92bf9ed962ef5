/**
 * The effect model in words, to show a designer how their text was understood: `when ~ enters the battlefield: deal 3
 * damage to any target`, with targets, amounts and durations spelled out; or what could not be read. Used by the hover
 * on an ability and by `cardtext explain NAME --cards FILE`.
 */
import { counterText } from './counters.js';
import type { AbilityEffect, Step } from './types.js';
import type { GrantedAbility } from './staticTypes.js';
import { skipNextUntap, skipUntap } from './objectSteps.js';
import { describeBecome } from './becomeColor.js';
import { describeGameTurnRule, describePlayerTurnRule } from './playerTurnRules.js';
import { colorNames, describeAmount, describeCastKeyword, describeCards, describeFilter, describeMana, describeRef, describeWard, dividedWords, withArticle } from './describeWords.js';
import { describeTrigger } from './describeTriggers.js';
import { describeCastTiming, describeCost, describeCostChange, describePayToDo, describeState, describeStepConditions, describeAltCost } from './describeConditions.js';
import { wordTable } from './wordTable.js';
import { ordinals } from './handLooks.js';
import { describeContinuous, eachWords, ruleWords, signed } from './describeContinuous.js';
import { perObject, roman, saidForEach, unlessTimes } from './describeAmounts.js';
import { describeReplacement } from './describeReplacements.js';

const durations: Record<string, string> = wordTable({ turn: 'until end of turn', permanent: 'permanently', whileControlled: 'for as long as you control this', untilLeaves: 'for as long as this card (~) remains on the battlefield', untilYourNextTurn: 'until your next turn', untilYourNextUpkeep: 'until your next upkeep', whileSelfTapped: 'for as long as this card (~) remains tapped', whileControlledAndTapped: 'for as long as you control this card (~) and it remains tapped' });

/** One step in words. */
export function describeStep(s: Step): string {
  const may = describeStepConditions(s) + (s.optional ? (s.optionalBy ? (s.do === 'draw' ? '' : `(${describeRef(s.optionalBy)}'s choice) `) : 'you may ') : '');
  const text = ((): string => {
    switch (s.do) {
      case 'damage': {
        const by = s.source.ref === 'self' ? '' : `${describeRef(s.source)} `;
        if (s.to === s.source) return `${by}deals damage to itself equal to ${'of' in s.amount && s.amount.of === s.source ? `its ${s.amount.count}` : describeAmount(s.amount)}`;
        // A counted amount reads as the card says it: "deal damage to any target equal to the number of …".
        if ('count' in s.amount) return `${by}deal damage to ${describeRef(s.to)}${dividedWords(s.to)} equal to ${describeAmount(s.amount)}`;
        return `${by}deal ${describeAmount(s.amount)} damage to ${describeRef(s.to)}${dividedWords(s.to)}${s.noPrevention ? " (the damage can't be prevented)" : ''}`;
      }
      case 'draw': {
        // "that creature's controller may draw a card": said with that player's own "may" (the draw is theirs).
        const draw = s.optionalBy ? `${describeRef(s.who)} may draw` : `${describeRef(s.who)} draw${s.who.ref === 'you' ? '' : 's'}`;
        // "draw cards equal to the sacrificed creature's power / the number of creatures you control": a counted amount not
        // said "a card for each …" is said after the cards.
        return 'count' in s.amount && !saidForEach(s.amount) ? `${draw} cards equal to ${describeAmount(s.amount)}` : `${draw} ${perObject(s.amount, 'a card', 'card(s)')}`;
      }
      case 'discard':
        if (s.ofDrawn) return 'discard one of the cards drawn this way';
        if (s.revealed) return `${describeRef(s.who)} reveals ${describeAmount(s.revealed)} cards from their hand; you choose ${describeAmount(s.amount)} of them; they discard ${'n' in s.amount && s.amount.n === 1 ? 'it' : 'them'}`;
        if (s.how === 'reveal') return `${s.looked ? `look at ${describeRef(s.who)}'s hand` : `${describeRef(s.who)} reveals their hand`}; you choose ${s.filter ? `a ${describeFilter({ ...s.filter, zone: undefined })}` : 'a card'} from it; they discard it`;
        return `${describeRef(s.who)} discard${s.who.ref === 'you' ? '' : 's'} ${s.how === 'hand' ? (s.who.ref === 'you' ? 'your hand' : 'their hand') : `${perObject(s.amount, 'a card', 'card(s)')}${s.how === 'random' ? ' at random' : ''}`}`;
      case 'wholeGraveyard':
        if (s.filter && s.to === 'hand') return `return all ${describeFilter({ ...s.filter, zone: undefined }, true)} from your graveyard to your hand`;
        if (s.filter && s.to === 'library') return `shuffle all ${describeFilter({ ...s.filter, zone: undefined }, true)} from ${describeRef(s.who)}'s graveyard into that player's library`;
        if (s.filter) return s.to === 'exile' ? `exile all ${describeFilter({ ...s.filter, zone: undefined }, true)} from ${s.who.ref === 'you' ? 'your graveyard' : 'all graveyards'}` : `${describeRef(s.who)} returns all ${describeFilter({ ...s.filter, zone: undefined }, true)} from their graveyard to the battlefield`;
        if (s.to === 'exile') return s.who.ref === 'each' ? 'exile all cards from all graveyards' : `exile all cards from ${describeRef(s.who)}'s graveyard`;
        return s.who.ref === 'you' ? 'shuffle your graveyard into your library' : `${describeRef(s.who)} shuffles their graveyard into their library`;
      case 'wholeLibrary': return `exile all cards from your library${s.faceDown ? ' face down' : ''}`;
      case 'mill':
        // Said as the card's imperative says it, whoever's library ("exile the top 2 card(s) of target opponent's
        // library"); an amount counted or chosen by a condition after it ("…, where N is the number of cards in your hand").
        if (s.to === 'exile') {
          const counted = !('n' in s.amount) && !('x' in s.amount);
          return `exile the top ${counted ? 'N' : describeAmount(s.amount)} card(s) of ${s.who.ref === 'you' ? 'your' : `${describeRef(s.who)}'s`} library${counted ? `, where N is ${describeAmount(s.amount)}` : ''}`;
        }
        return `${describeRef(s.who)} mill${s.who.ref === 'you' ? '' : 's'} ${describeAmount(s.amount)} card(s)`;
      // A counted amount reads as the card says it: "gain 1 life for each Elf", "gain life equal to the power of …".
      case 'gainLife': case 'loseLife': {
        const perEach = 'count' in s.amount && (s.amount.count === 'objects' || s.amount.count === 'counters' || s.amount.count === 'timesKicked');
        const amount = 'count' in s.amount && !perEach ? `life equal to ${describeAmount(s.amount)}` : perObject(s.amount, '1 life', 'life');
        return `${describeRef(s.who)} ${s.do === 'gainLife' ? 'gain' : 'lose'}${s.who.ref === 'you' ? '' : 's'} ${amount}`;
      }
      case 'destroy': return `destroy ${describeRef(s.what)}${s.noRegenerate ? " (it can't be regenerated)" : ''}`;
      case 'exile': return `exile ${describeRef(s.what)}${s.until ? ' until this card (~) leaves the battlefield (then it returns under its owner\'s control)' : ''}`;
      case 'flicker': return `exile ${describeRef(s.what)}, then return it to the battlefield under ${s.control === 'you' ? 'your' : "its owner's"} control${s.returnAt ? ' at the beginning of the next end step' : ''} (as a new object)`;
      case 'bounce': return `return ${describeRef(s.what)} to its owner's hand`;
      case 'putOnLibrary': return `put ${describeRef(s.what)} ${s.depth ? `${['second', 'third'][s.depth - 1]} from the top` : `on the ${s.position}`} of ${s.what.ref === 'target' && s.what.filter.zoneOwner === 'you' ? 'your' : "its owner's"} library`;
      case 'shuffleIntoLibrary':
        if (s.owner && s.what.ref === 'target') return `${describeRef(s.owner)} shuffles up to ${s.what.max} target cards from their graveyard into their library`;
        return `shuffle ${describeRef(s.what)} into ${s.what.ref === 'target' && s.what.filter.zoneOwner === 'you' ? 'your' : "its owner's"} library`;
      case 'return': return `return ${s.atRandom && s.what.ref === 'chosen' ? `${describeAmount(s.what.amount)} ${describeFilter(s.what.filter, !('n' in s.what.amount && s.what.amount.n === 1))} chosen at random` : describeRef(s.what)} to ${s.to === 'hand' ? (s.what.ref === 'triggered' ? "its owner's hand" : 'your hand') : `the battlefield${s.tapped ? ' tapped' : ''}${s.underYourControl ? ' under your control' : ''}${s.attachedTo ? ` attached to ${describeRef(s.attachedTo)}` : ''}`}`;
      case 'tap': case 'untap': return `${s.do} ${describeRef(s.what)}`;
      case 'removeFromCombat': return `remove ${describeRef(s.what)} from combat`;
      case 'tapOrUntap': return `tap or untap ${describeRef(s.what)}`;
      case 'goad': return `goad ${describeRef(s.what)} (until your next turn it attacks each combat if able, and a player other than you if able)`;
      case 'loseKeywords': return `${describeRef(s.what)} loses ${s.keywords.join(', ').toLowerCase()} until end of turn`;
      case 'pump': {
        const parts: string[] = [];
        if (s.power !== undefined || s.toughness !== undefined) parts.push(`gets ${signed(s.power)}/${signed(s.toughness)}${s.forEach ? ` for each ${eachWords(s.forEach)}` : ''}`);
        if (s.keywords.length > 0) parts.push(`gains ${s.keywords.join(', ').toLowerCase()}`);
        if (s.rules?.length === 1 && s.rules[0] === skipNextUntap && parts.length === 0) return `${describeRef(s.what)} doesn't untap during its controller's next untap step`;
        if (s.rules?.length === 1 && s.rules[0] === skipUntap && parts.length === 0) return `${describeRef(s.what)} doesn't untap during its controller's untap step ${durations[s.duration]}`;
        for (const r of s.rules ?? []) parts.push(ruleWords[r] ?? r.replace(/^CARDNAME /, '').replace(/\.$/, ''));
        if (s.prevent) parts.push(`has all ${s.prevent.combat ? 'combat ' : ''}damage that would be dealt ${{ to: 'to it', by: 'by it', toAndBy: 'to and by it' }[s.prevent.dealt]} prevented`);
        // What X is said last, as the card says it: "… until end of turn, where X is the number of Elves you control".
        return `${describeRef(s.what)} ${parts.join(' and ')} ${durations[s.duration]}${s.x ? `, where X is ${describeAmount(s.x)}` : ''}`;
      }
      case 'counters':
        if (s.what.ref === 'target' && s.what.divided) return `distribute ${describeAmount(s.amount)} ${counterText(s.counter)} counters among ${s.what.max === 2 ? 'one or two' : `one to ${s.what.max}`} target ${describeFilter(s.what.filter, true)}, divided as you choose`;
        if (s.upTo) return `put up to ${describeAmount(s.amount)} ${counterText(s.counter)} counter(s) on ${describeRef(s.what)}, to no more than ${s.upTo.maxTotal} in all`;
        return `put ${describeAmount(s.amount)} ${counterText(s.counter)} counter(s) on ${describeRef(s.what)}`;
      case 'removeCounters':
        if ('count' in s.amount && s.amount.count === 'counters' && s.amount.counter === s.counter && !s.amount.each) return `remove all ${counterText(s.counter)} counters from ${describeRef(s.what)}`;
        return `remove ${describeAmount(s.amount)} ${counterText(s.counter)} counter(s) from ${describeRef(s.what)}`;
      case 'token': {
        const t = s.token;
        const pt = t.power !== undefined ? `${t.power}/${t.toughness} ` : '';
        const colors = t.colors.length > 0 ? t.colors.map((c) => colorNames[c]).join(' and ') : 'colorless';
        // A counted amount after the token, as the card says it: "… token(s), as many as the number of …".
        const counted = 'count' in s.amount;
        return `${s.who ? `${describeRef(s.who)} creates` : 'create'} ${counted ? '' : `${describeAmount(s.amount)} `}${s.tapped ? 'tapped ' : ''}${pt}${colors} ${[...t.subtypes, ...t.types.map((x) => x.toLowerCase())].join(' ')} token(s)${t.named ? ` named ${t.name}` : ''}${t.keywords.length > 0 ? ` with ${t.keywords.join(', ').toLowerCase()}` : ''}${t.predefined ? ` (${t.predefined.rule}: with "${t.predefined.text}")` : ''}${(t.abilities ?? []).map((g) => ` with the ability ${grantedText(g, 'this token')}`).join(' and')}${counted ? `, as many as ${describeAmount(s.amount)}` : ''}${s.attacking ? ', attacking' : ''}${s.size ? `, where X (its power and toughness) is ${describeAmount(s.size)}` : ''}${s.exileAtEndStep ? '; exile the token(s) at the beginning of the next end step' : ''}`;
      }
      case 'copySpell':
        // 707.10c: the copy's controller (the spell's, when it copies it) may choose new targets.
        if (s.byController) return `the controller of ${describeRef(s.what)} copies it; that player may choose new targets for the copy`;
        return `copy ${s.ability ? 'target triggered ability you control' : describeRef(s.what)}${s.color ? `, except that the copy is ${colorNames[s.color]}` : ''}; you may choose new targets for the copy`;
      case 'copyPermanent': return `create a token that's a copy of ${describeRef(s.what)}`;
      case 'counter': {
        if (s.ability) return `counter target activated ${s.triggered ? 'or triggered ' : ''}ability${s.what.ref === 'target' && s.what.filter.alts[0]?.noun !== 'Card' ? ` from an ${describeFilter(s.what.filter)} source` : ''}`;
        const to = s.to === 'exile' ? 'exile it' : s.to === 'libraryTop' ? "put it on top of its owner's library" : s.to === 'libraryBottom' ? "put it on the bottom of its owner's library" : '';
        const targeting = s.targeting === 'self' ? ' that targets this card' : s.targeting ? ` that targets ${withArticle(describeFilter(s.targeting))}` : '';
        return `counter ${describeRef(s.what)}${targeting}${to ? `; if it is countered this way, ${to} instead of into its owner's graveyard` : ''}`;
      }
      case 'chooseType': return 'choose a creature type';
      case 'becomeChosenType': return `${describeRef(s.what)} becomes the ${s.kind.toLowerCase()} type of your choice${s.except ? ` (other than ${s.except})` : ''}${s.addition ? ' in addition to its other types' : ''} ${durations[s.duration]}`;
      case 'becomeColor': case 'becomeType': return describeBecome(s, describeRef(s.what), durations[s.duration]);
      case 'becomeChosenColor': return `${describeRef(s.what)} becomes the color of your choice ${durations[s.duration]}`;
      case 'scry': case 'surveil': return `${s.do} ${describeAmount(s.amount)}`;
      case 'peek': return s.reveal && s.who ? `${describeRef(s.who)} reveals the top ${describeAmount(s.amount)} card(s) of their library` : `look at the top ${describeAmount(s.amount)} card(s) of ${s.who ? `${describeRef(s.who)}'s` : 'your'} library`;
      case 'revealTopCard': {
        const place = { battlefield: 'onto the battlefield', hand: 'into your hand', graveyard: 'into your graveyard' };
        return `reveal the top card of your library; if it's ${withArticle(describeCards({ ...s.filter, zone: undefined }))}, put it ${place[s.to]}, otherwise ${place[s.otherwise]}`;
      }
      case 'peekToHand': return `look at the top card of your library; if it's a ${describeFilter({ ...s.filter, zone: undefined })}, you may reveal it and put it into your hand`;
      case 'rearrange': return `look at the top ${describeAmount(s.amount)} card(s) of your library and put them back in any order`;
      case 'exileOwnCards': return `${describeRef(s.who)} exiles ${describeAmount(s.amount)} card(s) from their ${s.from}`;
      case 'lookAtHand': return s.reveal ? `${describeRef(s.who)} reveals their hand` : `look at ${describeRef(s.who)}'s hand`;
      case 'fromRevealedHand': return `${describeRef(s.who)} reveals their hand; you choose ${s.filter ? `a ${describeFilter({ ...s.filter, zone: undefined })}` : 'a card'} from ${s.orGraveyard ? 'their graveyard or hand' : 'it'}; ${s.libraryPosition === undefined ? 'it is exiled' : `they put it into their library ${ordinals[s.libraryPosition]} from the top`}`;
      case 'impulse': {
        const until = { turn: 'until end of turn', endOfYourNextTurn: 'until the end of your next turn', untilYourNextTurn: 'until your next turn', untilYourNextUpkeep: 'until the beginning of your next upkeep' }[s.duration];
        return `exile the top ${describeAmount(s.amount)} card(s) of your library; you may play them ${until}`;
      }
      case 'dig': {
        const rest = { bottom: 'on the bottom of your library in any order', bottomRandom: 'on the bottom of your library in a random order', graveyard: 'into your graveyard' }[s.rest];
        if (s.take === 'all') return `reveal the top ${describeAmount(s.look)} cards of your library; put every ${s.filter ? describeFilter({ ...s.filter, zone: undefined }) : 'card'} among them into your hand, the rest ${rest}`;
        if (s.reveal && s.filter) return `reveal the top ${describeAmount(s.look)} cards of your library; ${s.mayTake ? 'you may put' : 'put'} a ${describeFilter({ ...s.filter, zone: undefined })} from among them into your hand, the rest ${rest}`;
        const take = s.mayReveal && s.filter ? `you may reveal a ${describeFilter({ ...s.filter, zone: undefined })} from among them and put it into your hand` : `put ${s.take} of them into your hand`;
        return `look at the top ${describeAmount(s.look)} cards of your library; ${take}, the rest ${rest}`;
      }
      case 'sacrifice': return `${describeRef(s.who)} sacrifice${s.who.ref === 'you' ? '' : 's'} ${s.what.ref === 'chosen' ? `${describeAmount(s.what.amount)} ${describeFilter(s.what.filter)}` : describeRef(s.what)}`;
      case 'regenerate': return `regenerate ${describeRef(s.what)}`;
      case 'monarch': return 'you become the monarch';
      case 'manifest': return `manifest the top ${s.amount} card(s) of your library (each face down as a 2/2 creature, turned face up for its mana cost if it is a creature card)`;
      case 'proliferate': return 'proliferate (choose any number of permanents and/or players with counters, then give each another counter of each kind already there)';
      case 'bolster': return `bolster ${s.amount} (put ${s.amount} +1/+1 counter(s) on the creature you control with the least toughness)`;
      case 'extraTurn': return `${describeRef(s.who)} take${s.who.ref === 'you' ? '' : 's'} an extra turn after this one`;
      case 'populate': return "populate (you create a token that's a copy of a creature token you control)";
      case 'winGame': case 'loseGame': return `${describeRef(s.who)} ${s.do === 'winGame' ? 'win' : 'lose'}${s.who.ref === 'you' ? '' : 's'} the game`;
      case 'preventCombatDamage': return 'prevent all combat damage that would be dealt this turn';
      case 'playerTurnRule': return describePlayerTurnRule(s, describeRef(s.who));
      case 'gameTurnRule': return describeGameTurnRule(s);
      case 'skipNextUntapAll': return `${describeFilter(s.filter, true)} don't untap during your next untap step, including those that come under your control later`;
      case 'preventAll': {
        const to = [...(s.toYou ? ['you'] : []), ...(s.to ? [describeFilter(s.to, true)] : [])].join(' and ');
        return `prevent all ${s.combat ? 'combat ' : ''}damage that would be dealt this turn${to ? ` to ${to}` : ''}${s.by ? ` by ${describeFilter(s.by, true)}` : ''}`;
      }
      case 'emblem': return `you get an emblem (an object in the command zone, 114.1) with: ${s.continuous.map(describeContinuous).join('; ')}`;
      case 'handToTop': return s.who ? `${describeRef(s.who)} puts a card from their hand on top of their library` : s.bottom ? `put ${s.amount ?? 1} card(s) from your hand on the bottom of your library` : 'put a card from your hand on top of your library';
      case 'sacrificeAny': return `sacrifice any number of ${describeFilter(s.filter, true)}`;
      case 'tapAny': return `tap any number of ${describeFilter(s.filter, true)}`;
      case 'revealAny': return `reveal any number of ${describeFilter(s.filter, true)}`;
      case 'revealTopIf': return `reveal the top card of your library; if it's ${withArticle(describeCards({ ...s.filter, zone: undefined }))}, ${s.then.map(describeStep).join(', then ')}`;
      case 'revealSharingType': return `look at the top card of your library; if it shares a creature type with this card, you may reveal it; if you do, ${s.then.map(describeStep).join(', then ')}`;
      case 'clash': return `clash with an opponent; if you win, ${s.win.map(describeStep).join(', then ')}`;
      case 'flipCoin': return `flip a coin${s.win.length ? `; if you win the flip, ${s.win.map(describeStep).join(', then ')}` : ''}${s.lose ? `; if you lose the flip, ${s.lose.map(describeStep).join(', then ')}` : ''}`;
      case 'preventNextFromSource': {
        const kind = [...(s.colors ? [s.colors.map((l) => colorNames[l]).join(' or ')] : []), ...(s.type ? [s.type.toLowerCase()] : []), 'source'].join(' ');
        return `the next time ${withArticle(kind)} of your choice${s.chosenColor ? ' of the chosen color' : ''} would deal damage${s.toYou ? ' to you' : s.to ? ` to ${describeRef(s.to)}` : ''} this turn, prevent that damage`;
      }
      case 'preventNext': return `prevent the next ${describeAmount(s.amount)} ${s.combat ? 'combat ' : ''}damage that would be dealt to ${describeRef(s.to)}${dividedWords(s.to)} this turn`;
      case 'phaseOut': return `${describeRef(s.what)} phases out (treated as though it doesn't exist until its controller's next untap step)`;
      case 'fight': return `${describeRef(s.what)} fights ${describeRef(s.other)}`;
      case 'becomeAura': return `the card loses this ability and becomes an Aura enchantment with enchant creature (no longer a creature), attached to ${describeRef(s.onto)}, until its controller pays {${s.revertCost.join('}{')}} to end this effect`;
      case 'explore': return `${describeRef(s.what)} explores (its controller reveals the top card of their library: a land card goes to their hand; otherwise the creature gets a +1/+1 counter and the card may go to the graveyard)`;
      case 'gainControl': return `${s.toMost ? `the player who controls the most ${describeFilter(s.toMost, true)} gains` : 'gain'} control of ${describeRef(s.what)} ${durations[s.duration]}`;
      case 'searchTheirs': {
        const many = !('n' in s.amount && s.amount.n === 1) || s.upTo;
        const put = { exile: `exile ${many ? 'them' : 'it'}`, battlefield: `put ${many ? 'them' : 'it'} onto the battlefield under your control`, graveyard: `put ${many ? 'them' : 'it'} into that player's graveyard` }[s.to];
        const cards = many ? `${s.upTo ? 'up to ' : ''}${describeAmount(s.amount)} ${describeCards({ ...s.filter, zone: undefined }, true)}` : withArticle(describeCards({ ...s.filter, zone: undefined }));
        return `search ${describeRef(s.who)}'s library for ${cards}, ${put}, then that player shuffles`;
      }
      case 'allOfTargetPlayer': return `${{ destroy: 'destroy', exile: 'exile', bounce: 'return' }[s.action]} all ${describeFilter(s.filter, true)} ${describeRef(s.player)} ${s.action === 'bounce' ? 'owns to their hand' : 'controls'}`;
      case 'searchLibraryAndGraveyard': return `search your library ${s.both ? 'and' : 'and/or'} graveyard for ${withArticle(describeCards(s.filter))}, put it into your hand, then shuffle ${s.both ? 'your library' : 'if you searched your library'}`;
      case 'search':
        if (s.other) return `search your library for up to two ${describeCards({ ...s.filter, zone: undefined }, true)}, put one onto the battlefield${s.tapped ? ' tapped' : ''} and the other into your hand, then shuffle`;
        return `search your library for ${s.upTo ? 'up to ' : ''}${describeAmount(s.amount)} ${describeCards({ ...s.filter, zone: undefined }, !('n' in s.amount && s.amount.n === 1))}, ${s.to === 'libraryTop' ? `${s.reveal ? 'reveal it, ' : ''}shuffle, then put it on top of your library` : `put ${s.amount && 'n' in s.amount && s.amount.n === 1 ? 'it' : 'them'} ${s.to === 'hand' ? 'into your hand' : s.to === 'graveyard' ? 'into your graveyard' : `onto the battlefield${s.tapped ? ' tapped' : ''}`}, then shuffle`}`;
      case 'putFromHand': return `${s.eachPlayer ? 'each player may' : 'you may'} put ${withArticle(describeCards({ ...s.filter, zone: undefined }))} from ${s.eachPlayer ? 'their' : 'your'} hand onto the battlefield${s.tapped ? ' tapped' : ''}`;
      case 'animate': {
        if (s.types.length === 0) return describeBaseStats(s);
        const colors = s.colors.map((l) => colorNames[l]).join(' and ');
        const kinds = [...s.subtypes, ...s.types.map((t) => t.toLowerCase())].join(' ');
        return `${describeRef(s.what)} becomes a ${s.power}/${s.toughness} ${colors ? `${colors} ` : ''}${kinds}${s.keywords.length ? ` with ${s.keywords.join(', ').toLowerCase()}` : ''}, ${s.replacesTypes ? 'no longer its other card types' : 'keeping its other types'}, ${durations[s.duration]}`;
      }
      case 'mana': return describeMana(s);
      case 'energy': return `you get ${describeAmount(s.amount)} energy`;
      case 'experience': return `you get ${describeAmount(s.amount)} experience counter(s)`;
      case 'skipNext': return `${describeRef(s.who)} skip${s.who.ref === 'you' ? '' : 's'} their next ${s.step === 'combat' ? 'combat phase' : `${s.step} step`}`;
      case 'poison': return `${describeRef(s.who)} get${s.who.ref === 'you' ? '' : 's'} ${describeAmount(s.amount)} poison counter(s)`;
      case 'transform': return 'transform this card';
      case 'attachEquipment': return `attach ${describeRef(s.what)} to ${describeRef(s.to)}`;
      case 'attach': return `attach this card (~) to ${describeRef(s.to)}`;
      case 'monstrosity': case 'adapt': return `${s.do} ${s.amount}`;
    }
  })();
  // "unless you pay {2}" / "unless you discard 2 card(s)": a cost that is an action is said as the action.
  const paid = s.unless?.cost.every((c) => c.pay === 'mana' || c.pay === 'life' || c.pay === 'energy');
  const unless = s.unless?.each ? ` unless they pay ${s.unless.cost.map(describeCost).join(', ')}` : s.unless?.any ? ` unless any player ${paid ? 'pays ' : ''}${s.unless.cost.map(describeCost).join(', ')}` : s.unless ? ` unless ${describeRef(s.unless.payer)} ${paid ? (s.unless.payer.ref === 'you' ? 'pay ' : 'pays ') : ''}${s.unless.cost.map(describeCost).join(', ')}${unlessTimes(s.unless)}` : '';
  const exile = s.exileIfDies ? '; if that creature would die this turn, exile it instead' : s.exileDamagedIfDies ? '; if a creature dealt damage this way would die this turn, exile it instead' : '';
  const noRegenerate = s.noRegenerateDamaged ? "; a creature dealt damage this way can't be regenerated this turn" : '';
  const later = s.delayed === 'nextTurnUpkeep' ? " at the beginning of the next turn's upkeep" : s.delayed === 'endOfCombat' ? ' at end of combat' : s.delayed === 'nextEndStep' ? ' at the beginning of the next end step' : '';
  // "you may draw", not "you may you draw": the step's own "you" is the one who may.
  const body = s.optional && !s.optionalBy && text.startsWith('you ') ? text.slice(4) : text;
  return may + body + unless + later + exile + noRegenerate;
}

/** "target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1 until end of turn". */
function describeBaseStats(s: Extract<Step, { do: 'animate' }>): string {
  const colors = s.colors.map((l) => colorNames[l]).join(' and ');
  const becomes = s.subtypes.length > 0 ? `becomes a ${colors ? `${colors} ` : ''}${s.subtypes.join(' ')} with` : 'has';
  const gains = s.keywords.length ? ` and gains ${s.keywords.join(', ').toLowerCase()}` : '';
  const base = s.only === 'power' ? `base power ${s.power}` : s.only === 'toughness' ? `base toughness ${s.toughness}` : `base power and toughness ${s.power}/${s.toughness}`;
  return `${describeRef(s.what)} ${s.losesAbilities ? 'loses all abilities and ' : ''}${becomes} ${base}${gains} ${durations[s.duration]}`;
}

/**
 * How cardtext read one ability, as a few lines: its kind and trigger or cost, then each step (or mode, or continuous
 * effect); or what it could not read.
 */
export function describeEffect(e: AbilityEffect): string[] {
  if (e.nothing) return ['nothing to do in play (reminder text)'];
  if (e.deckRule) return [e.deckRule === 'anyNumber' ? 'deck building: a deck can have any number of cards named this card (100.2a); nothing in play' : 'deck building: this card can be your commander (903.3d); nothing in play'];
  if (e.openingHand) return ['before the game: if this card is in your opening hand, you may begin the game with it on the battlefield (103.6a)'];
  if (e.unknown) return [`not read: cardtext stopped at "${e.unknown.text.slice(0, 80)}" (${e.unknown.reason.replace(/^not read: /, 'it could not read ')})`];
  const lines: string[] = [];
  const mana = (e.keyword?.mana ?? []).map((s) => `{${s}}`).join('');
  if (e.keyword?.actsAs) return [`the set's keyword ${e.keyword.name}, read through its reminder text: ${e.keyword.actsAs} with cost ${mana}`];
  if (e.keyword && e.fromReminder) {
    const reading = describeEffect({ ...e, keyword: undefined, fromReminder: undefined });
    return [`the set's keyword ${e.keyword.name}${e.keyword.parameter ? ` ${e.keyword.parameter}` : ''}, read through its reminder text:`, ...reading.map((l) => `  ${l}`)];
  }
  // An alternative cost's own line ("If you control a Swamp, you may pay 4 life rather than pay …"): no steps of its own.
  if (e.altCost && e.kind === 'spell' && (e.steps?.length ?? 0) === 0 && !e.modes) return [describeAltCost(e.altCost)];
  const castCost = e.keyword && (describeCastKeyword(e.keyword) ?? describeWard(e.keyword));
  if (castCost) return [castCost];
  if (e.keyword) return [`keyword ${e.keyword.name}${e.keyword.variant && e.keyword.variant !== 'any' ? ` (${e.keyword.variant})` : ''}${e.keyword.parameter ? ` ${e.keyword.parameter}` : ''}${e.keyword.costs ? ` with costs ${e.keyword.costs.map((c) => c.map((s) => `{${s}}`).join('')).join(' and/or ')}` : e.keyword.mana ? ` with cost ${e.keyword.mana.map((s) => `{${s}}`).join('')}` : ''}${e.enchant ? ` — enchants ${describeFilter(e.enchant)}` : ''}`];
  if (e.exert && !e.trigger) return ["you may exert this card (~) as it attacks (it won't untap during your next untap step)"];
  if (e.level) return [`level ${e.level.min}${e.level.max !== undefined ? `–${e.level.max}` : '+'}${e.level.power !== undefined ? `: ${e.level.power}/${e.level.toughness}` : ''}`];
  const replacement = describeReplacement(e);
  if (replacement) return replacement;
  if (e.continuous) return e.continuous.map((c) => `static: ${describeContinuous(c)}`);
  if (e.costChange) return [`static: ${describeCostChange(e.costChange)}`];
  const head = e.trigger ? `triggered — ${describeTrigger(e.trigger)}${e.payToDo ? `; you may ${describePayToDo(e.payToDo)}, and ${e.reflexive ? 'when you do (a reflexive trigger: its targets chosen then)' : 'if you do'}:` : ''}` : e.cost ? `${e.kind === 'mana' ? 'mana ability' : e.kind === 'loyalty' ? 'loyalty ability' : 'activated'} — cost ${e.cost.map(describeCost).join(', ')}`
    : e.kind === 'spell' ? (e.additionalCost ? `spell — additional cost ${e.additionalCost.map(describeCost).join(', ')}` : 'spell')
    : e.kind === 'chapter' ? `chapter ${(e.chapters ?? []).map(roman).join(', ')} — when a lore counter brings this Saga to it` : e.kind;
  const during = {
    yourTurn: 'only during your turn', yourUpkeep: 'only during your upkeep', yourTurnBeforeAttackers: 'only during your turn, before attackers are declared',
    upkeep: 'only during any upkeep step', combat: 'only during combat', declareBlockers: 'only during the declare blockers step', endOfCombat: 'only during the end of combat step',
    beforeBlockers: 'only before blockers are declared', beforeCombatDamage: 'only before the combat damage step',
  };
  const limits = [e.restrictions?.zone === 'hand' ? 'from your hand' : e.restrictions?.zone === 'graveyard' ? 'from your graveyard' : '', e.restrictions?.sorcerySpeed ? 'only as a sorcery' : '', e.restrictions?.oncePerTurn ? 'only once each turn' : '', e.restrictions?.timesPerTurn ? `no more than ${e.restrictions.timesPerTurn} times each turn` : '', e.restrictions?.during ? during[e.restrictions.during] : '',
    e.restrictions?.onlyIf ? `only if ${describeState(e.restrictions.onlyIf)}` : '', e.restrictions?.anyPlayer ? 'any player may activate it' : '', e.castOnly ? describeCastTiming(e.castOnly) : '',
    e.altCost ? describeAltCost(e.altCost) : ''].filter(Boolean);
  lines.push(limits.length > 0 ? `${head} (${limits.join(', ')})` : head);
  if (e.modes) {
    lines.push(`  choose ${e.modes.min === e.modes.max ? e.modes.min : `${e.modes.min} to ${e.modes.max}`}:`);
    e.modes.choices.forEach((steps, i) => lines.push(`  • mode ${i + 1}: ${steps.map(describeStep).join(', then ')}`));
  }
  (e.steps ?? []).forEach((s, i) => lines.push(`  ${i + 1}. ${describeStep(s)}`));
  // "Morbid — … instead if a creature died this turn." changed the number of the line before: nothing of its own.
  if (e.kind === 'spell' && e.steps?.length === 0 && !e.additionalCost && !e.castOnly && !e.altCost) lines.push('  (the number of the line before, instead, if its condition holds: shown there)');
  return lines;
}

/** An ability in quotes, its "~" said as the object that has it (`holder`), not the card that grants or creates it. */
export function grantedText(g: GrantedAbility, holder: string): string {
  if (g.trigger) return `"${describeTrigger(g.trigger)}, ${g.steps.map(describeStep).join(', then ')}"`.replace(/this card \(~\)/g, holder);
  return `"${g.cost.map(describeCost).join(', ')}: ${g.steps.map(describeStep).join(', then ')}"`.replace(/this card \(~\)/g, holder);
}
