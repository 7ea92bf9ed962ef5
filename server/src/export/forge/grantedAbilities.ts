/**
 * Activated abilities in quotes that a static ability grants (`Enchanted creature has "{B}: Regenerate this creature."`)
 * as Forge's scripts write them: `AddAbility$` naming an SVar that holds the ability (`SVar:ABRegen:AB$ Regenerate |
 * Cost$ B`), the object that has it its `Self`, and `AddSVar$` naming the SVars that ability uses (its sub-abilities and
 * counts, which the object must have too). Exact or nothing: `NotScriptable` otherwise.
 */
import { asHolder } from '../../language/effects/granted.js';
import type { Continuous, GrantedAbility, Step } from '../../language/effects/types.js';
import { effectsOf } from './abilityEffects.js';
import { type FaceInfo, stepContext } from './abilities.js';
import { costOf } from './costs.js';
import { forgeProducedLines } from './mana.js';
import type { Params } from './stepContext.js';
import { triggeredLines } from './triggeredAbility.js';
import { NotScriptable } from './valid.js';
import { clean, type FaceWriter } from './writer.js';

/** The ability's text after its cost, with the object that has it as CARDNAME (its description). */
function grantedDescription(g: GrantedAbility): string {
  const colon = g.text.indexOf(':');
  return clean(asHolder(g.text.slice(colon + 1), 'CARDNAME'));
}

/** One granted ability as the SVars it is written to (`AB$ …`; one per mana choice), their names returned. */
function grantedSVar(g: GrantedAbility, face: FaceInfo, w: FaceWriter, aura: boolean): string[] {
  if (g.cost.some((p) => (p.pay === 'mana' && p.symbols.includes('X')) || ('amount' in p && p.amount === 'X'))) throw new NotScriptable('an ability in quotes that it grants with X in its cost');
  const cost = costOf(g.cost, face.declarations);
  const desc = grantedDescription(g);
  const [first] = g.steps;
  // "{T}: Add two mana of any one color.": a mana ability (605.1a), `AB$ Mana` as Forge's scripts of it.
  if (first?.do === 'mana') {
    const produced = g.steps.length === 1 && !first.times && !first.x ? forgeProducedLines(g.text.slice(g.text.indexOf(':') + 1).trim(), false) : undefined;
    if (!produced || produced.length === 0) throw new NotScriptable('the mana an ability in quotes adds');
    // "Add one mana of any color" granted: `Amount$ 1` written, as Forge's 4 such scripts of other objects; an Aura's
    // grant leaves it out, as both of its scripts (and a card's own).
    const amount = produced.length === 1 && produced[0] === 'Produced$ Any' && !aura ? ' | Amount$ 1' : '';
    // "{T}: Add {G} or {W}.": one mana ability for each colour (`AddAbility$ ManaG & ManaW`), as Forge's script of it
    // and as a card's own such ability is written.
    return produced.map((made) => w.svar('ABMana', `AB$ Mana | Cost$ ${cost} | ${made}${amount} | SpellDescription$ ${desc}`));
  }
  // "This creature gains flying until end of turn": Forge's two scripts of it in a granted ability differ (`Defined$ Self`
  // in one), where its own abilities write it.
  if (first?.do === 'pump' && first.what.ref === 'self' && first.keywords.length > 0) throw new NotScriptable('"this creature gains …" in an ability in quotes (Forge\'s scripts spell it two ways)');
  const ctx = stepContext(w, false, undefined, undefined, face.declarations);
  ctx.selfSacrificed = g.cost.some((p) => p.pay === 'sacrifice' && p.what.ref === 'self');
  ctx.costSacrificed = g.cost.some((p) => p.pay === 'sacrifice');
  const effects = effectsOf(g.steps, ctx);
  // "Untap this creature": `Defined$ Self` in both of Forge's scripts of it in a granted ability (its own abilities leave it out).
  if (first?.do === 'untap' && first.what.ref === 'self' && effects[0].api === 'Untap' && !effects[0].params.some(([k]) => k === 'Defined')) effects[0].params.push(['Defined', 'Self']);
  return [w.svar('AB', w.chain(effects, 'AB', [['Cost', cost]], [['SpellDescription', desc]]))];
}

/** The SVars an SVar's value names in its parameters' values (sub-abilities, counts), and theirs, in the order met. */
function usedSVars(value: string, w: FaceWriter, out: string[]): string[] {
  // Not the API after `AB$`/`DB$` (an SVar may be named `Draw`), nor the parameters' names.
  const values = value.split('|').slice(1).map((part) => part.slice(part.indexOf('$') + 1)).join(' ');
  for (const token of values.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
    const held = w.valueOf(token);
    if (held === undefined || out.includes(token)) continue;
    out.push(token);
    usedSVars(held, w, out);
  }
  return out;
}

