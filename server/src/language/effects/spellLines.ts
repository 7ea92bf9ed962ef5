/**
 * One line of an instant's or sorcery's text (a line of its spell ability): its additional cost (601.2f), strive (207.2c),
 * a static ability of the card itself ("This spell can't be countered."), when it may be cast ("Cast this spell only
 * during combat."), or steps of the spell.
 */
import { readAltCost } from './altCosts.js';
import { readCastTiming } from './castTiming.js';
import { onePaidCard, oneSacrificed, readCostText } from './costs.js';
import type { ReadContext } from './refs.js';
import { readStatic } from './statics.js';
import { readSteps } from './steps.js';
import type { AbilityEffect } from './types.js';
import { anyPlayer } from './unlessCosts.js';
import { Unread, words } from './words.js';

/** Reads one line of a spell's text (`text`, the card's names as `~`) into `out`; throws Unread where it cannot. */
export function readSpellLine(text: string, out: AbilityEffect, ctx: () => ReadContext): void {
  // One sentence of its own: the spell's additional cost (601.2f), paid with its mana cost.
  const extra = /^As an additional cost to cast (?:this spell|~), ([^.]+)\.$/i.exec(text.trim());
  if (extra) {
    out.additionalCost = readCostText(extra[1]);
    ctx().ids.spellSacrificed = oneSacrificed(out.additionalCost);
    ctx().ids.spellPaid = onePaidCard(out.additionalCost);
    out.steps = [];
    return;
  }
  // Strive (207.2c): "~ costs {2}{W} more to cast for each target beyond the first." (Forge's `K:Strive:2 W`).
  const strive = /^(?:this spell|~) costs ((?:\{[^}]+\})+) more to cast for each target beyond the first\.$/i.exec(text.trim());
  if (strive) {
    out.kind = 'keyword';
    out.keyword = { name: 'Strive', mana: [...strive[1].matchAll(/\{([^}]+)\}/g)].map((m) => m[1].toUpperCase()) };
    return;
  }
  // "This spell can't be countered." / "This spell costs {1} less to cast …" (an instant's or sorcery's own line): a
  // static ability of the card, as a permanent spell's is (Forge: `K:CARDNAME can't be countered.`, `S:Mode$ ReduceCost`).
  // "You may cast ~ as though it had flash if you pay {2} more to cast it." too (Forge: `K:MayFlashCost:2`), and "If an
  // opponent controls a Forest and you control an Island, you may cast this spell without paying its mana cost."
  if (/^(?:this spell|~) can't be countered\.$/i.test(text.trim()) || /^(?:this spell|~) costs \{\d+\} (?:less|more) to cast\b/i.test(text.trim()) || /^You may cast ~ as though it had flash\b/i.test(text.trim()) || /^If an opponent controls an? [^,]+, you may cast (?:this spell|~) without paying its mana cost\.$/i.test(text.trim())) {
    out.kind = 'static';
    readStatic(words(text), ctx(), out);
    return;
  }
  const alt = readAltCost(text);
  if (alt) {
    out.altCost = alt;
    out.steps = [];
    return;
  }
  const only = /^Cast (?:this spell|~) only (.+)\.$/i.exec(text.trim());
  if (only) {
    out.castOnly = readCastTiming(only[1]);
    out.steps = [];
    return;
  }
  // A line's "that creature" may be the target the line before named: a spell's lines are one ability (the target kept
  // for the next line only when this one is read whole).
  // "As an additional cost to cast this spell, sacrifice a creature. / … the sacrificed creature's power": the one
  // object that cost sacrificed (601.2h: paid as the spell is cast, before it resolves).
  const context = { ...ctx(), it: ctx().ids.spellIt, sacrificed: ctx().ids.spellSacrificed, paidCard: ctx().ids.spellPaid };
  context.ids.spellIt = undefined;
  // "Any player may have ~ deal 6 damage to them. If no one does, target player draws three cards.": the one step, unless
  // any player takes the damage (one of them is enough) — as "… unless any player pays {2}".
  const anyDamage = /^Any player may have ~ deal (\d+) damage to them\. If no one does, (.+)$/is.exec(text.trim());
  try {
    out.steps = readSteps(words(anyDamage ? anyDamage[2] : text), context, true);
    if (anyDamage) {
      const [only] = out.steps;
      if (out.steps.length !== 1 || only.unless || only.optional || only.delayed) {
        out.steps = undefined;
        throw new Unread(anyDamage[2], 'not read: more than one step "if no one does"');
      }
      only.unless = { cost: [{ pay: 'damageYou', amount: Number(anyDamage[1]) }], payer: anyPlayer(), any: true };
    }
  } finally {
    // The steps "… instead if …" on the next line may change (none when this line is unread or changed the line before).
    context.ids.spellSteps = out.steps && out.steps.length > 0 ? out.steps : undefined;
  }
  if (context.it?.ref === 'target') context.ids.spellIt = context.it;
}
