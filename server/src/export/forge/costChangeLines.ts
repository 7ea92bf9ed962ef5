/**
 * Static abilities that change what spells cost (601.2f) as Forge script lines: `S:Mode$ ReduceCost` / `RaiseCost`.
 */
import type { Amount, CostChange, Filter } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import type { Params } from './stepContext.js';
import { countSVar } from './statics.js';
import { NotScriptable, validOf } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/**
 * What "costs {1} less for each …" counts. Cards in your graveyard are read exactly, not written yet: Forge's 3 scripts of
 * such a cost change count creature cards two ways (`Count$ValidGraveyard Creature.YouCtrl` twice, `Count$TypeInYourYard.Creature`
 * once); measured, the majority spelling adds 2 equivalent and 1 wrong ability, raising the wrong share.
 */
function forEachSVar(counted: Amount, amount: number, w: FaceWriter): string {
  if ('count' in counted && counted.count === 'objects' && counted.filter.zone === 'graveyard') throw new NotScriptable('a cost change for each card in your graveyard (Forge\'s scripts spell the count two ways; not written yet)');
  return countSVar(counted, w, amount > 1 ? `/Times.${amount}` : '');
}

/**
 * A change to what spells cost as Forge's `S:Mode$ ReduceCost` / `RaiseCost`: a kind of spell (`ValidCard$ Artifact |
 * Type$ Spell | Activator$ You | Amount$ 1`), or the card itself, wherever it is cast from (`ValidCard$ Card.Self |
 * EffectZone$ All`), with a count (`Amount$ X`) or a condition (`CheckSVar$ X | SVarCompare$ GE1`).
 */
export function costChangeLine(change: CostChange, face: FaceInfo, w: FaceWriter, desc: string): string {
  // Spells that target it: `ValidTarget$`, and whose they are as Forge's scripts of it write it (`Player.Opponent`, 3 of 4;
  // everyone's `Player`).
  if (change.target) {
    const p: Params = [['ValidTarget', change.target === 'self' ? 'Card.Self' : 'Player.EnchantedBy'], ['Activator', change.caster === 'you' ? 'You' : change.caster === 'opponents' ? 'Player.Opponent' : 'Player'], ['Type', 'Spell'], ['Amount', String(change.amount)]];
    return `S:Mode$ ${change.more ? 'RaiseCost' : 'ReduceCost'} | ${renderParams(p)} | Description$ ${desc}`;
  }
  // Face-down creature spells (708.4: cast for {3}, their cost changed as any spell's): Forge's `Type$ MorphDown` of
  // `ValidCard$ Creature`, as both of its scripts of it.
  const faceDown = change.spells !== 'self' && change.spells.alts.some((a) => a.props.some((p) => p.is === 'state' && p.state === 'face-down'));
  if (faceDown) {
    const [alt, ...more] = (change.spells as Filter).alts;
    if (more.length > 0 || alt.noun !== 'Creature' || alt.props.length !== 1 || change.color || change.forEach || change.condition) throw new NotScriptable('a cost change of face-down spells of a kind or with a condition');
  }
  const p: Params = [['ValidCard', change.spells === 'self' ? 'Card.Self' : faceDown ? 'Creature' : validOf(change.spells, true)], ['Type', faceDown ? 'MorphDown' : 'Spell']];
  if (change.caster) p.push(['Activator', change.caster === 'you' ? 'You' : 'Opponent']);
  // One coloured mana more: `Cost$ W`, as both of Forge's scripts of it.
  if (change.color) p.push(['Cost', change.color]);
  else p.push(['Amount', change.forEach ? forEachSVar(change.forEach, change.amount, w) : String(change.amount)]);
  if (change.spells === 'self') p.push(['EffectZone', 'All']);
  else if (face.commandZone) p.push(['EffectZone', 'Command']);
  // Morbid and raid as Forge's scripts of each cost change write them: the creatures that died (`Count$Morbid.1.0`, 1 of
  // 1), the attackers declared this turn (`Count$AttackersDeclared`, 1 of 1), at least one. (An SVar named "Morbid" would read as
  // Forge's own count word inside its value.)
  if (change.condition && 'creatureDied' in change.condition) p.push(['CheckSVar', w.svar('X', 'Count$Morbid.1.0')], ['SVarCompare', 'GE1']);
  else if (change.condition && 'attacked' in change.condition) p.push(['CheckSVar', w.svar('RaidTest', 'Count$AttackersDeclared')], ['SVarCompare', 'GE1']);
  else if (change.condition) {
    p.push(['CheckSVar', w.svar('X', `Count$Valid ${validOf(change.condition.youControl, false, { counted: true })}`)], ['SVarCompare', `${change.condition.compare}${change.condition.count}`]);
  }
  return `S:Mode$ ${change.more ? 'RaiseCost' : 'ReduceCost'} | ${renderParams(p)} | Description$ ${desc}`;
}
