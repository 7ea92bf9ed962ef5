import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: looking at a hand and taking a card from it', () => {
  test('a hand looked at or revealed is RevealHand of that player (the trigger\'s, a target\'s, a targeted object\'s controller)', () => {
    assert.deepStrictEqual(script("Hand Mole {2}{U}\nCreature — Mole\nAt the beginning of each opponent's upkeep, look at that player's hand.\n1/3"), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ RevealHand | Defined$ TriggeredPlayer',
    ]);
    assert.deepStrictEqual(script("Glance Bolt {1}{U}\nInstant\nTap target artifact. Look at its controller's hand. Scry 1."), [
      'A:SP$ Tap | Cost$ 1 U | ValidTgts$ Artifact | SubAbility$ DBRevealHand',
      'SVar:DBRevealHand:DB$ RevealHand | Defined$ TargetedController | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
    assert.deepStrictEqual(script('Candid Lantern {3}\nArtifact\n{3}, {T}, Sacrifice Candid Lantern: Target opponent loses 3 life and reveals their hand.'), [
      'A:AB$ LoseLife | Cost$ 3 T Sac<1/CARDNAME> | ValidTgts$ Opponent | LifeAmount$ 3 | SubAbility$ DBRevealHand',
      'SVar:DBRevealHand:DB$ RevealHand | Defined$ Targeted',
    ]);
  });

  test('"Look at target opponent\'s hand and choose a card from it. That player discards that card." is Discard RevealYouChoose', () => {
    assert.deepStrictEqual(script("Snooping Heron {3}{U}{B}\nCreature — Bird\nFlying\n{2}{B}, {T}: Look at target opponent's hand and choose an artifact card from it. That player discards that card.\n2/3"), [
      'K:Flying',
      'A:AB$ Discard | Cost$ 2 B T | ValidTgts$ Opponent | NumCards$ 1 | Mode$ RevealYouChoose | DiscardValid$ Artifact',
    ]);
  });

  test('a card chosen from a revealed hand and exiled is ChangeZone from that hand, you choosing, Mandatory$ True in a spell and in a trigger', () => {
    assert.deepStrictEqual(script('Hushed Larceny {2}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or land card from it. Exile that card.'), [
      'A:SP$ ChangeZone | Cost$ 2 B | ValidTgts$ Player | DefinedPlayer$ Targeted | Origin$ Hand | Destination$ Exile | Chooser$ You | ChangeType$ Artifact,Land | ChangeNum$ 1 | Mandatory$ True',
    ]);
    // "you choose": not "you may choose" (without Mandatory$ Forge lets the chooser take no card).
    assert.deepStrictEqual(script('Hollow Envoy {1}{B}{B}\nCreature — Spirit\nWhenever this creature attacks, defending player reveals their hand. You choose a land card from it. Exile that card.\n3/1'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | DefinedPlayer$ DefendingPlayer | Origin$ Hand | Destination$ Exile | Chooser$ You | ChangeType$ Land | ChangeNum$ 1 | Mandatory$ True',
    ]);
    // "the exiled card" beside a cost that exiles too: either card, not written.
    assert.match(forgeNotScripted("Hushed Larceny {2}{B}\nSorcery\nAs an additional cost to cast this spell, exile a card from your graveyard.\nTarget player reveals their hand. You choose an instant card from it. Exile that card. You gain life equal to the exiled card's mana value.").join('\n'), /the exiled card/);
    // The player a combat damage trigger names: not written yet.
    assert.match(forgeNotScripted('Robber Shade {3}{U}\nCreature — Shade\nWhenever this creature deals combat damage to a player, that player reveals their hand. You choose an artifact card from it and exile that card.\n2/2').join('\n'), /not written yet/);
  });

  test('a card chosen from a revealed hand put into its library Nth from the top is ChangeZone to Library with LibraryPosition$ N-1', () => {
    assert.deepStrictEqual(script('Untimely Recall {1}{U}{B}\nInstant\nTarget opponent reveals their hand. You choose a creature card from it. That player puts that card into their library fourth from the top.'), [
      'A:SP$ ChangeZone | Cost$ 1 U B | ValidTgts$ Opponent | DefinedPlayer$ Targeted | Origin$ Hand | Destination$ Library | Chooser$ You | ChangeType$ Creature | ChangeNum$ 1 | LibraryPosition$ 3 | Mandatory$ True',
    ]);
  });

  test('a card chosen "from that player\'s graveyard or hand and exile it" is ChangeZone from Hand,Graveyard', () => {
    assert.deepStrictEqual(script("Unmade Memory {3}{B}\nSorcery\nTarget player reveals their hand. You choose an enchantment card from that player's graveyard or hand and exile it. Scry 2."), [
      'A:SP$ ChangeZone | Cost$ 3 B | ValidTgts$ Player | DefinedPlayer$ Targeted | Origin$ Hand,Graveyard | Destination$ Exile | Chooser$ You | ChangeType$ Enchantment | ChangeNum$ 1 | Mandatory$ True | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 2',
    ]);
  });

  test('"unless" after a card chosen from a hand, and a card chosen from several players\' hands, are not written', () => {
    assert.match(forgeNotScripted('Toll of Secrets {1}{B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland card from it. Exile that card unless that player pays 3 life.').join('\n'), /unless/);
    assert.match(forgeNotScripted('Toll of Secrets {1}{B}\nSorcery\nTarget player reveals their hand. You choose a creature card from it. That player discards that card unless they pay 5 life.').join('\n'), /unless/);
    assert.match(forgeNotScripted('Open Palms {2}{B}\nSorcery\nEach player reveals their hand. You choose a nonland card from it. Exile that card.').join('\n'), /reveals their hand/);
  });
});
