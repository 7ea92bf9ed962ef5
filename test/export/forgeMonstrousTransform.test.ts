import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: "becomes monstrous" and "transforms into ~" of the card itself', () => {
  test('"When ~ becomes monstrous" is BecomeMonstrous of the card itself, on the battlefield', () => {
    const lines = script('Test Wyrm {3}{R}\nCreature — Dragon\n{3}{R}, Sacrifice another creature: Monstrosity 4.\nWhen Test Wyrm becomes monstrous, you gain 3 life.\n4/4');
    assert.deepStrictEqual(lines.filter((l) => l.startsWith('T:') || l.startsWith('SVar:Trig')), [
      'T:Mode$ BecomeMonstrous | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 3',
    ]);
  });

  test('"When this creature transforms into ~" is read but not written yet', () => {
    const card = 'Test Wyrm {3}{R}\nCreature — Dragon\nWhen this creature transforms into Test Wyrm, you gain 3 life.\n4/4';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(card).join('\n'), /the card itself transforming \(not written yet\)/);
  });
});
