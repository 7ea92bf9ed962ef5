/**
 * A P/T change by a counted amount, as Forge's scripts write it: "gets +X/+X until end of turn, where X is the number
 * of Elves on the battlefield" and "gets +1/+0 until end of turn for each other attacking Goblin" are both
 * `NumAtt$ +X | NumDef$ +X` with the count in the SVar X.
 */
import type { Amount, Step } from '../../language/effects/types.js';
import { amountOf } from './amountOf.js';
import { type StepContext } from './stepContext.js';
import { NotScriptable } from './valid.js';

type Pump = Extract<Step, { do: 'pump' }>;

/**
 * True for the card's own change by the mana value of the spell cast ("~ gets +X/+0 until end of turn, where X is that
 * spell's mana value"): Forge's scripts of it (2 of 2) write it as an activated pump does — `NumAtt$ +X`, no `Defined$ Self`
 * — unlike its other pumps of the card in triggers.
 */
export function byCastSpellValue(step: Pump): boolean {
  const x = step.x;
  return step.what.ref === 'self' && !!x && 'count' in x && x.count === 'manaValue' && x.of.ref === 'triggered' && x.of.what === 'spell';
}

/**
 * `NumAtt$` and `NumDef$` of a P/T change: its numbers (or the X paid with the cost), or, for a change by what X is or
 * for each object counted, the count's SVar signed as the text signs it (`+X`, `-X`). `noSign`: the card's own pump in
 * a trigger, which Forge's scripts write without a plus sign.
 */
export function ptParams(step: Pump, ctx: StepContext, noSign: boolean): { power?: string; toughness?: string } {
  const counted = step.x ?? step.forEach;
  if (!counted) return { power: sign(step.power, ctx, noSign), toughness: sign(step.toughness, ctx, noSign) };
  // Measured against Forge's own scripts, each alone: "for each" in a spell or an activated ability, 4 equivalent and
  // none wrong; in a triggered ability, 6 and 2 (its scripts order a count's conditions two ways: `Creature.untapped+
  // YouCtrl`, `Creature.Aurochs+attacking`). "where X is" in a triggered ability, 4 and none (an enchanted creature's
  // attack aside: its scripts name it `TriggeredAttacker`); in a spell or an activated ability, 9 and 8 (they spell the
  // sign two ways, `+X` / `X`, the hand two ways, `Count$InYourHand` / `Count$CardsInYourHand`, and the card's own pump
  // with and without `Defined$ Self`). The forms above the 3% a new form may add are left unwritten. Measured again
  // (b17a1ae): 11 and 9 — besides those, "the number of Zombies on the battlefield" two ways (`Count$Valid Zombie`,
  // `Count$TypeOnBattlefield.Elf`), a target "you control" its script leaves unchecked, and a count of named cards that
  // also counts cards that "count as" it; no narrowing that is not a list of cards keeps it under 3%.
  // "+1/+1 for each +1/+1 counter on ~": Forge's one script of it writes `NumAtt$ X` without the sign its other counted
  // changes have: not written yet.
  if (step.forEach && 'count' in step.forEach && step.forEach.count === 'blockers') return blockersParams(step, step.forEach, ctx);
  if (step.forEach && 'count' in step.forEach && step.forEach.count === 'counters') throw new NotScriptable('a P/T change for each counter (not written yet)');
  // Of the card itself in a trigger ("it gets +1/+0 until end of turn for each other attacking Goblin"): `Defined$ Self |
  // NumAtt$ X` with the count in X (10 of 10 of Forge's scripts of an attack trigger's). Measured alone: 6 equivalent, 2
  // wrong — a count of whose objects are and their state, which Forge's scripts order both ways (`Creature.untapped+
  // YouCtrl`; its other counts, 14 to 7, `Land.YouCtrl+untapped`), is left out; one script names a creature type
  // `Creature.Aurochs` (its 5 others `Aurochs.attacking+Other`).
  if (step.forEach && ctx.inTrigger) {
    if (step.what.ref !== 'self') throw new NotScriptable('a P/T change for each object in a triggered ability (not written yet)');
    const filter = 'count' in step.forEach && step.forEach.count === 'objects' ? step.forEach.filter : undefined;
    if (filter?.alts.some((alt) => alt.props.some((p) => p.is === 'controller') && alt.props.some((p) => p.is === 'state'))) {
      throw new NotScriptable("the card's own P/T change for each object of a state and a controller in a triggered ability (not written yet: Forge orders them two ways)");
    }
  }
  // "+X/+X (-X/-X) …, where X is the number of cards revealed this way": Forge's scripts of it (4 of 4) write the change
  // unsigned, the count negative for -X/-X (`Remembered$Amount.Negative`).
  if (step.x && 'count' in step.x && step.x.count === 'revealedThisWay') {
    if (step.power !== step.toughness || (step.power !== 'X' && step.power !== '-X')) throw new NotScriptable('a P/T change by the cards revealed of two signs');
    const name = ctx.svar('X', step.power === 'X' ? 'Remembered$Amount' : 'Remembered$Amount.Negative');
    return { power: name, toughness: name };
  }
  // "… +5/+5 instead if this spell was kicked": a number or the other (`Count$Kicked.5.2`), in a spell as in a trigger.
  const ifElse = !!step.x && 'count' in step.x && step.x.count === 'ifElse';
  if (step.x && !ctx.inTrigger && !ifElse) checkWhereXInSpell(step, step.x, ctx);
  if (step.x && (step.what.ref === 'enchanted' || step.what.ref === 'equipped')) throw new NotScriptable('a P/T change by what X is of an enchanted or equipped creature (not written yet)');
  const name = countOf(counted, step.what.ref !== 'each', ctx);
  const by = (v: Pump['power']): string | undefined => {
    if (v === undefined || v === 0) return undefined;
    if (step.forEach) {
      // "+1/+0 for each": one per object; another amount per object is not written.
      if (v !== 1 && v !== -1) throw new NotScriptable('a P/T change of more than one for each object');
      return v < 0 ? `-${name}` : noSign ? name : `+${name}`;
    }
    // A number or the other: unsigned when it adds on the ability's own line (`NumAtt$ X`), signed on a later step, as 4 of
    // Forge's 5 such scripts write it.
    if (v === 'X') return noSign || (ifElse && ctx.top) ? name : `+${name}`;
    if (v === '-X') return `-${name}`;
    throw new NotScriptable('a P/T change of a number and X');
  };
  return { power: by(step.power), toughness: by(step.toughness) };
}

