import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "the discarded card" and "the exiled card" of a cost', () => {
  test('"Discard a card: … equal to the discarded card\'s mana value" is of the card the cost discarded', () => {
    const [e] = effectsOf('Test Cinder Sage {2}{R}\nCreature — Human Wizard\n{2}, {T}, Discard a card: Each opponent loses life equal to the discarded card\'s mana value.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0]?.do === 'loseLife' && e.steps[0].amount, { count: 'manaValue', of: { ref: 'paid', how: 'discarded' } });
    assert.match(describeEffect(e).join('\n'), /the card discarded to pay the cost/);
  });

  test('a spell\'s additional cost that exiles a card from your graveyard is "the exiled card" of its next line', () => {
    const [, spell] = effectsOf("Test Bone Tithe {2}{B}\nInstant\nAs an additional cost to cast this spell, exile a creature card from your graveyard.\nTarget creature you control gets +X/+0 until end of turn, where X is the exiled card's power.");
    assert.ok(!spell.unknown, JSON.stringify(spell.unknown));
    const step = spell.steps?.[0];
    assert.deepStrictEqual(step?.do === 'pump' && step.x, { count: 'power', of: { ref: 'paid', how: 'exiled' } });
  });

  test('"the discarded card" stays unread when the cost discards two cards or exiles one (and "the exiled card" when it discards)', () => {
    const ability = (cost: string, which: string) => effectsOf(`Test Cinder Sage {2}{R}\nCreature — Human Wizard\n${cost}: You gain life equal to the ${which} card's mana value.\n2/2`)[0];
    assert.ok(ability('{1}, Discard two cards', 'discarded').unknown);
    assert.ok(ability('{1}, Discard a card', 'exiled').unknown);
    assert.ok(ability('Exile the top card of your library', 'discarded').unknown);
    assert.ok(!ability('Exile the top card of your library', 'exiled').unknown);
  });
});
