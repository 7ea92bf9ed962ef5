import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the top card of your library revealed and put one way or the other', () => {
  test('"reveal the top card … If it\'s a land card, put it onto the battlefield. Otherwise, put it into your hand." is one step', () => {
    const [e] = effectsOf("Cliff Augur {2}{G}\nCreature — Elf Druid\n{1}{G}, {T}: Reveal the top card of your library. If it's a basic land card, put it onto the battlefield. Otherwise, put it into your hand.\n1/1");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'revealTopCard', filter: { alts: [{ noun: 'Card', props: [{ is: 'supertype', type: 'Basic' }, { is: 'type', type: 'Land' }] }], zone: 'library' }, to: 'battlefield', otherwise: 'hand' }]);
    assert.match(describeEffect(e).join('\n'), /reveal the top card of your library; if it's a basic land card, put it onto the battlefield, otherwise into your hand/);
  });

  test('a kind of a colour and a type, put into your hand, the rest into your graveyard, is read', () => {
    const [e] = effectsOf("Bone Diviner {1}{B}\nCreature — Zombie Shaman\n{3}, {T}: Reveal the top card of your library. If it's a black creature card, put it into your hand. Otherwise, put it into your graveyard.\n2/1");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0]?.do === 'revealTopCard' && [e.steps[0].to, e.steps[0].otherwise], ['hand', 'graveyard']);
  });

  test('its description names the kind with its article, "card" said once', () => {
    const [e] = effectsOf("Scrap Augur {2}{U}\nCreature — Human Artificer\n{2}, {T}: Reveal the top card of your library. If it's an artifact or creature card, put it onto the battlefield. Otherwise, put it into your graveyard.\n1/3");
    assert.match(describeEffect(e).join('\n'), /if it's an artifact card or creature card, put it onto the battlefield, otherwise into your graveyard/);
    const [p] = effectsOf("Scrap Augur {2}{U}\nCreature — Human Artificer\n{2}, {T}: Reveal the top card of your library. If it's a permanent card, put it into your hand. Otherwise, put it into your graveyard.\n1/3");
    assert.match(describeEffect(p).join('\n'), /if it's a permanent card, put it into your hand/);
  });

  test('a kind with a number, a card put the same way both times, or more words after it stay unread, with the reason', () => {
    const reason = (text: string) => effectsOf(`Odd Augur {2}{G}\nCreature — Elf\n{T}: ${text}\n1/1`)[0].unknown?.reason;
    assert.strictEqual(reason("Reveal the top card of your library. If it's a creature card with power 3 or greater, put it into your hand. Otherwise, put it into your graveyard."), 'not read: what is done with the revealed card');
    assert.strictEqual(reason("Reveal the top card of your library. If it's a land card, put it into your hand. Otherwise, put it into your hand."), 'not read: what is done with the revealed card');
    assert.strictEqual(reason("Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your hand and you lose 1 life."), 'not read: what is done with the revealed card');
  });
});
