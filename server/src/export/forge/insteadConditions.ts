/**
 * The two ways an effect goes when a sentence swaps other steps in for the one before it "instead" (614.1a): each step
 * with its condition, the steps replaced with the opposite one, as Forge's scripts of each write the pair (`ConditionCheckSVar$ X
 * | ConditionSVarCompare$ LT7` on the first, `GE7` on the steps done instead).
 */
import type { Step } from '../../language/effects/types.js';
import type { Params, StepContext } from './stepContext.js';
import { eachOfPairCount } from './eachOfPair.js';
import { whoseFirst } from './staticConditions.js';
import { NotScriptable, validOf } from './valid.js';
import { wordTable } from '../../language/effects/wordTable.js';

/** The comparison that holds exactly when `compare count` does not (`GE1` → `EQ0`, `GE7` → `LT7`, `EQ0` → `GE1`). */
function opposite(compare: string, count: number): string {
  if (compare === 'GE') return count === 1 ? 'EQ0' : `LT${count}`;
  if (compare === 'EQ' && count === 0) return 'GE1';
  if (compare === 'LE') return `GT${count}`;
  throw new NotScriptable('steps done instead under a condition whose opposite Forge cannot test');
}

/** Forge's count of your graveyard or hand a pair of steps compares (threshold's, spell mastery's, hellbent's). */
const yourCounts: Record<string, string> = wordTable({ graveyardCards: 'InYourYard', graveyardInstantsSorceries: 'ValidGraveyard Instant.YouOwn,Sorcery.YouOwn', handCards: 'InYourHand' });

/**
 * The parameters of a step's `instead`: what you control (`ConditionPresent$ Creature.YouCtrl+powerGE4 |
 * ConditionCompare$ EQ0` / `GE1`, as Forge's script of it), your graveyard or hand as a count (`Count$InYourYard` LT7 /
 * GE7, as 2 of its 3 threshold scripts of it; `Count$InYourHand` GE1 / EQ0), delirium as its own count
 * (`Count$Delirium.1.0` EQ0 / EQ1). Other conditions are not written.
 */
export function insteadParams(instead: NonNullable<Step['instead']>, ctx: StepContext): Params {
  const { condition: a, replaced } = instead;
  const compare = (c: string, n: number) => (replaced ? opposite(c, n) : `${c}${n}`);
  // Raid: Forge's count of the attackers declared this turn, as both of its scripts of a pair (`RaidTest`).
  if ('attacked' in a) return [['ConditionCheckSVar', ctx.svar('RaidTest', 'Count$AttackersDeclared')], ['ConditionSVarCompare', replaced ? 'EQ0' : 'GE1']];
  // The city's blessing: Forge's count of it (`Count$Blessing.1.0`), EQ0 and EQ1, as all 3 of its scripts of a pair.
  if ('blessing' in a) return [['ConditionCheckSVar', ctx.svar('X', 'Count$Blessing.1.0')], ['ConditionSVarCompare', replaced ? 'EQ0' : 'EQ1']];
  // One of each of two kinds: the count the trigger checks to be 1 or more (eachOfPair.ts); of no such trigger, not written.
  if ('youControlEach' in a) {
    if (!ctx.eachOfPair) throw new NotScriptable('"if you control a … and a …" outside a trigger of "a … or … permanent" (not written yet)');
    return [['ConditionCheckSVar', eachOfPairCount(a.youControlEach, ctx.svar)], ['ConditionSVarCompare', replaced ? 'EQ1' : 'GE2']];
  }
  if ('youControl' in a) return [['ConditionPresent', validOf(whoseFirst(a.youControl))], ['ConditionCompare', compare(a.compare, a.count)]];
  if (!('yours' in a)) throw new NotScriptable('this condition of steps done instead (not written yet)');
  if (a.yours === 'graveyardCardTypes' && a.compare === 'GE' && a.count === 4) return [['ConditionCheckSVar', ctx.svar('X', 'Count$Delirium.1.0')], ['ConditionSVarCompare', replaced ? 'EQ0' : 'EQ1']];
  const count = yourCounts[a.yours];
  if (!count) throw new NotScriptable('this count of yours as the condition of steps done instead (not written yet)');
  return [['ConditionCheckSVar', ctx.svar('X', `Count$${count}`)], ['ConditionSVarCompare', compare(a.compare, a.count)]];
}

