import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: flipping a coin', () => {
  test('"Flip a coin. If you win the flip, …" is FlipACoin with the won flip\'s effects in WinSubAbility$', () => {
    assert.deepStrictEqual(script('Test Gambler {1}{R}\nCreature — Human Rogue\n{T}, Pay 2 life: Flip a coin. If you win the flip, you gain 5 life.\n1/1'), [
      'A:AB$ FlipACoin | Cost$ T PayLife<2> | WinSubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 5',
    ]);
  });

  test('each outcome is a chain of its own, the lost flip\'s in LoseSubAbility$', () => {
    assert.deepStrictEqual(script('Test Chest {3}\nArtifact\n{2}, {T}: Flip a coin. If you win the flip, sacrifice Test Chest and draw two cards. If you lose the flip, you lose 2 life.'), [
      'A:AB$ FlipACoin | Cost$ 2 T | WinSubAbility$ DBSacrifice | LoseSubAbility$ DBLoseLife',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 2',
      'SVar:DBSacrifice:DB$ Sacrifice | Defined$ Self | SubAbility$ DBDraw',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2',
    ]);
  });

  test('a triggered flip with only a won outcome is not written', () => {
    assert.match(forgeNotScripted('Test Doll {2}\nArtifact Creature — Construct\nWhenever Test Doll deals combat damage to a creature, flip a coin. If you win the flip, you gain 1 life.\n1/1').join('\n'), /coin flip in a triggered ability/);
  });

  test('"Flip a coin. If you lose the flip, …" alone is FlipACoin with only LoseSubAbility$', () => {
    assert.deepStrictEqual(script('Test Fuse {R}\nSorcery\nFlip a coin. If you lose the flip, Test Fuse deals 4 damage to you.'), [
      'A:SP$ FlipACoin | Cost$ R | LoseSubAbility$ DBDealDamage',
      'SVar:DBDealDamage:DB$ DealDamage | Defined$ You | NumDmg$ 4',
    ]);
  });

  test('a triggered flip with a lost outcome is written, the flipper unnamed', () => {
    assert.deepStrictEqual(script('Test Gremlin {1}{R}{R}\nCreature — Gremlin\nAt the beginning of your end step, flip a coin. If you lose the flip, Test Gremlin deals 2 damage to you and you discard a card.\n3/3'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose',
      'SVar:DBDealDamage:DB$ DealDamage | Defined$ You | NumDmg$ 2 | SubAbility$ DBDiscard',
      'SVar:TrigEffect:DB$ FlipACoin | LoseSubAbility$ DBDealDamage',
    ]);
    assert.deepStrictEqual(script('Test Bettor {1}{R}\nEnchantment\nAt the beginning of your upkeep, flip a coin. If you win the flip, you gain 3 life. If you lose the flip, sacrifice Test Bettor.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 3',
      'SVar:DBSacrifice:DB$ Sacrifice | Defined$ Self',
      'SVar:TrigEffect:DB$ FlipACoin | WinSubAbility$ DBGainLife | LoseSubAbility$ DBSacrifice',
    ]);
  });

  test('a flip\'s outcome returning the card itself to hand leaves it unnamed (a ChangeZone moves its host)', () => {
    assert.deepStrictEqual(script('Test Skipper {1}{U}\nCreature — Faerie\nWhenever Test Skipper attacks, flip a coin. If you lose the flip, return Test Skipper to its owner\'s hand and you lose 1 life.\n2/1'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 1',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | SubAbility$ DBLoseLife',
      'SVar:TrigEffect:DB$ FlipACoin | LoseSubAbility$ DBChangeZone',
    ]);
  });

  test('a flip with a target is not written yet', () => {
    assert.match(forgeNotScripted('Test Thrower {1}{R}\nCreature — Goblin\n{T}: Flip a coin. If you win the flip, Test Thrower deals 2 damage to any target. If you lose the flip, Test Thrower deals 2 damage to you.\n1/1').join('\n'), /coin flip with a target/);
  });

  test('a step after the flip happens whatever the flip: it ends both outcomes', () => {
    assert.deepStrictEqual(script('Test Luck {1}{R}\nInstant\nFlip a coin. If you win the flip, you gain 3 life. Draw a card.'), [
      'A:SP$ FlipACoin | Cost$ 1 R | WinSubAbility$ DBGainLife | LoseSubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 3 | SubAbility$ DBDraw',
    ]);
  });

  test('a trigger\'s "you may flip a coin" is its OptionalDecider$; outside a trigger it is not written', () => {
    assert.deepStrictEqual(script('Test Seeker {3}{B}\nCreature — Demon\nAt the beginning of your upkeep, you may flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 4 life.\n3/2'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 2',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 4',
      'SVar:TrigEffect:DB$ FlipACoin | WinSubAbility$ DBDraw | LoseSubAbility$ DBLoseLife',
    ]);
    assert.match(forgeNotScripted('Test Urn {2}\nArtifact\n{1}, {T}: You may flip a coin. If you lose the flip, sacrifice Test Urn.').join('\n'), /coin flip done later or only sometimes/);
  });

  test('a trigger\'s "you may flip a coin" leaves the outcomes whole: a won flip\'s search is Mandatory$ (701.23b)', () => {
    assert.deepStrictEqual(script('Test Oracle {2}{B}{B}\nCreature — Demon Cleric\nAt the beginning of your end step, you may flip a coin. If you win the flip, search your library for a card, put that card into your hand, then shuffle. If you lose the flip, you lose 5 life.\n4/3'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 5',
      'SVar:TrigEffect:DB$ FlipACoin | WinSubAbility$ DBChangeZone | LoseSubAbility$ DBLoseLife',
    ]);
  });
});
