/**
 * Two kinds of ability whose Forge lines depend on the card's other abilities: a planeswalker's ultimate (`Ultimate$ True`,
 * an AI hint Forge's scripts give the last loyalty ability) and a leveler's band (one conditional static ability per
 * `LEVEL` line, 711.2).
 */
import type { AbilityEffect, Continuous } from '../../language/effects/types.js';
import { mustBeBlocked } from '../../language/effects/objectSteps.js';
import type { FaceInfo } from './abilities.js';
import { keywordLine } from './keywords.js';
import { NotScriptable } from './valid.js';
import { clean, type FaceWriter } from './writer.js';

/**
 * The last loyalty ability when no other (but a −X) costs as much loyalty (a planeswalker's ultimate), and the last of three
 * or more when it costs 0 or less (Forge's scripts mark the last of three or four: 68 of 68, each a "0" or a minus; none
 * ends on a plus, which is left to the first rule).
 */
export function ultimateOf(effects: AbilityEffect[]): AbilityEffect | undefined {
  const loyalty = effects.filter((e) => e.kind === 'loyalty' && e.cost?.[0]?.pay === 'loyalty');
  const amount = (e: AbilityEffect) => {
    const c = e.cost![0];
    return c.pay === 'loyalty' ? (c.amount === 'X' ? -Infinity : c.amount) : 0;
  };
  const last = loyalty[loyalty.length - 1];
  if (loyalty.length >= 3 && amount(last) <= 0) return last;
  // An earlier −X ability does not count against it (Forge's scripts mark the last −8 after a −X: 3 of 3).
  if (!last || amount(last) >= 0 || loyalty.slice(0, -1).some((e) => amount(e) !== -Infinity && amount(e) <= amount(last))) return undefined;
  return last;
}

/** A leveler's band as Forge's conditional static ability (`SetPower$`, `AddKeyword$`, `CheckSVar$`). */
export function bandLines(band: AbilityEffect, members: AbilityEffect[], face: FaceInfo, w: FaceWriter): string[] {
  const level = band.level!;
  const keywords: string[] = [];
  const rules: string[] = [];
  for (const m of members) {
    // "~ can't be blocked": a restriction of the card itself, `AddHiddenKeyword$ Unblockable` (Forge's one script of one).
    const own = m.continuous?.length === 1 ? m.continuous[0] : undefined;
    if (own && !m.steps?.length && !m.trigger && !m.cost && isRuleOnly(own)) {
      for (const r of own.rules) {
        if (hiddenKeywords.has(r)) rules.push(r);
        else if (grantedKeywords.has(r)) keywords.push(r);
        else throw new NotScriptable('a rule of a level band that Forge does not check as a hidden keyword');
      }
    } else if (m.kind !== 'keyword' || !m.keyword) throw new NotScriptable('an ability of a level band that is not a keyword');
    else keywords.push(keywordLine(m.keyword, face, face.declarations).slice(2));
  }
  const range = level.max !== undefined ? `counters_GE${level.min}_LEVEL+counters_LE${level.max}_LEVEL` : `counters_GE${level.min}_LEVEL`;
  const check = w.svar(level.max !== undefined ? 'X' : 'Y', `Count$Valid Card.Self+${range}`);
  const p = ['Mode$ Continuous', 'Affected$ Card.Self'];
  if (level.power !== undefined) p.push(`SetPower$ ${level.power}`, `SetToughness$ ${level.toughness}`);
  if (keywords.length > 0) p.push(`AddKeyword$ ${keywords.join(' & ')}`);
  if (rules.length > 0) p.push(`AddHiddenKeyword$ ${rules.join(' & ')}`);
  p.push(`CheckSVar$ ${check}`, 'SVarCompare$ EQ1', `Description$ ${clean(band.ability.ability.text)}`);
  return [`S:${p.join(' | ')}`];
}

/**
 * The restrictions Forge's engine checks on a card as hidden keywords (`hasKeyword` in its combat and untap code), each
 * written with `AddHiddenKeyword$` by Forge's own scripts (from 1 to 51 of them each): only these work in a band's
 * `AddHiddenKeyword$`. Others (a prevention rule, "can't attack alone") are nothing there.
 */
const hiddenKeywords = new Set([
  'Unblockable', "CARDNAME can't block.", "CARDNAME can't attack.", "CARDNAME can't attack or block.", mustBeBlocked,
  "CARDNAME doesn't untap during your untap step.", 'CARDNAME attacks each combat if able.', 'CARDNAME blocks each combat if able.',
  'CARDNAME can block an additional creature each combat.', 'CARDNAME can block any number of creatures.', 'CARDNAME can block only creatures with flying.',
  "CARDNAME can attack as though it didn't have defender.", 'CARDNAME can attack as though it had haste.', 'CantBeBlockedByAmount GT1',
  'CARDNAME assigns combat damage equal to its toughness rather than its power',
]);

/**
 * Rules Forge makes a replacement effect of only when they are a real keyword (CardFactoryUtil): `AddKeyword$`, as both of
 * Forge's scripts that grant "Prevent all damage that would be dealt to CARDNAME." in a static. Its "combat damage" form
 * is granted so by none of them: not written.
 */
const grantedKeywords = new Set(['Prevent all damage that would be dealt to CARDNAME.']);

/** A continuous effect that is only restrictions of the card itself, with no condition ("~ can't be blocked"). */
function isRuleOnly(c: Continuous): boolean {
  const { affected, rules, keywords, ...rest } = c;
  return affected.ref === 'self' && rules.length > 0 && keywords.length === 0 && Object.values(rest).every((v) => v === undefined);
}
