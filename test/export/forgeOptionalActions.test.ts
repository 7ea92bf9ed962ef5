import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: optional actions', () => {
  test('"you may pay {1}{U}. If you don\'t, destroy target Wizard" is the step with UnlessCost$ and UnlessPayer$ You, not asked first', () => {
    assert.deepStrictEqual(script("Fog Warden {2}{U}\nCreature — Human Knight\nWhen Fog Warden enters the battlefield, you may pay {1}{U}. If you don't, destroy target Wizard and it can't be regenerated.\n2/2"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Destroy | ValidTgts$ Wizard | NoRegen$ True | UnlessCost$ 1 U | UnlessPayer$ You',
    ]);
  });

  test('a plane\'s "you may search your library": the search decides (no OptionalDecider$); a plane\'s other "you may" is asked first', () => {
    assert.deepStrictEqual(script('Moss Terrace\nPlane — Testland\nWhenever you roll {CHAOS}, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.'), [
      'T:Mode$ PlanarDice | Result$ Chaos | TriggerZones$ Command | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | Tapped$ True | ShuffleNonMandatory$ True',
    ]);
    assert.deepStrictEqual(script('Moss Spring\nPlane — Testland\nWhenever you roll {CHAOS}, you may gain 3 life.'), [
      'T:Mode$ PlanarDice | Result$ Chaos | TriggerZones$ Command | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 3',
    ]);
  });
});

suite('Forge scripts: "if you do" after a "you may" step that may be chosen and not done', () => {
  test('a destroy, a tap or an untap chosen may not happen (indestructible, already tapped): "if you do" after it is not written', () => {
    for (const verb of ['destroy target artifact', 'tap target creature', 'untap target land']) {
      const card = `Ward Keeper {2}{W}\nCreature — Human Cleric\nWhen Ward Keeper enters the battlefield, you may ${verb}. If you do, you gain 3 life.\n2/2`;
      assert.match(forgeNotScripted(card).join('\n'), /if you do/, verb);
    }
  });

  test('damage dealt to the only target is done whenever chosen: "if you do" after it is the trigger\'s plain chain', () => {
    const lines = script('Spark Keeper {2}{R}\nCreature — Human Shaman\nWhen Spark Keeper enters the battlefield, you may have Spark Keeper deal 2 damage to target creature. If you do, you gain 2 life.\n2/2');
    assert.ok(lines.some((l) => l.includes('OptionalDecider$ You')), lines.join('\n'));
    assert.ok(lines.some((l) => /DB\$ DealDamage .*ValidTgts\$ Creature/.test(l)) && lines.some((l) => l.includes('DB$ GainLife')), lines.join('\n'));
  });

  test('a step done either way after a "you may" step is not written (Forge would ask once for the whole chain)', () => {
    assert.match(forgeNotScripted('Ward Keeper {2}{W}\nCreature — Human Cleric\nWhen Ward Keeper enters the battlefield, you may tap target creature. Draw a card.\n2/2').join('\n'), /whether or not the "you may" step before it is chosen/);
  });
});

suite('Forge scripts: "unless they pay" of each player', () => {
  test('"each opponent sacrifices a permanent unless they pay {2}" is RepeatEach over the opponents, each the remembered payer', () => {
    assert.deepStrictEqual(script('Toll Raider {2}{U}\nCreature — Human Pirate\nWhen Toll Raider enters the battlefield, each opponent sacrifices a permanent unless they pay {2}.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBSacrifice:DB$ Sacrifice | Defined$ Remembered | SacValid$ Permanent | UnlessCost$ 2 | UnlessPayer$ Remembered',
      'SVar:TrigEffect:DB$ RepeatEach | RepeatPlayers$ Player.Opponent | RepeatSubAbility$ DBSacrifice',
    ]);
    assert.deepStrictEqual(script('Toll Rite {1}{B}\nSorcery\nEach player discards a card unless they pay {3}.'), [
      'A:SP$ RepeatEach | Cost$ 1 B | RepeatPlayers$ Player | RepeatSubAbility$ DBDiscard',
      'SVar:DBDiscard:DB$ Discard | Defined$ Remembered | NumCards$ 1 | Mode$ TgtChoose | UnlessCost$ 3 | UnlessPayer$ Remembered',
    ]);
  });
});

suite('Forge scripts: an action from the opening hand', () => {
  test('beginning the game on the battlefield is K:MayEffectFromOpeningHand naming the move from the hand', () => {
    assert.deepStrictEqual(script('Leyline of Mist {2}{U}{U}\nEnchantment\nIf Leyline of Mist is in your opening hand, you may begin the game with it on the battlefield.\nCreatures you control get +1/+0.'), [
      'K:MayEffectFromOpeningHand:FromHand',
      'SVar:FromHand:DB$ ChangeZone | Defined$ Self | Origin$ Hand | Destination$ Battlefield',
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1',
    ]);
  });
});

