/**
 * The sentences at the end of an activated ability that restrict when and by whom it may be activated (602.5b):
 * `Activate only as a sorcery.`, `… only once each turn.`, `… no more than twice each turn.`, `… only during your
 * upkeep.`, `… only if you control a Swamp.` (the conditions of conditions.ts), `Any player may activate this ability.`
 */
import { readStateCondition } from './conditions.js';
import type { Restrictions } from './types.js';
import { Cursor, Unread, words } from './words.js';

/** When in the turn an ability may be activated (`Activate only during …`, `only before …`), by its words. */
const activationTimes: [string, NonNullable<Restrictions['during']>][] = [
  ['during your upkeep', 'yourUpkeep'], ['during your turn, before attackers are declared', 'yourTurnBeforeAttackers'], ['during your turn', 'yourTurn'],
  ['during any upkeep step', 'upkeep'], ['during combat', 'combat'], ['during the declare blockers step', 'declareBlockers'],
  ['during the end of combat step', 'endOfCombat'], ['before blockers are declared', 'beforeBlockers'], ['before the combat damage step', 'beforeCombatDamage'],
];
const timeWords = activationTimes.map(([w]) => w).join('|');

const restrictionSentences: [RegExp, (r: Restrictions, m: RegExpExecArray) => void][] = [
  [/\s*Activate (?:this ability )?only (?:as a sorcery|any time you could cast a sorcery)( and only once each turn)?\.$/i, (r, m) => { r.sorcerySpeed = true; if (m[1]) r.oncePerTurn = true; }],
  [/\s*Activate (?:this ability )?only once each turn\.$/i, (r) => { r.oncePerTurn = true; }],
  [/\s*Activate (?:this ability )?no more than (twice|three times|four times) each turn\.$/i, (r, m) => { r.timesPerTurn = ['twice', 'three times', 'four times'].indexOf(m[1].toLowerCase()) + 2; }],
  // "Activate only during your upkeep and only once each turn": both limits.
  [new RegExp(`\\s*Activate (?:this ability )?only (${timeWords})( and only once each turn)?\\.$`, 'i'), (r, m) => {
    r.during = activationTimes.find(([w]) => w === m[1].toLowerCase())![1];
    if (m[2]) r.oncePerTurn = true;
  }],
  [/\s*Any player may activate this ability\.$/i, (r) => { r.anyPlayer = true; }],
];

/**
 * Reads the restriction sentences at the end of an ability's text into `out`, each in any order, and returns the text
 * before them. "Activate only during your upkeep and only if you control a Swamp." is both; a condition after "only
 * if" that is not read throws Unread.
 */
export function readRestrictions(text: string, out: Restrictions): string {
  let rest = text.replace(/(\s*Activate (?:this ability )?only (?!if\b)[^.]*?) and only if ([^.]*\.)$/i, '$1. Activate only if $2');
  for (;;) {
    const onlyIf = /\s*Activate (?:this ability )?only if ([^.]*)\.$/i.exec(rest);
    if (onlyIf && !out.onlyIf) {
      const c = new Cursor(words(onlyIf[1]));
      const condition = readStateCondition(c);
      if (!condition || !c.done) throw new Unread(onlyIf[0].trim(), 'not read: when it may be activated');
      out.onlyIf = condition;
      rest = rest.slice(0, onlyIf.index);
      continue;
    }
    const found = restrictionSentences.map(([pattern, set]) => [pattern.exec(rest), set] as const).find(([m]) => m);
    if (!found) return rest;
    const [m, set] = found;
    set(out, m!);
    rest = rest.slice(0, m!.index);
  }
}
