/**
 * Steps whose subject is a player (`you draw a card`, `target player discards two cards`, `each opponent loses 1 life`)
 * and the imperative said to the ability's controller (`Destroy target creature.`, `Create a 1/1 …`, `Return …`).
 */
import { readFilter, readNumber } from './filters.js';
import { readFlicker } from './flicker.js';
import { readExilesTop, readExileTop } from './exileTop.js';
import { readImpulse } from './impulse.js';
import { readNamedSearch } from './namedSearch.js';
import { readDestroyedTargets, secondTarget } from './listedTargets.js';
import { readKeywordAction } from './keywordActions.js';
import { readCopySpell } from './spellCopies.js';
import { readAddMana } from './manaSteps.js';
import { readEachReturnsAll, readExileAllCardsOf, readShuffleAllCardsOf } from './graveyardCards.js';
import { readDig, readExileGraveyards, readExileOwnCards, readMillWords, readRevealAll, readRevealsTop, readSearch, readSearchTheirs } from './librarySteps.js';
import { readAttach } from './attachSteps.js';
import { readCreate } from './createSteps.js';
import { readMustBeBlocked } from './objectSteps.js';
import { readRemove } from './removeSteps.js';
import { readPreventAllStep } from './preventAll.js';
import { readCount } from './amountReaders.js';
import { readCounter } from './counterSpells.js';
import { type ReadContext, readDividedTargets, readObjectRef, readPlayer } from './refs.js';
import { readCards, readDuration, readLife, readToken } from './stepPhrases.js';
import { readPlayerStatus } from './playerStatus.js';
import { readChooseType } from './chosenType.js';
import { readRevealAny } from './revealAny.js';
import { readDistribute, readSacrificeAny, readShufflesTheirCards, readTapAny } from './anyNumberSteps.js';
import { readDiscard, readRevealSomeDiscard } from './revealedDiscard.js';
import { readPut, readReturn } from './returnPutSteps.js';
import { readSourceShield } from './sourceShield.js';
import { readHandToBottom } from './randomReturn.js';
import { readDraw } from './drawSteps.js';
import { readLookAtHand, readRevealsHand } from './handLooks.js';
import type { Ref, Step } from './types.js';
import { Cursor, need, Unread } from './words.js';

