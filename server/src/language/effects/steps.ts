/**
 * Reading an effect's sentences into steps: `~ deals 3 damage to any target.`, `Draw two cards,
 * then discard a card.`, `Target creature gets +2/+2 until end of turn.`, `Destroy target
 * creature. It can't be regenerated.` Every word must be read: a sentence with a phrase the
 * reader does not know makes the whole effect unknown.
 *
 * This module joins clauses into an effect (`, then`, `and`, sentences, "if you do", "where X is"); the verbs are read
 * by playerSteps (a player's or the controller's), objectSteps (an object's) and librarySteps.
 */
import { readPlayerTurnRule } from './playerTurnRules.js';
import { readUntapSkips } from './untapSkips.js';
import { readFilter } from './filters.js';
import { readWholeEffect } from './wholeEffects.js';
import { readEachPutsFromHand, readPutFromHand } from './handToBattlefield.js';
import { objectVerb } from './objectSteps.js';
import { imperative, playerVerb } from './playerSteps.js';
import { readIfItsColor, readIfNoCounters, readIfState } from './ifStates.js';
import { applyConditions, readSentenceStart, type SentenceConditions } from './sentenceConditions.js';
import { readInstead } from './insteadAmounts.js';
import { readInsteadSentence } from './insteadSentences.js';
import { readInsteadSteps } from './insteadSteps.js';
import { readUnless } from './unlessCosts.js';
import { endClauseCount } from './anyNumberSteps.js';
import { makesSelfCreature } from './preventAll.js';
import { type ReadContext, readTargetPlayersEach, readObjectRef, readPlayer } from './refs.js';
import type { Ref, Step } from './types.js';
import { readYouControl } from './triggers.js';
import { checkThisWay } from './thisWay.js';
import { readTokenExiledAtEnd, readTokenHas } from './tokenAbilities.js';
import { Cursor, Unread, type Word } from './words.js';
import { defineX, readWhereX, whereX } from './whereClause.js';

/**
 * One clause: `you may` + a verb phrase, with or without a subject, and an `unless` cost. `said` keeps the player the
 * clause names as its subject (other than you), for a next clause that leaves it out (`that player loses 1 life and
 * discards a card`).
 */
function readClause(c: Cursor, ctx: ReadContext, said: { subject?: Ref; plural?: boolean } = {}): Step[] {
  const steps = readPlainClause(c, ctx, said);
  const last = steps[steps.length - 1];
  const beforeUnless = c.mark();
  const unless = readUnless(c, ctx, last && 'who' in last ? last.who : undefined);
  if (unless && !last) throw new Unread(c.rest(), 'not read: "unless" with no step before it');
  // "You choose a card from it. Exile that card unless that player pays 3 life.": the player decides once the card is
  // chosen (118.12a); Forge's UnlessCost$ asks before the whole effect, before the card is chosen or the hand seen.
  if (unless && (last.do === 'fromRevealedHand' || (last.do === 'discard' && last.how === 'reveal'))) {
    c.reset(beforeUnless);
    throw new Unread(c.rest(), 'not read: "unless" after a card chosen from a revealed hand (Forge asks for the payment before the choice)');
  }
  if (unless) last.unless = unless;
  // "Draw a card at the beginning of the next turn's upkeep." (603.7a): the clause is done later, by a delayed trigger.
  const at = c.mark();
  if (c.take("at the beginning of the next turn's upkeep")) {
    if (c.atSentenceEnd) for (const s of steps) s.delayed = 'nextTurnUpkeep';
    else c.reset(at);
  } else if (c.take('at end of combat')) {
    // "When ~ blocks, destroy it at end of combat." (511.2: "at end of combat" abilities trigger as the end of combat
    // step begins): done later, by a delayed trigger.
    if (c.atSentenceEnd) for (const s of steps) s.delayed = 'endOfCombat';
    else c.reset(at);
  } else if (c.take('at the beginning of the next end step')) {
    // "Destroy ~ at the beginning of the next end step." (603.7a): the card itself destroyed, exiled or sacrificed later,
    // by a delayed trigger; of the card itself only.
    const only = steps.length === 1 ? steps[0] : undefined;
    const fate = only && (only.do === 'destroy' || only.do === 'exile' || (only.do === 'sacrifice' && only.who.ref === 'you')) && only.what.ref === 'self' && Object.keys(only).length === (only.do === 'sacrifice' ? 3 : 2);
    if (c.atSentenceEnd && fate) only.delayed = 'nextEndStep';
    else c.reset(at);
  }
  return steps;
}

