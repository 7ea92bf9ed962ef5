/**
 * Static abilities as Forge script lines: continuous effects (`S:Mode$ Continuous | Affected$ … | AddPower$ …`), with
 * their "as long as" (`Condition$`, `CheckSVar$`), counts (`AddPower$ X` for "+1/+1 for each …"), characteristic-defining
 * P/T (`CharacteristicDefining$ True | SetPower$ X`), and the `K:` lines Forge uses for a card's restrictions on itself;
 * the conditions (and "Activate only if …") are staticConditions.ts's. Exact or nothing: `NotScriptable` otherwise.
 */
import type { Amount, Continuous, Filter, Property } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import { characteristicParams, changesCharacteristics } from './characteristics.js';
import { ruleLines } from './staticRules.js';
import { forgeCounter } from './counters.js';
import { upkeepKeyword } from './upkeepGrants.js';
import { cantTargetLine } from './cantTarget.js';
import { grantedAffected, grantedParams } from './grantedAbilities.js';
import { chosenColorProtection, chosenTypeProtection, protectionKeepingSource } from './protectionKeeps.js';
import { affectedOf } from './staticAffected.js';
import { asLongAsParams } from './staticConditions.js';
import { amountOf } from './amountOf.js';
import { type Params, type StepContext } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/** A combat state or a combat relation (506.4): attacking, blocking, blocked or unblocked. */
function inCombat(p: Property): boolean {
  return (p.is === 'state' && ['attacking', 'blocking', 'unblocked', 'blocked'].includes(p.state)) || p.is === 'blockingSelf' || p.is === 'blockedBySelf';
}

/** The creatures that can't block a card, as Forge names them (`Creature.Wall`, `Creature.powerLE2`). */
function unblockers(filter: Filter): string {
  return filter.alts.map((a) => (a.noun === 'Creature' ? validOf({ alts: [a] }) : validOf({ alts: [{ noun: 'Creature', props: [{ is: 'type', type: a.noun }, ...a.props] }] }))).join(',');
}

/**
 * The creatures that can't block the card itself, in its keyword: artifact creatures are `Artifact.Creature`, as both of
 * Forge's scripts of "~ can't be blocked by artifact creatures" write them; others ("nonartifact creatures":
 * `Creature.nonArtifact`) as `unblockers`.
 */
function ownUnblockers(filter: Filter): string {
  const [a] = filter.alts;
  const artifactCreatures = filter.alts.length === 1 && a.noun === 'Creature' && a.props.length === 1 && a.props[0].is === 'type' && a.props[0].type === 'Artifact' && !a.props[0].not;
  return artifactCreatures ? 'Artifact.Creature' : unblockers(filter);
}

/** The opposite comparison of a number (`GE3` is not `LT3`). */
const oppositeCompare: Record<string, string> = { GE: 'LT', GT: 'LE', LE: 'GT', LT: 'GE' };

/**
 * The creatures an Equipment that "can be attached only to a creature with power 3 or greater" can't equip, as Forge's
 * keyword names them (`CantEquip:Creature.powerLT3`, both of its scripts of it): a creature with one power or toughness
 * bound only.
 */
function notAttachable(filter: Filter, face: FaceInfo): string {
  const [a] = filter.alts;
  const stat = filter.alts.length === 1 && a.noun === 'Creature' && a.props.length === 1 && a.props[0].is === 'stat' ? a.props[0] : undefined;
  const opposite = stat && typeof stat.value === 'number' && (stat.stat === 'power' || stat.stat === 'toughness') ? oppositeCompare[stat.cmp] : undefined;
  if (!stat || !opposite || !face.subtypes.includes('Equipment')) throw new NotScriptable('what an Equipment can be attached to, other than a creature with a power or toughness bound');
  return validOf({ alts: [{ noun: 'Creature', props: [{ ...stat, cmp: opposite } as typeof stat] }] });
}

/** A count as an SVar (`Count$Valid Artifact.YouCtrl`), with Forge's arithmetic after it (`/Times.2`, `/Plus.1`). */
export function countSVar(a: Amount, w: FaceWriter, suffix: string): string {
  const ctx: StepContext = { inTrigger: false, top: false, inSpell: false, xPaid: false, countsValid: true, declared: new Set(), gone: new Map(), svar: (base, value) => w.svar(base, value + suffix) };
  return amountOf(a, ctx);
}