/**
 * The count's SVar. A P/T change of every object of a kind counts `for each <type> you control` as `Count$Valid` (a
 * change of one object, Forge's `Count$TypeYouCtrl` as its other counts said "for each"). `one`: of one object.
 */
function countOf(a: Amount, one: boolean, ctx: StepContext): string {
  if (!one && 'count' in a && a.count === 'objects' && a.forEach) {
    const { forEach: _, ...valid } = a;
    return amountOf(valid, ctx);
  }
  return amountOf(a, ctx);
}

function sign(v: Pump['power'], ctx: StepContext, noSign: boolean): string | undefined {
  if (v === undefined || v === 0) return undefined;
  const paid = v === 'X' || v === '-X' ? amountOf({ x: true }, ctx) : undefined;
  const s = v === 'X' ? `+${paid}` : v === '-X' ? `-${paid}` : v >= 0 ? `+${v}` : String(v);
  return noSign ? s.replace(/^\+/, '') : s;
}

/**
 * "it gets +1/+1 until end of turn for each creature blocking it" (of the attacker a "becomes blocked" trigger names):
 * `NumAtt$ +X | NumDef$ +X`, signed, of the card itself as of another attacker (4 of 4 of Forge's scripts of it).
 */
function blockersParams(step: Pump, count: Extract<Amount, { count: 'blockers' }>, ctx: StepContext): { power?: string; toughness?: string } {
  if (JSON.stringify(step.what) !== JSON.stringify(count.of)) throw new NotScriptable('a P/T change of another object for each creature blocking the attacker');
  const name = amountOf(count, ctx);
  const by = (v: Pump['power']): string | undefined => {
    if (v === undefined || v === 0) return undefined;
    if (v !== 1 && v !== -1) throw new NotScriptable('a P/T change of more than one for each object');
    return v < 0 ? `-${name}` : `+${name}`;
  };
  return { power: by(step.power), toughness: by(step.toughness) };
}

/**
 * "Target creature gets +X/+X until end of turn, where X is your devotion to green" in a spell or an activated ability:
 * `NumAtt$ +X | NumDef$ +X` with the count in X, as Forge's scripts of a target's or of every creature's change by a
 * devotion, the cards of a type in your graveyard, what you or your opponents control write it. Measured alone, Forge's
 * scripts of the others spell them two ways, so they are not written yet: the card's own change (with and without
 * `Defined$ Self`), an amount of the target itself (`NumAtt$ X` and `+X`), the cards in your hand (`Count$InYourHand`,
 * `Count$CardsInYourHand`), a count "on the battlefield" (`TypeOnBattlefield.Elf`, `Valid Zombie`), of cards named ~
 * (with and without those that "count as" it), every creature's change of one number only (`NumDef$ 0` or none), and a
 * change activated from the hand (bloodrush: its one script writes it unsigned).
 */
function checkWhereXInSpell(step: Pump, x: Amount, ctx: StepContext): void {
  const twoWays = (what: string) => new NotScriptable(`a P/T change by what X is in a spell or an activated ability, ${what} (not written yet: Forge's scripts spell it two ways)`);
  if (step.what.ref === 'self') throw twoWays("of the card itself");
  if ('count' in x && (x.count === 'power' || x.count === 'toughness' || x.count === 'manaValue') && x.of.ref === 'target') throw twoWays('by an amount of the target');
  if ('count' in x && x.count === 'cardsInHand') throw twoWays('by the cards in a hand');
  if ('count' in x && x.count === 'objects' && x.onBattlefield) throw twoWays('by a count on the battlefield');
  if ('count' in x && x.count === 'objects' && x.filter.alts.some((a) => a.props.some((p) => p.is === 'namedSelf'))) throw twoWays('by the cards named ~');
  if (step.what.ref === 'each' && (!step.power || !step.toughness)) throw twoWays('of every creature, of one number only');
  if (ctx.fromHand) throw twoWays('activated from the hand');
}
