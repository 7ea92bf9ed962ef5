import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const adept = (ability: string): string => `Tidecaller Adept {1}{U}\nCreature — Merfolk Wizard\n${ability}\n1/2`;

suite('Forge scripts: a pump until your next upkeep', () => {
  test('keywords until your next upkeep are a Pump with UntilYourNextUpkeep$ True', () => {
    const lines = script(adept('{1}{U}, {T}: Target creature you control gains shroud until your next upkeep.'));
    assert.ok(lines.includes('A:AB$ Pump | Cost$ 1 U T | ValidTgts$ Creature.YouCtrl | KW$ Shroud | UntilYourNextUpkeep$ True'), lines.join('\n'));
  });

  test('a P/T change until your next upkeep is not written', () => {
    assert.ok(forgeNotScripted(adept('{1}{U}, {T}: Target creature you control gets +1/+1 until your next upkeep.')).length > 0);
  });

  test('protection until your next upkeep is not written (Forge gives it by its Protection effect, not as a keyword)', () => {
    assert.ok(forgeNotScripted(adept('{1}{U}, {T}: Target creature you control gains protection from the color of your choice until your next upkeep.')).length > 0);
  });

  test('a pump of every creature until your next upkeep is not written (PumpAll does not read UntilYourNextUpkeep$)', () => {
    assert.ok(forgeNotScripted(adept('{1}{U}, {T}: Creatures you control gain shroud until your next upkeep.')).length > 0);
  });
});
