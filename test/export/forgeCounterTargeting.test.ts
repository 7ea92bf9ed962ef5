import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

// Test cards are invented. Where the form is a fixed phrase of its own ("Counter target spell that targets ~", "Counter
// target activated or triggered ability"), the phrase is kept and the card's name, cost, types and other text are not a
// printed card's.
suite('Forge scripts: "Counter target spell that targets …" (TargetValidTargeting$)', () => {
  test('a permanent you control, or a permanent type, is on the battlefield (+inZoneBattlefield)', () => {
    assert.deepStrictEqual(script('Aegis Refusal {2}{W}\nInstant\nCounter target instant spell that targets a permanent you control. You gain 2 life.'), [
      'A:SP$ Counter | Cost$ 2 W | TargetType$ Spell | ValidTgts$ Instant | TargetValidTargeting$ Permanent.YouCtrl+inZoneBattlefield | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Loam Veto {W}{U}\nInstant\nCounter target spell that targets a land. Draw a card.'), [
      'A:SP$ Counter | Cost$ W U | TargetType$ Spell | ValidTgts$ Card | TargetValidTargeting$ Land.inZoneBattlefield | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('"that targets ~" in an activated ability is Card.Self', () => {
    assert.deepStrictEqual(script('Brinefog Sentinel {3}{U}\nCreature — Merfolk Wizard\nFlying\n{2}, {T}: Counter target spell that targets Brinefog Sentinel.\n2/3'), [
      'K:Flying',
      'A:AB$ Counter | Cost$ 2 T | TargetType$ Spell | ValidTgts$ Card | TargetValidTargeting$ Card.Self',
    ]);
  });

  test('"that targets ~" in a spell (a spell on the stack can be targeted) is Card.Self', () => {
    assert.deepStrictEqual(script('Spite Mirror {1}{U}{U}\nInstant\nCounter target spell that targets Spite Mirror. Draw a card.'), [
      'A:SP$ Counter | Cost$ 1 U U | TargetType$ Spell | ValidTgts$ Card | TargetValidTargeting$ Card.Self | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('a creature you control or another quality is not written (Forge spells it two ways)', () => {
    assert.match(notScripted('Reefward Oracle {1}{U}\nCreature — Merfolk Cleric\n{U}, {T}: Counter target spell that targets an artifact you control.\n1/2').join('\n'), /spell it two ways/);
    assert.match(notScripted('Mirror Curtain {U}\nInstant\nCounter target spell that targets a green creature.').join('\n'), /spell it two ways/);
  });

  test('"Counter target activated or triggered ability" is TargetType$ Activated,Triggered of any card; more words after it are not', () => {
    assert.deepStrictEqual(script('Stillwater Hush {1}{U}\nInstant\nCounter target activated or triggered ability. Scry 2.'), [
      'A:SP$ Counter | Cost$ 1 U | TargetType$ Activated,Triggered | ValidTgts$ Card | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 2',
    ]);
    assert.deepStrictEqual(script('Muffling Totem {3}\nArtifact\n{1}{U}, Sacrifice Muffling Totem: Counter target activated or triggered ability.'), [
      'A:AB$ Counter | Cost$ 1 U Sac<1/CARDNAME> | TargetType$ Activated,Triggered | ValidTgts$ Card',
    ]);
    assert.match(notScripted('Stillwater Hush {U}\nInstant\nCounter target activated or triggered ability from an artifact source.').join('\n'), /cannot read/);
  });
});

suite('Forge scripts: "Each other … enters the battlefield with an additional <kind> counter on it" (K:ETBReplacement)', () => {
  test('it is ETBReplacement:Other of PutCounter on the ReplacedCard, Mandatory on the battlefield, of the kind', () => {
    assert.deepStrictEqual(script('Foundry Marshal {3}{W}\nArtifact Creature — Construct\nEach other artifact creature you control enters with an additional +1/+1 counter on it.\n3/3'), [
      'K:ETBReplacement:Other:AddExtraCounter:Mandatory:Battlefield:Creature.Artifact+Other+YouCtrl',
      'SVar:AddExtraCounter:DB$ PutCounter | ETB$ True | Defined$ ReplacedCard | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('a noncreature kind with another counter, and tokens', () => {
    assert.deepStrictEqual(script('Capacitor Hub {2}\nArtifact\nEach other artifact you control enters with an additional charge counter on it.'), [
      'K:ETBReplacement:Other:AddExtraCounter:Mandatory:Battlefield:Artifact.Other+YouCtrl',
      'SVar:AddExtraCounter:DB$ PutCounter | ETB$ True | Defined$ ReplacedCard | CounterType$ CHARGE | CounterNum$ 1',
    ]);
    assert.deepStrictEqual(script('Brood Warden {1}{G}{G}\nCreature — Insect\nEach other creature token you control enters with an additional +1/+1 counter on it.\n2/4'), [
      'K:ETBReplacement:Other:AddExtraCounter:Mandatory:Battlefield:Creature.token+Other+YouCtrl',
      'SVar:AddExtraCounter:DB$ PutCounter | ETB$ True | Defined$ ReplacedCard | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('without "other" (the card itself among them, 614.12) or with a condition it is not written', () => {
    assert.match(notScripted('Spore Matron {2}{G}\nCreature — Fungus\nEach Fungus creature you control enters with an additional +1/+1 counter on it.\n2/2').join('\n'), /the card itself among them/);
    assert.ok(notScripted('Barracks Herald {2}{W}\nCreature — Human Soldier\nAs long as you have 10 or more life, each other Soldier creature you control enters with an additional +1/+1 counter on it.\n2/2').length > 0);
  });

  test('attacking or blocking permanents are not written: a creature joins combat only after it has entered (506.3)', () => {
    assert.match(notScripted('Vanguard Drummer {2}{R}\nCreature — Goblin Warrior\nEach other attacking creature you control enters with an additional +1/+1 counter on it.\n2/1').join('\n'), /attacking or blocking/);
    assert.match(notScripted('Shieldwall Drummer {2}{W}\nCreature — Dwarf Warrior\nEach other blocking creature you control enters with an additional +1/+1 counter on it.\n1/3').join('\n'), /attacking or blocking/);
  });
});
