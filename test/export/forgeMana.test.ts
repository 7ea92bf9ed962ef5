import * as assert from 'node:assert';
import { forgeProducedLines } from '../../server/src/export/forge/mana.js';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: mana of a counted amount, of what lands could produce, and its spending rules', () => {
  test('"Add X mana of any one color, where X is …" is Produced$ Any with Amount$ X and the count (Count$Valid, as mana abilities count)', () => {
    assert.deepStrictEqual(script('Test Caller {1}{G}\nCreature — Elf Druid\n{T}: Add X mana of any one color, where X is the number of Elves you control.\n1/1'), [
      'A:AB$ Mana | Cost$ T | Produced$ Any | Amount$ X',
      'SVar:X:Count$Valid Elf.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Test Wall {2}{G}\nCreature — Plant Wall\nDefender\n{T}: Add X mana in any combination of colors, where X is the number of creatures with defender you control.\n0/4').slice(1), [
      'A:AB$ Mana | Cost$ T | Produced$ Combo Any | Amount$ X',
      'SVar:X:Count$Valid Creature.withDefender+YouCtrl',
    ]);
  });

  test('"Add an amount of {G} equal to your devotion to green" and counters on the card sacrificed for it', () => {
    assert.deepStrictEqual(script('Test Acolyte {3}{G}\nCreature — Human Shaman\n{T}: Add an amount of {G} equal to your devotion to green.\n1/4'), [
      'A:AB$ Mana | Cost$ T | Produced$ G | Amount$ X',
      'SVar:X:Count$Devotion.Green',
    ]);
    assert.deepStrictEqual(script('Test Bloom {2}\nArtifact\n{T}, Sacrifice Test Bloom: Add X mana of any one color, where X is the number of charge counters on Test Bloom.'), [
      'A:AB$ Mana | Cost$ T Sac<1/CARDNAME> | Produced$ Any | Amount$ X',
      'SVar:X:Count$CardCounters.CHARGE',
    ]);
  });

  test('X chosen as the cost removes X counters is Amount$ ChosenX with X an XChoice; in any combination of all colours, not written yet', () => {
    assert.deepStrictEqual(script('Test Steppe\nLand\n{1}, Remove X storage counters from Test Steppe: Add X mana in any combination of {G} and/or {W}.'), [
      'A:AB$ Mana | Cost$ 1 SubCounter<X/STORAGE> | Produced$ Combo G W | Amount$ ChosenX',
      'SVar:X:XChoice',
    ]);
    assert.deepStrictEqual(notScripted('Test Crucible\nLand\n{T}, Remove X storage counters from Test Crucible: Add X mana in any combination of colors.'), ['X mana in any combination of colors, X chosen with the cost (not written yet)']);
  });

  test('"Add one mana of any color (type) that a land you control (an opponent controls) could produce" is ManaReflected', () => {
    assert.deepStrictEqual(script('Test Pool\nLand\n{T}: Add one mana of any type that a land you control could produce.'), [
      'A:AB$ ManaReflected | Cost$ T | ColorOrType$ Type | Valid$ Land.YouCtrl | ReflectProperty$ Produce',
    ]);
    assert.deepStrictEqual(script('Test Scout {1}{G}\nCreature — Elf Scout\n{T}: Add one mana of any color that a land an opponent controls could produce.\n1/1'), [
      'A:AB$ ManaReflected | Cost$ T | ColorOrType$ Color | Valid$ Land.OppCtrl | ReflectProperty$ Produce',
    ]);
    assert.deepStrictEqual(script('Test Gatehouse\nLand\n{T}: Add one mana of any type a Gate you control could produce.'), [
      'A:AB$ ManaReflected | Cost$ T | ColorOrType$ Type | Valid$ Gate.YouCtrl | ReflectProperty$ Produce',
    ]);
  });

  test('spending rules: a subtype\'s spells (and abilities), artifacts\' spells and abilities, kicked spells, a chosen type, costs with {X}', () => {
    const spend = (rule: string) => forgeProducedLines(`Add {C}{C}. Spend this mana only ${rule}.`)?.[0];
    assert.strictEqual(spend('to cast Goblin spells'), 'Produced$ C | Amount$ 2 | RestrictValid$ Card.Goblin');
    assert.strictEqual(spend('to cast a Goblin spell'), 'Produced$ C | Amount$ 2 | RestrictValid$ Card.Goblin');
    assert.strictEqual(spend('to cast an Elf creature spell'), 'Produced$ C | Amount$ 2 | RestrictValid$ Creature.Elf');
    assert.strictEqual(spend('to cast Goblin spells or activate abilities of Goblins'), 'Produced$ C | Amount$ 2 | RestrictValid$ Card.Goblin,Activated.Goblin');
    assert.strictEqual(spend('to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi'), 'Produced$ C | Amount$ 2 | RestrictValid$ Card.Eldrazi+Colorless,Activated.Eldrazi+Colorless');
    assert.strictEqual(spend('to cast artifact spells or activate abilities of artifacts'), 'Produced$ C | Amount$ 2 | RestrictValid$ Card.Artifact,Activated.Artifact');
    assert.strictEqual(spend('to cast kicked spells'), 'Produced$ C | Amount$ 2 | RestrictValid$ Spell.Kicked');
    assert.strictEqual(spend('to cast a creature spell of the chosen type'), 'Produced$ C | Amount$ 2 | RestrictValid$ Creature.ChosenType');
    assert.strictEqual(spend('on costs that contain {X}'), 'Produced$ C | Amount$ 2 | RestrictValid$ CostContainsX');
    assert.strictEqual(spend('to pay cumulative upkeep costs'), 'Produced$ C | Amount$ 2 | RestrictValid$ CumulativeUpkeep');
    // A kind named two ways, a keyword, abilities alone: not written.
    assert.strictEqual(spend('to cast Goblin spells or activate abilities of Elves'), undefined);
    assert.strictEqual(spend('to cast a spell with flying'), undefined);
    assert.strictEqual(spend('to activate abilities'), undefined);
  });

  test('"~ doesn\'t untap during your next untap step" after the mana is the hidden keyword for good (Permanent$ True), on the card itself', () => {
    assert.deepStrictEqual(script('Test Marsh\nLand\n{T}: Add {U} or {B}. Test Marsh doesn\'t untap during your next untap step.'), [
      'A:AB$ Mana | Cost$ T | Produced$ U | SubAbility$ DBEffect',
      'A:AB$ Mana | Cost$ T | Produced$ B | SubAbility$ DBEffect',
      "SVar:DBEffect:DB$ Pump | Defined$ Self | KW$ HIDDEN This card doesn't untap during your next untap step. | Permanent$ True",
    ]);
    assert.match(describedFirst('Test Marsh\nLand\n{T}: Add {U} or {B}. Test Marsh doesn\'t untap during your next untap step.'), /this card \(~\) doesn't untap during its controller's next untap step$/);
  });

  test('"Remove any number of storage counters from ~: Add {U} for each storage counter removed this way" is X chosen as it is paid (ChosenX)', () => {
    assert.deepStrictEqual(script('Test Cove\nLand\n{T}, Remove any number of storage counters from Test Cove: Add {U} for each storage counter removed this way.'), [
      'A:AB$ Mana | Cost$ T SubCounter<X/STORAGE> | Produced$ U | Amount$ ChosenX',
      'SVar:X:XChoice',
    ]);
    assert.match(describedFirst('Test Cove\nLand\n{T}, Remove any number of storage counters from Test Cove: Add {U} for each storage counter removed this way.'), /cost \{T\}, remove X storage counter\(s\) from this card\n {2}1\. add \{U\} X times \(X chosen as the cost is paid\)$/);
    // Counters of another kind than the cost removed: not read.
    assert.deepStrictEqual(notScripted('Test Cove\nLand\n{T}, Remove any number of storage counters from Test Cove: Add {U} for each charge counter removed this way.'), ['cardtext cannot read "charge counter removed this way"']);
  });

  test('a spell\'s mana: one of each colour, one symbol for each object counted, N in any combination of colours with what else it does', () => {
    assert.deepStrictEqual(script('Test Dawn {3}{G}\nInstant\nAdd {W}{U}{B}{R}{G}.'), ['A:SP$ Mana | Cost$ 3 G | Produced$ W U B R G']);
    assert.deepStrictEqual(script('Test Ritual {B}\nInstant\nAdd {B} for each creature card in your graveyard.'), [
      'A:SP$ Mana | Cost$ B | Produced$ B | Amount$ X',
      'SVar:X:Count$TypeInYourYard.Creature',
    ]);
    assert.deepStrictEqual(script('Test Prism {1}{G}\nInstant\nAdd two mana in any combination of colors. Draw a card.'), [
      'A:SP$ Mana | Cost$ 1 G | Produced$ Combo Any | Amount$ 2 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    // Two of one colour and one of another is no single Forge line: left out.
    assert.strictEqual(notScripted('Test Odd Ritual {1}{R}\nInstant\nAdd {R}{R}{G}.').length, 1);
  });

  test('"Add {B}, then add an additional {B} for each charge counter removed this way" is one more than X (Number$1/Plus.ChosenX)', () => {
    const card = 'Test Cell {2}\nArtifact\n{T}, Remove any number of charge counters from Test Cell: Add {B}, then add an additional {B} for each charge counter removed this way.';
    assert.deepStrictEqual(script(card), [
      'A:AB$ Mana | Cost$ T SubCounter<X/CHARGE> | Produced$ B | Amount$ Y',
      'SVar:X:XChoice',
      'SVar:Y:Number$1/Plus.ChosenX',
    ]);
    assert.match(describedFirst(card), /add \{B\} X \+ 1 times \(X chosen as the cost is paid\)$/);
  });

  test('"Add an amount of {B} equal to the sacrificed artifact\'s mana value" is Sacrificed$CardManaCost (in a mana ability; elsewhere not written yet)', () => {
    assert.deepStrictEqual(script('Test Acolyte {1}{B}\nCreature — Human Cleric\n{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact\'s mana value.\n1/2'), [
      'A:AB$ Mana | Cost$ T Sac<1/Artifact> | Produced$ B | Amount$ X',
      'SVar:X:Sacrificed$CardManaCost',
    ]);
  });

  test('"equal to the sacrificed creature\'s power (toughness)" in an activated ability is Sacrificed$CardPower (CardToughness); counters on the card itself by it are not written yet', () => {
    const ogre = 'Test Ogre {3}{R}\nCreature — Ogre\nSacrifice a creature: Test Ogre deals damage equal to the sacrificed creature\'s power to any target.\n3/3';
    assert.deepStrictEqual(script(ogre), ['A:AB$ DealDamage | Cost$ Sac<1/Creature> | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X', 'SVar:X:Sacrificed$CardPower']);
    assert.match(describedFirst(ogre), /equal to the power of the object sacrificed to pay the cost/);
    assert.deepStrictEqual(script('Test Shrine {1}\nArtifact\n{2}, {T}, Sacrifice another creature: You gain life equal to the sacrificed creature\'s power.'), [
      'A:AB$ GainLife | Cost$ 2 T Sac<1/Creature.Other/another creature> | LifeAmount$ X',
      'SVar:X:Sacrificed$CardPower',
    ]);
    assert.deepStrictEqual(notScripted('Test Leech {2}{B}\nCreature — Leech\n{1}, Sacrifice another creature: Put X +1/+1 counters on Test Leech, where X is the sacrificed creature\'s toughness.\n1/1'), ['counters on the card itself by an amount of the sacrificed object (not written yet: Forge spells it two ways)']);
  });

  test('a counted or reflected mana ability keeps its limits: "Activate only once each turn" (ActivationLimit$), from the hand (ActivationZone$)', () => {
    assert.deepStrictEqual(script('Test Grove {G}\nCreature — Elf Druid\n{T}: Add {G} for each Elf you control. Activate only once each turn.\n1/1'), [
      'A:AB$ Mana | Cost$ T | Produced$ G | Amount$ X | ActivationLimit$ 1', 'SVar:X:Count$Valid Elf.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Test Pool {2}\nArtifact\nExile Test Pool from your hand: Add one mana of any color that a land you control could produce.'), [
      'A:AB$ ManaReflected | Cost$ ExileFromHand<1/CARDNAME> | ColorOrType$ Color | Valid$ Land.YouCtrl | ReflectProperty$ Produce | ActivationZone$ Hand',
    ]);
  });
});
