import * as assert from 'node:assert';
import type { Filter } from '../../server/src/language/effects/types.js';
import { cantCastCaster, cantCastValid } from '../../server/src/export/forge/staticRules.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: more static subjects and effects', () => {
  test('spells of a card type, or all spells, cast as though they had flash: WithFlash$ You from every zone a card is cast from', () => {
    assert.deepStrictEqual(script('Quickwire Lens {2}\nArtifact\nYou may cast enchantment spells as though they had flash.'), ['S:Mode$ Continuous | Affected$ Enchantment | WithFlash$ You | AffectedZone$ Exile,Graveyard,Hand,Library,Command']);
    assert.deepStrictEqual(script('Quickwire Lens {1}{U}{U}\nArtifact\nYou may cast spells as though they had flash.\n{1}, {T}: Scry 1.').filter((l) => l.startsWith('S:')), ['S:Mode$ Continuous | Affected$ Card | WithFlash$ You | AffectedZone$ Exile,Graveyard,Hand,Library,Command']);
  });

  test('spells of a subtype cast as though they had flash are left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Quickwire Lens {2}\nArtifact\nYou may cast Goblin spells as though they had flash.'), ["spells of a subtype, a quality or several kinds cast as though they had flash (Forge's scripts spell their zones otherwise)"]);
  });

  test('face-down creatures (Creature.faceDown), and face-down creature spells costing less (Type$ MorphDown)', () => {
    assert.deepStrictEqual(script('Veiled Drillmaster {2}{U}\nEnchantment\nFace-down creatures you control get +1/+0.'), ['S:Mode$ Continuous | Affected$ Creature.faceDown+YouCtrl | AddPower$ 1']);
    assert.deepStrictEqual(script('Veiled Drillmaster {2}{U}\nEnchantment\nFace-down creature spells you cast cost {2} less to cast.'), ['S:Mode$ ReduceCost | ValidCard$ Creature | Type$ MorphDown | Activator$ You | Amount$ 2']);
  });

  test('two kinds of permanents in one Affected$ list (Artifact.YouCtrl,Land.YouCtrl)', () => {
    assert.deepStrictEqual(script('Warded Vault {2}{W}\nEnchantment\nArtifacts and lands you control have hexproof.'), ['S:Mode$ Continuous | Affected$ Artifact.YouCtrl,Land.YouCtrl | AddKeyword$ Hexproof']);
    assert.deepStrictEqual(script("Stern Decree {1}{W}\nEnchantment\nRed creatures and green creatures can't attack."), ["S:Mode$ Continuous | Affected$ Creature.Red,Creature.Green | AddHiddenKeyword$ CARDNAME can't attack."]);
  });

  test('every creature a colour: SetColor$', () => {
    assert.deepStrictEqual(script('Verdant Wash {1}{G}\nEnchantment\nAll creatures are green.'), ['S:Mode$ Continuous | Affected$ Creature | SetColor$ Green']);
  });

  test('creatures with counters on them: HasCounters after whose they are', () => {
    assert.deepStrictEqual(script("Tallying Warden {3}{W}\nCreature — Human Cleric\n2/4\nCreatures your opponents control with counters on them can't block."), ["S:Mode$ Continuous | Affected$ Creature.OppCtrl+HasCounters | AddHiddenKeyword$ CARDNAME can't block."]);
  });

  test('an enchanted creature that can\'t attack you: a CantAttack line of Creature.EnchantedBy beside what else it gets', () => {
    assert.deepStrictEqual(script("Oath of Truce {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1, has vigilance, and can't attack you or planeswalkers you control."), [
      'K:Enchant creature',
      'A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature',
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Vigilance',
      'S:Mode$ CantAttack | ValidCard$ Creature.EnchantedBy | Target$ You,Planeswalker.YouCtrl',
    ]);
  });

  test('keywords with a number (Annihilator:1, Poisonous:2), nonbasic landwalk and flanking granted', () => {
    assert.deepStrictEqual(script('Titan Harness {4}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+3 and has vigilance and annihilator 1.'), ['K:Enchant creature', 'A:SP$ Attach | Cost$ 4 G | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 3 | AddToughness$ 3 | AddKeyword$ Vigilance & Annihilator:1']);
    assert.deepStrictEqual(script('Venom Spurs {1}\nArtifact — Equipment\nEquipped creature has poisonous 2 and nonbasic landwalk.\nEquip {2}'), ['S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Poisonous:2 & Nonbasic landwalk', 'K:Equip:2']);
    assert.deepStrictEqual(script('Lance Drill {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+0 and has flanking.'), ['K:Enchant creature', 'A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 2 | AddKeyword$ Flanking']);
  });

  test('a type added (AddType$), to an enchanted creature in a list, to every land, to an equipped creature (Card.EquippedBy)', () => {
    assert.deepStrictEqual(script('Night Pact {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1, has lifelink, and is a Vampire in addition to its other types.'), ['K:Enchant creature', 'A:SP$ Attach | Cost$ 2 B | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Lifelink | AddType$ Vampire']);
    assert.deepStrictEqual(script('Rustgrown Field {3}\nArtifact\nAll lands are artifacts in addition to their other types.'), ['S:Mode$ Continuous | Affected$ Land | AddType$ Artifact']);
    assert.deepStrictEqual(script('Chrome Sheath {2}\nArtifact — Equipment\nEquipped creature gets +0/+2 and is an artifact in addition to its other types.\nEquip {1}'), ['S:Mode$ Continuous | Affected$ Card.EquippedBy | AddToughness$ 2 | AddType$ Artifact', 'K:Equip:1']);
  });

  test('a morph enchantment\'s static ability: only while it is face up as an enchantment (708.2)', () => {
    const lines = script('Veiled Ward {1}{W}\nEnchantment\nCreatures you control get +1/+0.\nMorph {2}{W}');
    assert.ok(lines.includes('S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1 | CheckSVar$ X | SVarCompare$ EQ1'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$Valid Card.Self+nonCreature+faceUp'), lines.join('\n'));
  });

  test('an upkeep cost in quotes: UpkeepCost:2, UpkeepCost:PayLife<2>, Cumulative upkeep:2 and with words', () => {
    assert.deepStrictEqual(script('Tithe Fog {2}{W}\nEnchantment\nAll artifacts have "At the beginning of your upkeep, sacrifice this artifact unless you pay {2}."'), ['S:Mode$ Continuous | Affected$ Artifact | AddKeyword$ UpkeepCost:2']);
    assert.deepStrictEqual(script('Tithe Fog {2}{B}\nEnchantment\nCreatures your opponents control have "At the beginning of your upkeep, sacrifice this creature unless you pay 2 life."'), ['S:Mode$ Continuous | Affected$ Creature.OppCtrl | AddKeyword$ UpkeepCost:PayLife<2>']);
    assert.deepStrictEqual(script('Slow Rot {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -1/-0 and has "Cumulative upkeep {2}."'), ['K:Enchant creature', 'A:SP$ Attach | Cost$ 1 B | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -1 | AddKeyword$ Cumulative upkeep:2']);
    assert.deepStrictEqual(script('Slow Rot {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "Cumulative upkeep—Pay 2 life."'), ['K:Enchant creature', 'A:SP$ Attach | Cost$ 1 B | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Cumulative upkeep:PayLife<2>:Pay 2 life.']);
  });

  test('the creature type chosen as the card entered added (AddType$ ChosenType); on a card that chooses none, left out', () => {
    const lines = script('Kinship Banner {3}\nArtifact\nAs Kinship Banner enters the battlefield, choose a creature type.\nEach creature you control is the chosen type in addition to its other types.\n{T}: You gain 1 life.');
    assert.ok(lines.includes('S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddType$ ChosenType'), lines.join('\n'));
    assert.deepStrictEqual(notScripted('Kinship Banner {3}\nArtifact\nEach creature you control is the chosen type in addition to its other types.'), ['"of the chosen type" on a card that chooses no creature type as it enters']);
  });

  test('an enchanted land that is a creature ("… It\'s still a land."): Land.AttachedBy with its types, colour, base P/T and keywords', () => {
    assert.deepStrictEqual(script("Stoneblood Rite {2}{R}\nEnchantment — Aura\nEnchant land\nEnchanted land is a 4/2 red Elemental Warrior creature with haste. It's still a land.").filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Land.AttachedBy | AddKeyword$ Haste | SetPower$ 4 | SetToughness$ 2 | AddType$ Creature & Elemental & Warrior | SetColor$ Red',
    ]);
  });

  test('spells some players can\'t cast: CantBeCast with Caster$ Opponent (Condition$ PlayerTurn), You, EnchantedController', () => {
    assert.deepStrictEqual(script("Hush Warden {1}{W}\nCreature — Human Cleric\n2/3\nYour opponents can't cast spells during your turn."), ['S:Mode$ CantBeCast | ValidCard$ Card | Condition$ PlayerTurn | Caster$ Opponent']);
    assert.deepStrictEqual(script("Hush Warden {1}{W}\nCreature — Human Cleric\n2/3\nYou can't cast noncreature spells."), ['S:Mode$ CantBeCast | ValidCard$ Card.nonCreature | Caster$ You']);
    assert.deepStrictEqual(script("Hush Brand {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature's controller can't cast artifact spells.").filter((l) => l.startsWith('S:')), ['S:Mode$ CantBeCast | ValidCard$ Artifact | Caster$ EnchantedController']);
  });

  test('the spells of "can\'t cast <spells>", a card\'s rule or an emblem\'s, are one ValidCard$: "spells" are of any card, a card type is itself', () => {
    const spells = (noun: string, props: Filter['alts'][number]['props'] = []): Filter => ({ alts: [{ noun, props }], plural: true, zone: 'stack' });
    assert.strictEqual(cantCastValid(spells('Spell')), 'Card');
    assert.strictEqual(cantCastValid(spells('Spell', [{ is: 'type', type: 'Artifact', not: true }])), 'Card.nonArtifact');
    assert.strictEqual(cantCastValid(spells('Sorcery')), 'Sorcery');
  });

  test('who can\'t cast: "you" is You, "your opponents" Opponent; opponents said to be of a kind, or opponents and others, are neither', () => {
    const players = (alts: Filter['alts']): { ref: 'each'; filter: Filter } => ({ ref: 'each', filter: { alts, plural: true } });
    assert.strictEqual(cantCastCaster({ ref: 'you' }), 'You');
    assert.strictEqual(cantCastCaster(players([{ noun: 'Opponent', props: [] }])), 'Opponent');
    assert.strictEqual(cantCastCaster(players([{ noun: 'Opponent', props: [{ is: 'other' }] }])), undefined);
    assert.strictEqual(cantCastCaster(players([{ noun: 'Opponent', props: [] }, { noun: 'Player', props: [] }])), undefined);
  });

  test('lands played from your graveyard (MayPlay$ from the graveyard) and entering creatures that trigger nothing (GlobalRule$)', () => {
    assert.deepStrictEqual(script('Root Digger {3}{G}{G}\nCreature — Elf Druid\n4/5\nYou may play land cards from your graveyard.\nTrample'), ['S:Mode$ Continuous | Affected$ Land.YouOwn | MayPlay$ True | AffectedZone$ Graveyard', 'K:Trample']);
    assert.deepStrictEqual(script("Still Air {1}{W}\nCreature — Bird\n1/2\nFlying\nCreatures entering the battlefield don't cause abilities to trigger."), ['K:Flying', "S:Mode$ Continuous | GlobalRule$ Creatures entering the battlefield don't cause abilities to trigger."]);
  });

  test('more rules for players as Forge\'s keywords; a vanguard\'s rule for players names no zone of theirs', () => {
    assert.deepStrictEqual(script("Quiet Sage {2}{G}\nCreature — Elf Druid\n2/3\nYou can't get poison counters.\nPlayers skip their upkeep steps."), [
      "S:Mode$ Continuous | Affected$ You | AddKeyword$ You can't get poison counters",
      'S:Mode$ Continuous | Affected$ Player | AddKeyword$ Skip your upkeep step.',
    ]);
    assert.deepStrictEqual(script("Seer Avatar\nVanguard\nYour opponents play with their hands revealed.\nYou can't get poison counters."), ['S:Mode$ Continuous | EffectZone$ Command | Affected$ Opponent | AddKeyword$ Play with your hand revealed.', "S:Mode$ Continuous | EffectZone$ Command | Affected$ You | AddKeyword$ You can't get poison counters"]);
  });

  test('what can\'t target these objects: spells only (ValidSA$ Spell), of colours or a subtype (ValidSource$), your opponents\' (Activator$)', () => {
    assert.deepStrictEqual(script("Thorn Canopy {1}{G}\nEnchantment\nGreen creatures can't be the targets of spells.\nAt the beginning of your end step, you gain 1 life.").filter((l) => l.startsWith('S:')), ['S:Mode$ CantTarget | ValidCard$ Creature.Green | ValidSA$ Spell']);
    assert.deepStrictEqual(script("Veil Knight {2}{W}\nCreature — Human Knight\n2/2\nVeil Knight can't be the target of blue or black spells your opponents control."), ['S:Mode$ CantTarget | ValidCard$ Card.Self | ValidSource$ Card.Blue,Card.Black | ValidSA$ Spell | Activator$ Opponent']);
    assert.deepStrictEqual(script("Veil Knight {2}{W}\nCreature — Human Knight\n2/2\nVeil Knight can't be the target of Aura spells."), ['S:Mode$ CantTarget | ValidCard$ Card.Self | ValidSource$ Aura | ValidSA$ Spell']);
    assert.deepStrictEqual(script("Leaf Cloak {G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't be the target of spells or abilities your opponents control.").filter((l) => l.startsWith('S:')), ['S:Mode$ CantTarget | ValidCard$ Card.EnchantedBy | Activator$ Opponent']);
  });

  test('an upkeep cost of {X} in quotes is not read (X has no value there)', () => {
    assert.deepStrictEqual(notScripted('Tithe Fog {2}{W}\nEnchantment\nAll creatures have "At the beginning of your upkeep, sacrifice this creature unless you pay {X}."'), ['cardtext cannot read "At the beginning of your upkeep, sacrif…"']);
  });

  test('"Other creatures and artifacts you control", "Tapped artifacts and creatures": an adjective that may be of both kinds stays unread', () => {
    assert.deepStrictEqual(notScripted('Warded Vault {2}{W}\nEnchantment\nOther creatures and artifacts you control have hexproof.'), ['cardtext cannot read "and artifacts you control have hexproof."']);
    assert.deepStrictEqual(notScripted('Warded Vault {2}{W}\nEnchantment\nTapped artifacts and creatures have hexproof.'), ['cardtext cannot read "and creatures have hexproof."']);
    assert.deepStrictEqual(script('Warded Vault {2}{W}\nEnchantment\nTapped artifacts and untapped creatures have hexproof.'), ['S:Mode$ Continuous | Affected$ Artifact.tapped,Creature.untapped | AddKeyword$ Hexproof']);
  });

  test('an upkeep cost in quotes after "and" joins what the clause before gives (it was dropped); "and is black" after it is not read', () => {
    assert.deepStrictEqual(script('Slow Rot {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t block and has "Cumulative upkeep {1}{B}."').filter((l) => l.startsWith('S:')), ["S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Cumulative upkeep:1 B | AddHiddenKeyword$ CARDNAME can't block."]);
    assert.deepStrictEqual(script('Tithe Fog {2}{W}\nEnchantment\nCreatures your opponents control have menace and have "At the beginning of your upkeep, sacrifice this creature unless you pay {3}."'), ['S:Mode$ Continuous | Affected$ Creature.OppCtrl | AddKeyword$ Menace & UpkeepCost:3']);
    assert.deepStrictEqual(notScripted('Night Pact {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has flying and gets +1/+1 and is black.'), ['cardtext cannot read "gets +1/+1 and is black."']);
  });
});
