import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: permanents you control skipping your next untap step', () => {
  const effect = (affected: string, name: string): string[] => [
    'SVar:ExileEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile',
    'SVar:RemoveEffect:Mode$ Phase | Phase$ Untap | ValidPlayer$ You | TriggerZones$ Command | Static$ True | Execute$ ExileEffect',
    `SVar:DontUntap:Mode$ Continuous | EffectZone$ Command | AffectedZone$ Battlefield | Affected$ ${affected} | AddHiddenKeyword$ This card doesn't untap during your next untap step.`,
    `SVar:DBEffect:DB$ Effect | StaticAbilities$ DontUntap | Triggers$ RemoveEffect | SVars$ ExileEffect | Duration$ Permanent | Name$ ${name} Effect`,
  ];

  test('"Lands you control don\'t untap …" after a spell\'s effect: an Effect whose static holds them, gone as your untap step begins', () => {
    assert.deepStrictEqual(script('Test Drought {1}{B}\nSorcery\nEach opponent loses 3 life. Lands you control don\'t untap during your next untap step.'), [
      'A:SP$ LoseLife | Cost$ 1 B | Defined$ Player.Opponent | LifeAmount$ 3 | SubAbility$ DBEffect',
      ...effect('Land.YouCtrl', 'Test Drought'),
    ]);
  });

  test('two kinds are both affected; in a triggered ability too', () => {
    assert.deepStrictEqual(script('Test Glacier Seer {3}{U}\nCreature — Wizard\nWhen Test Glacier Seer enters the battlefield, draw two cards. Creatures and lands you control don\'t untap during your next untap step.\n2/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      ...effect('Creature.YouCtrl,Land.YouCtrl', 'Test Glacier Seer'),
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 2 | SubAbility$ DBEffect',
    ]);
  });

  test('of your opponents\' lands it is not written', () => {
    assert.match(forgeNotScripted('Test Chill {U}\nInstant\nArtifacts and creatures your opponents control don\'t untap during their next untap step.').join('\n'), /cannot read "Artifacts and creatures your opponents/);
  });
});