suite('Forge scripts: "if you do" after a trigger\'s "you may" step of its only target', () => {
  test('the steps after "if you do" are the chain\'s own, the trigger asked first; a card in a graveyard is not written', () => {
    assert.deepStrictEqual(script('Magma Brute {2}{R}\nCreature — Elemental\nWhenever Magma Brute becomes blocked, you may have it deal 2 damage to target creature. If you do, Magma Brute assigns no combat damage this turn.\n2/2'), [
      'T:Mode$ AttackerBlocked | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:DBPump:DB$ Pump | Defined$ Self | KW$ HIDDEN CARDNAME assigns no combat damage',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ 2 | SubAbility$ DBPump',
    ]);
    assert.deepStrictEqual(forgeNotScripted('Grave Picker {2}{B}\nCreature — Rat\nWhen Grave Picker enters the battlefield, you may exile target creature card from a graveyard. If you do, you gain 2 life.\n1/1'), ['"if you do" after a "you may" step (not written yet)']);
    assert.deepStrictEqual(forgeNotScripted('Twin Hex {1}{B}\nCreature — Rat\nWhen Twin Hex enters the battlefield, you may tap target creature. If you do, destroy target artifact.\n1/1'), ['"if you do" after a "you may" step (not written yet)']);
  });
});

suite('Forge scripts: "if you do" after a trigger\'s "you may draw"', () => {
  test('"you may draw two cards. If you do, discard two cards" is the trigger asked first and a plain Draw > Discard chain', () => {
    assert.deepStrictEqual(script('Tide Scribe {2}{U}\nCreature — Merfolk Wizard\nWhenever Tide Scribe attacks, you may draw two cards. If you do, discard two cards.\n1/3'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 2 | Mode$ TgtChoose',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 2 | SubAbility$ DBDiscard',
    ]);
  });

  test('a step other than a discard after the draw is the chain\'s own too', () => {
    assert.deepStrictEqual(script('Dusk Courier {1}{B}\nCreature — Bat\nFlying\nWhen Dusk Courier enters the battlefield, you may draw a card. If you do, you lose 1 life.\n1/1').slice(-3), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 1',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBLoseLife',
    ]);
  });

  test('a search done "if you do" is not the optional search: no ShuffleNonMandatory$', () => {
    assert.deepStrictEqual(script('Quarry Owl {2}{G}\nCreature — Bird\nWhenever Quarry Owl attacks, you may draw a card. If you do, search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\n1/3').slice(1), [
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | Tapped$ True',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBChangeZone',
    ]);
  });

  test('a search for a card done "if you do" must find one: Mandatory$ True (after a draw, after damage dealt)', () => {
    assert.deepStrictEqual(script('Root Seer {2}{G}\nCreature — Elf Druid\nWhenever Root Seer attacks, you may draw a card. If you do, search your library for a card, put that card into your hand, then shuffle.\n2/2').slice(1), [
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBChangeZone',
    ]);
    assert.deepStrictEqual(script('Cinder Hound {3}{R}\nCreature — Dog\nWhenever Cinder Hound blocks, you may have it deal 1 damage to target player. If you do, search your library for a card, put it into your hand, then shuffle.\n3/2').slice(1), [
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Player | NumDmg$ 1 | SubAbility$ DBChangeZone',
    ]);
  });

  suite('of the card itself leaving the battlefield, or of an equipped or enchanted creature, not written (Forge spells those triggers several ways)', () => {
    const reason = '"if you do" after "you may draw" of the card itself leaving the battlefield or of an equipped or enchanted creature (not written yet: Forge spells the trigger several ways)';
    test('"When ~ dies"', () => {
      assert.deepStrictEqual(forgeNotScripted('Brine Gull {2}{U}\nCreature — Bird\nWhen Brine Gull dies, you may draw two cards. If you do, you lose 2 life.\n2/1'), [reason]);
    });
    test('"When ~ leaves the battlefield"', () => {
      assert.deepStrictEqual(forgeNotScripted('Fen Lantern {3}\nArtifact\nWhen Fen Lantern leaves the battlefield, you may draw a card. If you do, each opponent loses 1 life.'), [reason]);
    });
    test('"Whenever ~ or another Bird you control dies" (its first trigger is the card itself dying)', () => {
      assert.deepStrictEqual(forgeNotScripted('Hollow Wren {1}{B}\nCreature — Bird\nWhenever Hollow Wren or another Bird you control dies, you may draw a card. If you do, you lose 1 life.\n1/1'), [reason]);
    });
    test('"When you sacrifice ~"', () => {
      assert.deepStrictEqual(forgeNotScripted('Ember Kite {1}{R}\nCreature — Bird\nWhen you sacrifice Ember Kite, you may draw two cards. If you do, discard a card at random.\n1/1'), [reason]);
    });
    test('an Equipment\'s "Whenever equipped creature attacks"', () => {
      assert.deepStrictEqual(forgeNotScripted('Wayfarer\'s Quill {1}\nArtifact — Equipment\nWhenever equipped creature attacks, you may draw a card. If you do, put a card from your hand on the bottom of your library.\nEquip {1}{U}'), [reason]);
    });
    test('an Aura\'s "Whenever enchanted creature deals combat damage to a player"', () => {
      assert.deepStrictEqual(forgeNotScripted('Sage\'s Burden {1}{U}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals combat damage to a player, you may draw two cards. If you do, you lose 1 life.'), [reason]);
    });
  });
});
