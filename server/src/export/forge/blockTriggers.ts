/**
 * The triggers of a block that name the other creature (509.3b, d) in Forge's words: "~ blocks a creature with flying" is
 * `AttackerBlocked` of that attacker with the card as its blocker, "~ blocks or becomes blocked by a creature" two
 * `AttackerBlockedByCreature` lines (the card as the blocker, then as the attacker), as Forge's scripts write them.
 */
import type { Step, Trigger } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';

/** The lines of a block trigger with `by` (the other creature), and Forge's word for "that creature" when it has one. */
export function blockByParams(t: Trigger): { lines: Params[]; triggered?: string; lineTriggered?: string[] } {
  const by = validOf(t.by!);
  if (t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('the block of another creature, naming the other creature (not written yet)');
  // "blocks (or becomes blocked by) one or more black creatures": read exactly, not written yet. Forge's scripts write it
  // as Blocks of the card (`ValidBlocked$`) and AttackerBlocked of it (`ValidBlocker$`), no trigger zone (3 of 3), but
  // measured, the form would add 2 equivalent and 2 wrong abilities (a "+2/+0" pump its script spells `NumDef$ 0`, as
  // 4 of Forge's 35 such pumps of the card itself do).
  if (t.byOneOrMore) throw new NotScriptable('a block by "one or more" creatures of a kind (not written yet)');
  switch (t.event) {
    case 'blocks':
      // Once for each attacker the card blocks (509.3b): Forge's AttackerBlocked with the card as a blocker, no trigger zone
      // (8 of 8 of its scripts of it).
      return { lines: [[['Mode', 'AttackerBlocked'], ['ValidCard', by], ['ValidBlocker', 'Card.Self']]], triggered: 'TriggeredAttacker' };
    case 'blocksOrBlocked':
      // Once for each creature it blocks or is blocked by: two lines, no trigger zone (all 10 of Forge's scripts of it).
      // "That creature" is the attacker of the first and the blocker of the second: see blockPairStepsScriptable.
      return {
        lineTriggered: ['TriggeredAttacker', 'TriggeredBlocker'],
        lines: [
          [['Mode', 'AttackerBlockedByCreature'], ['ValidCard', by], ['ValidBlocker', 'Card.Self']],
          [['Mode', 'AttackerBlockedByCreature'], ['ValidCard', 'Card.Self'], ['ValidBlocker', by]],
        ],
      };
    default:
      // "Whenever ~ becomes blocked by a creature": Forge's AttackerBlockedByCreature, but its scripts of the card's own
      // name the battlefield in 3 of 6 (`TriggerZones$`) and leave it out in 3: not written yet.
      throw new NotScriptable('"becomes blocked by" a creature (not written yet: Forge spells it two ways)');
  }
}

/**
 * "Whenever enchanted creature attacks or blocks": Forge's Attacks and Blocks of it, on the battlefield (4 of 4 of its
 * scripts of it), the creature named by each line's own word; `line` makes one event's line. Its "blocks or becomes
 * blocked" is not written yet: Forge's scripts of it name the battlefield in 1 of 2.
 */
export function enchantedAttacksOrBlocks(t: Trigger, line: (t: Trigger) => Params): { lines: Params[]; lineTriggered: string[] } {
  const [attacks, blocks] = (['attacks', 'blocks'] as const).map((event) => line({ ...t, event }));
  return { lines: [attacks, blocks], lineTriggered: ['TriggeredAttacker', 'TriggeredBlocker'] };
}

/**
 * Throws when the effect of "enchanted creature attacks or blocks" names a player other than the controllers of the
 * creature named line by line: Forge's `DefendingPlayer` of an Aura is the defending player of the creature it enchants
 * as an attacker, none when that creature blocks (where, by the card, the defending player is the blocker's controller).
 */
export function attacksOrBlocksStepsScriptable(t: Trigger, steps: Step[]): void {
  if (t.subject.ref !== 'enchanted' || t.event !== 'attacksOrBlocks') return;
  const said = JSON.stringify(steps);
  if (said.includes('"ref":"defending"') || said.includes('"who":"defending"') || said.includes('"what":"player"')) {
    throw new NotScriptable('the defending player of "enchanted creature attacks or blocks" (Forge names none when it blocks)');
  }
}

/**
 * Throws when the effect of "blocks or becomes blocked by a creature" names "that creature" as it resolves: Forge's scripts
 * name it, line by line, as the attacker and the blocker (`TriggeredAttacker`, `TriggeredBlocker`, 3 of 4) or as their last
 * known copies (`TriggeredAttackerLKICopy`, 1 of 4): measured, writing the former adds 6 equivalent and 2 wrong abilities,
 * so not written yet. At end of combat they remember it as those (all 10).
 */
export function blockPairStepsScriptable(t: Trigger, steps: Step[]): void {
  if (t.by && t.event === 'blocksOrBlocked' && steps.some((s) => !s.delayed && JSON.stringify(s).includes('"ref":"triggered"'))) {
    throw new NotScriptable('"that creature" of "blocks or becomes blocked by" (not written yet: Forge names it per line, two ways)');
  }
}
