import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];
const eel = 'Spark Eel {2}{R}\nCreature — Fish\n{R}{R}: Spark Eel gets +2/+0 until end of turn and deals 1 damage to you.\n1/1';
const walker = 'Bog Walker {2}{B}\nCreature — Treefolk\n{B}{B}: Bog Walker gains swampwalk until end of turn and deals 2 damage to you.\n2/3';

suite('"~ gets +2/+0 (gains swampwalk) until end of turn and deals 1 damage to you"', () => {
  test('read as the pump, then damage the card deals, said in words', () => {
    const e = first(eel);
    assert.deepStrictEqual(e.steps, [
      { do: 'pump', what: { ref: 'self' }, power: 2, toughness: 0, keywords: [], duration: 'turn' },
      { do: 'damage', amount: { n: 1 }, to: { ref: 'you' }, source: { ref: 'self' } },
    ]);
    assert.match(describeEffect(e).join('\n'), /gets \+2\/\+0 until end of turn\n  2\. deal 1 damage to you/);
    assert.deepStrictEqual(first(walker).steps?.map((s) => s.do), ['pump', 'damage']);
  });

  test('Forge: the Pump, then DealDamage to you as its sub-ability', () => {
    assert.deepStrictEqual(script(eel), ['A:AB$ Pump | Cost$ R R | NumAtt$ +2 | SubAbility$ DBDealDamage', 'SVar:DBDealDamage:DB$ DealDamage | Defined$ You | NumDmg$ 1']);
    assert.deepStrictEqual(script(walker), ['A:AB$ Pump | Cost$ B B | Defined$ Self | KW$ Swampwalk | SubAbility$ DBDealDamage', 'SVar:DBDealDamage:DB$ DealDamage | Defined$ You | NumDmg$ 2']);
  });
});

suite('"~ gets -1/-0 until end of turn and deals 1 damage to target creature"', () => {
  test('not read: Forge writes the targeted damage first', () => {
    assert.ok(first('Reef Lurker {3}{U}\nCreature — Fish\n{U}{U}: Reef Lurker gets -1/-0 until end of turn and deals 1 damage to target attacking creature.\n4/4').unknown);
  });
});
