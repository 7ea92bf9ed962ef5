import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a pump until your next upkeep', () => {
  test('keywords until your next upkeep are a Pump with UntilYourNextUpkeep$ True', () => {
    const lines = script('Briarback Genie {2}{G}{G}\nCreature — Djinn\nAt the beginning of your upkeep, target creature an opponent controls gains swampwalk until your next upkeep.\n5/4');
    assert.ok(lines.includes('SVar:TrigEffect:DB$ Pump | ValidTgts$ Creature.OppCtrl | KW$ Swampwalk | UntilYourNextUpkeep$ True'), lines.join('\n'));
  });

  test('a P/T change until your next upkeep is not written', () => {
    assert.ok(forgeNotScripted('Briarback Genie {2}{G}{G}\nCreature — Djinn\nAt the beginning of your upkeep, target creature an opponent controls gets -1/-0 until your next upkeep.\n5/4').length > 0);
  });
});
