import * as assert from 'node:assert';
import { describedFirst as described, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: library and graveyard steps of spells and activated abilities', () => {
  test('"Put target creature card from your graveyard on top of your library" is ChangeZone from Graveyard to Library', () => {
    // An activated ability leaves the top (Forge's default) unsaid; a spell says LibraryPosition$ 0.
    assert.deepStrictEqual(script('Bone Lantern {2}\nArtifact\n{2}, {T}: Put target creature card from your graveyard on top of your library.'), [
      'A:AB$ ChangeZone | Cost$ 2 T | Origin$ Graveyard | Destination$ Library | ValidTgts$ Creature.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Dig Back {B}\nSorcery\nPut target card from your graveyard on top of your library.'), [
      'A:SP$ ChangeZone | Cost$ B | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 0 | ValidTgts$ Card.YouCtrl',
    ]);
    assert.match(described('Dig Back {B}\nSorcery\nPut target card from your graveyard on top of your library.'), /put target card in your graveyard on the top of your library/);
  });

  test('"When ~ enters the battlefield, you may put target … card from your graveyard on top of your library" names the graveyard\'s owner through the trigger', () => {
    const text = 'Tide Scavenger {2}{U}\nCreature — Fish\nWhen Tide Scavenger enters the battlefield, you may put target instant or sorcery card from your graveyard on top of your library.\n2/2';
    assert.deepStrictEqual(script(text), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Library | ValidTgts$ Instant,Sorcery | TargetsWithDefinedController$ TriggeredCardController',
    ]);
    assert.match(described(text), /you may put target instant or sorcery card in your graveyard on the top of your library/);
    // Not optional, or of a card that died: not written yet.
    assert.match(forgeNotScripted('Tide Keeper {2}{U}\nCreature — Fish\nWhen Tide Keeper enters the battlefield, put target creature card from your graveyard on top of your library.\n2/2').join('\n'), /by a trigger/);
    assert.match(forgeNotScripted('Tide Mourner {2}{U}\nCreature — Fish\nWhen Tide Mourner dies, you may put target creature card from your graveyard on top of your library.\n2/2').join('\n'), /by a trigger/);
  });

  test('the older "you may search …, reveal it, and put it into your hand. If you do, shuffle your library." is the optional search that shuffles', () => {
    const text = 'Moss Tracker {2}{G}\nCreature — Elf Scout\nWhenever Moss Tracker deals combat damage to a player, you may search your library for an artifact card, reveal it, and put it into your hand. If you do, shuffle your library.\n2/1';
    assert.deepStrictEqual(script(text), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Artifact | ChangeNum$ 1 | ShuffleNonMandatory$ True',
    ]);
    assert.match(described(text), /you may search your library for 1 artifact card/);
    // For a subtype (Forge spells it two ways there): not written yet.
    assert.match(forgeNotScripted(text.replace('an artifact card', 'a Wurm card')).join('\n'), /search for a subtype/);
    // Of an enters trigger (Forge names the card two ways there): not written yet.
    assert.match(forgeNotScripted('Moss Finder {2}{G}\nCreature — Elf Scout\nWhen Moss Finder enters the battlefield, you may search your library for a Forest card, reveal it, and put it into your hand. If you do, shuffle your library.\n2/1').join('\n'), /If you do, shuffle your library/);
  });

  test('"Put target creature card from a graveyard onto the battlefield under your control" returns it from the graveyard (GainControl$)', () => {
    assert.deepStrictEqual(script('Bone Summons {4}{B}\nSorcery\nPut target artifact card from a graveyard onto the battlefield under your control.'), [
      'A:SP$ ChangeZone | Cost$ 4 B | Origin$ Graveyard | Destination$ Battlefield | ValidTgts$ Artifact | GainControl$ True',
    ]);
    assert.deepStrictEqual(script('Crypt Warden {3}{B}\nCreature — Zombie\n{3}{B}, {T}: Put target creature card from a graveyard onto the battlefield tapped under your control.\n2/3'), [
      'A:AB$ ChangeZone | Cost$ 3 B T | Origin$ Graveyard | Destination$ Battlefield | ValidTgts$ Creature | Tapped$ True | GainControl$ True',
    ]);
    assert.match(described('Bone Summons {4}{B}\nSorcery\nPut target artifact card from a graveyard onto the battlefield under your control.'), /return target artifact card in a graveyard to the battlefield under your control/);
    // In a trigger, or from an opponent's graveyard (Forge spells those two ways): not written yet.
    assert.match(forgeNotScripted('Grave Bell {4}{B}\nEnchantment\nAt the beginning of your end step, put target artifact card from a graveyard onto the battlefield under your control.').join('\n'), /Forge spells it two ways/);
    assert.match(forgeNotScripted('Grave Theft {3}{B}\nSorcery\nPut target creature card from an opponent\'s graveyard onto the battlefield under your control.').join('\n'), /Forge spells it two ways/);
  });

  test('"Put target … card from a graveyard onto the battlefield" without "under your control" still gains control of it (110.2a)', () => {
    const text = 'Scrap Call {2}{U}\nSorcery\nPut target artifact card from a graveyard onto the battlefield tapped. You gain 2 life.';
    assert.deepStrictEqual(script(text), [
      'A:SP$ ChangeZone | Cost$ 2 U | Origin$ Graveyard | Destination$ Battlefield | ValidTgts$ Artifact | Tapped$ True | GainControl$ True | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
    assert.match(described(text), /under your control/);
  });

  test('a search for "cards named ~" names the card (`Card.named…`, a comma in the name as `;`)', () => {
    const text = 'Sky Squire {1}{W}\nCreature — Bird\nWhen Sky Squire enters the battlefield, you may search your library for up to three cards named Sky Squire, reveal them, put them into your hand, then shuffle.\n1/1';
    assert.deepStrictEqual(script(text), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Card.namedSky Squire | ChangeNum$ 3 | ShuffleNonMandatory$ True',
    ]);
    assert.match(described(text), /search your library for up to 3 cards named ~/);
    assert.deepStrictEqual(script('Vess, the Caller {G}\nCreature — Elf\n{5}, {T}: Search your library for a card named Vess, the Caller, put it onto the battlefield, then shuffle.\n1/1'), [
      'A:AB$ ChangeZone | Cost$ 5 T | Origin$ Library | Destination$ Battlefield | ChangeType$ Card.namedVess; the Caller | ChangeNum$ 1',
    ]);
    // Of a card that died (Forge leaves its "you may" to the search): not written yet.
    assert.match(forgeNotScripted('Sky Mourner {1}{W}\nCreature — Bird\nWhen Sky Mourner dies, you may search your library for a card named Sky Mourner, reveal it, put it into your hand, then shuffle.\n1/1').join('\n'), /cards named ~/);
  });

  test('a card from your graveyard put on your library by a trigger, or from a graveyard that is not yours, is not scripted', () => {
    assert.match(forgeNotScripted('Grave Digger Bat {2}{B}\nCreature — Bat\nFlying\nWhen Grave Digger Bat dies, put target creature card from your graveyard on top of your library.\n1/1').join('\n'), /by a trigger/);
    assert.match(forgeNotScripted('Dig Elsewhere {B}\nSorcery\nPut target card from an opponent\'s graveyard on top of your library.').join('\n'), /cannot read/);
  });

  test('"Put target card from your graveyard on the bottom of your library" is ChangeZone to the library\'s bottom, one card counted', () => {
    assert.deepStrictEqual(script('Dig Deeper {B}\nSorcery\nPut target card from your graveyard on the bottom of your library.'), [
      'A:SP$ ChangeZone | Cost$ B | Origin$ Graveyard | Destination$ Library | LibraryPosition$ -1 | ValidTgts$ Card.YouCtrl | ChangeNum$ 1',
    ]);
    assert.deepStrictEqual(script('Bone Sifter {1}\nArtifact\n{1}, {T}: Put any number of target creature cards from your graveyard on the bottom of your library.'), [
      'A:AB$ ChangeZone | Cost$ 1 T | Origin$ Graveyard | Destination$ Library | LibraryPosition$ -1 | ValidTgts$ Creature.YouCtrl | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$TypeInYourYard.Creature',
    ]);
    assert.match(described('Dig Deeper {B}\nSorcery\nPut target card from your graveyard on the bottom of your library.'), /put target card in your graveyard on the bottom of your library/);
    // From another graveyard, and by a trigger: not scripted.
    assert.match(forgeNotScripted('Dig Elsewhere {B}\nSorcery\nPut target card from an opponent\'s graveyard on the bottom of your library.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Grave Sinker Bat {2}{B}\nCreature — Bat\nWhen this creature dies, put target card from your graveyard on the bottom of your library.\n1/1').join('\n'), /by a trigger/);
  });

  test('"Shuffle any number of target cards from your graveyard into your library" is ChangeZone to the library, shuffled', () => {
    assert.deepStrictEqual(script('Old Songs {G}\nSorcery\nShuffle any number of target creature cards from your graveyard into your library.'), [
      'A:SP$ ChangeZone | Cost$ G | Origin$ Graveyard | Destination$ Library | Shuffle$ True | ValidTgts$ Creature.YouCtrl | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$TypeInYourYard.Creature',
    ]);
    assert.deepStrictEqual(script('Bone Churn {2}\nArtifact\n{2}, {T}: Shuffle up to three target cards from your graveyard into your library.'), [
      'A:AB$ ChangeZone | Cost$ 2 T | Origin$ Graveyard | Destination$ Library | Shuffle$ True | ValidTgts$ Card.YouCtrl | TargetMin$ 0 | TargetMax$ 3',
    ]);
    assert.match(described('Old Songs {G}\nSorcery\nShuffle any number of target creature cards from your graveyard into your library.'), /shuffle each of any number of target creature cards in your graveyard into your library/);
    // Cards of another graveyard: not read.
    assert.match(forgeNotScripted('Their Songs {G}\nSorcery\nShuffle target card from an opponent\'s graveyard into your library.').join('\n'), /cannot read/);
  });

  test('a spell\'s "Shuffle ~ into its owner\'s library." is ChangeZone from the stack to the library, shuffled', () => {
    const text = 'Dusk Tide {X}{U}\nSorcery\nTarget player mills X cards. Shuffle Dusk Tide into its owner\'s library.';
    assert.deepStrictEqual(script(text), [
      'A:SP$ Mill | Cost$ X U | ValidTgts$ Player | NumCards$ X | SubAbility$ DBChangeZone',
      'SVar:X:Count$xPaid',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Stack | Destination$ Library | Shuffle$ True',
    ]);
    assert.strictEqual(described(text), "spell\n  1. target player mills X (chosen as it is paid) card(s)\n  2. shuffle this card (~) into its owner's library");
  });

  test('"Shuffle your graveyard into your library" and "Target player shuffles their graveyard into their library" are ChangeZoneAll, shuffled', () => {
    assert.deepStrictEqual(script('Recycle Bin {1}\nArtifact\nSacrifice this artifact: Shuffle your graveyard into your library.'), [
      'A:AB$ ChangeZoneAll | Cost$ Sac<1/CARDNAME> | ChangeType$ Card.YouOwn | Origin$ Graveyard | Destination$ Library | Shuffle$ True',
    ]);
    assert.deepStrictEqual(script('Second Wind {2}{U}\nSorcery\nTarget player shuffles their graveyard into their library.'), [
      'A:SP$ ChangeZoneAll | Cost$ 2 U | ValidTgts$ Player | ChangeType$ Card | Origin$ Graveyard | Destination$ Library | Shuffle$ True',
    ]);
    assert.deepStrictEqual(script('All Again {3}{U}\nSorcery\nEach player shuffles their graveyard into their library.'), [
      'A:SP$ ChangeZoneAll | Cost$ 3 U | Defined$ Player | ChangeType$ Card | Origin$ Graveyard | Destination$ Library | Shuffle$ True',
    ]);
    assert.match(described('Second Wind {2}{U}\nSorcery\nTarget player shuffles their graveyard into their library.'), /target player shuffles their graveyard into their library/);
  });

  test('"Reveal the top five cards of your library. You may put a creature or land card from among them into your hand. Put the rest into your graveyard." is Dig, revealed, optional', () => {
    assert.deepStrictEqual(script('Deep Sift {B}{G}\nSorcery\nReveal the top five cards of your library. You may put a creature or land card from among them into your hand. Put the rest into your graveyard.'), [
      'A:SP$ Dig | Cost$ B G | DigNum$ 5 | ChangeNum$ 1 | Reveal$ True | ChangeValid$ Creature,Land | Optional$ True | DestinationZone2$ Graveyard',
    ]);
    // "Put a … card from among them into your hand and the rest into your graveyard": the same, not optional.
    assert.deepStrictEqual(script('Hunter Sift {1}{G}\nSorcery\nReveal the top four cards of your library. Put a creature card from among them into your hand and the rest into your graveyard.'), [
      'A:SP$ Dig | Cost$ 1 G | DigNum$ 4 | ChangeNum$ 1 | Reveal$ True | ChangeValid$ Creature | DestinationZone2$ Graveyard',
    ]);
    assert.match(described('Deep Sift {B}{G}\nSorcery\nReveal the top five cards of your library. You may put a creature or land card from among them into your hand. Put the rest into your graveyard.'), /reveal the top 5 cards of your library; you may put a creature or land card from among them into your hand, the rest into your graveyard/);
    // Two cards, or the rest elsewhere: not read.
    assert.match(forgeNotScripted('Twin Sift {1}{G}\nSorcery\nReveal the top four cards of your library. Put two creature cards from among them into your hand and the rest into your graveyard.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Low Sift {1}{G}\nSorcery\nReveal the top four cards of your library. You may put a creature card from among them into your hand. Put the rest on the bottom of your library in any order.').join('\n'), /cannot read/);
  });

  test('"Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library." is Dig of two, its one card unsaid', () => {
    assert.deepStrictEqual(script('Quick Glance {U}\nInstant\nLook at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.'), [
      'A:SP$ Dig | Cost$ U | DigNum$ 2',
    ]);
    // Of three cards, "the other" is not said: not read.
    assert.match(forgeNotScripted('Odd Glance {U}\nInstant\nLook at the top three cards of your library. Put one of them into your hand and the other on the bottom of your library.').join('\n'), /cannot read/);
  });

  test('"deals damage to any target equal to the number of … cards in your graveyard" reads the amount after the target', () => {
    assert.deepStrictEqual(script('Ember Recall {3}{R}\nSorcery\nEmber Recall deals damage to any target equal to the number of instant cards in your graveyard.'), [
      'A:SP$ DealDamage | Cost$ 3 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$TypeInYourYard.Instant',
    ]);
    assert.match(described('Ember Recall {3}{R}\nSorcery\nEmber Recall deals damage to any target equal to the number of instant cards in your graveyard.'), /deal damage to any target equal to the number of instant cards in your graveyard/);
    // The amount of the object dealt damage, words after the amount, and (for now) the cards in your hand stay unread.
    assert.match(forgeNotScripted('Self Harm {R}\nInstant\nSelf Harm deals damage to target creature equal to its power.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Late Harm {R}\nInstant\nLate Harm deals damage to target creature equal to the number of instant cards in your graveyard this turn.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Hand Harm {R}\nInstant\nHand Harm deals damage to target creature equal to the number of cards in your hand.').join('\n'), /cannot read/);
  });

  test('"where X is the number of Elves on the battlefield" in a spell is Forge\'s own count of one type on the battlefield', () => {
    assert.deepStrictEqual(script('Elf Volley {2}{R}\nSorcery\nElf Volley deals X damage to any target, where X is the number of Elves on the battlefield.'), [
      'A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$TypeOnBattlefield.Elf',
    ]);
    assert.match(described('Elf Volley {2}{R}\nSorcery\nElf Volley deals X damage to any target, where X is the number of Elves on the battlefield.'), /equal to the number of Elves on the battlefield$/);
    // A mana ability counts them as Valid (as Forge's scripts do), and so does a power or toughness.
    assert.deepStrictEqual(script('Elf Grove Priest {1}{G}\nCreature — Elf Druid\n{T}: Add {G} for each Elf on the battlefield.\n1/1'), [
      'A:AB$ Mana | Cost$ T | Produced$ G | Amount$ X',
      'SVar:X:Count$Valid Elf',
    ]);
    assert.deepStrictEqual(script('Elf Totem {2}{G}\nCreature — Elf\nElf Totem\'s power and toughness are each equal to the number of Elves on the battlefield.\n*/*'), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X', 'SVar:X:Count$Valid Elf',
    ]);
    // Two counts in one characteristic-defining sentence are not read either.
    assert.match(forgeNotScripted('Kavu Test {3}{G}\nCreature — Kavu\nKavu Test\'s power is equal to the number of red creatures you control and its toughness is equal to the number of green creatures you control.\n*/*').join('\n'), /cannot read/);
  });

  test('"any number of target …" is TargetMin$ 0 and a TargetMax$ counting what could be targeted', () => {
    assert.deepStrictEqual(script('Bone Rake {2}{B}\nSorcery\nPut any number of target creature cards from your graveyard on top of your library.'), [
      'A:SP$ ChangeZone | Cost$ 2 B | Origin$ Graveyard | Destination$ Library | ValidTgts$ Creature.YouCtrl | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$TypeInYourYard.Creature',
    ]);
    assert.deepStrictEqual(script('Wide Purge {4}{B}\nSorcery\nDestroy any number of target creatures.'), [
      'A:SP$ Destroy | Cost$ 4 B | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$Valid Creature',
    ]);
    assert.match(described('Wide Purge {4}{B}\nSorcery\nDestroy any number of target creatures.'), /destroy each of any number of target creatures/);
  });

  test('"Reveal the top N cards of your library. Put all … cards revealed this way into your hand and the rest on the bottom …" is Dig with ChangeNum$ All', () => {
    assert.deepStrictEqual(script('Kin Call {3}{G}\nSorcery\nReveal the top four cards of your library. Put all Elf cards revealed this way into your hand and the rest on the bottom of your library in any order.'), [
      'A:SP$ Dig | Cost$ 3 G | DigNum$ 4 | ChangeNum$ All | Reveal$ True | ChangeValid$ Elf',
    ]);
    assert.deepStrictEqual(script('Wide Call {X}{G}\nSorcery\nReveal the top X cards of your library. Put all nonland permanent cards revealed this way into your hand and the rest on the bottom of your library in any order.'), [
      'A:SP$ Dig | Cost$ X G | DigNum$ X | ChangeNum$ All | Reveal$ True | ChangeValid$ Permanent.nonLand',
      'SVar:X:Count$xPaid',
    ]);
    assert.match(described('Kin Call {3}{G}\nSorcery\nReveal the top four cards of your library. Put all Elf cards revealed this way into your hand and the rest on the bottom of your library in any order.'), /reveal the top 4 cards of your library; put every Elf card among them into your hand, the rest on the bottom of your library in any order/);
    // The rest into the graveyard (not written yet), and other words, stay unread.
    assert.match(forgeNotScripted('Land Call {2}{G}\nSorcery\nReveal the top three cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Odd Call {2}{G}\nSorcery\nReveal the top three cards of your library. Put all land cards revealed this way onto the battlefield.').join('\n'), /cannot read/);
  });

  test('"target artifact creature card from your graveyard" is a card of both types (Artifact.Creature+YouCtrl)', () => {
    assert.deepStrictEqual(script('Scrap Heap Crow {3}\nArtifact Creature — Bird\n{4}, {T}: Return target artifact creature card from your graveyard to your hand.\n1/1'), [
      'A:AB$ ChangeZone | Cost$ 4 T | Origin$ Graveyard | Destination$ Hand | ValidTgts$ Artifact.Creature+YouCtrl',
    ]);
    assert.match(described('Scrap Heap Crow {3}\nArtifact Creature — Bird\n{4}, {T}: Return target artifact creature card from your graveyard to your hand.\n1/1'), /return target artifact creature card in your graveyard to your hand/);
  });

  test('"Destroy target artifact and target enchantment." is one Destroy for each target', () => {
    assert.deepStrictEqual(script('Twin Smash {1}{R}\nSorcery\nDestroy target artifact and target enchantment.'), [
      'A:SP$ Destroy | Cost$ 1 R | ValidTgts$ Artifact | SubAbility$ DBDestroy',
      'SVar:DBDestroy:DB$ Destroy | ValidTgts$ Enchantment',
    ]);
    assert.deepStrictEqual(script('Twin Banish {2}{W}\nSorcery\nExile target creature and target land.'), [
      'A:SP$ ChangeZone | Cost$ 2 W | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Land',
    ]);
    assert.match(described('Twin Smash {1}{R}\nSorcery\nDestroy target artifact and target enchantment.'), /1\. destroy target artifact\n.*2\. destroy target enchantment/);
    // Words after the second target, and "it" after two targets, stay unread.
    assert.match(forgeNotScripted('Twin Doubt {1}{R}\nSorcery\nDestroy target artifact and target enchantment. It can\'t be regenerated.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Twin Shove {1}{U}\nSorcery\nReturn target creature and target land to their owners\' hands. Its controller draws a card.').join('\n'), /cannot read/);
  });

  test('"Create a … token for each creature card in your graveyard" (or card in your hand) is TokenAmount$ of that count', () => {
    assert.deepStrictEqual(script('Spore Call {2}{G}\nSorcery\nCreate a 1/1 green Saproling creature token for each creature card in your graveyard.'), [
      'A:SP$ Token | Cost$ 2 G | TokenAmount$ X | TokenName$ Saproling | TokenTypes$ Creature,Saproling | TokenOwner$ You | TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1',
      'SVar:X:Count$TypeInYourYard.Creature',
    ]);
    assert.deepStrictEqual(script('Hand Swarm {2}{B}\nSorcery\nCreate a 1/1 black Rat creature token for each card in your hand.'), [
      'A:SP$ Token | Cost$ 2 B | TokenAmount$ X | TokenName$ Rat | TokenTypes$ Creature,Rat | TokenOwner$ You | TokenColors$ Black | TokenPower$ 1 | TokenToughness$ 1',
      'SVar:X:Count$InYourHand',
    ]);
    assert.match(described('Spore Call {2}{G}\nSorcery\nCreate a 1/1 green Saproling creature token for each creature card in your graveyard.'), /create 1\/1 green Saproling creature token\(s\), as many as the number of creature cards in your graveyard/);
    // A token for each permanent (Forge counts those two ways) is not read yet.
    assert.match(forgeNotScripted('Land Swarm {2}{G}\nSorcery\nCreate a 0/1 green Plant creature token for each land you control.').join('\n'), /cannot read/);
  });

  test('"look at the top N cards of your library, then put them back in any order" is RearrangeTopOfLibrary of your library', () => {
    const owl = 'Tidewise Owl {3}{U}\nCreature — Bird\nFlying\nWhen this creature enters, look at the top four cards of your library, then put them back in any order.\n2/2';
    assert.deepStrictEqual(script(owl), [
      'K:Flying',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ RearrangeTopOfLibrary | Defined$ You | NumCards$ 4',
    ]);
    assert.deepStrictEqual(script('Tide Reading {U}\nSorcery\nLook at the top three cards of your library, then put them back in any order.'), [
      'A:SP$ RearrangeTopOfLibrary | Cost$ U | Defined$ You | NumCards$ 3',
    ]);
    assert.match(described('Tide Reading {U}\nSorcery\nLook at the top three cards of your library, then put them back in any order.'), /look at the top 3 card\(s\) of your library and put them back in any order/);
    // Another player's library, or the cards put elsewhere, are other words.
    assert.match(forgeNotScripted("Tide Prying {U}\nSorcery\nLook at the top three cards of target player's library, then put them back in any order.").join('\n'), /cannot read/);
  });

  test('"Look at target player\'s (opponent\'s) hand" is RevealHand of that target', () => {
    assert.deepStrictEqual(script("Glimpse of Secrets {U}\nSorcery\nLook at target player's hand.\nDraw a card."), [
      'A:SP$ RevealHand | Cost$ U | ValidTgts$ Player | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script("Pilfering Imp {1}{B}\nCreature — Imp\nWhen Pilfering Imp enters the battlefield, look at target opponent's hand.\n1/1"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ RevealHand | ValidTgts$ Opponent',
    ]);
    assert.match(described("Glimpse of Secrets {U}\nSorcery\nLook at target player's hand."), /look at target player's hand/);
    assert.match(forgeNotScripted("Peek Around {U}\nSorcery\nLook at each opponent's hand.").join('\n'), /cannot read/);
  });

  test('a search for a "<subtype> creature card" or a card "with converted mana cost 3" names the card type with its qualities', () => {
    assert.deepStrictEqual(script('Wyrm Call {1}{R}\nSorcery\nSearch your library for a Dragon creature card, reveal it, put it into your hand, then shuffle your library.'), [
      'A:SP$ ChangeZone | Cost$ 1 R | Origin$ Library | Destination$ Hand | ChangeType$ Creature.Dragon | ChangeNum$ 1',
    ]);
    assert.deepStrictEqual(script('Three Seek {1}{U}\nSorcery\nSearch your library for a card with converted mana cost 3, reveal it, put it into your hand, then shuffle your library.'), [
      'A:SP$ ChangeZone | Cost$ 1 U | Origin$ Library | Destination$ Hand | ChangeType$ Card.cmcEQ3 | ChangeNum$ 1',
    ]);
    // "2, 3, or 4" is not one value.
    assert.match(forgeNotScripted('Odd Seek {1}{U}\nSorcery\nSearch your library for a card with converted mana cost 2, 3, or 4, reveal it, put it into your hand, then shuffle your library.').join('\n'), /cannot read/);
    // A target "with mana value X" whose X a trigger's payment sets is not written (its target is chosen first).
    assert.deepStrictEqual(forgeNotScripted('Grave Tithe {2}{B}\nCreature — Zombie\nWhen Grave Tithe dies, you may pay {X}. If you do, return target creature card with mana value X from your graveyard to the battlefield.\n2/2'), ['a target "with mana value X" whose X the trigger pays (Forge chooses targets before it is paid)']);
  });

  test('"a Rebel permanent card with mana value 3 or less" is a card of any permanent type (110.4b) with the subtype, Forge\'s `Permanent.Rebel`', () => {
    const text = 'Muster Captain {3}{W}\nCreature — Human Rebel\n{3}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle.\n2/3';
    assert.deepStrictEqual(script(text), [
      'A:AB$ ChangeZone | Cost$ 3 T | Origin$ Library | Destination$ Battlefield | ChangeType$ Permanent.Rebel+cmcLE3 | ChangeNum$ 1',
    ]);
    assert.match(described(text), /search your library for 1 Rebel permanent card with mana value ≤ 3, put it onto the battlefield, then shuffle/);
    assert.deepStrictEqual(script('Old Roots {2}{G}\nSorcery\nReturn target permanent card from your graveyard to your hand.'), [
      'A:SP$ ChangeZone | Cost$ 2 G | Origin$ Graveyard | Destination$ Hand | ValidTgts$ Permanent.YouCtrl',
    ]);
    // "permanent cards" with a card type before it is not one kind of card.
    assert.match(forgeNotScripted('Odd Roots {2}{G}\nSorcery\nSearch your library for a creature permanent card, put it onto the battlefield, then shuffle.').join('\n'), /cannot read/);
  });
});

