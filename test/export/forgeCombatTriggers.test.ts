import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: attack, block and cast triggers naming the other side or the turn', () => {
  test('"blocks or becomes blocked by a white creature" is two AttackerBlockedByCreature lines sharing the effect', () => {
    assert.deepStrictEqual(script('Test Hounds {3}{B}\nCreature — Dog\nWhenever Test Hounds blocks or becomes blocked by a white creature, Test Hounds gains first strike until end of turn.\n2/2'), [
      'T:Mode$ AttackerBlockedByCreature | ValidCard$ Creature.White | ValidBlocker$ Card.Self | Execute$ TrigEffect',
      'T:Mode$ AttackerBlockedByCreature | ValidCard$ Card.Self | ValidBlocker$ Creature.White | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | KW$ First Strike',
    ]);
  });

  test('"blocks a creature with flying" is AttackerBlocked of that attacker, the card its blocker', () => {
    assert.deepStrictEqual(script('Test Spider {2}{G}\nCreature — Spider\nWhenever Test Spider blocks a creature with flying, Test Spider gets +2/+0 until end of turn.\n1/3'), [
      'T:Mode$ AttackerBlocked | ValidCard$ Creature.withFlying | ValidBlocker$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 2',
    ]);
    // "That creature" is the attacker it blocks.
    assert.deepStrictEqual(script('Test Wall {1}{B}\nCreature — Wall\nWhenever Test Wall blocks a creature, tap that creature.\n0/4')[1], 'SVar:TrigEffect:DB$ Tap | Defined$ TriggeredAttacker');
  });

  test('"that creature" of the pair, "becomes blocked by a creature" and another creature\'s block are read, not written yet', () => {
    assert.match(notScripted('Test Goblin {R}\nCreature — Goblin\nWhenever Test Goblin blocks or becomes blocked by a creature, Test Goblin deals 1 damage to that creature.\n1/1').join('\n'), /"that creature" of "blocks or becomes blocked by" \(not written yet/);
    assert.match(notScripted('Test Rogue {1}{R}\nCreature — Human Rogue\nWhenever Test Rogue becomes blocked by a creature, Test Rogue deals 1 damage to that creature.\n2/1').join('\n'), /"becomes blocked by" a creature \(not written yet/);
    assert.match(notScripted('Test Lens {2}\nArtifact — Equipment\nWhenever equipped creature becomes blocked by a creature, you may draw two cards.\nEquip {1}').join('\n'), /the block of another creature/);
  });

  test('"Whenever a creature attacks you" is Attacks with Attacked$ You; "… or a planeswalker you control" adds Planeswalker.YouCtrl', () => {
    assert.deepStrictEqual(script('Test Thorns {1}{G}\nEnchantment\nWhenever a creature with flying attacks you, Test Thorns deals 2 damage to it.'), [
      'T:Mode$ Attacks | ValidCard$ Creature.withFlying | Attacked$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredAttacker | NumDmg$ 2',
    ]);
    assert.deepStrictEqual(script("Test Sage {2}{W}{U}\nCreature — Bird\nWhenever a creature attacks you or a planeswalker you control, that creature's controller mills two cards.\n2/2"), [
      'T:Mode$ Attacks | ValidCard$ Creature | Attacked$ You,Planeswalker.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mill | Defined$ TriggeredAttackerController | NumCards$ 2',
    ]);
  });

  test('a cast trigger "during your turn" is PlayerTurn$ True, "during an opponent\'s turn" OpponentTurn$ True', () => {
    assert.deepStrictEqual(script('Test Hermit {2}{G}\nCreature — Human\nWhenever an opponent casts a spell during your turn, draw a card.\n2/3')[0],
      'T:Mode$ SpellCast | ValidCard$ Card | ValidActivatingPlayer$ Opponent | TriggerZones$ Battlefield | PlayerTurn$ True | Execute$ TrigEffect');
    assert.deepStrictEqual(script("Test Witch {3}{B}\nCreature — Faerie\nWhenever you cast a spell during an opponent's turn, you gain 1 life.\n2/2")[0],
      'T:Mode$ SpellCast | ValidCard$ Card | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | OpponentTurn$ True | Execute$ TrigEffect');
  });

  test('"destroy that creature at end of combat" is a delayed trigger at EndCombat remembering the trigger\'s creature, line by line', () => {
    assert.deepStrictEqual(script('Test Specter {2}{B}{B}\nCreature — Specter\nWhenever Test Specter blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat.\n2/2'), [
      'T:Mode$ AttackerBlockedByCreature | ValidCard$ Creature.nonBlack | ValidBlocker$ Card.Self | Execute$ TrigEffect',
      'T:Mode$ AttackerBlockedByCreature | ValidCard$ Card.Self | ValidBlocker$ Creature.nonBlack | Execute$ TrigEffect2',
      'SVar:DBDelayed:DB$ Destroy | Defined$ DelayTriggerRemembered',
      'SVar:TrigEffect:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | Execute$ DBDelayed | RememberObjects$ TriggeredAttacker',
      'SVar:TrigEffect2:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | Execute$ DBDelayed | RememberObjects$ TriggeredBlocker',
    ]);
    assert.deepStrictEqual(script("Test Membrane {1}{U}\nCreature — Wall\nWhenever Test Membrane blocks a creature, return that creature to its owner's hand at end of combat.\n0/5").slice(1), [
      'SVar:DBDelayed:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | Defined$ DelayTriggerRemembered',
      "SVar:TrigEffect:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | Execute$ DBDelayed | RememberObjects$ TriggeredAttacker",
    ]);
  });
  test('battalion is Attacks of the card itself checking the count of the other attacking creatures; its own P/T change is not written yet', () => {
    assert.deepStrictEqual(script('Test Striker {1}{R}\nCreature — Human Soldier\nWhenever Test Striker and at least two other creatures attack, target creature can\'t block this turn.\n2/1'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | TriggerZones$ Battlefield | CheckSVar$ BattalionTest | NoResolvingCheck$ True | SVarCompare$ GE2 | Execute$ TrigEffect',
      'SVar:BattalionTest:Count$Valid Creature.attacking+Other',
      'SVar:TrigEffect:DB$ Pump | ValidTgts$ Creature | KW$ HIDDEN CARDNAME can\'t block.',
    ]);
    const pump = 'Test Elite {R}{W}\nCreature — Human Soldier\nWhenever Test Elite and at least two other creatures attack, Test Elite gets +1/+1 until end of turn.\n2/2';
    assert.deepStrictEqual(script(pump).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(pump).join('\n'), /battalion's P\/T change of the card itself/);
  });
  test('"destroy it at end of combat" of the card itself is the delayed trigger at EndCombat remembering nothing; its counters there are not written yet', () => {
    assert.deepStrictEqual(script('Brittle Rampart {1}{R}\nCreature — Wall\nDefender\nWhen Brittle Rampart blocks, destroy it at end of combat.\n3/4'), [
      'K:Defender',
      'T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBDelayed:DB$ Destroy | Defined$ Self',
      'SVar:TrigEffect:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | Execute$ DBDelayed',
    ]);
    // "you may" of the delayed step is chosen at end of combat (603.7), not as the trigger resolves: not written.
    const may = 'Brittle Rampart {1}{R}\nCreature — Wall\nWhenever Brittle Rampart attacks, you may sacrifice it at end of combat.\n3/4';
    assert.deepStrictEqual(script(may), []);
    assert.match(notScripted(may).join('\n'), /"you may" of a delayed step/);
    const counter = 'Test Warcrawler {2}\nArtifact Creature — Scarecrow\nWhenever Test Warcrawler attacks or blocks, put a -1/-1 counter on it at end of combat.\n6/6';
    assert.deepStrictEqual(script(counter), []);
    assert.match(notScripted(counter).join('\n'), /counters put on the card itself at end of combat \(not written yet\)/);
  });
  test('"Whenever ~ attacks, put a +1/+1 counter on …" names the card Creature.Self, as Forge\'s scripts of it do; paid for, Card.Self', () => {
    assert.deepStrictEqual(script('Test Herald {2}{W}\nCreature — Angel\nWhenever Test Herald attacks, put a +1/+1 counter on it.\n2/2')[0], 'T:Mode$ Attacks | ValidCard$ Creature.Self | Execute$ TrigEffect');
    assert.deepStrictEqual(script('Test Herald {2}{W}\nCreature — Angel\nWhenever Test Herald attacks, you may pay {1}. If you do, put a +1/+1 counter on it.\n2/2')[0], 'T:Mode$ Attacks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect');
  });
  test('"Whenever ~ attacks, creatures you control gain <keyword>" and "…, return …" name the battlefield; a P/T change of them does not', () => {
    assert.deepStrictEqual(script('Test Wolf {1}{R}\nCreature — Wolf\nWhenever Test Wolf attacks, creatures you control gain menace until end of turn.\n2/1')[0], 'T:Mode$ Attacks | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect');
    assert.deepStrictEqual(script("Test Crab {3}{U}\nCreature — Crab\nWhenever Test Crab attacks, return an artifact you control to its owner's hand.\n4/4")[0], 'T:Mode$ Attacks | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect');
    assert.deepStrictEqual(script('Test General {1}{R}\nCreature — Goblin\nWhenever Test General attacks, creatures you control get +1/+1 until end of turn.\n1/1')[0], 'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect');
  });
  test('"Whenever ~ deals combat damage to a player" names the battlefield when it first puts a counter, gets energy or untaps; not when it draws', () => {
    const first = (text: string): string => script(`Test Hawk {2}{W}\nCreature — Bird\nWhenever Test Hawk deals combat damage to a player, ${text}\n1/1`)[0];
    assert.strictEqual(first('you may untap target creature.'), 'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect');
    assert.strictEqual(first('you get {E}{E}.'), 'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect');
    assert.strictEqual(first('draw a card.'), 'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect');
  });

  test('"Whenever ~ deals combat damage" is DamageDealtOnce of combat damage: of the card itself with no trigger zone, of your creatures (of a subtype) on the battlefield', () => {
    assert.deepStrictEqual(script('Test Phantasm {5}{U}\nCreature — Spirit\nWhenever Test Phantasm deals combat damage, put it on top of its owner\'s library.\n6/4'), [
      'T:Mode$ DamageDealtOnce | CombatDamage$ True | ValidSource$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Battlefield | Destination$ Library | LibraryPosition$ 0 | Defined$ Self',
    ]);
    assert.deepStrictEqual(script('Test Oath {2}{W}\nEnchantment\nWhenever a Soldier you control deals combat damage, you gain that much life.'), [
      'T:Mode$ DamageDealtOnce | CombatDamage$ True | ValidSource$ Soldier.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ X',
    ]);
  });

  test('a block by "one or more" creatures of a kind is read but not written yet; "blue and/or green" creatures are either colour', () => {
    assert.match(notScripted('Test Kavu {1}{G}{G}\nCreature — Kavu\nWhenever Test Kavu blocks one or more white creatures, Test Kavu gets +2/+1 until end of turn.\n3/2').join('\n'), /"one or more" creatures of a kind \(not written yet\)/);
    assert.deepStrictEqual(script('Test Knight {1}{W}\nCreature — Human Knight\nTest Knight can\'t be blocked by blue and/or green creatures.\n1/3'), [
      'K:CantBeBlockedBy Creature.Blue,Creature.Green',
    ]);
  });

  test('"+1/+0" or "+1/+1 for each creature blocking it" is a signed pump by TriggerCount$NumBlockers, of the card itself as of another attacker', () => {
    assert.deepStrictEqual(script('Test Berserker {1}{R}\nCreature — Goblin Berserker\nWhenever Test Berserker becomes blocked, it gets +1/+0 until end of turn for each creature blocking it.\n2/1'), [
      'T:Mode$ AttackerBlocked | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:X:TriggerCount$NumBlockers',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ +X',
    ]);
    assert.deepStrictEqual(script('Test Horn {1}{G}\nEnchantment\nWhenever a Dinosaur becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.'), [
      'T:Mode$ AttackerBlocked | ValidCard$ Dinosaur | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggerCount$NumBlockers',
      'SVar:TrigEffect:DB$ Pump | Defined$ TriggeredAttacker | NumAtt$ +X | NumDef$ +X',
    ]);
  });

  test('what defending player controls, counted as the card itself attacks, is DefenderCtrl; of a target or of another attacker it is left out', () => {
    const card = (trigger: string, step: string): string => `Mossback Surveyor {3}{G}\nCreature — Beast\nWhenever ${trigger} attacks, ${step}\n3/3`;
    assert.deepStrictEqual(script(card('Mossback Surveyor', 'it gets +X/+0 until end of turn, where X is the number of Forests defending player controls.')), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:X:Count$Valid Forest.DefenderCtrl',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ X',
    ]);
    assert.deepStrictEqual(notScripted(card('Mossback Surveyor', 'tap target creature defending player controls.')), ['what defending player controls (not written yet)']);
    assert.deepStrictEqual(notScripted(card('a creature you control', 'it gets +X/+0 until end of turn, where X is the number of Forests defending player controls.')), ['what defending player controls (not written yet)']);
  });
  test('"Whenever enchanted creature attacks or blocks" is Attacks and Blocks of it on the battlefield, each line naming the creature its own way', () => {
    assert.deepStrictEqual(script("Test Rust {1}{B}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature attacks or blocks, that creature's controller mills three cards."), [
      'K:Enchant creature',
      'A:SP$ Attach | Cost$ 1 B | ValidTgts$ Creature',
      'T:Mode$ Attacks | ValidCard$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'T:Mode$ Blocks | ValidCard$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect2',
      'SVar:TrigEffect:DB$ Mill | Defined$ TriggeredAttackerController | NumCards$ 3',
      'SVar:TrigEffect2:DB$ Mill | Defined$ TriggeredBlockerController | NumCards$ 3',
    ]);
    // "Defending player": Forge's `DefendingPlayer` of an Aura is none when the enchanted creature blocks.
    const hex = (effect: string): string => `Test Hex {1}{R}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature attacks or blocks, ${effect}`;
    assert.deepStrictEqual(notScripted(hex('Test Hex deals 1 damage to defending player.')), ['the defending player of "enchanted creature attacks or blocks" (Forge names none when it blocks)']);
    assert.deepStrictEqual(notScripted(hex('defending player mills a card.')), ['the defending player of "enchanted creature attacks or blocks" (Forge names none when it blocks)']);
    // Its "blocks or becomes blocked": Forge's scripts spell the trigger's zone two ways.
    assert.match(notScripted('Test Bulwark {G}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature blocks or becomes blocked, you gain 2 life.').join('\n'), /two events of another object/);
  });
  test('a cast trigger of a spell of three colours listed with commas is SpellCast of any of them', () => {
    assert.deepStrictEqual(script('Test Kiln {3}\nArtifact\nWhenever an opponent casts a white, green, or black spell, scry 1.'), [
      'T:Mode$ SpellCast | ValidCard$ Card.White,Card.Green,Card.Black | ValidActivatingPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Scry | ScryNum$ 1',
    ]);
  });
  test('another creature\'s combat damage to a creature is DamageDone of it on the battlefield; "it" is the source', () => {
    assert.deepStrictEqual(script('Test Lodge {2}{W}\nEnchantment\nWhenever a Knight you control deals combat damage to a creature, each opponent loses 1 life.'), [
      'T:Mode$ DamageDone | ValidSource$ Knight.YouCtrl | ValidTarget$ Creature | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Test Lodge {2}{W}\nEnchantment\nWhenever a Wolf you control deals combat damage to a creature, it gets +1/+0 until end of turn.')[1], 'SVar:TrigEffect:DB$ Pump | Defined$ TriggeredSource | NumAtt$ +1');
  });
  test('another creature\'s damage to a creature, combat or not: "it" is the source (TriggeredSource)', () => {
    assert.deepStrictEqual(script('Test Forge {1}{R}\nEnchantment\nWhenever a Goblin you control deals damage to a creature, untap it.'), [
      'T:Mode$ DamageDone | ValidSource$ Goblin.YouCtrl | ValidTarget$ Creature | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Untap | Defined$ TriggeredSource',
    ]);
  });
  test('"Whenever you cast a … spell or a … enters the battlefield under your control" is SpellCast and ChangesZone lines sharing the effect', () => {
    assert.deepStrictEqual(script('Test Shrine {3}\nArtifact\nWhenever you cast a red spell or a Mountain enters the battlefield under your control, each opponent loses 1 life.'), [
      'T:Mode$ SpellCast | ValidCard$ Card.Red | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Mountain.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 1',
    ]);
  });
});
