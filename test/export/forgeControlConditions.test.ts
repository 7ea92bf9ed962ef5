import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: conditions on what you (or defending player) control', () => {
  test('"~ can\'t block if you control an untapped land": the hidden keyword while a count holds, as Forge\'s scripts of it', () => {
    assert.deepStrictEqual(script("Pact Warden {1}{R}\nCreature — Human Soldier\nPact Warden can't block if you control an untapped land.\n2/2"), [
      "S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can't block. | CheckSVar$ X | SVarCompare$ GE1",
      'SVar:X:Count$Valid Land.YouCtrl+untapped',
    ]);
  });

  test('"~ can\'t attack if defending player controls an untapped land": CantAttack with IfDefenderControls$', () => {
    assert.deepStrictEqual(script("Pact Warden {1}{R}\nCreature — Human Soldier\nPact Warden can't attack if defending player controls an untapped creature with power 3 or greater.\n2/2"), [
      'S:Mode$ CantAttack | ValidCard$ Card.Self | IfDefenderControls$ Creature.untapped+powerGE3',
    ]);
  });

  test('"Cast this spell only if you control two or more Vampires": IsPresent$ and PresentCompare$ on the spell', () => {
    const [line] = script('Night Feast {1}{B}\nSorcery\nCast this spell only if you control two or more Vampires.\nDestroy target creature.');
    assert.match(line, /^A:SP\$ Destroy \| Cost\$ 1 B \| IsPresent\$ Vampire\.YouCtrl \| PresentCompare\$ GE2 \| ValidTgts\$ Creature/);
    const [one] = script('Night Feast {1}{B}\nSorcery\nCast this spell only if you control a Vampire.\nDestroy target creature.');
    assert.match(one, /IsPresent\$ Vampire\.YouCtrl \| ValidTgts/);
  });

  test('a colour pair: the trigger\'s IsPresent$ names both; the card\'s own static counts them; an Aura\'s is read, not written yet', () => {
    assert.deepStrictEqual(script('Dawn Shrine {2}{G}\nEnchantment\nAt the beginning of your upkeep, if you control a red or green permanent, draw a card.')[0],
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Permanent.Red+YouCtrl,Permanent.Green+YouCtrl | Execute$ TrigEffect');
    assert.deepStrictEqual(script('Pact Warden {1}{W}\nCreature — Human Soldier\nPact Warden has lifelink as long as you control a white or black permanent.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Lifelink | CheckSVar$ X | SVarCompare$ GE1',
      'SVar:X:Count$Valid Permanent.White+YouCtrl,Permanent.Black+YouCtrl',
    ]);
    assert.deepStrictEqual(notScripted('Pact Rune {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has first strike as long as you control a white or black permanent.'),
      ['"as long as you control a … or … permanent" (Forge\'s scripts of it differ around it)']);
  });

  test('"Then if you control an untapped land, …": the later sentence\'s steps with ConditionPresent$, as "If you control …"', () => {
    const lines = script("Quiet Verse {3}{G}\nSorcery\nDestroy all artifacts you don't control. Then if you control an untapped land, destroy all artifacts you control.");
    assert.ok(lines.includes('SVar:DBDestroyAll:DB$ DestroyAll | ValidCards$ Artifact.YouCtrl | ConditionPresent$ Land.untapped+YouCtrl | ConditionCompare$ GE1'), lines.join('\n'));
  });

  test('a spell\'s line that begins "If you control two or fewer Forests, …": ConditionPresent$ with LE2 on its steps', () => {
    assert.deepStrictEqual(script('Thin Harvest {G}\nSorcery\nIf you control two or fewer Forests, draw two cards.'), ['A:SP$ Draw | Cost$ G | Defined$ You | NumCards$ 2 | ConditionPresent$ Forest.YouCtrl | ConditionCompare$ LE2']);
  });

  test('metalcraft on a spell\'s line: the engine\'s own test (Condition$ Metalcraft) on the step', () => {
    assert.deepStrictEqual(script('Rivet Blessing {1}{G}\nInstant\nUntap target creature.\nMetalcraft — If you control three or more artifacts, put two +1/+1 counters on that creature.'), [
      'A:SP$ Untap | Cost$ 1 G | ValidTgts$ Creature | SubAbility$ DBPutCounter',
      'SVar:DBPutCounter:DB$ PutCounter | Defined$ Targeted | CounterType$ P1P1 | CounterNum$ 2 | Condition$ Metalcraft',
    ]);
  });

  test('a land tapped unless you control two or more basic lands: a Moved replacement that taps it on a count, then moves it', () => {
    assert.deepStrictEqual(script('Vale Test\nLand\nVale Test enters the battlefield tapped unless you control two or more basic lands.'), [
      'R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ LandTapped',
      'SVar:ETBCheckSVar:Count$LastStateBattlefield Land.Basic+YouCtrl',
      'SVar:MoveToPlay:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Battlefield | Defined$ ReplacedCard',
      'SVar:LandTapped:DB$ Tap | Defined$ Self | ETB$ True | ConditionCheckSVar$ ETBCheckSVar | ConditionSVarCompare$ LE1 | SubAbility$ MoveToPlay',
    ]);
    const fewer = script('Vale Test\nLand\nVale Test enters the battlefield tapped unless you control two or fewer other lands.');
    assert.ok(fewer.includes('SVar:ETBCheckSVar:Count$LastStateBattlefield Land.YouCtrl'));
    assert.ok(fewer.some((l) => l.includes('ConditionSVarCompare$ GT2')));
  });

  test('an intervening "if you control a Desert or there is a Desert card in your graveyard": Desert$ True on the trigger', () => {
    const [line] = script('Dune Hound {2}{R}\nCreature — Dog\nWhen Dune Hound enters, if you control a Desert or there is a Desert card in your graveyard, you gain 3 life.\n3/3');
    assert.strictEqual(line, 'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Desert$ True | Execute$ TrigEffect');
  });

  test('a trigger\'s step with its condition after it: checked as it resolves (CheckOnResolve$), the condition on the step', () => {
    assert.deepStrictEqual(script("Grim Brute {2}{B}\nCreature — Demon\nAt the beginning of your upkeep, discard a card if you don't control an Ogre.\n5/5"), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | CheckOnResolve$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose | ConditionPresent$ Ogre.YouCtrl | ConditionCompare$ EQ0',
    ]);
    // "if you control a …": GE1 left unsaid, whose the creature is first.
    assert.ok(script('Lore Keeper {1}{G}{W}\nCreature — Centaur\nWhen Lore Keeper enters, draw a card if you control a creature with a +1/+1 counter on it.\n3/3')
      .includes('SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1 | ConditionPresent$ Creature.YouCtrl+counters_GE1_P1P1'));
  });

  test('an intervening "if you control a creature with a +1/+1 counter on it": whose it is before its counters (IsPresent$)', () => {
    assert.deepStrictEqual(script('Moss Herald {1}{G}\nCreature — Elf\nWhen Moss Herald enters the battlefield, if you control another creature with a +1/+1 counter on it, you gain 3 life.\n2/2')[0],
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | IsPresent$ Creature.Other+YouCtrl+counters_GE1_P1P1 | Execute$ TrigEffect');
  });
});