/** `Until end of turn, target creature gets +2/+2`, `Until end of turn, creatures you control gain trample`. */
function readUntilEndOfTurn(c: Cursor, ctx: ReadContext): Step[] {
  const at = c.mark();
  const subject = readObjectRef(c, ctx);
  const steps = subject ? objectVerb(c, ctx, subject, 'turn') : undefined;
  if (steps) {
    // "Until end of turn, target creature you control gets +1/+1 and target creature an opponent controls gets -1/-1":
    // the duration said first is that of each object's clause the sentence joins.
    const and = c.mark();
    const other = c.take('and') && c.at('target') ? readObjectRef(c, ctx) : undefined;
    const more = other ? objectVerb(c, ctx, other, 'turn') : undefined;
    if (more && c.atSentenceEnd) return [...steps, ...more];
    c.reset(and);
    return steps;
  }
  c.reset(at);
  const filter = readFilter(c);
  const each = filter && !filter.zone && filter.plural && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent') ? objectVerb(c, ctx, { ref: 'each', filter }, 'turn') : undefined;
  if (each) return each;
  c.reset(at);
  throw new Unread(c.rest(), 'not read: what happens until end of turn');
}

function readPlainClause(c: Cursor, ctx: ReadContext, said: { subject?: Ref; plural?: boolean }): Step[] {
  if (c.take('until end of turn ,')) return readUntilEndOfTurn(c, ctx);
  const at = c.mark();
  let optional = false;
  // `…, then discards a card`: the verb (third person) of the player the clause before named.
  const elided = said.subject ? playerVerb(c, ctx, said.subject, !said.plural) : undefined;
  if (elided) return elided;
  c.reset(at);
  said.subject = said.plural = undefined;
  // "Any number of target players each gain 6 life": the verb's plain form, and of the rest of the sentence too.
  const players = readTargetPlayersEach(c, ctx);
  const theirs = players ? playerVerb(c, ctx, players, false) : undefined;
  if (theirs) {
    said.subject = players;
    said.plural = true;
    return theirs;
  }
  c.reset(at);
  const turnRule = readPlayerTurnRule(c, ctx) ?? readUntapSkips(c);
  if (turnRule) return [turnRule];
  const subjectPlayer = readPlayer(c, ctx);
  if (subjectPlayer) {
    if (subjectPlayer.ref === 'you' && c.take('may')) optional = true;
    // "that creature's controller may draw a card": the trigger's object's controller chooses (their own verb follows).
    const by = othersMay(c, ctx, subjectPlayer);
    if (by) return by;
    // "you may put a creature card from your hand onto the battlefield": choosing no card is the step's own choice.
    const fromHand = optional ? readPutFromHand(c) : undefined;
    if (fromHand) {
      // "It" afterwards is the card put onto the battlefield, which Forge would have to remember: not read.
      ctx.it = ctx.triggerSubject = undefined;
      return [fromHand];
    }
    // "Each player may put an artifact or creature card from their hand onto the battlefield.": each player's own choice.
    if (subjectPlayer.ref === 'each' && subjectPlayer.filter.alts.length === 1 && subjectPlayer.filter.alts[0].noun === 'Player' && subjectPlayer.filter.alts[0].props.length === 0 && c.at('may put')) {
      const each = readEachPutsFromHand(c);
      if (each) return [each];
    }
    // "you may have it fight target creature", "you may have target player discard a card": the object or player does it.
    if (optional && c.take('have')) {
      const haveAt = c.mark();
      const player = readPlayer(c, ctx);
      const byPlayer = player && player.ref !== 'you' ? playerVerb(c, ctx, player, false) : undefined;
      if (byPlayer) return mark(byPlayer, true);
      c.reset(haveAt);
      const object = readObjectRef(c, ctx);
      const byObject = object && object.ref !== 'each' ? objectVerb(c, ctx, object) : undefined;
      if (byObject) return mark(byObject, true);
      c.reset(at);
      throw new Unread(c.rest(), 'not read: what you may have done');
    }
    // "they lose 2 life": a player named "they" takes the verb's plain form.
    const third = subjectPlayer.ref !== 'you' && c.w[c.i - 1]?.t !== 'they';
    const steps = playerVerb(c, ctx, subjectPlayer, third);
    // "you may tap any number of untapped creatures you control": choosing none is that step's own choice.
    if (optional && steps?.length === 1 && steps[0].do === 'tapAny') optional = false;
    if (steps) {
      if (subjectPlayer.ref !== 'you' && !optional) said.subject = subjectPlayer;
      return mark(steps, optional);
    }
    c.reset(at);
  }
  const imperativeSteps = imperative(c, ctx);
  if (imperativeSteps) return imperativeSteps;
  c.reset(at);
  const subject = readObjectRef(c, ctx);
  if (subject) {
    const steps = objectVerb(c, ctx, subject);
    if (steps) return steps;
  }
  c.reset(at);
  // `Creatures you control get +1/+1 until end of turn`: a plural noun phrase with no determiner means each of them.
  const filter = readFilter(c);
  if (filter && !filter.zone && filter.plural && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent')) {
    const steps = objectVerb(c, ctx, { ref: 'each', filter });
    if (steps) return steps;
  }
  c.reset(at);
  throw new Unread(c.rest(), 'not read: what happens');
}

