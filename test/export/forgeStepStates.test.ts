import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: a sentence of steps done only if the game\'s state is so', () => {
  test('"If it\'s your turn, scry 2.": read, not written yet (measured: as many wrong abilities as equivalent ones)', () => {
    assert.deepStrictEqual(notScripted("Ember Verse {1}{R}\nInstant\nEmber Verse deals 3 damage to target creature. If it's your turn, scry 2."), ['"if it\'s your turn" on a step (not written yet)']);
  });

  test('spell mastery is written as a count of the instant and sorcery cards you own in your graveyard, compared on the step', () => {
    const lines = script('Grave Lesson {2}{B}\nSorcery\nDestroy target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 life.');
    assert.ok(lines.includes('SVar:X:Count$ValidGraveyard Instant.YouOwn,Sorcery.YouOwn'), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2 | ConditionCheckSVar$ X | ConditionSVarCompare$ GE2'), lines.join('\n'));
    assert.deepStrictEqual(notScripted('Grave Lesson {2}{B}\nSorcery\nDestroy target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 life.'), []);
  });

  test('threshold is written as the engine\'s Condition$ Threshold on the step, and addendum as your main phase and the spell cast', () => {
    const threshold = script('Bone Lesson {3}{R}\nSorcery\nDraw a card.\nThreshold — If seven or more cards are in your graveyard, draw a card.');
    assert.ok(threshold.some((l) => /^SVar:DBDraw:DB\$ Draw \| Defined\$ You \| NumCards\$ 1 \| Condition\$ Threshold$/.test(l)), threshold.join('\n'));
    const addendum = script('Noon Ruling {1}{W}\nInstant\nDraw a card.\nAddendum — If you cast this spell during your main phase, you gain 2 life.');
    assert.ok(addendum.includes('SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2 | ConditionPlayerTurn$ True | ConditionPhases$ Main1,Main2 | ConditionDefined$ Self | ConditionPresent$ Card.wasCast'), addendum.join('\n'));
  });

  test('"as long as there are two or more instant and/or sorcery cards in your graveyard": the same count on a static', () => {
    assert.deepStrictEqual(script('Ember Pupil {R}\nCreature — Human Wizard\nAs long as there are two or more instant and/or sorcery cards in your graveyard, Ember Pupil gets +1/+0.\n1/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | CheckSVar$ X | SVarCompare$ GE2',
      'SVar:X:Count$ValidGraveyard Instant.YouOwn,Sorcery.YouOwn',
    ]);
  });

  test('a condition Forge\'s steps do not test (no cards in hand) is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Bone Lesson {3}{R}\nSorcery\nDraw a card. If you have no cards in hand, draw a card.'), ['"Hellbent" as a step\'s condition']);
  });
});

suite('Forge export: counters a permanent enters with if something happened this turn', () => {
  test('morbid, raid and revolt are written on the etbCounter keyword, as Forge\'s scripts of each test them', () => {
    assert.deepStrictEqual(script('Gorge Boar {3}{G}\nCreature — Boar\nMorbid — Gorge Boar enters the battlefield with two +1/+1 counters on it if a creature died this turn.\n3/3'), [
      'K:etbCounter:P1P1:2:CheckSVar$ Morbid:Morbid — CARDNAME enters the battlefield with two +1/+1 counters on it if a creature died this turn.',
      'SVar:Morbid:Count$Morbid.1.0',
    ]);
    assert.deepStrictEqual(script('Gorge Boar {3}{G}\nCreature — Boar\nGorge Boar enters with a +1/+1 counter on it if you attacked this turn.\n3/3'), [
      'K:etbCounter:P1P1:1:CheckSVar$ RaidTest:CARDNAME enters with a +1/+1 counter on it if you attacked this turn.',
      'SVar:RaidTest:Count$AttackersDeclared',
    ]);
    assert.deepStrictEqual(script('Gorge Boar {3}{G}\nCreature — Boar\nGorge Boar enters with a +1/+1 counter on it if a permanent you controlled left the battlefield this turn.\n3/3'), [
      'K:etbCounter:P1P1:1:Revolt$ True:CARDNAME enters with a +1/+1 counter on it if a permanent you controlled left the battlefield this turn.',
    ]);
  });
});

