import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: colours listed with commas in a cast trigger', () => {
  test('a spell of any of four listed colours is every colour in ValidCard$', () => {
    assert.deepStrictEqual(script('Test Prism Moth {2}{G}\nCreature — Insect\nWhenever a player casts a red, green, white, or black spell, you gain 2 life.\n1/3'), [
      'T:Mode$ SpellCast | ValidCard$ Card.Red,Card.Green,Card.White,Card.Black | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
  });
});
