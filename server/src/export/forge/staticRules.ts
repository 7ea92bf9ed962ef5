/**
 * Static abilities that Forge writes as a mode of their own, one line each (or two): a standing prevention shield
 * (`S:Mode$ PreventDamage`), a cost to attack or block (`CantAttackUnless`, `CantBlockUnless`), a limit on spells cast
 * (`CantBeCast | NumLimitEachTurn$ 1`), casting the card for nothing while two counts hold (`Alternative Cost:0`), spells
 * cast as though they had flash (`WithFlash$ You`).
 */
import type { Continuous, Filter } from '../../language/effects/types.js';
import { typeAdjectives } from '../../language/effects/filterWords.js';
import { colorWords } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';
import type { FaceWriter } from './writer.js';

/** Forge's `Caster$` of "You can't cast …" (`You`) and "Your opponents can't cast …" (`Opponent`: the opponents, nothing said of them). */
export function cantCastCaster(who: Continuous['affected']): 'You' | 'Opponent' | undefined {
  if (who.ref === 'you') return 'You';
  const [alt, ...more] = who.ref === 'each' ? who.filter.alts : [];
  return alt && more.length === 0 && alt.noun === 'Opponent' && alt.props.length === 0 ? 'Opponent' : undefined;
}

/**
 * The spells of a "can't cast <spells>" rule as `CantBeCast`'s `ValidCard$` (a card's static and an emblem's alike): Forge
 * has no "spell" type, so "spells" and "noncreature spells" are of `Card` (`Card.nonCreature`), a card type its own name.
 */
export function cantCastValid(spells: Filter): string {
  const [alt] = spells.alts;
  return alt.noun === 'Spell' ? validOf({ alts: [{ noun: 'Card', props: alt.props }] }) : validOf(spells);
}