/** A triggered ability in quotes as the SVar it is written to (`Mode$ …`, the object that has it its `Self`), its name returned. */
function grantedTrigger(g: GrantedAbility, face: FaceInfo, w: FaceWriter): string {
  const trigger = g.trigger!;
  // An intervening "if" would ask the granting card's ability word, which the granted ability does not have.
  if (trigger.condition) throw new NotScriptable('a condition of a triggered ability in quotes');
  // Attacking, becoming a target: most of Forge's scripts granting these name an AI hint in `AddSVar$` (HasAttackEffect,
  // 4 of 5; Targeting, 4 of 6), which a card's text does not say. Entering: Forge's 3 scripts of it spell it 3 ways.
  if (trigger.event === 'attacks' || trigger.event === 'becomesTarget' || trigger.event === 'enters') throw new NotScriptable('a triggered ability in quotes on attacking, becoming a target or entering (Forge\'s scripts name AI hints or spell it several ways)');
  const lines = triggeredLines({ trigger, steps: g.steps }, face, w, clean(asHolder(g.text, 'CARDNAME')));
  if (lines.length !== 1 || !lines[0].startsWith('T:')) throw new NotScriptable('a triggered ability in quotes Forge writes as more than one trigger');
  // "Whenever this creature is dealt damage": no `TriggerZones$` in Forge's one script of it in a granted trigger.
  if (trigger.event === 'dealtDamage') lines[0] = lines[0].replace(' | TriggerZones$ Battlefield', '');
  // "Untap this creature": no `Defined$` in Forge's one script of it in a granted trigger (the object itself, Untap's default).
  const execute = /\| Execute\$ (\w+)/.exec(lines[0])?.[1];
  if (execute && w.valueOf(execute) === 'DB$ Untap | Defined$ Self') w.redefinePending(execute, 'DB$ Untap');
  return w.svar('Trig', lines[0].slice(2));
}

/** Whether a granted ability speaks of a choice it does not make itself ("the chosen player", "of the chosen color"). */
function namesChoice(g: GrantedAbility): boolean {
  // "Choose a creature type", "becomes the color of your choice": the ability makes the choice it reads.
  if (g.steps.some((s) => s.do.startsWith('choose') || s.do.startsWith('becomeChosen'))) return false;
  // The model's marks of a choice made as the card entered (`"is":"chosenColor"`, `"ref":"chosenPlayer"`); a cost's
  // `"ref":"chosen"` is an object its payer chooses, no such choice.
  return /chosen(?:Color|Type|Player|LandType|Graveyard)\b|"produced":"[^"]*\bchosen colou?r/.test(JSON.stringify([g.steps, g.cost, g.trigger])) || /\bthe chosen\b/i.test(g.text);
}

/**
 * `AddAbility$` with the SVar of each activated ability the effect grants, `AddTrigger$` with each triggered one, and
 * `AddSVar$` with the SVars those use (all 4 of Forge's scripts of a granted ability with a sub-ability or a count name
 * them so). The card's own grant to itself names none: the SVars are its own already.
 */
export function grantedParams(c: Continuous, face: FaceInfo, w: FaceWriter): Params {
  // "the chosen color / type / player" in quotes is the choice of the card that grants it, but Forge builds a granted
  // ability on the object that gets it (`AbilityFactory.getAbility(…, affectedCard, …)`) and substitutes no choice into
  // `AddAbility$` / `AddTrigger$` (only into `AddKeyword$` / `AddType$`): `Chosen`, `ChosenPlayer`, `ChosenColor` would
  // read that object's own choice, which it never made. A grant that makes its own choice ("becomes the color of your
  // choice") reads it on that object, as it should; so does the card's own grant to itself.
  for (const g of c.granted!) {
    if (c.affected.ref !== 'self' && namesChoice(g)) throw new NotScriptable('"the chosen …" in an ability in quotes (Forge reads the choice of the object that gets it)');
  }
  const abilities = c.granted!.filter((g) => !g.trigger).flatMap((g) => grantedSVar(g, face, w, c.affected.ref === 'enchanted'));
  const triggers = c.granted!.filter((g) => g.trigger).map((g) => grantedTrigger(g, face, w));
  // The card's own triggered ability while a condition holds, with nothing else it gets: Forge's script of it writes a
  // trigger with that condition (`Threshold$ True`) instead.
  // The card's own, with a P/T change: Forge's scripts name its SVars in `AddSVar$` in 2 of 8, the others not.
  if (triggers.length && c.affected.ref === 'self') throw new NotScriptable('a triggered ability the card has while a condition holds (Forge writes a conditional trigger, or names its SVars two ways)');
  const names = [...abilities, ...triggers];
  const used: string[] = [];
  for (const name of names) usedSVars(w.valueOf(name)!, w, used);
  const extra = used.filter((n) => !names.includes(n));
  const p: Params = [];
  if (abilities.length) p.push(['AddAbility', abilities.join(' & ')]);
  if (triggers.length) p.push(['AddTrigger', triggers.join(' & ')]);
  if (extra.length && c.affected.ref !== 'self') p.push(['AddSVar', extra.join(' & ')]);
  return p;
}