/** The nouns a "for each" count of objects may have: card types, not subtypes. */
const countedNouns = new Set(['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Permanent', 'Card']);

/**
 * "gets +1/+1 for each …" as `AddPower$ X` with the count's SVar (`Count$Valid Artifact.YouCtrl`, `/Times.2` for +2/+2,
 * `-X` for -1/-1). Power and toughness must change by the same amount per object (or one of them not at all).
 * Written only where Forge's scripts agree (measured on the corpus): a count of a subtype is spelled four ways
 * (`Count$TypeYouCtrl.Mountain`, `Count$Valid Mountain.YouCtrl/Times.1`, `Card.Wolf+YouCtrl`, `Land.Gate+YouCtrl`), a
 * count of "other" objects three (`Other+YouCtrl`, `YouCtrl+Other`, an Aura's `NotEnchantedBy`), and an equipped
 * creature is `Card.EquippedBy` in 3 of its 5 scripts with a count, `Creature.EquippedBy` in the others.
 */
function forEachSVar(c: Continuous, w: FaceWriter): { power?: string; toughness?: string } {
  if (c.affected.ref === 'equipped') throw new NotScriptable('"for each" in a static ability of an equipped creature (Forge\'s scripts spell it two ways)');
  const per = [c.power ?? 0, c.toughness ?? 0].filter((n) => n !== 0).map(Math.abs);
  if (per.some((n) => n !== per[0]) || (c.power ?? 0) * (c.toughness ?? 0) < 0) throw new NotScriptable('"for each" with a different power and toughness change');
  // Counters on the card itself: `Count$CardCounters.AGE`, as all of Forge's scripts of it; "+3/+3 for each" is
  // `/Thrice` in its one script, where its other counts multiply by `/Times.3`: not written.
  if (c.forEachCounter && per[0] > 1) throw new NotScriptable('"+N/+N for each counter" of more than 1 (Forge\'s scripts spell the multiple two ways)');
  const x = c.forEachCounter ? w.svar('X', `Count$CardCounters.${forgeCounter(c.forEachCounter)}`) : countOf(c.forEach!, per[0], w);
  const sign = (n?: number) => (!n ? undefined : n < 0 ? `-${x}` : x);
  return { power: sign(c.power), toughness: sign(c.toughness) };
}

/** The count of "for each" objects, cards in hand or in a graveyard, times `per` (`/Times.2`). */
function countOf(count: Amount, per: number, w: FaceWriter): string {
  // "for each Aura on the battlefield", "… other enchantment on the battlefield": everyone's, `Count$Valid Aura` /
  // `Enchantment.Other`, as Forge's scripts of them (4 of 4 without a quality besides "other").
  const everyones = 'count' in count && count.count === 'objects' && count.onBattlefield && count.filter.alts.every((a) => a.props.every((p) => p.is === 'other'));
  // "for each Aura attached to it": `Count$Valid Aura.Attached` (`/Times.2`), as all 3 of Forge's scripts of one kind; its
  // one script of "Aura and Equipment" names them in the other order: not written.
  const attached = 'count' in count && count.count === 'objects' && count.filter.alts.some((a) => a.props.some((p) => p.is === 'attachedToSelf'));
  if (attached && (count.filter.alts.length > 1 || count.filter.alts[0].props.length > 1)) throw new NotScriptable('"for each" of objects attached to the card of several kinds or with a quality');
  if ('count' in count && count.count === 'objects' && !everyones && !attached) {
    if (count.filter.alts.some((a) => !countedNouns.has(a.noun) || a.props.some((p) => p.is === 'other' || (p.is === 'type' && !countedNouns.has(p.type))))) {
      throw new NotScriptable('"for each" of a subtype or of "other" objects in a static ability (Forge\'s scripts spell its count many ways)');
    }
  }
  return countSVar(count, w, per > 1 ? `/Times.${per}` : '');
}

/**
 * A characteristic-defining P/T (604.3) as Forge's scripts write it: `EffectZone$ All | CharacteristicDefining$ True |
 * SetPower$ X | SetToughness$ X` (it applies in every zone), the count's SVar with `/Plus.N` or `/Twice`.
 */
