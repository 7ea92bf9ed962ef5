/**
 * Triggers on a spell targeting a permanent ("Whenever you cast a spell that targets ~", "When ~ becomes the target of a
 * spell") and on keyword actions (701: surveil, monstrosity, exert, transform, set in motion).
 */
import type { Trigger } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import type { TriggerLines } from './triggers.js';
import { NotScriptable, validOf } from './valid.js';

/**
 * Heroic: a spell you cast with the card itself among its targets, its kind as `ValidCard$` (none of any spell):
 * `SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self`, on the battlefield (19 of Forge's 19 scripts of it).
 * What its effects Forge spells two ways is left out in triggeredAbility.ts.
 */
export function heroicLines(t: Trigger): TriggerLines {
  const valid = validOf(t.spell!);
  const kind: Params = valid === 'Card' ? [] : [['ValidCard', valid]];
  return { lines: [[['Mode', 'SpellCast'], ...kind, ['ValidActivatingPlayer', 'You'], ['TargetsValid', 'Card.Self'], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard', triggeredPlayer: 'TriggeredActivator' };
}

/**
 * "When ~ becomes the target of a spell or ability" (`withSelf` makes the lines of the card itself, or of it and another
 * object). Of a creature of a kind, read exactly, not written yet: Forge's scripts name the creature two ways (on the
 * battlefield, `Card.Creature+inZoneBattlefield`, in 4 of 5; `Creature` in 1): measured, 1 equivalent and 2 written otherwise.
 */
export function becomesTargetLines(t: Trigger, withSelf: (make: (valid: string) => Params) => Params[]): TriggerLines {
  if (t.subject.ref === 'each') throw new NotScriptable('a creature of a kind becoming the target of a spell or ability (not written yet: Forge spells it two ways)');
  if (t.bySpell || t.byOpponent) return targetSourceLines(t);
  return { lines: withSelf((v) => [['Mode', 'BecomesTarget'], ['ValidTarget', v], ['TriggerZones', 'Battlefield']]), triggered: 'TriggeredTarget' };
}

/**
 * The card itself becoming the target of a spell of a kind: Forge's `ValidSource$ … | SourceType$ Spell` (an Aura spell,
 * a spell an opponent controls: 1 of 1 of its scripts of each). Of "a spell or ability an opponent controls", read
 * exactly, not written yet: Forge's scripts name the source two ways (`Card.OppCtrl`, and the spell and both kinds of
 * ability one by one).
 */
function targetSourceLines(t: Trigger): TriggerLines {
  if (t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('another object becoming the target of a spell of a kind (not written yet)');
  if (!t.bySpell) throw new NotScriptable('"becomes the target of a spell or ability an opponent controls" (not written yet: Forge spells it two ways)');
  const anySpell = t.bySpell.alts.length === 1 && t.bySpell.alts[0].noun === 'Spell' && t.bySpell.alts[0].props.length === 0;
  if (anySpell !== !!t.byOpponent) throw new NotScriptable(anySpell ? 'the target of any spell (not written yet)' : 'the target of a spell of a kind an opponent controls (not written yet)');
  const source = anySpell ? 'Card.OppCtrl' : validOf(t.bySpell);
  return { lines: [[['Mode', 'BecomesTarget'], ['ValidTarget', 'Card.Self'], ['ValidSource', source], ['SourceType', 'Spell'], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredTarget' };
}

/** The trigger lines of a keyword action (701) of the card itself or of you, or undefined of another event. */
export function keywordActionLines(t: Trigger): TriggerLines | undefined {
  switch (t.event) {
    case 'exerted':
      // "Whenever you exert a creature": read exactly, not written yet. Forge's scripts write it one way (`Exerted |
      // ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield`, 4 of 4), but measured, 2 equivalent and 1 written
      // otherwise (damage to each opponent, which 8 of Forge's 36 scripts of it spell `DamageAll`, as that one does).
      if (t.subject.ref === 'each') throw new NotScriptable('a creature you exert (not written yet)');
      return { lines: [[['Mode', 'Exerted'], ['ValidCard', 'Card.Self']]], triggered: 'TriggeredCard' };
    // 701.32: Forge's scripts write a scheme set in motion one way (`Mode$ SetInMotion | ValidCard$ Card.Self |
    // TriggerZones$ Command`, 29 of 31) but what the schemes do in ways of their own (an effect's `Name$`, `YouOwn`):
    // measured, writing it would add 3 equivalent and 5 wrong abilities.
    case 'setInMotion':
      throw new NotScriptable('a scheme set in motion (not written yet: what schemes do is spelled their own way)');
    // "Whenever you surveil" (701.25d): Forge's Surveil of you, on the battlefield (2 of its 3 scripts; the third
    // triggers from the graveyard).
    case 'surveil':
      return { lines: [[['Mode', 'Surveil'], ['ValidPlayer', 'You'], ['TriggerZones', 'Battlefield']]] };
    // Of the card itself: Forge's BecomeMonstrous on the battlefield (2 of 2 of its scripts).
    case 'monstrous':
      return { lines: [[['Mode', 'BecomeMonstrous'], ['ValidCard', 'Card.Self'], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard' };
    // "When this creature transforms into ~": read exactly, not written yet. Forge's scripts write it one way (`Transformed
    // | ValidCard$ Card.Self`, no trigger zone, 6 of 6), but measured, 2 equivalent and 2 written otherwise (the
    // transformed face's "each other creature" as `StrictlyOther`, an exile until it leaves remembered as it moves).
    case 'transformed':
      throw new NotScriptable('the card itself transforming (not written yet)');
    default:
      return undefined;
  }
}