/**
 * An Aura's enchanted creature: `Creature.EnchantedBy`, as 21 of Forge's 22 scripts of it. Left out, each where Forge's
 * only script of it says it otherwise: a token made (`Card.AttachedBy`), a spell copied (no `TargetType$ Spell`), and a
 * "+N/+0" beside the grant (`AddToughness$ 0`, where 19 of its 20 other Auras leave it out).
 */
function enchantedGrant(c: Continuous): void {
  for (const g of c.granted!) {
    if (g.steps.some((s) => s.do === 'token' || s.do === 'copySpell')) throw new NotScriptable('a token or a copy made by an ability in quotes that an Aura grants (Forge\'s one script of each spells it otherwise)');
  }
  if (c.power !== undefined && c.power !== 0 && c.toughness === 0) throw new NotScriptable('"+N/+0" with an ability in quotes that an Aura grants (Forge\'s one script of it writes AddToughness$ 0)');
}

/**
 * An Aura's enchanted land: `Card.EnchantedBy`, as 14 of Forge's 19 scripts of it — all of those whose ability adds mana,
 * taps, draws, makes a token, damages each object or gives a keyword. Left out where Forge's scripts of that kind spell
 * the land otherwise (damage to a target, prevention, life loss or gain: `Land.EnchantedBy` / `Land.AttachedBy`) or a
 * granted "+N/+N" is spelled two ways (`NumAtt$ 2` once, `+2` twice): measured, each such form adds a wrong.
 */
function landGrant(c: Continuous): string {
  const plain = (s: Step): boolean => s.do === 'mana' || s.do === 'tap' || s.do === 'draw' || s.do === 'token'
    || (s.do === 'damage' && s.to.ref === 'each')
    || (s.do === 'pump' && s.power === undefined && s.toughness === undefined && s.keywords.length > 0 && !s.rules?.length && !s.prevent);
  if (c.power !== undefined || c.toughness !== undefined || c.granted!.some((g) => !g.steps.every(plain))) {
    throw new NotScriptable('an ability in quotes that an Aura grants a land, other than mana, tapping, drawing, a token, damage to each or a keyword (Forge\'s scripts spell the land or the ability two ways)');
  }
  return 'Card.EnchantedBy';
}

/**
 * What an effect granting an ability affects, as most of Forge's scripts that grant one spell it: an Equipment's creature
 * `Card.EquippedBy` (7 of 11). An Aura's enchanted land is written by landGrant, an Aura's enchanted creature by
 * enchantedGrant; objects of a subtype with a quality (`Shamans you control`) are
 * `Card.Shaman+YouCtrl` in both of its scripts, where the other statics write `Shaman.YouCtrl`.
 */
export function grantedAffected(c: Continuous, affected: string): string {
  if (!c.granted) return affected;
  if (affected === 'Land.EnchantedBy') return landGrant(c);
  if (c.affected.ref === 'enchanted' && !affected.startsWith('Creature.EnchantedBy')) throw new NotScriptable('an ability in quotes that an Aura grants a permanent other than a creature (not measured)');
  if (c.affected.ref === 'enchanted') enchantedGrant(c);
  if (c.affected.ref === 'each' && c.affected.filter.alts.some((a) => !/^(Creature|Land|Artifact|Permanent|Card|Enchantment|Planeswalker)$/.test(a.noun) && a.props.length > 0)) {
    throw new NotScriptable('an ability in quotes granted to objects of a subtype with a quality (Forge\'s scripts spell them two ways)');
  }
  if (affected === 'Creature.EquippedBy' && !c.asLongAs) return 'Card.EquippedBy';
  return affected;
}
