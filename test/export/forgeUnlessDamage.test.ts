import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "unless <a player> has ~ deal N damage to them"', () => {
  test("a target creature's controller: UnlessCost$ DamageYou<N> | UnlessPayer$ TargetedController", () => {
    assert.deepStrictEqual(script("Ember Sentry {2}{R}\nCreature — Goblin\n{T}: ~ deals 2 damage to target attacking creature unless that creature's controller has ~ deal 4 damage to them.\n2/2"), [
      'A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature.attacking | NumDmg$ 2 | UnlessCost$ DamageYou<4> | UnlessPayer$ TargetedController',
    ]);
  });

  test('a target opponent discarding at random: UnlessPayer$ Targeted', () => {
    assert.deepStrictEqual(script('Cinder Tax {R}\nSorcery\nTarget opponent discards a card at random unless that player has ~ deal 2 damage to them.'), [
      'A:SP$ Discard | Cost$ R | ValidTgts$ Opponent | NumCards$ 1 | Mode$ Random | UnlessCost$ DamageYou<2> | UnlessPayer$ Targeted',
    ]);
  });

  test('in a triggered ability', () => {
    assert.deepStrictEqual(script("Kiln Imp {1}{R}\nCreature — Imp\nWhen ~ enters the battlefield, it deals 2 damage to target creature unless that creature's controller has ~ deal 2 damage to them.\n1/1"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ 2 | UnlessCost$ DamageYou<2> | UnlessPayer$ TargetedController',
    ]);
  });

  test('"unless they have …" and a new target as the payer are not written', () => {
    assert.deepStrictEqual(script('Ash Levy {R}\nSorcery\nTarget opponent discards two cards unless they have ~ deal 3 damage to them.'), []);
    assert.deepStrictEqual(script('Spite Coil {R}\nSorcery\nTarget creature gets -2/-0 until end of turn unless target player has ~ deal 3 damage to them.'), []);
  });

  test('the controller of several targets as the payer is not written (who pays for which is not said)', () => {
    assert.deepStrictEqual(script('Scrap Toll {2}{R}\nSorcery\nDestroy up to two target artifacts unless their controller has ~ deal 2 damage to them.'), []);
  });

  test('"Any player may have ~ deal N damage to them. If no one does, …": UnlessPayer$ Player on the one step', () => {
    assert.deepStrictEqual(script('Scorch Gambit {2}{R}\nSorcery\nAny player may have ~ deal 3 damage to them. If no one does, destroy target artifact.'), [
      'A:SP$ Destroy | Cost$ 2 R | ValidTgts$ Artifact | UnlessCost$ DamageYou<3> | UnlessPayer$ Player',
    ]);
    assert.deepStrictEqual(script('Ruin Wager {R}{R}\nSorcery\nAny player may have ~ deal 5 damage to them. If no one does, each player discards a card and you draw a card.'), []);
  });
});