/**
 * After "<the trigger's object's controller>": `may <verb>`, the step done only if that player chooses to, or undefined.
 * Only "draw" (its player's own action); other verbs after another player's "may" are left unread.
 */
function othersMay(c: Cursor, ctx: ReadContext, player: Ref): Step[] | undefined {
  if (player.ref !== 'controller' || player.of.ref !== 'triggered' || player.of.what !== 'object' || !c.at('may draw')) return undefined;
  const at = c.mark();
  c.next();
  const steps = playerVerb(c, ctx, player, false);
  // "may draw a card and lose 1 life": the rest is that player's too, and optional with the draw; not read here (the
  // sentence would go on as yours).
  if (!steps || steps.length !== 1 || steps[0].do !== 'draw' || !c.atSentenceEnd) return c.reset(at), undefined;
  return steps.map((s) => ({ ...s, optional: true, optionalBy: player }));
}

function mark(steps: Step[], optional: boolean): Step[] {
  if (optional) for (const s of steps) s.optional = true;
  return steps;
}

/**
 * Reads a whole effect: sentences of clauses joined by `, then`, `and`, `.`; an X defined by `, where X is …`. `spellLine`:
 * the words are a line of a spell, whose first sentence may begin "If it's your turn, …" (of a trigger, an "if" there is
 * an intervening one, 603.4, read with the trigger).
 */