/** A verb phrase whose subject is a player (`you`, `target player`, `each opponent`). */
export function playerVerb(c: Cursor, ctx: ReadContext, who: Ref, third: boolean): Step[] | undefined {
  const v = (base: string) => c.take(third ? (base.endsWith('h') ? `${base}es` : `${base}s`) : base);
  if (v('draw')) return readDraw(c, ctx, who, third);
  if (v('gain')) {
    if (c.at('control of')) return undefined;
    return [{ do: 'gainLife', who, amount: readLife(c, ctx, who) }];
  }
  // 500.7: an extra turn, taken directly after this one.
  if (c.take(third ? 'takes an extra turn after this one' : 'take an extra turn after this one')) return [{ do: 'extraTurn', who }];
  // 104.3a, 104.2b: a player loses or wins the game by an effect.
  if (c.take(third ? 'wins the game' : 'win the game')) return [{ do: 'winGame', who }];
  if (c.take(third ? 'loses the game' : 'lose the game')) return [{ do: 'loseGame', who }];
  if (v('lose')) return [{ do: 'loseLife', who, amount: readLife(c, ctx, who) }];
  const mana = third && who.ref !== 'you' ? readAddMana(c, ctx, who) : undefined;
  if (mana) return mana;
  const status = readPlayerStatus(c, who, third);
  if (status) return status;
  if (v('discard')) return readDiscard(c, ctx, who);
  const revealed = third ? readRevealsHand(c, who) : undefined;
  if (revealed) return revealed;
  const revealedDiscard = third && who.ref === 'target' ? readRevealSomeDiscard(c, who) : undefined;
  if (revealedDiscard) return revealedDiscard;
  if (v('mill')) return [{ do: 'mill', who, amount: readCards(c, ctx.thatMuch) }];
  if (third && c.take('shuffles their graveyard into their library')) return [{ do: 'wholeGraveyard', who, to: 'library' }];
  const returned = third ? readEachReturnsAll(c, who) : undefined;
  if (returned) return returned;
  if (!third && who.ref === 'you' && c.take('put a card from your hand on top of your library')) return [{ do: 'handToTop' }];
  if (third && c.take('puts a card from their hand on top of their library')) return [{ do: 'handToTop', who }];
  const toBottom = !third && who.ref === 'you' ? readHandToBottom(c) : undefined;
  if (toBottom) return toBottom;
  if (c.at(third ? 'puts the top' : 'put the top')) {
    c.next();
    const amount = readMillWords(c);
    if (amount) return [{ do: 'mill', who, amount }];
    c.i--;
    return undefined;
  }
  const exiledTop = third ? (readExilesTop(c, ctx, who) ?? readRevealsTop(c, ctx, who)) : undefined;
  if (exiledTop) return [exiledTop];
  if (third && who.ref === 'target' && c.at('exiles')) {
    const exiled = readExileOwnCards(c, who);
    if (exiled) return exiled;
  }
  const shuffled = third ? readShufflesTheirCards(c, ctx, who) : undefined;
  if (shuffled) return shuffled;
  if (v('sacrifice')) {
    if (c.take('~')) {
      // "Sacrifice ~ and it deals 3 damage …": "it" is the card from here on.
      ctx.it = { ref: 'self' };
      return [{ do: 'sacrifice', who, what: { ref: 'self' } }];
    }
    // "When ~ enters the battlefield, sacrifice it unless …": the card itself.
    if (who.ref === 'you' && ctx.it?.ref === 'self' && c.take('it')) return [{ do: 'sacrifice', who, what: { ref: 'self' } }];
    const any = who.ref === 'you' ? readSacrificeAny(c, ctx) : undefined;
    if (any) return any;
    const amount = need(readCount(c), c, 'how many to sacrifice');
    const filter = need(readFilter(c), c, 'what is sacrificed');
    // "sacrifices a creature of their choice" (today's words): the player sacrificing chooses, as always (701.21a).
    if (who.ref !== 'you') c.take('of their choice');
    return [{ do: 'sacrifice', who, what: { ref: 'chosen', filter, amount, by: who } }];
  }
  // "Target opponent creates three 1/1 … tokens" (111.2: that player creates and controls them); so too "Its controller
  // creates …" after a step on a target, or of the object of a trigger.
  if (third && (who.ref === 'target' || ((who.ref === 'controller' || who.ref === 'owner') && (who.of.ref === 'target' || who.of.ref === 'triggered'))) && v('create')) {
    const t = need(readToken(c), c, 'a token');
    return [{ do: 'token', amount: t.amount, token: t.token, tapped: t.tapped || undefined, ...(t.attacking ? { attacking: true } : {}), who }];
  }
  if (!third && who.ref === 'you') return imperative(c, ctx);
  return undefined;
}