suite('Forge scripts: a whole graveyard exiled', () => {
  test('"Exile all cards from all graveyards." is ChangeZoneAll of every card there, and said so', () => {
    assert.deepStrictEqual(script('Ash Relic {1}\nArtifact\n{1}, Exile Ash Relic: Exile all cards from all graveyards. Draw a card.'), [
      'A:AB$ ChangeZoneAll | Cost$ 1 Exile<1/CARDNAME> | Origin$ Graveyard | Destination$ Exile | ChangeType$ Card | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.match(described('Ash Relic {1}\nArtifact\n{1}, Exile Ash Relic: Exile all cards from all graveyards. Draw a card.'), /1\. exile all cards from all graveyards\n.*2\. you draw 1 card/s);
  });

  test('"… from target player\'s graveyard" targets the player (ValidTgts$ Player)', () => {
    assert.deepStrictEqual(script("Bog Hollow\nLand\nWhen Bog Hollow enters the battlefield, exile all cards from target opponent's graveyard.\n{T}: Add {B}."), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ValidTgts$ Opponent | Origin$ Graveyard | Destination$ Exile | ChangeType$ Card',
      'A:AB$ Mana | Cost$ T | Produced$ B',
    ]);
  });

  test('some of the cards, or cards another ability speaks of, are not written', () => {
    assert.match(forgeNotScripted("Grave Sweep {1}{W}\nInstant\nExile all cards from target player's graveyard and draw a card.").join('\n'), /cannot read/);
    assert.match(forgeNotScripted("Trove Keeper {2}{B}\nArtifact\nWhen Trove Keeper enters the battlefield, exile all cards from target opponent's graveyard.\nYou may play lands from among cards exiled with Trove Keeper.").join('\n'), /linked abilities/);
  });

  test('a cost "Remove four quest counters from ~ and sacrifice it" is SubCounter then Sac<1/CARDNAME>', () => {
    assert.deepStrictEqual(script('Heart Quest {2}{G}\nEnchantment\nRemove four quest counters from Heart Quest and sacrifice it: Search your library for up to three basic land cards, put them onto the battlefield tapped, then shuffle.'), [
      'A:AB$ ChangeZone | Cost$ SubCounter<4/QUEST> Sac<1/CARDNAME> | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 3 | Tapped$ True',
    ]);
  });
});