suite('Forge export: a spell\'s line naming the target of the line before', () => {
  test('"that creature" on an addendum line is the target of the first line (Defined$ Targeted)', () => {
    assert.deepStrictEqual(script('Noon Ruling {1}{W}\nInstant\nTarget creature gets +2/+2 until end of turn.\nAddendum — If you cast this spell during your main phase, that creature gains flying until end of turn.'), [
      'A:SP$ Pump | Cost$ 1 W | ValidTgts$ Creature | NumAtt$ +2 | NumDef$ +2 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Flying | ConditionPlayerTurn$ True | ConditionPhases$ Main1,Main2 | ConditionDefined$ Self | ConditionPresent$ Card.wasCast',
    ]);
  });

  test('"… if you control a creature with power 4 or greater" on such a line: whose the creature is first, as Forge writes it', () => {
    const lines = script('Oak Stand {1}{G}\nInstant\nTarget creature gets +1/+1 until end of turn.\nThat creature gains indestructible until end of turn if you control a creature with power 4 or greater.');
    assert.ok(lines.includes('SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Indestructible | ConditionPresent$ Creature.YouCtrl+powerGE4 | ConditionCompare$ GE1'), lines.join('\n'));
  });

  test('a line after another ability does not name a spell line\'s target', () => {
    assert.ok(notScripted('Oak Stand {1}{G}\nInstant\nTarget creature gets +1/+1 until end of turn.\nFlashback {2}{G}\nThat creature gains indestructible until end of turn.').length > 0);
  });
});

suite('Forge export: "… instead" with another number, if a condition holds', () => {
  test('kicked: NumAtt$ X of Count$Kicked.5.2 (unsigned when it adds, as most of Forge\'s scripts of it); main phase: Count$IfCastInOwnMainPhase', () => {
    assert.deepStrictEqual(script('Oak Surge {G}\nInstant\nKicker {5}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.'), [
      'K:Kicker:5', 'A:SP$ Pump | Cost$ G | ValidTgts$ Creature | NumAtt$ X | NumDef$ X', 'SVar:X:Count$Kicked.5.2',
    ]);
    assert.deepStrictEqual(script('Dark Hymn {4}{B}{B}\nSorcery\nTarget player discards two cards. If you cast this spell during your main phase, that player discards four cards instead.'), [
      'A:SP$ Discard | Cost$ 4 B B | ValidTgts$ Player | NumCards$ X | Mode$ TgtChoose', 'SVar:X:Count$IfCastInOwnMainPhase.4.2',
    ]);
  });
});

suite('Forge export: "… instead if …" with another number', () => {
  test('morbid, threshold and delirium as Forge\'s own counts (Count$Morbid.13.1, Count$Threshold.5.3, Count$Delirium.3.2)', () => {
    assert.deepStrictEqual(script('Grim Slip {B}\nInstant\nTarget creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.'), [
      'A:SP$ Pump | Cost$ B | ValidTgts$ Creature | NumAtt$ -X | NumDef$ -X', 'SVar:X:Count$Morbid.13.1',
    ]);
    assert.deepStrictEqual(script('Heat Blast {1}{R}\nInstant\nHeat Blast deals 3 damage to target creature.\nThreshold — Heat Blast deals 5 damage to that creature instead if seven or more cards are in your graveyard.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature | NumDmg$ X', 'SVar:X:Count$Threshold.5.3',
    ]);
    const delirium = script('Wild Reason {2}{G}\nInstant\nPut two +1/+1 counters on target creature.\nDelirium — Put three +1/+1 counters on that creature instead if there are four or more card types among cards in your graveyard.');
    assert.ok(delirium.includes('SVar:X:Count$Delirium.3.2'), delirium.join('\n'));
  });

  test('a condition Forge counts otherwise (three or more artifacts) is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Steel Mettle {G}\nInstant\nTarget creature gets +2/+2 until end of turn.\nThat creature gets +4/+4 until end of turn instead if you control three or more artifacts.'),
      ['a number that depends on this condition (not written yet)']);
  });
});