function definesParams(d: NonNullable<Continuous['defines']>, face: FaceInfo, w: FaceWriter): Params {
  if (d.times !== 1 && (d.times !== 2 || d.plus !== 0)) throw new NotScriptable('a power or toughness of a multiple of a count plus a number');
  // "~'s power is equal to …. ~'s toughness is equal to …": Forge's scripts write both in one line.
  if (face.splitDefines) throw new NotScriptable('a power and a toughness defined in two abilities (Forge\'s scripts write them as one)');
  const x = countSVar(d.amount, w, d.times === 2 ? '/Twice' : d.plus ? `/Plus.${d.plus}` : '');
  const p: Params = [['EffectZone', 'All'], ['CharacteristicDefining', 'True']];
  if (d.power) p.push(['SetPower', x]);
  if (d.toughness) p.push(['SetToughness', x]);
  // A face-down permanent has no abilities (708.2): Forge's script of a morph card with one tests that it is face up.
  if (face.faceDown) p.push(['CheckSVar', w.svar('Y', 'Count$Valid Card.Self+faceUp')], ['SVarCompare', 'EQ1']);
  return p;
}

/**
 * Whether "You control enchanted <kind>" names every permanent the Aura may enchant: the Enchant line's noun (or
 * "permanent"), with no quality the Enchant line lacks ("enchanted artifact creature" of an Aura with enchant creature
 * is of some of them only).
 */
function namesEnchanted(kind: Filter, enchant: Filter | undefined): boolean {
  const [k, ...more] = kind.alts;
  // With no Enchant line, an Aura of creatures: bestow's (702.103b) or a licid's "becomes an Aura with enchant creature".
  const [e, ...others] = enchant?.alts ?? [{ noun: 'Creature', props: [] }];
  if (!k || !e || more.length > 0 || others.length > 0) return false;
  if (k.noun === 'Permanent' && k.props.length === 0) return true;
  return k.noun === e.noun && k.props.every((p) => e.props.some((q) => JSON.stringify(p) === JSON.stringify(q)));
}

