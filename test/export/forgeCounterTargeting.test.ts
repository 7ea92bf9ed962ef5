import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: "Counter target spell that targets …" (TargetValidTargeting$)', () => {
  test('a permanent you control, or a permanent type, is on the battlefield (+inZoneBattlefield)', () => {
    assert.deepStrictEqual(script('Warding Rebuke {1}{W}\nInstant\nCounter target sorcery spell that targets a permanent you control.'), [
      'A:SP$ Counter | Cost$ 1 W | TargetType$ Spell | ValidTgts$ Sorcery | TargetValidTargeting$ Permanent.YouCtrl+inZoneBattlefield',
    ]);
    assert.deepStrictEqual(script('Shelter Pulse {W}{U}\nInstant\nCounter target spell that targets a land. Draw a card.'), [
      'A:SP$ Counter | Cost$ W U | TargetType$ Spell | ValidTgts$ Card | TargetValidTargeting$ Land.inZoneBattlefield | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('"that targets ~" in an activated ability is Card.Self', () => {
    assert.deepStrictEqual(script('Glade Warden {2}{G}\nCreature — Elf\n{1}{G}, {T}: Counter target spell that targets Glade Warden.\n2/2'), [
      'A:AB$ Counter | Cost$ 1 G T | TargetType$ Spell | ValidTgts$ Card | TargetValidTargeting$ Card.Self',
    ]);
  });

  test('a creature you control or another quality is not written (Forge spells it two ways)', () => {
    assert.match(notScripted('Shell Guard {U}\nCreature — Crab\nSacrifice Shell Guard: Counter target spell that targets a creature you control.\n1/3').join('\n'), /spell it two ways/);
    assert.match(notScripted('Mirror Curtain {U}\nInstant\nCounter target spell that targets a green creature.').join('\n'), /spell it two ways/);
  });

  test('"Counter target activated or triggered ability" is TargetType$ Activated,Triggered of any card; more words after it are not', () => {
    assert.deepStrictEqual(script('Quiet Word {U}{U}\nInstant\nCounter target activated or triggered ability. Draw a card.'), [
      'A:SP$ Counter | Cost$ U U | TargetType$ Activated,Triggered | ValidTgts$ Card | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Hush Idol {2}\nArtifact\n{2}, {T}, Sacrifice Hush Idol: Counter target activated or triggered ability.'), [
      'A:AB$ Counter | Cost$ 2 T Sac<1/CARDNAME> | TargetType$ Activated,Triggered | ValidTgts$ Card',
    ]);
    assert.match(notScripted('Quiet Word {U}\nInstant\nCounter target activated or triggered ability from an artifact source.').join('\n'), /cannot read/);
  });
});

suite('Forge scripts: "Each other … enters the battlefield with an additional +1/+1 counter on it" (K:ETBReplacement)', () => {
  test('it is ETBReplacement:Other of PutCounter on the ReplacedCard, Mandatory on the battlefield, of the kind', () => {
    assert.deepStrictEqual(script('Warren Chief {2}{B}\nCreature — Goblin\nEach other Goblin creature you control enters the battlefield with an additional +1/+1 counter on it.\n2/2'), [
      'K:ETBReplacement:Other:AddExtraCounter:Mandatory:Battlefield:Creature.Goblin+Other+YouCtrl',
      'SVar:AddExtraCounter:DB$ PutCounter | ETB$ True | Defined$ ReplacedCard | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('without "other" (the card itself among them, 614.12) or with a condition it is not written', () => {
    assert.match(notScripted('Warren Chief {2}{B}\nCreature — Goblin\nEach creature you control enters with an additional +1/+1 counter on it.\n2/2').join('\n'), /the card itself among them/);
    assert.ok(notScripted('Warren Chief {2}{B}\nCreature — Goblin\nAs long as you control a Swamp, each other Goblin creature you control enters the battlefield with an additional +1/+1 counter on it.\n2/2').length > 0);
  });
});
