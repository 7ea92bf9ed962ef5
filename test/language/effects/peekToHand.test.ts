import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the top card of your library put into your hand if it is of a kind', () => {
  test('"look at the top card … If it\'s a land card, you may reveal it and put it into your hand" is one step of that kind of card', () => {
    const [e] = effectsOf("Moss Seeker {1}{G}\nCreature — Elf\n{T}: Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand.\n1/2");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'peekToHand', filter: { alts: [{ noun: 'Card', props: [{ is: 'type', type: 'Land' }] }], zone: 'library' } }]);
    assert.match(describeEffect(e).join('\n'), /look at the top card of your library; if it's a land card, you may reveal it and put it into your hand/);
  });

  test('a kind of several words ("noncreature, nonland card", "creature card of the chosen type") is read', () => {
    const [e] = effectsOf("Quiet Monk {2}{W}\nCreature — Human Monk\n{2}, {T}: Look at the top card of your library. If it's a noncreature, nonland card, you may reveal it and put it into your hand.\n1/3");
    assert.deepStrictEqual(e.steps, [{ do: 'peekToHand', filter: { alts: [{ noun: 'Card', props: [{ is: 'type', type: 'Creature', not: true }, { is: 'type', type: 'Land', not: true }] }], zone: 'library' } }]);
    const t = effectsOf("Rally Horn {3}\nArtifact\nAs Rally Horn enters the battlefield, choose a creature type.\nAt the beginning of your upkeep, look at the top card of your library. If it's a creature card of the chosen type, you may reveal it and put it into your hand.").at(-1)!;
    assert.ok(!t.unknown, JSON.stringify(t.unknown));
    assert.strictEqual(t.steps?.[0].do, 'peekToHand');
  });

  test('a kind with a number, a card put there without "you may reveal", or more words after it stay unread, with the reason', () => {
    const reason = (card: string) => effectsOf(card)[0].unknown?.reason;
    assert.strictEqual(reason("Sly Seer {U}\nCreature — Human\n{T}: Look at the top card of your library. If it's a creature card with power 2 or less, you may reveal it and put it into your hand.\n1/1"), 'not read: what is done with the top card');
    assert.strictEqual(reason("Sly Seer {U}\nCreature — Human\n{T}: Look at the top card of your library. If it's a land card, put it into your hand.\n1/1"), 'not read: what is done with the top card');
    assert.strictEqual(reason("Stable Bell {2}\nArtifact\n{1}, {T}: Look at the top card of your library. If it's a Horse card, you may reveal it and put it into your hand. If you don't put it into your hand, you may put it on the bottom of your library."), 'not read: what follows the top card put into your hand');
  });
});
