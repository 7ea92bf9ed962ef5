/**
 * The conditions of language/effects/countConditions.ts as Forge's scripts write a static ability's "as long as": a
 * count in an SVar compared (`CheckSVar$ X | SVarCompare$ LT7`, `SVar:X:Count$DevotionDual.White.Black`).
 */
import type { StaticCondition } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import type { FaceWriter } from './writer.js';

/** The conditions that compare a count. */
export type CountCondition = Extract<StaticCondition, { devotion: string[] }>;

/** True for the conditions this module writes. */
export function isCountCondition(a: StaticCondition): a is CountCondition {
  return 'devotion' in a;
}

/** A static ability's "as long as" of a count, as all of Forge's scripts of it write it. */
export function countConditionParams(a: CountCondition, w: FaceWriter): Params {
  // All 8 of Forge's scripts of a god's devotion: `Count$Devotion.Black`, `Count$DevotionDual.White.Black` (the text's order).
  const count = a.devotion.length === 1 ? `Count$Devotion.${a.devotion[0]}` : `Count$DevotionDual.${a.devotion.join('.')}`;
  return [['CheckSVar', w.svar('X', count)], ['SVarCompare', `${a.compare}${a.count}`]];
}
