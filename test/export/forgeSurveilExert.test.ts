import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: "whenever you surveil" and "whenever you exert a creature"', () => {
  test('"Whenever you surveil" is Surveil of you, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Agent {1}{U}{B}\nCreature — Human Rogue\nWhenever you surveil, you gain 2 life.\n2/2'), [
      'T:Mode$ Surveil | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('"Whenever you exert a creature" is read but not written yet', () => {
    const card = 'Test Captain {2}{W}\nCreature — Human Warrior\nWhenever you exert a creature, draw a card.\n2/3';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(card).join('\n'), /a creature you exert \(not written yet\)/);
  });
});
