import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a fight of two targets of its own', () => {
  test('the first target is an empty Pump\'s, the second the Fight\'s after it (Defined$ ParentTarget)', () => {
    assert.deepStrictEqual(script('Tusk Duel {2}{G}\nInstant\nTarget green creature you control fights target creature an opponent controls.'), [
      'A:SP$ Pump | Cost$ 2 G | ValidTgts$ Creature.Green+YouCtrl | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature.OppCtrl',
    ]);
    assert.deepStrictEqual(script('Den Warden {1}{G}\nCreature — Wolf\n{3}{G}, {T}: Target Wolf you control fights target creature you don\'t control.\n2/2'), [
      'A:AB$ Pump | Cost$ 3 G T | ValidTgts$ Wolf.YouCtrl | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature.YouDontCtrl',
    ]);
  });

  test('"another target creature" is other than the first target (TargetUnique$), not than the card itself', () => {
    assert.deepStrictEqual(script('Arena Grudge {R}{G}\nSorcery\nTarget Treefolk you control fights another target creature. You gain 2 life.'), [
      'A:SP$ Pump | Cost$ R G | ValidTgts$ Treefolk.YouCtrl | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature | TargetUnique$ True | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('two targets alike ("target creature fights another target creature") are one Fight of two targets', () => {
    assert.deepStrictEqual(script('Bitter Rivalry {4}{R}\nInstant\nTarget tapped creature fights another target tapped creature.\nCycling {2}'), [
      'A:SP$ Fight | Cost$ 4 R | ValidTgts$ Creature.tapped | TargetMin$ 2 | TargetMax$ 2',
      'K:Cycling:2',
    ]);
  });

  test('a target that may be other than a creature is not written (701.14b; Forge\'s Fight checks only a Defined$ one)', () => {
    const reason = 'a fight with a target that may not be a creature (Forge\'s Fight would have it fight, 701.14b)';
    for (const card of [
      'Gorge Brawl {3}{G}\nSorcery\nTarget Ape you control fights target creature or planeswalker an opponent controls.',
      'Scrap Bout {1}{R}\nInstant\nTarget creature you control fights target artifact.',
      'Horn Rally {2}{G}\nSorcery\nPut two +1/+1 counters on target creature you control. It fights target permanent you don\'t control.',
    ]) {
      assert.deepStrictEqual(script(card), [], card);
      assert.deepStrictEqual(notScripted(card), [reason], card);
    }
    const both = 'Rival Sparks {1}{R}{G}\nSorcery\nTarget creature or planeswalker fights another target creature or planeswalker.';
    assert.deepStrictEqual(script(both), []);
  });

  test('"another target" after an earlier step\'s target is not written (TargetUnique$ would exclude that one too)', () => {
    const card = 'Crowd Favorite {2}{G}\nInstant\nTarget creature gets +2/+2 until end of turn. Target Boar you control fights another target creature.';
    assert.deepStrictEqual(script(card), []);
    assert.strictEqual(notScripted(card).length, 1);
  });

  test('in a triggered ability it is not written', () => {
    const card = 'Pit Keeper {3}{G}\nCreature — Troll\nWhenever this creature attacks, target Troll you control fights target creature defending player controls.\n4/4';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['two targets in one step']);
  });

  test('"It fights another target creature" after a step that targets it: other than that target (TargetUnique$), not than the card', () => {
    assert.deepStrictEqual(script('Thornhide Goad {2}{G}\nCreature — Beast\n{G}: Target creature you control gets +1/+0 until end of turn. It fights another target creature.\n2/2'), [
      'A:AB$ Pump | Cost$ G | ValidTgts$ Creature.YouCtrl | NumAtt$ +1 | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature | TargetUnique$ True',
    ]);
    const trigger = script('Thornhide Brute {3}{G}\nCreature — Beast\nWhen this creature enters, target creature you control gets +1/+1 until end of turn. It fights another target creature.\n3/3');
    assert.ok(trigger.includes('SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature | TargetUnique$ True'), trigger.join('\n'));
  });

  test('"It fights another target creature" after another earlier target is not written (TargetUnique$ would exclude that one too)', () => {
    const card = 'Thornhide Bully {3}{G}\nCreature — Beast\n{1}{G}: Tap target artifact. Target creature you control gets +1/+0 until end of turn. It fights another target creature.\n3/3';
    assert.deepStrictEqual(script(card), []);
    assert.strictEqual(notScripted(card).length, 1);
  });

  test('"another target" in a mode chosen together with a mode that targets is not written (TargetUnique$ would exclude its target)', () => {
    for (const card of [
      'Twin Scuffle {2}{G}\nSorcery\nChoose one or both —\n• Untap target creature.\n• Target creature you control fights another target creature.',
      'Twin Tactics {1}{G}\nInstant\nChoose one or both —\n• Tap target creature.\n• Target creature you control deals damage equal to its power to another target creature.',
    ]) {
      assert.deepStrictEqual(script(card), [], card);
      assert.strictEqual(notScripted(card).length, 1, card);
    }
    // Only one mode chosen, or the other mode targets nothing: written.
    assert.ok(script('Twin Scuffle {2}{G}\nSorcery\nChoose one —\n• Untap target creature.\n• Target creature you control fights another target creature.').some((l) => l.includes('TargetUnique$ True')));
    assert.ok(script('Twin Tactics {1}{G}\nInstant\nChoose one or both —\n• You gain 3 life.\n• Target creature you control deals damage equal to its power to another target creature.').some((l) => l.includes('TargetUnique$ True')));
  });
});
