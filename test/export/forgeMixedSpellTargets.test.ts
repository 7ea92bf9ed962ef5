import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const instant = (name: string, text: string) => `${name} {1}{U}\nInstant\n${text}`;

suite('Forge scripts: a target that is a typed spell or a permanent', () => {
  test('"creature spell or permanent", "instant or sorcery spell or permanent", "artifact spell or creature" are not read (the spell would be lost)', () => {
    for (const [name, text, at] of [
      ['Hue Jolt', 'Target creature spell or permanent becomes red. Scry 1.', 'Target creature spell or permanent beco…'],
      ['Hue Fade', 'Target instant or sorcery spell or permanent becomes green until end of turn. Draw a card.', 'Target instant or sorcery spell or perm…'],
      ['Hue Strip', 'Target artifact spell or creature becomes colorless. You gain 2 life.', 'Target artifact spell or creature becom…'],
      ['Ebb Hook', 'Return target creature spell or permanent to its owner\'s hand. Scry 2.', 'target creature spell or permanent to i…'],
      ['Quell Knot', 'Counter target creature spell or artifact. Its controller loses 1 life.', 'target creature spell or artifact. Its …'],
    ]) assert.deepStrictEqual(forgeNotScripted(instant(name, text)).slice(0, 1), [`cardtext cannot read "${at}"`], text);
  });

  test('"spell or permanent" and spells only are still written', () => {
    assert.deepStrictEqual(script(instant('Hue Jolt', 'Target spell or permanent becomes white. Scry 1.')).slice(0, 1), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ White | OverwriteColors$ True | Permanent$ True | SubAbility$ DBScry',
    ]);
    assert.deepStrictEqual(script(instant('Quell Knot', 'Counter target artifact or creature spell. Its controller loses 1 life.')).slice(0, 1)[0].split(' | ').slice(0, 4), [
      'A:SP$ Counter', 'Cost$ 1 U', 'TargetType$ Spell', 'ValidTgts$ Artifact,Creature',
    ]);
  });
});
