import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "Players can\'t play lands."', () => {
  test('a rule of every player (305.1), described so; of some players only it is not this form', () => {
    const read = (text: string) => readCardEffects(parseDocument(`Scorched Accord {1}{R}{R}\nEnchantment\nAt the beginning of your upkeep, Scorched Accord deals 1 damage to you.\n${text}`).chunks.find((c) => c.model)!.model!).faces[0].at(-1)!;
    const e = read("Players can't play lands.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }, keywords: [], rules: [], cantPlayLands: true }]);
    assert.match(describeEffect(e).join('\n'), /players can't play lands/);
    assert.ok(!read("Players can't play lands during your turn.").continuous?.some((c) => c.cantPlayLands));
  });
});
