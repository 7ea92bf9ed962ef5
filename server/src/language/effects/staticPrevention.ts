/**
 * Static abilities that prevent damage (615.1a): "If damage would be dealt to ~, prevent that damage. Remove a +1/+1
 * counter from ~.", "Prevent all combat damage that would be dealt to ~ by …", "Prevent all damage that would be dealt to
 * you", and the keyword "Prevent all damage that would be dealt to and dealt by …" of objects.
 */
import { readCounterKind } from './counters.js';
import { readFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import { readAffected } from './staticSubjects.js';
import type { AbilityEffect } from './types.js';
import { type Cursor, Unread } from './words.js';

/**
 * Reads the whole ability into `out` when it is one of these preventions and returns true; false (the cursor where it was)
 * when it does not start as one; throws Unread when it starts as one and says more than this reads.
 */
export function readStaticPrevention(c: Cursor, ctx: ReadContext, out: AbilityEffect): boolean {
  const perDamage = readPerDamage(c);
  if (perDamage) {
    out.kind = 'replacement';
    out.replacement = { prevent: perDamage };
    return true;
  }
  // "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.1a, then what the text adds).
  if (c.take('if damage would be dealt to ~ , prevent that damage .') || c.take('if ~ would be dealt damage , prevent that damage and')) {
    const counter = c.take('remove a') ? readCounterKind(c) : undefined;
    if (counter && c.take('counter from') && (c.take('~') || c.take('it')) && (c.take('.'), c.done)) {
      out.kind = 'replacement';
      out.replacement = { prevent: { to: 'self', removeCounter: counter } };
      return true;
    }
    throw new Unread(c.rest(), 'not read: what happens instead of the damage');
  }
  // "Prevent all (combat / noncombat) damage that would be dealt to …" (615.1a: a prevention effect).
  if (c.take('prevent all')) {
    const combat = c.take('combat') ? true : c.take('noncombat') ? false : undefined;
    const damage = combat === true ? 'combat damage' : 'damage';
    if (c.take('damage that would be dealt')) {
      // Of one object or objects, to and by it: a keyword it has (`Prevent all damage that would be dealt to and dealt by CARDNAME.`).
      if (combat !== false && c.take('to and dealt by')) {
        const affected = readAffected(c, ctx);
        if (affected && affected.ref.ref !== 'you' && affected.ref.ref !== 'self' && (c.take('.'), c.done)) {
          out.continuous = [{ affected: affected.ref, keywords: [`Prevent all ${damage} that would be dealt to and dealt by CARDNAME.`], rules: [] }];
          return true;
        }
      } else if (combat !== false && c.take('to ~')) {
        // "by enchanted creatures": every creature an Aura is attached to (not the Aura's own "enchanted creature").
        const saidBy = c.take('by');
        const by = !saidBy ? undefined : c.take('enchanted creatures') ? { alts: [{ noun: 'Creature', props: [{ is: 'state' as const, state: 'enchanted' as const }] }], plural: true } : readFilter(c);
        if (by && by.plural && !by.zone && by.alts.every((a) => a.noun === 'Creature') && (c.take('.'), c.done)) {
          out.kind = 'replacement';
          out.replacement = { prevent: { to: 'selfBy', by, ...(combat ? { combat } : {}) } };
          return true;
        }
        if (!saidBy && (c.take('.'), c.done)) {
          out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [`Prevent all ${damage} that would be dealt to CARDNAME.`] }];
          return true;
        }
      } else if (combat === undefined && c.take('to enchanted creature by sources of the chosen color')) {
        // An Aura's: of the colour it chose as it entered (614.12; the export checks it chose one).
        if ((c.take('.'), c.done)) {
          out.kind = 'replacement';
          out.replacement = { prevent: { to: 'enchanted', by: { alts: [{ noun: 'Card', props: [{ is: 'chosenColor' }] }], plural: true } } };
          return true;
        }
      } else if (c.take('to you')) {
        if ((c.take('.'), c.done)) {
          out.kind = 'replacement';
          out.replacement = { prevent: { to: 'you', ...(combat !== undefined ? { combat } : {}) } };
          return true;
        }
      }
      // Noncombat damage to other objects: a `DamageDone` replacement (Forge's 2 of 2 scripts of it; it has no such keyword).
      if (combat === false && c.take('to')) {
        const what = readAffected(c, ctx)?.ref;
        if (what && (what.ref === 'equipped' || (what.ref === 'each' && what.filter.plural)) && (c.take('.'), c.done)) {
          out.kind = 'replacement';
          out.replacement = { prevent: { to: 'others', what, combat } };
          return true;
        }
      }
      // All or combat damage to other objects ("to creatures you control") Forge's scripts write two ways (a `DamageDone`
      // replacement in 3, a keyword of each creature in 2): not read.
    }
    throw new Unread(c.rest(), 'not read: what damage is prevented');
  }
  return false;
}

/**
 * "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1 damage prevented this way." and "If damage would be dealt to ~, prevent that damage and remove that
 * many +1/+1 counters from it." (615.1a, 615.5: the counters are as many as the damage prevented); the cursor where it was
 * when the ability is not one of these.
 */
function readPerDamage(c: Cursor): Extract<NonNullable<NonNullable<AbilityEffect['replacement']>['prevent']>, { to: 'perDamage' }> | undefined {
  const at = c.mark();
  if (!c.take('if damage would be dealt to')) return undefined;
  // Of the card itself only: "another creature you control" (Forge's one script of it) spells its `ValidTarget$` the
  // other way round from `validOf` (`Creature.YouCtrl+Other`): measured +0 equivalent, +1 wrong, not read.
  if (!c.take('~') || !c.take(', prevent that damage')) return c.reset(at), undefined;
  const what = { ref: 'self' as const };
  if (c.take('and remove that many')) {
    const counter = readCounterKind(c);
    if (counter && c.take('counters from it') && (c.take('.'), c.done)) return { to: 'perDamage', what, counter, action: 'remove' };
    return c.reset(at), undefined;
  }
  if (!c.take('. put a')) return c.reset(at), undefined;
  const counter = readCounterKind(c);
  if (!counter || !c.take('counter on ~')) return c.reset(at), undefined;
  if (!c.take('for each 1 damage prevented this way') || (c.take('.'), !c.done)) return c.reset(at), undefined;
  return { to: 'perDamage', what, counter, action: 'put' };
}
