import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of an instant with this rules text. */
function spell(text: string): AbilityEffect {
  const model = parseDocument(`Test Spell {1}{R}\nInstant\n${text}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: amounts said "equal to"', () => {
  test('"damage to target player equal to the number of cards in that player\'s hand" counts the target\'s hand', () => {
    const e = spell("Test Spell deals damage to target player equal to the number of cards in that player's hand.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'target', JSON.stringify(e.steps));
    assert.deepStrictEqual(step.amount, { count: 'cardsInHand', player: step.to });
    assert.match(describeEffect(e).join('\n'), /the number of cards in target player's hand/);
  });

  test('"damage to target creature equal to the number of Mountains you control" counts them, said after the target', () => {
    const e = spell('Test Spell deals damage to target creature equal to the number of Mountains you control.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'target', JSON.stringify(e.steps));
    assert.deepStrictEqual(step.amount, { count: 'objects', filter: { alts: [{ noun: 'Mountain', props: [{ is: 'controller', who: 'you' }] }], plural: true }, afterTarget: true });
    assert.match(describeEffect(e).join('\n'), /equal to the number of Mountains you control/);
  });

  test('"damage to any target equal to the number of cards in your hand" stays unread', () => {
    assert.ok(spell('Test Spell deals damage to any target equal to the number of cards in your hand.').unknown);
  });

  test('the card\'s name as a possessive in an activated ability ("equal to Test Beast\'s power") is the card\'s power', () => {
    const model = parseDocument("Test Beast {2}{G}\nCreature — Beast\nSacrifice Test Beast: You gain life equal to Test Beast's power.\n2/2").chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'power', of: { ref: 'self' } } }]);
    assert.match(describeEffect(e).join('\n'), /life equal to/);
  });

  test('"where X is the number of colors of mana spent to cast this spell" (converge) is the colours spent on the spell', () => {
    const e = spell('Converge — You draw X cards, where X is the number of colors of mana spent to cast this spell.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'draw', who: { ref: 'you' }, amount: { count: 'colorsSpent' } }]);
    assert.match(describeEffect(e).join('\n'), /(a card for each color|the number of colors) of mana spent to cast it/);
    const each = spell('You gain 1 life for each color of mana spent to cast this spell.');
    assert.deepStrictEqual(each.steps?.[0]?.do === 'gainLife' && each.steps[0].amount, { count: 'colorsSpent' });
    assert.match(describeEffect(each).join('\n'), /(for each color|equal to the number of colors) of mana spent to cast it/);
  });

  test('"the number of colors of mana spent to cast it" (which "it"?) stays unread', () => {
    assert.ok(spell('You draw X cards, where X is the number of colors of mana spent to cast it.').unknown);
  });

  test('"the life you\'ve lost this turn" and "for each creature that died this turn" are counts of the turn', () => {
    const lost = spell("You gain life equal to the life you've lost this turn.");
    assert.deepStrictEqual(lost.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'lifeYouLostThisTurn' } }]);
    assert.match(describeEffect(lost).join('\n'), /the life you've lost this turn/);
    const died = spell('You gain 1 life for each creature that died this turn.');
    assert.deepStrictEqual(died.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'creaturesDied' } }]);
    assert.match(describeEffect(died).join('\n'), /creature(s)? that died this turn/);
  });

  test('"for each Spirit that died this turn" counts the permanents of that subtype that died; "discards a card for each" is one card for each', () => {
    const draw = spell('Draw a card for each Spirit that died this turn.');
    assert.deepStrictEqual(draw.steps, [{ do: 'draw', who: { ref: 'you' }, amount: { count: 'creaturesDied', subtype: 'Spirit' } }]);
    assert.match(describeEffect(draw).join('\n'), /Spirit that died this turn/);
    const discard = spell('Target player discards a card for each Spirit that died this turn.');
    assert.ok(discard.steps?.[0].do === 'discard' && discard.steps[0].how === 'choice');
    assert.deepStrictEqual(discard.steps[0].amount, { count: 'creaturesDied', subtype: 'Spirit' });
    assert.match(describeEffect(discard).join('\n'), /discards a card for each Spirit that died this turn/);
    // A discard for each counter on the card: not read.
    assert.ok(spell('Target player discards a card for each charge counter on Test Spell.').unknown);
  });

  test('"You gain life equal to the damage dealt this way" counts the damage the card dealt just before', () => {
    const e = spell('Test Spell deals 3 damage to any target. You gain life equal to the damage dealt this way.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'damageDealtThisWay' } });
    assert.match(describeEffect(e).join('\n'), /the damage dealt this way/);
    assert.ok(spell('Draw a card. You gain life equal to the damage dealt this way.').unknown);
    assert.ok(spell('Target creature deals 2 damage to any target. You gain life equal to the damage dealt this way.').unknown);
  });

  test('"draw cards equal to the greatest toughness among Walls you control" draws as many cards as that amount', () => {
    const e = spell('Draw cards equal to the greatest toughness among Walls you control.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'draw', who: { ref: 'you' }, amount: { count: 'greatestToughness', filter: { alts: [{ noun: 'Wall', props: [{ is: 'controller', who: 'you' }] }], plural: true } } }]);
    assert.match(describeEffect(e).join('\n'), /draw cards equal to the greatest toughness among Walls you control/);
    const model = parseDocument("Test Well {2}{U}\nArtifact\nSacrifice a creature: Draw cards equal to the sacrificed creature's toughness.").chunks.find((c) => c.model)!.model!;
    const sacrificed = readCardEffects(model).faces[0][0];
    assert.ok(!sacrificed.unknown, JSON.stringify(sacrificed.unknown));
    assert.deepStrictEqual(sacrificed.steps, [{ do: 'draw', who: { ref: 'you' }, amount: { count: 'toughness', of: { ref: 'sacrificed' } } }]);
  });

  test('"draw cards equal to the number of artifacts you control" is described as the card says it, not "card(s)"', () => {
    assert.match(describeEffect(spell('Draw cards equal to the number of artifacts you control.')).join('\n'), /you draw cards equal to the number of artifacts you control$/);
    assert.match(describeEffect(spell('Draw a card for each artifact you control.')).join('\n'), /you draw a card for each artifact you control$/);
  });

  test('a P/T change by X is described as the card says it: the duration, then what X is; "your life total"', () => {
    assert.match(describeEffect(spell('Target creature gets +X/+0 until end of turn, where X is the number of Shrines you control.')).join('\n'), /target creature gets \+X\/\+0 until end of turn, where X is the number of Shrines you control$/);
    assert.match(describeEffect(spell('Target creature gets -X/-X until end of turn, where X is your life total.')).join('\n'), /target creature gets -X\/-X until end of turn, where X is your life total$/);
  });

  test('"draw cards equal to" an amount the model cannot read stays unread', () => {
    assert.ok(spell('Draw cards equal to the number of opponents you have.').unknown);
  });
});