/** The lines of one of the module's abilities, or undefined when the effect is none of them. */
export function ruleLines(c: Continuous, w: FaceWriter, desc: string): string[] | undefined {
  // A standing prevention shield: `S:Mode$ PreventDamage | Target$ You | Source$ Card.WhiteSource | Amount$ 2`, as all of
  // Forge's scripts of it (`Artifact` for an artifact source, `Card.OppCtrl` for one an opponent controls).
  if (c.preventSome) return [preventSomeLine(c, c.preventSome, desc)];
  // A cost to attack: `S:Mode$ CantAttackUnless | ValidCard$ Creature | Target$ You | Cost$ 2` (an Aura's creature is
  // `Creature.AttachedBy`), and to block too a `CantBlockUnless` line, as all of Forge's scripts of it.
  if (c.attackTax) {
    const valid = c.affected.ref === 'self' ? 'Card.Self' : c.affected.ref === 'enchanted' ? 'Creature.AttachedBy' : c.affected.ref === 'each' ? validOf(c.affected.filter, true) : undefined;
    if (!valid || c.asLongAs) throw new NotScriptable('what must be paid for to attack');
    const target = c.attackTax.target ? ` | Target$ ${c.attackTax.target === 'you' ? 'You' : 'You,Planeswalker.YouCtrl'}` : '';
    const lines = [`S:Mode$ CantAttackUnless | ValidCard$ ${valid}${target} | Cost$ ${c.attackTax.cost} | Description$ ${desc}`];
    if (c.attackTax.block) lines.push(`S:Mode$ CantBlockUnless | ValidCard$ ${valid} | Cost$ ${c.attackTax.cost}`);
    return lines;
  }
  // A limit on spells cast: `S:Mode$ CantBeCast | ValidCard$ Card | Caster$ Player | NumLimitEachTurn$ 1`, as all 5 of
  // Forge's scripts of it (`You` for yours).
  if (c.castLimit) {
    const caster = c.affected.ref === 'you' ? 'You' : c.affected.ref === 'each' ? validOf(c.affected.filter, true) : undefined;
    if (!caster || c.asLongAs) throw new NotScriptable('a limit on spells cast by these players');
    return [`S:Mode$ CantBeCast | ValidCard$ Card | Caster$ ${caster} | NumLimitEachTurn$ ${c.castLimit} | Description$ ${desc}`];
  }
  // Lands played from your graveyard: `Affected$ Land.YouOwn | MayPlay$ True | AffectedZone$ Graveyard`, as both of Forge's
  // scripts of it; creatures entering that trigger nothing, Forge's rule of the game (`GlobalRule$`, both of its scripts).
  if (c.playLandsFromGraveyard && !c.asLongAs) return [`S:Mode$ Continuous | Affected$ Land.YouOwn | MayPlay$ True | AffectedZone$ Graveyard | Description$ ${desc}`];
  if (c.noEntryTriggers && !c.asLongAs) return [`S:Mode$ Continuous | GlobalRule$ Creatures entering the battlefield don't cause abilities to trigger. | Description$ ${desc}`];
  // "Players can't play lands": `S:Mode$ CantPlayLand`, nothing more, as Forge's one script of it.
  if (c.cantPlayLands) {
    if (c.asLongAs || c.affected.ref !== 'each') throw new NotScriptable('players who can\'t play lands');
    return [`S:Mode$ CantPlayLand | Description$ ${desc}`];
  }
  // Spells some players can't cast: `S:Mode$ CantBeCast | ValidCard$ Card.nonCreature | Caster$ You` (`Opponent`, the
  // enchanted creature's `EnchantedController`; during your turn `Condition$ PlayerTurn`), as all 3 of Forge's scripts of it.
  if (c.cantCast) {
    const caster = c.affected.ref === 'enchanted' ? 'EnchantedController' : cantCastCaster(c.affected);
    if (!caster || c.asLongAs) throw new NotScriptable('spells these players can\'t cast');
    return [`S:Mode$ CantBeCast | ValidCard$ ${cantCastValid(c.cantCast.spells)}${c.cantCast.duringYourTurn ? ' | Condition$ PlayerTurn' : ''} | Caster$ ${caster} | Description$ ${desc}`];
  }
  // The chosen name (Forge's `NamedCard`, set by its `NameCard` as the card entered): `CantBeCast` of spells, `CantBeActivated`
  // of abilities (`NonMana$ True` for "unless they're mana abilities"), as all of Forge's scripts of each.
  if (c.chosenNameLock) {
    if (c.asLongAs) throw new NotScriptable('a lock on the chosen name as long as something holds');
    if (c.chosenNameLock === 'cast') return [`S:Mode$ CantBeCast | ValidCard$ Card.NamedCard | Description$ ${desc}`];
    return [`S:Mode$ CantBeActivated | ValidCard$ Card.NamedCard${c.chosenNameLock === 'activateNonMana' ? ' | NonMana$ True' : ''} | Description$ ${desc}`];
  }
  // A maximum hand size: `Affected$ You | SetMaxHandSize$ 2`, `Affected$ Opponent | RaiseMaxHandSize$ -1`, the chosen
  // player's `Player.Chosen` (set by the card's `ChoosePlayer` as it entered), as all of Forge's scripts of each.
  if (c.maxHandSize) {
    if (c.asLongAs) throw new NotScriptable('a maximum hand size as long as something holds');
    const who = { you: 'You', opponents: 'Opponent', chosenPlayer: 'Player.Chosen' }[c.maxHandSize.of];
    const size = 'set' in c.maxHandSize ? `SetMaxHandSize$ ${c.maxHandSize.set}` : `RaiseMaxHandSize$ ${c.maxHandSize.raise}`;
    return [`S:Mode$ Continuous | Affected$ ${who} | ${size} | Description$ ${desc}`];
  }
  // Cast for nothing while two counts hold: an alternative cost of 0 from any zone, `CheckSVar$ X | CheckSecondSVar$ Y`
  // (each at least one, the engine's default compare), as all 6 of Forge's scripts of it.
  if (c.freeCastIf) {
    const x = w.svar('X', `Count$Valid ${validOf(c.freeCastIf.opponentControls, false, { counted: true })}.OppCtrl`);
    const y = w.svar('Y', `Count$Valid ${validOf(c.freeCastIf.youControl, false, { counted: true })}.YouCtrl`);
    return [`S:Mode$ Continuous | Affected$ Card.Self | EffectZone$ All | AddKeyword$ Alternative Cost:0 | CheckSVar$ ${x} | CheckSecondSVar$ ${y} | Description$ ${desc}`];
  }
  // Spells you may cast as though they had flash: `Affected$ Artifact | WithFlash$ You | AffectedZone$ Exile,Graveyard,Hand,
  // Library,Command` (`Card` for all spells), as Forge's 3 scripts of all spells or of one card type; of a subtype or of
  // several kinds, Forge's scripts add other zones (`EffectZone$ Battlefield`, `Stack`): not written.
  if (c.castWithFlash) {
    const [alt, ...more] = c.castWithFlash.alts;
    if (c.affected.ref !== 'you' || c.asLongAs || more.length > 0 || alt.props.length > 0 || !(alt.noun === 'Spell' || typeAdjectives.has(alt.noun))) {
      throw new NotScriptable('spells of a subtype, a quality or several kinds cast as though they had flash (Forge\'s scripts spell their zones otherwise)');
    }
    return [`S:Mode$ Continuous | Affected$ ${alt.noun === 'Spell' ? 'Card' : alt.noun} | WithFlash$ You | AffectedZone$ Exile,Graveyard,Hand,Library,Command | Description$ ${desc}`];
  }
  return undefined;
}

/** A standing prevention shield's line (of you, an equipped or enchanted creature, or each object of a kind). */
function preventSomeLine(c: Continuous, p: NonNullable<Continuous['preventSome']>, desc: string): string {
  const target = c.affected.ref === 'you' ? 'You' : c.affected.ref === 'equipped' ? 'Creature.EquippedBy' : c.affected.ref === 'enchanted' ? 'Creature.EnchantedBy'
    : c.affected.ref === 'each' ? validOf(c.affected.filter, true) : undefined;
  if (!target || c.asLongAs) throw new NotScriptable('what a prevention shield protects');
  const source = p.source?.color ? `Card.${colorWords[p.source.color]}Source` : p.source?.type ? p.source.type : p.source?.opponents ? 'Card.OppCtrl' : undefined;
  return `S:Mode$ PreventDamage | Target$ ${target}${source ? ` | Source$ ${source}` : ''} | Amount$ ${p.amount} | Description$ ${desc}`;
}
