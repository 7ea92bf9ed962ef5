/**
 * The conditions a sentence of an effect puts on each of its steps: "If you do, …" (608.2c), "If you can't, …", "If this
 * spell was kicked (with its {1}{R} kicker), …" (702.33d), "If you control a Wizard, …", "If it's your turn, …", "If ~ has
 * no counters on it, …", "If it has three or more counters on it, …", "If that land was a snow land, …". Read where a
 * sentence begins (readSentenceStart) and given to every step of the sentence (applyConditions).
 */
import { readIfCant } from './ifCant.js';
import { readIfCountersOnIt, readIfNoCounters, readIfState, readKickedWith } from './ifStates.js';
import type { ReadContext } from './refs.js';
import { readIfThatIs } from './thatIs.js';
import { readYouControl } from './triggers.js';
import type { Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/** The step fields a sentence's conditions set (stepConditionKeys.ts names these with the step's own "if it's blue"). */
const sentenceKeys = ['ifYouDo', 'ifNoneSacrificed', 'ifKicked', 'ifKickedWith', 'ifYouControl', 'ifState', 'ifNoCountersOnSelf', 'ifCountersOn', 'ifThatIs'] as const;

/** What a sentence's steps are done only if: the fields each of its steps takes. */
export type SentenceConditions = Pick<Step, (typeof sentenceKeys)[number]>;

/** Gives each step of a clause the conditions of its sentence. */
export function applyConditions(clause: Step[], k: SentenceConditions): void {
  for (const s of clause) for (const key of sentenceKeys) if (k[key]) Object.assign(s, { [key]: k[key] });
}

/**
 * The conditions at the start of a sentence after the first (`sentence`: the steps of the sentence before), and whether it
 * says "instead" first ("If this spell was kicked, instead …").
 */
export function readSentenceStart(c: Cursor, ctx: ReadContext, sentence: Step[]): { k: SentenceConditions; insteadFirst: boolean } {
  const k: SentenceConditions = {};
  // "If this spell was kicked, draw two cards." (702.33d) — a sentence of more than the first. "It deals" after it is the
  // spell, if the sentence before had it deal damage (read as `~`); another "it" is not read.
  k.ifKicked = c.take('if ~ was kicked ,') || c.take('if this spell was kicked ,');
  k.ifKickedWith = k.ifKicked ? undefined : readKickedWith(c);
  if (k.ifKickedWith) k.ifKicked = true;
  if (k.ifKicked && c.at('it deals') && sentence.some((s) => s.do === 'damage' && s.source?.ref === 'self')) c.w[c.i] = { ...c.w[c.i], t: '~' };
  if (k.ifKicked && c.at('it')) throw new Unread(c.rest(), 'not read: "it" after "if this spell was kicked"');
  // "If you control a Wizard, draw a card." / "If you control no artifacts, discard a card." / "Then if you control an
  // untapped land, …": a later sentence's steps only if you control such objects as they resolve.
  const at = c.mark();
  if (!k.ifKicked && (c.take('if') || c.take('then if'))) {
    k.ifYouControl = readYouControl(c, true);
    if (!k.ifYouControl || !c.take(',')) {
      k.ifYouControl = undefined;
      c.reset(at);
    }
  }
  k.ifState = !k.ifKicked && !k.ifYouControl ? readIfState(c) : undefined;
  const insteadFirst = (k.ifKicked || !!k.ifState) && c.take('instead');
  if (!k.ifKicked && !k.ifYouControl && !k.ifState) k.ifNoCountersOnSelf = readIfNoCounters(c, ctx);
  k.ifCountersOn = !k.ifKicked && !k.ifYouControl && !k.ifState && !k.ifNoCountersOnSelf ? readIfCountersOnIt(c, ctx) : undefined;
  k.ifThatIs = !k.ifKicked && !k.ifYouControl && !k.ifState && !k.ifNoCountersOnSelf && !k.ifCountersOn ? readIfThatIs(c, ctx) : undefined;
  // "You may draw a card. If you do, discard a card.", "You may exile target card from a graveyard. If you do, you gain
  // 2 life.": the rest of the effect only if the player did what the sentence before let them do (608.2c) — a
  // player who chose to draw always drew; another "you may" may be chosen and still not be done (no creature to
  // sacrifice, a target gone), which the step's `ifYouDo` leaves to whoever writes it.
  if (c.at('if you do ,')) {
    if (sentence.length === 0 || !sentence.every((s) => s.optional)) throw new Unread(c.rest(), 'not read: what "if you do" depends on');
    c.take('if you do ,');
    k.ifYouDo = true;
  }
  k.ifNoneSacrificed = !k.ifKicked && !k.ifYouControl && !k.ifState && !k.ifNoCountersOnSelf && !k.ifCountersOn && !k.ifThatIs && !k.ifYouDo && readIfCant(c, sentence);
  return { k, insteadFirst };
}