export function readSteps(w: Word[], ctx: ReadContext, spellLine = false): Step[] {
  const where = whereX(w);
  if (where) {
    const steps = readSteps(where.words, ctx, spellLine);
    defineX(steps, readWhereX(where.clause, ctx));
    return steps;
  }
  const whole = readWholeEffect(w, ctx, readSteps, spellLine);
  if (whole) return whole;
  const c = new Cursor(w);
  const steps: Step[] = [];
  const said: { subject?: Ref; plural?: boolean } = {};
  let sentence: Step[] = [];
  let sentenceBefore: Step[] = [];
  // Changes of a step said before ("… instead if …"), made once the whole text is read.
  const merges: (() => void)[] = [];
  let k: SentenceConditions = {};
  // "Threshold — If seven or more cards are in your graveyard, instead destroy that creature." (the spell's line before changed).
  const swapped = spellLine ? readInsteadSteps(c, ctx.ids.spellSteps ?? [], ctx, readSteps) : undefined;
  if (swapped) return swapped;
  k.ifState = spellLine ? readIfState(c) : undefined;
  // A spell's line "If you control four or fewer lands, search …": its steps only if you control such objects as the spell
  // resolves (a spell has no intervening "if", 603.4; a trigger's "if" after its event is read with the trigger).
  const ifAt = c.mark();
  if (spellLine && !k.ifState && c.take('if')) {
    k.ifYouControl = readYouControl(c, true);
    if (!k.ifYouControl || !c.take(',')) k.ifYouControl = undefined, c.reset(ifAt);
  }
  // "If this spell was kicked, instead search your library for two basic land cards, …": "instead" said first.
  let insteadFirst = !!k.ifState && c.take('instead');
  k.ifNoCountersOnSelf = k.ifState ? undefined : readIfNoCounters(c, ctx);
  while (!c.done) {
    const from = c.w[c.i];
    ctx.selfBecameCreature = makesSelfCreature(steps.at(-1));
    let clause: Step[];
    try {
      clause = readClause(c, ctx, said);
    } finally {
      ctx.selfBecameCreature = false;
    }
    // "Morbid — Put three +1/+1 counters on that creature instead if a creature died this turn." (also of a spell's line before).
    // (Not after another condition of the sentence — "If you do, …", counters on it —, which the merge would drop.)
    // (After "kicked with its {1}{R} kicker" the merged amount keeps the cost: the export counts it only of a card with
    // that one kicker cost.)
    const merge = sentence.length === 0 && !k.ifYouControl && !k.ifYouDo && !k.ifNoneSacrificed && !k.ifNoCountersOnSelf && !k.ifCountersOn && !k.ifThatIs
      ? readInstead(c, clause, sentenceBefore.length > 0 ? sentenceBefore : steps.length === 0 && spellLine ? ctx.ids.spellSteps ?? [] : [], k.ifKicked ? { kicked: true, ...(k.ifKickedWith ? { with: k.ifKickedWith } : {}) } : k.ifState, insteadFirst)
      : undefined;
    const instead = !!merge;
    if (insteadFirst && !instead) throw new Unread(from.source.slice(from.at).trim(), 'not read: what is done instead');
    if (merge) merges.push(merge);
    // "Discard a card if you don't control an Ogre.": a sentence of one clause, done only if the condition holds as it
    // resolves (the condition last; not an intervening "if", 603.4).
    if (sentence.length === 0 && !k.ifYouControl && !k.ifState && !k.ifKicked && !k.ifYouDo && !k.ifNoneSacrificed && c.at('if you')) {
      const at = c.mark();
      c.next();
      const trailing = readYouControl(c);
      if (trailing && c.atSentenceEnd) for (const s of clause) s.ifYouControl = trailing;
      else c.reset(at);
    }
    // "Put a +1/+1 counter on equipped creature if it's blue.": of the step's object, as it resolves.
    const itsColor = sentence.length === 0 && !k.ifYouControl && !k.ifState && !k.ifKicked && !k.ifYouDo ? readIfItsColor(c, clause) : undefined;
    if (itsColor) clause[0].ifItsColor = itsColor;
    // "Draw a card and gain 1 life at the beginning of the next turn's upkeep": the delay would be of both clauses.
    if (sentence.length > 0 && clause.some((s) => s.delayed)) throw new Unread(from.source.slice(from.at).trim(), 'not read: a delay said of more than one clause');
    applyConditions(clause, k);
    if (!instead) steps.push(...clause), sentence.push(...clause);
    endClauseCount(clause, ctx);
    if (c.done) break;
    // A new sentence names its subject again.
    if (c.take('.')) {
      said.subject = undefined;
      if ((readTokenHas(c, sentence, ctx) || readTokenExiledAtEnd(c, sentence)) && c.done) break;
      // After a sentence creating a token, "it" ("they") is that token, which no step can name yet: left unread, not the card.
      if (sentence.some((st) => st.do === 'token' || st.do === 'copyPermanent') && /^(?:[^.]*\s)?(?:it|its|they|them|their)(?=[\s.,]|$)/i.test(c.rest())) throw new Unread(c.rest(), 'not read: "it" after a token is created (the token)');
      const swappedIn = readInsteadSteps(c, sentence, ctx, readSteps);
      if (swappedIn) steps.push(...swappedIn);
      if (swappedIn) break;
      // "Then that player discards a card.": the sentence follows the one before, as its steps do.
      if (c.at('then that player')) c.take('then');
      ({ k, insteadFirst } = readSentenceStart(c, ctx, sentence));
      // "… If that creature would die this turn, exile it instead.", "… If that spell is countered this way, exile it …".
      if (readInsteadSentence(c, sentence)) {
        c.take('.');
        if (c.done) break;
      }
      sentenceBefore = sentence;
      sentence = [];
      continue;
    }
    if (c.take(', then') || c.take('then') || c.take(', and') || c.take('and')) continue;
    throw new Unread(c.rest(), 'not read: the rest of the sentence');
  }
  if (steps.length === 0 && merges.length === 0) throw new Unread('', 'no effect');
  merges.forEach((merge) => merge());
  checkThisWay(steps);
  return steps;
}
