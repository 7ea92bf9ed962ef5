import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: draws and life "for each" object', () => {
  test('"Draw a card for each Wizard you control" in a spell is NumCards$ X with Count$TypeYouCtrl.Wizard', () => {
    assert.deepStrictEqual(script('Study Hall {3}{U}\nSorcery\nDraw a card for each Wizard you control.'), [
      'A:SP$ Draw | Cost$ 3 U | Defined$ You | NumCards$ X',
      'SVar:X:Count$TypeYouCtrl.Wizard',
    ]);
  });

  test('"for each creature card in your graveyard" is Count$TypeInYourYard.Creature', () => {
    assert.deepStrictEqual(script('Grave Recall {2}{G}\nSorcery\nDraw a card for each creature card in your graveyard.'), [
      'A:SP$ Draw | Cost$ 2 G | Defined$ You | NumCards$ X',
      'SVar:X:Count$TypeInYourYard.Creature',
    ]);
  });

  test('"for each Elf on the battlefield" is Count$TypeOnBattlefield.Elf; "for each creature on the battlefield" is Count$Valid Creature', () => {
    assert.deepStrictEqual(script('Elf Song {1}{G}\nInstant\nYou gain 1 life for each Elf on the battlefield.'), [
      'A:SP$ GainLife | Cost$ 1 G | LifeAmount$ X',
      'SVar:X:Count$TypeOnBattlefield.Elf',
    ]);
    assert.deepStrictEqual(script('Herd Song {1}{G}\nInstant\nYou gain 1 life for each creature on the battlefield.'), [
      'A:SP$ GainLife | Cost$ 1 G | LifeAmount$ X',
      'SVar:X:Count$Valid Creature',
    ]);
  });

  test('a count with more than its controller is Count$Valid, and a trigger counts Count$Valid too', () => {
    assert.deepStrictEqual(script('Red Count {2}{R}\nSorcery\nDraw a card for each red creature you control.'), [
      'A:SP$ Draw | Cost$ 2 R | Defined$ You | NumCards$ X',
      'SVar:X:Count$Valid Creature.Red+YouCtrl',
    ]);
    const lines = script('Test Sage {3}{U}\nCreature — Human Wizard\nWhen Test Sage enters the battlefield, draw a card for each Island you control.\n2/2');
    assert.ok(lines.includes('SVar:X:Count$Valid Island.YouCtrl'), lines.join('\n'));
  });

  test('"the number of lands you control" (not "for each") is still Count$Valid', () => {
    assert.deepStrictEqual(script('Land Count {2}{G}\nSorcery\nYou gain X life, where X is the number of lands you control.'), [
      'A:SP$ GainLife | Cost$ 2 G | LifeAmount$ X',
      'SVar:X:Count$Valid Land.YouCtrl',
    ]);
  });

  test('"2 life for each …" is the count /Times.2', () => {
    assert.deepStrictEqual(script('Bone Feast {1}{B}\nSorcery\nYou gain 2 life for each creature card in your graveyard.'), [
      'A:SP$ GainLife | Cost$ 1 B | LifeAmount$ X',
      'SVar:X:Count$TypeInYourYard.Creature/Times.2',
    ]);
    const lines = script('Test Warden {3}{W}\nCreature — Human\nWhen Test Warden enters the battlefield, you gain 3 life for each Gate you control.\n2/3');
    assert.ok(lines.includes('SVar:X:Count$Valid Gate.YouCtrl/Times.3'), lines.join('\n'));
  });

  test('"other" objects counted more than once each are not written yet', () => {
    assert.match(notScripted('Test Priest {2}{W}\nCreature — Human Cleric\nWhen Test Priest enters the battlefield, you gain 2 life for each other creature you control.\n2/2').join('\n'), /"other" objects counted more than once each \(not written yet\)/);
  });

  test('counters on the card itself are Count$CardCounters.<kind>, after it was sacrificed too', () => {
    assert.deepStrictEqual(script('Test Lamp {2}\nArtifact\n{T}: Test Lamp deals damage equal to the number of charge counters on it to any target.'), [
      'A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$CardCounters.CHARGE',
    ]);
    const lines = script('Test Codex {3}\nArtifact\n{2}, {T}, Sacrifice Test Codex: Draw X cards, where X is the number of page counters on Test Codex.');
    assert.ok(lines.includes('SVar:X:Count$CardCounters.PAGE'), lines.join('\n'));
  });

  test('counters on the card itself after it entered, attacked or dealt damage are counted there (Count$CardCounters)', () => {
    assert.deepStrictEqual(script('Test Herald {3}{B}\nCreature — Human\nTest Herald enters the battlefield with three +1/+1 counters on it.\nWhen Test Herald enters the battlefield, target opponent loses life equal to the number of +1/+1 counters on it.\n1/1').filter((l) => !l.startsWith('K:')), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:X:Count$CardCounters.P1P1',
      'SVar:TrigEffect:DB$ LoseLife | ValidTgts$ Opponent | LifeAmount$ X',
    ]);
    const attack = script('Test Brute {1}{B}\nCreature — Zombie\nWhenever Test Brute attacks, you lose 1 life for each +1/+1 counter on it.\n2/2');
    assert.ok(attack.includes('SVar:X:Count$CardCounters.P1P1'), attack.join('\n'));
  });

  test('counters on the card itself after it died are counted as it last existed (TriggeredCard$), a loss of "you" unnamed', () => {
    assert.deepStrictEqual(script('Test Mourner {2}{B}\nCreature — Spirit\nWhen Test Mourner dies, you lose 3 life for each age counter on it.\n2/3'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:X:TriggeredCard$CardCounters.AGE/Times.3',
      'SVar:TrigEffect:DB$ LoseLife | LifeAmount$ X',
    ]);
    const gain = script('Test Mourner {2}{W}\nCreature — Spirit\nWhen Test Mourner dies, you gain 1 life for each charge counter on it.\n2/3');
    assert.ok(gain.includes('SVar:X:TriggeredCard$CardCounters.CHARGE'), gain.join('\n'));
    assert.ok(gain.some((l) => l.includes('DB$ GainLife | Defined$ TriggeredCardController')), gain.join('\n'));
  });

  test('counters on the card after it left, or another object\'s event, and a P/T change for each counter are not written yet', () => {
    assert.match(notScripted('Test Relic {2}{B}\nCreature — Spirit\nWhen Test Relic leaves the battlefield, you gain 2 life for each +1/+1 counter on it.\n2/2').join('\n'), /counters on the card in a triggered ability \(not written yet\)/);
    assert.match(notScripted('Test Relic {2}{B}\nCreature — Spirit\nWhenever another creature enters the battlefield, you gain 1 life for each +1/+1 counter on Test Relic.\n2/2').join('\n'), /counters on the card in a triggered ability \(not written yet\)/);
    assert.match(notScripted('Test Vine {2}{G}\nCreature — Plant\n{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter on Test Vine.\n0/2').join('\n'), /a P\/T change for each counter \(not written yet\)/);
  });

  test('"for each time ~ was kicked" is Count$TimesKicked', () => {
    assert.deepStrictEqual(script('Test Insight {1}{U}\nInstant\nMultikicker {1}{U}\nDraw a card for each time Test Insight was kicked.'), [
      'K:Multikicker:1 U',
      'A:SP$ Draw | Cost$ 1 U | Defined$ You | NumCards$ X',
      'SVar:X:Count$TimesKicked',
    ]);
  });

  test('"where X is 1 plus the number of Goblins you control" is the count /Plus.1; cards named ~ in all graveyards are Forge\'s count of the name', () => {
    assert.deepStrictEqual(script('Test Volley {1}{R}\nInstant\nTest Volley deals X damage to any target, where X is 1 plus the number of Goblins you control.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$Valid Goblin.YouCtrl/Plus.1',
    ]);
    assert.deepStrictEqual(script('Test Burst {1}{R}\nInstant\nTest Burst deals X damage to any target, where X is 2 plus the number of cards named Test Burst in all graveyards.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$NamedInAllYards.Test Burst/Plus.2',
    ]);
  });

  test('"Add {C} for each charge counter on ~" is a mana ability of Amount$ X with Count$CardCounters.CHARGE', () => {
    assert.deepStrictEqual(script('Test Urn {2}\nArtifact\n{T}: Add {C} for each charge counter on Test Urn.'), [
      'A:AB$ Mana | Cost$ T | Produced$ C | Amount$ X',
      'SVar:X:Count$CardCounters.CHARGE',
    ]);
  });

  test('"where X is that spell\'s mana value" in a cast trigger is TriggerCount$CastSACMC; the card\'s own P/T change by it is signed, with no Defined$ Self', () => {
    const lines = script("Test Breeder {4}{B}\nCreature — Human\nWhenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell's mana value.\n2/2");
    assert.ok(lines.includes('SVar:X:TriggerCount$CastSACMC'), lines.join('\n'));
    assert.ok(lines.some((l) => /DB\$ Token \| TokenAmount\$ X/.test(l)), lines.join('\n'));
    assert.deepStrictEqual(script("Test Plasm {2}{R}{R}\nCreature — Ooze\nWhenever you cast a spell, Test Plasm gets +X/+0 until end of turn, where X is that spell's mana value.\n1/1").slice(1), [
      'SVar:X:TriggerCount$CastSACMC',
      'SVar:TrigEffect:DB$ Pump | NumAtt$ +X',
    ]);
    // With keywords besides, Forge's pumps of the card in triggers name it: not this form.
    assert.ok(script("Test Plasm {2}{R}{R}\nCreature — Ooze\nWhenever you cast a spell, Test Plasm gets +X/+0 and gains menace until end of turn, where X is that spell's mana value.\n1/1").some((l) => /Defined\$ Self/.test(l)));
  });

  test('domain ("for each basic land type among lands you control") is Count$Domain', () => {
    assert.deepStrictEqual(script('Test Surge {G}\nInstant\nTarget creature gets +1/+1 until end of turn for each basic land type among lands you control.'), [
      'A:SP$ Pump | Cost$ G | ValidTgts$ Creature | NumAtt$ +X | NumDef$ +X',
      'SVar:X:Count$Domain',
    ]);
  });

  test('a loss of life "for each creature you control" counts Count$Valid', () => {
    assert.deepStrictEqual(script('Test Doom {2}{B}\nSorcery\nEach opponent loses 1 life for each creature you control.'), [
      'A:SP$ LoseLife | Cost$ 2 B | Defined$ Player.Opponent | LifeAmount$ X',
      'SVar:X:Count$Valid Creature.YouCtrl',
    ]);
  });

  test('"that player loses 1 life for each Swamp they control" at an opponent\'s upkeep counts Swamp.ActivePlayerCtrl', () => {
    assert.deepStrictEqual(script("Quillmoth Tollkeeper {2}{B}\nCreature — Spirit\nAt the beginning of each opponent's upkeep, that player loses 1 life for each Swamp they control.\n2/2"), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:Count$Valid Swamp.ActivePlayerCtrl',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ X',
    ]);
  });

  test('what the player the card dealt combat damage to controls, counted, is DefenderCtrl; of noncombat damage it is left out', () => {
    assert.deepStrictEqual(script('Brasswing Auditor {2}{W}\nCreature — Bird\nFlying\nWhenever Brasswing Auditor deals combat damage to a player, you gain 1 life for each enchantment that player controls.\n1/2'), [
      'K:Flying',
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:X:Count$Valid Enchantment.DefenderCtrl',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ X',
    ]);
    assert.deepStrictEqual(notScripted('Brasswing Auditor {2}{W}\nCreature — Bird\nFlying\nWhenever Brasswing Auditor deals damage to a player, you gain 1 life for each enchantment that player controls.\n1/2'), ['what "that player" controls']);
  });
});
