import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];
const trainee = "Test Adept {2}{G}{G}\nCreature — Elf Druid\n{T}: Target creature gets +3/+1 until end of turn. Activate only if Test Adept's power is 3 or greater.\n1/3";

suite('"Activate only if ~\'s power is N or greater"', () => {
  test('read as a condition on the card\'s own power, said in words', () => {
    const e = first(trainee);
    assert.deepStrictEqual(e.restrictions?.onlyIf, { selfPower: 3 });
    assert.match(describeEffect(e).join('\n'), /only if this card's \(~'s\) power is 3 or greater/);
  });

  test('Forge: the card present with that power (IsPresent$ Card.powerGE4+Self)', () => {
    assert.deepStrictEqual(script(trainee), ['A:AB$ Pump | Cost$ T | ValidTgts$ Creature | NumAtt$ +3 | NumDef$ +1 | IsPresent$ Card.powerGE3+Self']);
    assert.deepStrictEqual(script("Test Slinger {4}{R}\nCreature — Goblin Shaman\n{T}: Test Slinger deals 2 damage to target creature. Activate this ability only if Test Slinger's power is 5 or greater.\n1/3"), [
      'A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature | NumDmg$ 2 | IsPresent$ Card.powerGE5+Self',
    ]);
  });

  test('"as long as ~\'s power is N or greater" of a static ability is not written yet', () => {
    assert.match(forgeNotScripted("Test Brute {3}{R}\nCreature — Ogre\nTest Brute has trample as long as Test Brute's power is 4 or greater.\n2/3").join('\n'), /own power/);
  });
});