/** A verb phrase said to the ability's controller: `Draw a card`, `Destroy target creature`. */
export function imperative(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const you: Ref = { ref: 'you' };
  if (c.at('draw|discard|mill|sacrifice') || c.at('put the top') || c.at('put a card from your hand on top of your library') || c.at('put a|two|three card|cards from your hand on the bottom') || c.at('take an extra turn') || (c.at('gain|lose') && !c.at('gain control'))) return playerVerb(c, ctx, you, false);
  if (c.take('destroy')) {
    const what = need(readObjectRef(c, ctx), c, 'what is destroyed');
    const listed = readDestroyedTargets(c, ctx, what);
    if (listed) return listed;
    ctx.it = what;
    if (c.take('. it can\'t be regenerated') || c.take('. they can\'t be regenerated') || c.take('and it can\'t be regenerated')) return [{ do: 'destroy', what, noRegenerate: true }];
    return [{ do: 'destroy', what }];
  }
  if (c.take('exile')) {
    const graveyards = readExileGraveyards(c, ctx) ?? readExileAllCardsOf(c);
    if (graveyards) return graveyards;
    if (c.take('all cards from your library')) return [{ do: 'wholeLibrary', who: { ref: 'you' }, to: 'exile', ...(c.take('face down') ? { faceDown: true as const } : {}) }];
    const impulse = readImpulse(c);
    if (impulse) {
      // "It" after it would be the exiled card, which Forge remembers only for the effect: not read.
      ctx.it = undefined;
      return [impulse];
    }
    const top = readExileTop(c, ctx);
    if (top) return [top];
    const what = need(readObjectRef(c, ctx), c, 'what is exiled');
    const second = secondTarget(c, ctx, what);
    if (second) return [{ do: 'exile', what }, { do: 'exile', what: second }];
    ctx.it = what;
    if (what.ref === 'target' && c.take('until ~ leaves the battlefield')) return [{ do: 'exile', what, until: 'selfLeaves' }];
    const flicker = readFlicker(c, ctx, what);
    if (flicker) return [flicker];
    return [{ do: 'exile', what }];
  }
  // "Add {G}{G}{G}.", "Add {B} for each creature card in your graveyard." (a spell's or ability's step).
  const mana = readAddMana(c, ctx);
  if (mana) return mana;
  const attached = readAttach(c, ctx);
  if (attached) return attached;
  const tapAny = readTapAny(c, ctx);
  if (tapAny) return tapAny;
  if (c.take('tap or untap')) return [{ do: 'tapOrUntap', what: need(readObjectRef(c, ctx), c, 'what is tapped or untapped') }];
  // "Untap up to four lands": lands the player chooses as it resolves, not targets.
  if (c.at('untap up to')) {
    const at = c.mark();
    c.i += 3;
    const n = readNumber(c);
    const filter = n !== undefined ? readFilter(c) : undefined;
    if (filter?.plural && !filter.zone) return [{ do: 'untap', what: { ref: 'chosen', filter, amount: { n: n! }, by: { ref: 'you' }, upTo: true } }];
    c.reset(at);
  }
  if (c.take('tap')) return [{ do: 'tap', what: need(readObjectRef(c, ctx), c, 'what is tapped') }];
  if (c.take('untap')) {
    const what = need(readObjectRef(c, ctx), c, 'what is untapped');
    // "Untap ~ and it gets +1/+1 until end of turn", "Whenever …, untap ~. It gains …": "it" is the card itself. After
    // a target named in the effect ("Tap target creature. Untap ~. It …"), "it" could be either: neither (not read).
    if (what.ref === 'self') ctx.it = c.at('and it') || ctx.it?.ref !== 'target' ? what : undefined;
    return [{ do: 'untap', what }];
  }
  const copy = readCopySpell(c, ctx);
  if (copy) return copy;
  if (c.take('counter target activated or triggered ability')) {
    // 701.5a: an activated ability (not a mana ability, 605.3b) or a triggered one on the stack, of any source.
    return [{ do: 'counter', what: { ref: 'target', filter: { alts: [{ noun: 'Card', props: [] }] }, min: 1, max: 1, id: ctx.ids.next++ }, ability: true, triggered: true }];
  }
  const countered = readCounter(c, ctx);
  if (countered) return countered;
  const shield = readPreventAllStep(c, ctx) ?? readMustBeBlocked(c, ctx) ?? readSourceShield(c, ctx);
  if (shield) return [shield];
  if (c.take('prevent the next')) {
    const amount = need(readCount(c), c, 'how much damage is prevented');
    // "Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose." (601.2d)
    const divided = 'n' in amount && c.take('damage that would be dealt this turn to') ? readDividedTargets(c, ctx, amount.n) : undefined;
    if (divided && c.take(', divided as you choose')) return [{ do: 'preventNext', amount, to: divided }];
    if (divided) throw new Unread(c.rest(), 'not read: how the prevention is divided');
    const combat = !divided && c.take('combat');
    if (!c.take('damage that would be dealt to')) throw new Unread(c.rest(), 'not read: what damage is prevented');
    const to = need(readPlayer(c, ctx) ?? readObjectRef(c, ctx), c, 'what the damage would be dealt to');
    if (!c.take('this turn')) throw new Unread(c.rest(), 'not read: how long the prevention lasts');
    return [{ do: 'preventNext', amount, to, ...(combat ? { combat } : {}) }];
  }
  if (c.take('look at the top')) return readDig(c, ctx);
  if (c.at('look at')) {
    const at = c.mark();
    c.take('look at');
    const looked = readLookAtHand(c, ctx);
    if (looked) return looked;
    c.reset(at);
  }
  if (c.take('reveal the top')) return readRevealAll(c, ctx);
  if (c.at('reveal any number of')) return readRevealAny(c, ctx);
  if (c.at('choose a creature type')) return readChooseType(c, ctx);
  if (c.take('regenerate')) return [{ do: 'regenerate', what: need(readObjectRef(c, ctx), c, 'what regenerates') }];
  if (c.take('transform ~')) return [{ do: 'transform' }];
  if (c.at('monstrosity|adapt') && /^\d+$/.test(c.peek(1))) {
    const action = c.next() as 'monstrosity' | 'adapt';
    return [{ do: action, amount: Number(c.next()) }];
  }
  if (c.take('scry')) return [{ do: 'scry', amount: need(readCount(c), c, 'how many') }];
  if (c.take('surveil')) return [{ do: 'surveil', amount: need(readCount(c), c, 'how many') }];
  if (c.take('create')) return readCreate(c, ctx);
  if (c.take('return')) return readReturn(c, ctx);
  if (c.take('put')) return readPut(c, ctx);
  if (c.take('distribute')) return readDistribute(c, ctx);
  if (c.take('remove')) return readRemove(c, ctx);
  if (c.take('search your library for')) return readSearch(c, ctx);
  if (c.take('search your library and or graveyard for') || c.take('search your graveyard and or library for')) return readNamedSearch(c, true);
  if (c.take('search your library and graveyard for')) return readNamedSearch(c, false);
  if (c.at("search target player's library for") || c.at("search target opponent's library for")) return readSearchTheirs(c, ctx);
  // "Shuffle ~ into its owner's library" (701.20a); not "shuffle your library" (no object named).
  if (c.take('shuffle')) {
    const ofKind = readShuffleAllCardsOf(c, ctx);
    if (ofKind) return ofKind;
    if (c.take('your graveyard into your library') || c.take('all cards from your graveyard into your library')) return [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'library' }];
    const what = readObjectRef(c, ctx);
    if (what && c.takeAny("into its owner's library", "into their owner's library")) return [{ do: 'shuffleIntoLibrary', what }];
    // "Shuffle any number of target creature cards from your graveyard into your library": target cards of your own graveyard.
    const yours = what?.ref === 'target' && what.filter.zone === 'graveyard' && what.filter.zoneOwner === 'you';
    if (yours && c.take('into your library')) return [{ do: 'shuffleIntoLibrary', what }];
    return undefined;
  }
  const action = readKeywordAction(c, ctx);
  if (action) return action;
  // "you gain 3 life and get {E}{E}{E}": after "and", "get" of the ability's controller (the imperative's "you").
  if (c.take('you get') || (c.at('get {e}') && c.take('get'))) {
    // "you get that many {E}": the damage of the trigger's event.
    if (ctx.thatMuch && c.take('that many {e}')) return [{ do: 'energy', amount: ctx.thatMuch }];
    let n = 0;
    while (c.peek() === '{e}') {
      c.next();
      n++;
    }
    if (n === 0) return undefined;
    return [{ do: 'energy', amount: { n } }];
  }
  if (c.take('gain control of')) {
    const what = need(readObjectRef(c, ctx), c, 'what you gain control of');
    // "… for as long as you control ~ and ~ remains tapped" (of the card that may stay tapped: 611.2b).
    // "… for as long as ~ remains on the battlefield": until the card leaves it (an effect that ends once it has left).
    const duration = c.take('for as long as you control ~ and ~ remains tapped') ? 'whileControlledAndTapped'
      : c.take('for as long as ~ remains on the battlefield') ? 'untilLeaves' : (readDuration(c) ?? 'permanent');
    return [{ do: 'gainControl', what, duration }];
  }
  return undefined;
}
