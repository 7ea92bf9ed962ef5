import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const kin = (then: string) => `Hollow Lantern Keeper {3}{B}\nCreature — Elf Warlock\nKinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Hollow Lantern Keeper, you may reveal it. If you do, ${then}\n2/3`;

suite('effect model: kinship (the top card revealed if it shares a creature type with the card)', () => {
  test('the look is one optional step whose sentence after "If you do" happens if the card was revealed', () => {
    const e = effectsOf(kin('you gain 3 life.')).at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'revealSharingType', optional: true, then: [{ do: 'gainLife', who: { ref: 'you' }, amount: { n: 3 } }] }]);
    assert.match(describeEffect(e).join('\n'), /if it shares a creature type with this card, you may reveal it; if you do, you gain 3 life/);
  });

  test('a sentence that names the revealed card, or a second sentence, is not read as kinship', () => {
    const played = effectsOf(kin('you may put that card into your hand.')).at(-1)!;
    assert.ok(!played.steps?.some((s) => s.do === 'revealSharingType'), JSON.stringify(played.steps));
    const more = effectsOf(kin('each opponent loses 1 life. Draw a card.')).at(-1)!;
    assert.ok(!more.steps?.some((s) => s.do === 'revealSharingType'), JSON.stringify(more.steps));
  });
});
