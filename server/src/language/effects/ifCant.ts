/**
 * "Sacrifice a creature. If you can't, sacrifice ~.", "That player sacrifices a creature. If the player can't, they lose 5
 * life.": the next sentence's steps happen only if the sacrifice before it sacrificed nothing (the player had nothing of
 * the kind to sacrifice, 701.17a: a player can't sacrifice what they don't control).
 */
import type { Step } from './types.js';
import { Cursor, Unread } from './words.js';

/**
 * After a sentence's `.`: "If you can't," / "If the player can't," (taken) when the sentence before is one sacrifice of
 * a chosen object by that player; false when the words are not there. Throws when they are, after another sentence.
 */
export function readIfCant(c: Cursor, sentence: Step[]): boolean {
  const you = c.at("if you can't ,");
  if (!you && !c.at("if the player can't ,") && !c.at("if they can't ,")) return false;
  const [only] = sentence;
  // One object: "sacrifice two creatures. If you can't" would hold also when only one was sacrificed (not read).
  const one = only?.do === 'sacrifice' && only.what.ref === 'chosen' && 'n' in only.what.amount && only.what.amount.n === 1;
  const sacrifice = sentence.length === 1 && one && only.do === 'sacrifice' && !only.optional && !only.unless && !only.ifYouDo ? only : undefined;
  const by = sacrifice?.what.ref === 'chosen' ? sacrifice.who.ref : undefined;
  if (!by || (you ? by !== 'you' : by !== 'triggered')) throw new Unread(c.rest(), 'not read: what "if you can\'t" depends on');
  c.take(you ? "if you can't ," : c.at("if they can't ,") ? "if they can't ," : "if the player can't ,");
  return true;
}
