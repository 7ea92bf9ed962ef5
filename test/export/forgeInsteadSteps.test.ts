import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: steps done instead of the ones before, if a condition holds', () => {
  test('threshold: the count of your graveyard, LT7 on the step replaced and GE7 on the one done instead', () => {
    const card = "Bile Rain {1}{B}\nInstant\nTarget nonblack creature gets -1/-1 until end of turn.\nThreshold — If seven or more cards are in your graveyard, instead destroy that creature. It can't be regenerated.";
    assert.deepStrictEqual(script(card), [
      'A:SP$ Pump | Cost$ 1 B | ValidTgts$ Creature.nonBlack | NumAtt$ -1 | NumDef$ -1 | ConditionCheckSVar$ X | ConditionSVarCompare$ LT7 | SubAbility$ DBDestroy',
      'SVar:X:Count$InYourYard',
      'SVar:DBDestroy:DB$ Destroy | Defined$ Targeted | NoRegen$ True | ConditionCheckSVar$ X | ConditionSVarCompare$ GE7',
    ]);
    assert.deepStrictEqual(notScripted(card), []);
  });

  test('what you control: ConditionPresent with EQ0 and GE1; "that spell" is the targeted spell, without a TargetType of its own', () => {
    assert.deepStrictEqual(script('Stern Refusal {U}\nInstant\nCounter target noncreature spell unless its controller pays {1}.\nFerocious — If you control a creature with power 4 or greater, counter that spell instead.'), [
      'A:SP$ Counter | Cost$ U | TargetType$ Spell | ValidTgts$ Card.nonCreature | UnlessCost$ 1 | ConditionPresent$ Creature.YouCtrl+powerGE4 | ConditionCompare$ EQ0 | SubAbility$ DBCounter',
      'SVar:DBCounter:DB$ Counter | Defined$ Targeted | ConditionPresent$ Creature.YouCtrl+powerGE4 | ConditionCompare$ GE1',
    ]);
  });

  test('hellbent: the count of your hand, GE1 on the step replaced and EQ0 on the one done instead', () => {
    const lines = script('Twin Bolt {3}{B}{R}\nInstant\nTwin Bolt deals 2 damage to each of two target creatures.\nHellbent — Destroy those creatures instead if you have no cards in hand.');
    assert.ok(lines.includes('SVar:X:Count$InYourHand'), lines.join('\n'));
    assert.ok(lines[0].endsWith('| NumDmg$ 2 | ConditionCheckSVar$ X | ConditionSVarCompare$ GE1 | SubAbility$ DBDestroy'), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBDestroy:DB$ Destroy | Defined$ Targeted | ConditionCheckSVar$ X | ConditionSVarCompare$ EQ0'), lines.join('\n'));
  });

  test('delirium: Forge\'s own count of it, EQ0 and EQ1', () => {
    const lines = script('Wild Path {G}\nSorcery\nYou gain 2 life.\nDelirium — If there are four or more card types among cards in your graveyard, instead draw two cards.');
    assert.ok(lines.includes('SVar:X:Count$Delirium.1.0'), lines.join('\n'));
    assert.ok(lines[0].includes('ConditionCheckSVar$ X | ConditionSVarCompare$ EQ0'), lines.join('\n'));
    assert.ok(lines.some((l) => /^SVar:DBDraw:DB\$ Draw .*ConditionCheckSVar\$ X \| ConditionSVarCompare\$ EQ1$/.test(l)), lines.join('\n'));
  });

  test('whose turn it is, as such a condition, is left out with a reason', () => {
    assert.deepStrictEqual(notScripted("Quick Jolt {R}\nInstant\nQuick Jolt deals 2 damage to target creature. If it's your turn, draw a card instead."), ['this condition of steps done instead (not written yet)']);
  });

  test('"… 4 damage to that permanent or player instead" (kicked, morbid) and prevention of it: a number that depends on the condition', () => {
    assert.deepStrictEqual(script('Spark Burst {R}\nInstant\nKicker {4}\nSpark Burst deals 2 damage to any target. If this spell was kicked, it deals 4 damage to that permanent or player instead.'), [
      'K:Kicker:4',
      'A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$Kicked.4.2',
    ]);
    assert.deepStrictEqual(script('Spark Burst {R}\nInstant\nSpark Burst deals 2 damage to any target.\nMorbid — Spark Burst deals 5 damage to that permanent or player instead if a creature died this turn.'), [
      'A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$Morbid.5.2',
    ]);
    assert.deepStrictEqual(script('Spark Ward {W}\nInstant\nKicker {1}\nPrevent the next 2 damage that would be dealt to any target this turn. If this spell was kicked, prevent the next 4 damage that would be dealt to that permanent or player this turn instead.'), [
      'K:Kicker:1',
      'A:SP$ PreventDamage | Cost$ W | ValidTgts$ Creature,Player,Planeswalker | Amount$ X',
      'SVar:X:Count$Kicked.4.2',
    ]);
  });

  test('spell mastery and raid, which Forge does not count as one number or the other: the damage written twice, with opposite conditions', () => {
    assert.deepStrictEqual(script('Grave Spark {R}\nInstant\nGrave Spark deals 2 damage to target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, Grave Spark deals 3 damage to that creature instead.'), [
      'A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature | NumDmg$ 2 | ConditionCheckSVar$ X | ConditionSVarCompare$ LT2 | SubAbility$ DBDealDamage',
      'SVar:X:Count$ValidGraveyard Instant.YouOwn,Sorcery.YouOwn',
      'SVar:DBDealDamage:DB$ DealDamage | Defined$ Targeted | NumDmg$ 3 | ConditionCheckSVar$ X | ConditionSVarCompare$ GE2',
    ]);
    assert.deepStrictEqual(script('Raid Shot {1}{R}{R}\nInstant\nRaid Shot deals 3 damage to target creature.\nRaid — Raid Shot deals 6 damage to that creature instead if you attacked with a creature this turn.'), [
      'A:SP$ DealDamage | Cost$ 1 R R | ValidTgts$ Creature | NumDmg$ 3 | ConditionCheckSVar$ RaidTest | ConditionSVarCompare$ EQ0 | SubAbility$ DBDealDamage',
      'SVar:RaidTest:Count$AttackersDeclared',
      'SVar:DBDealDamage:DB$ DealDamage | Defined$ Targeted | NumDmg$ 6 | ConditionCheckSVar$ RaidTest | ConditionSVarCompare$ GE1',
    ]);
  });

  test('"If this spell was kicked, instead search your library for two …": Forge\'s count of the kicker as the number of cards', () => {
    assert.deepStrictEqual(script('Rich Seed {2}{G}\nSorcery\nKicker {2}\nSearch your library for a basic land card, put it onto the battlefield, then shuffle your library. If this spell was kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle your library.'), [
      'K:Kicker:2',
      'A:SP$ ChangeZone | Cost$ 2 G | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ X',
      'SVar:X:Count$Kicked.2.1',
    ]);
  });

  test('raid: Forge\'s count of the attackers declared, EQ0 and GE1; morbid as such a condition is left out with a reason', () => {
    assert.deepStrictEqual(script("Arrow Rain {3}{R}{R}\nSorcery\nArrow Rain deals 4 damage to any target.\nRaid — If you attacked with a creature this turn, instead Arrow Rain deals 5 damage to that permanent or player and the damage can't be prevented."), [
      'A:SP$ DealDamage | Cost$ 3 R R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 4 | ConditionCheckSVar$ RaidTest | ConditionSVarCompare$ EQ0 | SubAbility$ DBDealDamage',
      'SVar:RaidTest:Count$AttackersDeclared',
      'SVar:DBDealDamage:DB$ DealDamage | Defined$ Targeted | NumDmg$ 5 | NoPrevention$ True | ConditionCheckSVar$ RaidTest | ConditionSVarCompare$ GE1',
    ]);
    assert.deepStrictEqual(notScripted('Arrow Rain {3}{R}{R}\nSorcery\nArrow Rain deals 4 damage to any target.\nMorbid — If a creature died this turn, instead draw two cards.'), ['this condition of steps done instead (not written yet)']);
  });

  test('the city\'s blessing: Forge\'s count of it, EQ0 and EQ1', () => {
    assert.deepStrictEqual(script("Gilded Fall {1}{B}{B}\nSorcery\nAscend\nAll creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your opponents control get -2/-2 until end of turn."), [
      'K:Ascend',
      'A:SP$ PumpAll | Cost$ 1 B B | ValidCards$ Creature | NumAtt$ -2 | NumDef$ -2 | ConditionCheckSVar$ X | ConditionSVarCompare$ EQ0 | SubAbility$ DBPumpAll',
      'SVar:X:Count$Blessing.1.0',
      'SVar:DBPumpAll:DB$ PumpAll | ValidCards$ Creature.OppCtrl | NumAtt$ -2 | NumDef$ -2 | ConditionCheckSVar$ X | ConditionSVarCompare$ EQ1',
    ]);
  });

  test('"If a creature died this turn, you gain 8 life instead." on the same line: Forge\'s count of morbid', () => {
    assert.deepStrictEqual(script('Kind Rain {G}\nInstant\nYou gain 4 life. If a creature died this turn, you gain 8 life instead.'), ['A:SP$ GainLife | Cost$ G | LifeAmount$ X', 'SVar:X:Count$Morbid.8.4']);
  });
});

suite('Forge export: damage that can\'t be prevented', () => {
  test('NoPrevention$ True on the step, as Forge\'s scripts of it', () => {
    assert.deepStrictEqual(script("Stone Spear {3}{R}{R}\nInstant\nStone Spear deals 4 damage to target creature. The damage can't be prevented."), [
      'A:SP$ DealDamage | Cost$ 3 R R | ValidTgts$ Creature | NumDmg$ 4 | NoPrevention$ True',
    ]);
  });
});
