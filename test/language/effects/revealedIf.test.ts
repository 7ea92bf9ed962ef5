import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const seer = 'Test Seer {2}{G}\nCreature — Spirit\n{3}: Reveal the top card of your library. If it\'s a creature card, Test Seer gets +3/+1 and gains reach until end of turn.\n2/2';

suite('effect model: the top card revealed, and a sentence done if it is of a kind', () => {
  test('"Reveal the top card of your library. If it\'s a creature card, ~ gets …": the steps of the sentence under the kind', () => {
    const [e] = effectsOf(seer);
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps?.length, 1);
    const [step] = e.steps!;
    assert.ok(step.do === 'revealTopIf');
    assert.deepStrictEqual(step.filter, { alts: [{ noun: 'Card', props: [{ is: 'type', type: 'Creature' }] }], zone: 'library' });
    assert.deepStrictEqual(step.then.map((s) => s.do), ['pump']);
    assert.match(describeEffect(e).join('\n'), /reveal the top card of your library; if it's a creature card, /);
  });

  test('a sentence about the revealed card itself, or one with "Otherwise" after it, is not this', () => {
    const [e] = effectsOf('Test Seer {2}{G}\nCreature — Spirit\n{3}: Reveal the top card of your library. If it\'s a creature card, you gain life equal to its toughness.\n2/2');
    assert.ok(e.unknown || !e.steps?.some((s) => s.do === 'revealTopIf'), JSON.stringify(e.steps));
    const [f] = effectsOf('Test Seer {2}{G}\nCreature — Spirit\n{T}: Reveal the top card of your library. If it\'s a land card, put it onto the battlefield. Otherwise, put it into your hand.\n2/2');
    assert.strictEqual(f.steps?.[0].do, 'revealTopCard');
  });

  test('"untap ~ and it gets …" in the sentence: "it" is the card itself', () => {
    const [e] = effectsOf('Test Warden {1}{W}\nCreature — Spirit\n{4}: Reveal the top card of your library. If it\'s an artifact card, untap Test Warden and it gets +0/+2 until end of turn.\n0/3');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps ?? [];
    assert.ok(step.do === 'revealTopIf');
    assert.deepStrictEqual(step.then.map((s) => [s.do, 'what' in s ? s.what : undefined]), [['untap', { ref: 'self' }], ['pump', { ref: 'self' }]]);
  });
});