/** A static ability's continuous effect as its lines (`desc`: the ability's text, as its description). */
export function staticLines(c: Continuous, face: FaceInfo, w: FaceWriter, enchantNoun: string, desc: string): string[] {
  if (c.defines) return [`S:Mode$ Continuous | ${renderParams(definesParams(c.defines, face, w))} | Description$ ${desc}`];
  // Who may look at the top card of your library: `Affected$ Card.TopLibrary+YouCtrl | AffectedZone$ Library | MayLookAt$
  // You` (`Player` when it is revealed), as all of Forge's scripts of each (3 and 4); a vanguard's adds a game stage.
  if (c.topCardSeenBy) {
    if (c.asLongAs || face.commandZone) throw new NotScriptable('who may look at the top card of your library, with a condition or from the command zone');
    return [`S:Mode$ Continuous | Affected$ Card.TopLibrary+YouCtrl | AffectedZone$ Library | MayLookAt$ ${c.topCardSeenBy === 'you' ? 'You' : 'Player'} | Description$ ${desc}`];
  }
  // "~ is all colors": characteristic-defining, in every zone (604.3), as Forge's script of it.
  if (c.allColors) {
    if (c.affected.ref !== 'self' || c.asLongAs) throw new NotScriptable('"is all colors" of other objects or with a condition');
    return [`S:Mode$ Continuous | EffectZone$ All | Affected$ Card.Self | CharacteristicDefining$ True | SetColor$ All | Description$ ${desc}`];
  }
  if (c.attachOnlyTo && (c.affected.ref !== 'self' || c.asLongAs || c.rules.length > 0 || c.keywords.length > 0)) throw new NotScriptable('what the card can be attached to, with more');
  if (c.cantBlockOf && (c.affected.ref !== 'self' || c.asLongAs || c.forEach || c.forEachCounter || c.paired || c.inGraveyard || face.commandZone)) throw new NotScriptable('the creatures the card itself can\'t block, with a condition');
  const own = ruleLines(c, w, desc);
  if (own) return own;
  if (c.cantTarget) return [cantTargetLine(c, face, desc)];
  // What can't attack you: `S:Mode$ CantAttack | ValidCard$ Creature.withoutFlying | Target$ You` (`You,Planeswalker.YouCtrl`
  // with your planeswalkers), as all of Forge's scripts of it.
  if (c.cantAttackYou && c.affected.ref === 'each') {
    return [`S:Mode$ CantAttack | ValidCard$ ${validOf(c.affected.filter, true)} | Target$ ${c.cantAttackYou.planeswalkers ? 'You,Planeswalker.YouCtrl' : 'You'} | Description$ ${desc}`];
  }
  // The enchanted or equipped creature: `ValidCard$ Creature.EnchantedBy` (`EquippedBy`), what else it gets a line of its own
  // before it, as all 3 of Forge's scripts of it.
  if (c.cantAttackYou) {
    if ((c.affected.ref !== 'enchanted' && c.affected.ref !== 'equipped') || c.asLongAs || face.commandZone) throw new NotScriptable('whom these objects can\'t attack');
    const line = `S:Mode$ CantAttack | ValidCard$ Creature.${c.affected.ref === 'enchanted' ? 'EnchantedBy' : 'EquippedBy'} | Target$ ${c.cantAttackYou.planeswalkers ? 'You,Planeswalker.YouCtrl' : 'You'}`;
    const rest: Continuous = { ...c, cantAttackYou: undefined };
    const more = rest.power !== undefined || rest.keywords.length > 0 || rest.rules.length > 0 || rest.granted || rest.control || changesCharacteristics(rest) || rest.unblockableBy;
    return more ? [...staticLines(rest, face, w, enchantNoun, desc), line] : [`${line} | Description$ ${desc}`];
  }
  // One more counter on each other permanent of a kind as it enters (614.1c): the replacement keyword of `ETBReplacement`
  // with its kind (`Mandatory:Battlefield:Creature.Rogue+Other+YouCtrl`), as both of Forge's scripts of it.
  if (c.entersWithCounter && c.affected.ref === 'each') {
    if (c.asLongAs || face.commandZone) throw new NotScriptable('an additional counter as permanents enter, with a condition');
    // Without "other", the card's own entering is one of them too (614.12), which a battlefield replacement does not see.
    if (!c.affected.filter.alts.every((a) => a.props.some((p) => p.is === 'other'))) throw new NotScriptable('an additional counter on permanents entering, the card itself among them');
    // A permanent joins combat only after it has entered (506.3, 508.8), so Forge's replacement never sees it attacking or blocking.
    if (c.affected.filter.alts.some((a) => a.props.some(inCombat))) throw new NotScriptable('an additional counter on entering permanents that are attacking or blocking');
    const put = w.svar('AddExtraCounter', `DB$ PutCounter | ETB$ True | Defined$ ReplacedCard | CounterType$ ${forgeCounter(c.entersWithCounter)} | CounterNum$ 1`);
    return [`K:ETBReplacement:Other:${put}:Mandatory:Battlefield:${validOf(c.affected.filter, true)}`];
  }
  // Other permanents entering tapped: `S:Mode$ ETBTapped | ValidCard$ Artifact.OppCtrl,Creature.OppCtrl`, as all 8 of
  // Forge's scripts of it.
  if (c.entersTapped && c.affected.ref === 'each') return [`S:Mode$ ETBTapped | ValidCard$ ${validOf(c.affected.filter, true)} | Description$ ${desc}`];
  if (c.affected.ref === 'self' && !c.asLongAs && !c.forEach && !c.forEachCounter && !c.paired) {
    // "~ has protection from the chosen color" is no keyword of its own: a static of `Card.Self`, as both of Forge's scripts.
    const chosenProtection = c.keywords.length === 1 && c.keywords[0] === 'Protection from the chosen color' && c.rules.length === 0 && c.power === undefined;
    if (chosenProtection) return [`S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ ${chosenColorProtection} | Description$ ${desc}`];
    // "~ is the chosen type in addition to its other types" (the creature type chosen as it entered), alone: as Forge's one
    // script of it, a characteristic-defining static that works in every zone.
    const { affected: _self, keywords: _k, rules: _r, addedType, ...others } = c;
    if (addedType && typeof addedType !== 'string' && c.keywords.length === 0 && c.rules.length === 0 && Object.keys(others).length === 0) {
      return [`S:Mode$ Continuous | EffectZone$ All | Affected$ Card.Self | CharacteristicDefining$ True | AddType$ ChosenType | Description$ ${desc}`];
    }
    if (c.power !== undefined || c.keywords.length > 0 || c.control || c.granted || c.upkeep || c.cantAttackYou || c.notCreature || changesCharacteristics(c)) throw new NotScriptable('a static ability of the card on itself');
    // "~ can't block creatures with power 2 or greater": `K:CantBlock Creature.powerGE2:creatures with power 2 or greater`,
    // the attackers and then the card's own words for them, as all 5 of Forge's scripts of the sentence alone ("This
    // creature can't block …" the same: the words are those after "can't block").
    if (c.attachOnlyTo) return [`K:CantEquip:${notAttachable(c.attachOnlyTo, face)}`];
    if (c.cantBlockOf) {
      const words = /^(?:CARDNAME|This creature) can't block ([^.,"]+)\.$/.exec(desc);
      if (!words || c.rules.length > 0 || c.unblockableBy) throw new NotScriptable('the creatures the card itself can\'t block, with more in the sentence');
      return [`K:CantBlock ${unblockers(c.cantBlockOf)}:${words[1]}`];
    }
    // Its own restrictions beside it ("~ can't block and can't be blocked by Walls") would be lost from the one keyword.
    if (c.unblockableBy && c.rules.length > 0) throw new NotScriptable('"can\'t be blocked by …" with another restriction of the card itself');
    if (c.unblockableBy) return [`K:CantBeBlockedBy ${ownUnblockers(c.unblockableBy)}`];
    // Forge's script of it: `S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefender$ isMonarch`.
    if (c.attacksOnlyIfDefenderIsMonarch) return [`S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefender$ isMonarch | Description$ ${desc}`];
    // All 15 of Forge's scripts of it: `S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ Island`.
    if (c.attacksOnlyIfDefenderControls) return [`S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ ${validOf(c.attacksOnlyIfDefenderControls)} | Description$ ${desc}`];
    // All 3 of Forge's scripts of it: `S:Mode$ CantAttack | ValidCard$ Card.Self | IfDefenderControls$ Land.untapped`.
    if (c.cantAttackIfDefenderControls) return [`S:Mode$ CantAttack | ValidCard$ Card.Self | IfDefenderControls$ ${validOf(c.cantAttackIfDefenderControls)} | Description$ ${desc}`];
    return c.rules.map((r) => `K:${r}`);
  }
  const affected = affectedOf(c, face, enchantNoun);
  // Who can't block other creatures: `S:Mode$ CantBlockBy | ValidAttacker$ Creature.EnchantedBy | ValidBlocker$
  // Creature.nonWall`, as all of Forge's scripts of it; what else the ability gives them is a line of its own before it.
  if (c.unblockableBy && !c.asLongAs && !c.paired && (c.affected.ref === 'enchanted' || c.affected.ref === 'equipped' || c.affected.ref === 'each')) {
    const line = `S:Mode$ CantBlockBy | ValidAttacker$ ${c.affected.ref === 'each' ? unblockers(c.affected.filter) : affected} | ValidBlocker$ ${unblockers(c.unblockableBy)} | Description$ ${desc}`;
    const rest: Continuous = { ...c, unblockableBy: undefined };
    const more = rest.power !== undefined || rest.toughness !== undefined || rest.keywords.length > 0 || rest.rules.length > 0 || rest.granted || rest.control || rest.forEach || rest.forEachCounter;
    return more ? [...staticLines(rest, face, w, enchantNoun, desc), line] : [line];
  }
  const granted = c.granted ? grantedParams(c, face, w) : [];
  // Every creature assigning damage by toughness is a rule of the game in Forge's scripts (`GlobalRule$`), yours a keyword.
  const everyCreature = c.affected.ref === 'each' && c.affected.filter.alts.length === 1 && c.affected.filter.alts[0].noun === 'Creature' && c.affected.filter.alts[0].props.length === 0;
  if (everyCreature && c.rules.length === 1 && c.rules[0].startsWith('CARDNAME assigns combat damage equal to its toughness') && !c.asLongAs && c.power === undefined && c.keywords.length === 0) {
    return [`S:Mode$ Continuous | GlobalRule$ Each creature assigns combat damage equal to its toughness rather than its power. | Description$ ${desc}`];
  }
  // "gets +2/+2 and can't block": written of an Aura's enchanted creature (`Creature.EnchantedBy`, as all 6 of Forge's
  // scripts of it) and of a bestowed one (`Card.EnchantedBy`, both of Forge's scripts of it other than "can't be
  // blocked", which its one script writes `Creature.EnchantedBy`; an Aura of several kinds, also `Card.EnchantedBy`, is
  // written the same way, none measured). Forge's scripts of the card itself with a condition write the restriction as
  // `AddKeyword$` in 2 of 4, an equipped creature's as `Card.EquippedBy` in 1 of 2.
  const enchantedCard = c.affected.ref === 'enchanted' && enchantNoun === 'Card' && !c.rules.includes('Unblockable');
  if (c.power !== undefined && c.rules.length > 0 && !(c.affected.ref === 'enchanted' && enchantNoun === 'Creature') && !enchantedCard) {
    throw new NotScriptable('a P/T change and a restriction together, other than of an enchanted creature (Forge\'s scripts spell it two ways)');
  }
  // While the card is in your graveyard: `EffectZone$ Graveyard`, as both of Forge's scripts of it.
  const p: Params = face.commandZone ? [['EffectZone', 'Command'], ['Affected', grantedAffected(c, affected)]] : c.inGraveyard ? [['EffectZone', 'Graveyard'], ['Affected', grantedAffected(c, affected)]] : [['Affected', grantedAffected(c, affected)]];
  const amount = c.forEach || c.forEachCounter ? forEachSVar(c, w) : undefined;
  if (c.power) p.push(['AddPower', amount?.power ?? String(c.power)]);
  if (c.toughness) p.push(['AddToughness', amount?.toughness ?? String(c.toughness)]);
  const keywords = c.protectionKeepsSource ? c.keywords.map(protectionKeepingSource) : c.keywords.map((k) => (k === 'Protection from the chosen color' ? chosenColorProtection : k === 'Protection from creatures of the chosen type' ? chosenTypeProtection : k));
  if (c.upkeep) keywords.push(upkeepKeyword(c.upkeep, face));
  if (keywords.length > 0) p.push(['AddKeyword', keywords.join(' & ')]);
  if (c.rules.length > 0) p.push(['AddHiddenKeyword', c.rules.join(' & ')]);
  p.push(...granted);
  if (c.control) {
    if (c.controlledAs && !namesEnchanted(c.controlledAs, face.enchant)) throw new NotScriptable('control of an enchanted permanent of another kind than the Aura enchants');
    p.push(['GainControl', 'You']);
  }
  // All of Forge's scripts of "~ isn't a creature" (the gods of Theros) remove its creature types with it.
  if (c.notCreature) p.push(['RemoveType', 'Creature'], ['RemoveCreatureTypes', 'True']);
  p.push(...characteristicParams(c));
  if (c.unblockableBy) throw new NotScriptable('"can\'t be blocked by" with a condition');
  if (p.length === (face.commandZone || c.inGraveyard ? 2 : 1)) throw new NotScriptable('a static ability that does nothing Forge can say');
  // Spells: the objects on the stack (`AffectedZone$ Stack`, as all of Forge's scripts of "… spells can't be countered").
  if (c.affected.ref === 'each' && c.affected.filter.zone === 'stack') p.push(['AffectedZone', 'Stack']);
  // A vanguard's continuous effect on permanents (not players) names their zone (`AffectedZone$ Battlefield`, 7 of Forge's 13 scripts of
  // one; a plane's, 2 of 11).
  else if (face.types.includes('Vanguard') && c.affected.ref === 'each' && !c.affected.filter.zone && !c.affected.filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent')) p.splice(2, 0, ['AffectedZone', 'Battlefield']);
  // A vanguard's "as long as the top card of your library is …": Forge's one script of it names no `AffectedZone$`, where
  // most of its vanguards' statics do: not written.
  if (face.commandZone && c.asLongAs && 'topOfLibrary' in c.asLongAs) throw new NotScriptable('"as long as the top card of your library is …" from the command zone');
  p.push(...asLongAsParams(c, w));
  // A face-down permanent has no abilities (708.2): Forge's script of a morph enchantment with a static ability tests that
  // the card is face up as what it is (`Count$Valid Card.Self+nonCreature+faceUp`), as for a defined P/T above.
  if (face.faceDown && c.affected.ref === 'each' && !face.types.includes('Creature')) {
    if (c.asLongAs) throw new NotScriptable('a static ability of a morph card with a condition (not written yet)');
    p.push(['CheckSVar', w.svar('X', 'Count$Valid Card.Self+nonCreature+faceUp')], ['SVarCompare', 'EQ1']);
  }
  return [`S:Mode$ Continuous | ${renderParams(p)} | Description$ ${desc}`];
}
