import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

const effectOf = (card: string) => readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('effect model: "unless <a player> has ~ deal N damage to them"', () => {
  test('the player named before may take the damage to stop the step', () => {
    const e = effectOf("Scald Wave {1}{R}\nInstant\n~ deals 4 damage to target creature or planeswalker unless that permanent's controller has ~ deal 3 damage to them.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0].unless?.cost, [{ pay: 'damageYou', amount: 3 }]);
    assert.deepStrictEqual(e.steps?.[0].unless?.payer.ref, 'controller');
    assert.match(describeEffect(e).join('\n'), /unless .* has this card \(~\) deal 3 damage to them/);
  });

  test('of a target player discarding, before a second sentence', () => {
    const e = effectOf('Pyre Writ {1}{R}\nSorcery\nTarget player discards two cards unless that player has ~ deal 4 damage to them. Draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.unless?.cost), [[{ pay: 'damageYou', amount: 4 }], undefined]);
  });

  test('a new target, "you" or more words after "them" are not read', () => {
    assert.ok(effectOf('Spite Coil {R}\nSorcery\nTarget creature gets -2/-0 until end of turn unless target player has ~ deal 3 damage to them.').unknown);
    assert.ok(effectOf('Char Tithe {R}\nInstant\n~ deals 3 damage to target creature unless you have ~ deal 3 damage to you.').unknown);
    assert.ok(effectOf('Hot Toll {R}\nSorcery\nTarget player loses 2 life unless that player has ~ deal 3 damage to them and gains 1 life.').unknown);
  });

  test('"Any player may have ~ deal N damage to them. If no one does, …": the one step, unless any player takes the damage', () => {
    const e = effectOf("Dare the Flame {1}{R}\nSorcery\nAny player may have ~ deal 4 damage to them. If no one does, return up to two target creatures to their owners' hands.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => [s.unless?.any, s.unless?.cost]), [[true, [{ pay: 'damageYou', amount: 4 }]]]);
    assert.match(describeEffect(e).join('\n'), /unless any player has this card \(~\) deal 4 damage to them/);
    // Two steps, an optional one or "any opponent": not read.
    assert.ok(effectOf('Ruin Wager {R}{R}\nSorcery\nAny player may have ~ deal 5 damage to them. If no one does, you draw a card. You gain 2 life.').unknown);
    assert.ok(effectOf('Quiet Dare {R}\nSorcery\nAny player may have ~ deal 3 damage to them. If no one does, you may draw two cards.').unknown);
    assert.ok(effectOf('Odd Bet {R}\nSorcery\nAny opponent may have ~ deal 3 damage to them. If no one does, draw two cards.').unknown);
  });
});
