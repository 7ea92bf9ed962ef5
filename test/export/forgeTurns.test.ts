import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('"Proliferate." and an extra turn after the card itself is sacrificed', () => {
  test('proliferate is one step, said in words, and Forge\'s Proliferate', () => {
    const grow = first('Spread Lore {2}{U}\nSorcery\nDraw two cards, then proliferate.');
    assert.deepStrictEqual(grow.steps?.[1], { do: 'proliferate' });
    assert.match(describeEffect(grow).join('\n'), /proliferate \(choose any number of permanents/);
    assert.ok(script('Spread Lore {2}{U}\nSorcery\nDraw two cards, then proliferate.').includes('SVar:DBProliferate:DB$ Proliferate'));
  });

  test('an extra turn after the card itself is sacrificed is not written yet', () => {
    assert.deepStrictEqual(notScripted('Last Hour {1}{U}\nEnchantment\nAt the beginning of your upkeep, if you have 5 or less life, sacrifice Last Hour and take an extra turn after this one.'),
      ['an extra turn after the card itself is sacrificed (not written yet)']);
  });
});
