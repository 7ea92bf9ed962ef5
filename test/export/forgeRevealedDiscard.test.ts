import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a discard chosen from some revealed cards', () => {
  test('"reveals N cards from their hand and you choose M of them" is RevealYouChoose with RevealNumber$ N', () => {
    assert.deepStrictEqual(script('Pried Secrets {1}{B}\nSorcery\nTarget player reveals four cards from their hand and you choose one of them. That player discards that card.'), [
      'A:SP$ Discard | Cost$ 1 B | ValidTgts$ Player | NumCards$ 1 | Mode$ RevealYouChoose | RevealNumber$ 4',
    ]);
    assert.deepStrictEqual(script('Pried Pair {1}{B}{B}\nSorcery\nTarget player reveals four cards from their hand. You choose two of them. That player discards those cards.'), [
      'A:SP$ Discard | Cost$ 1 B B | ValidTgts$ Player | NumCards$ 2 | Mode$ RevealYouChoose | RevealNumber$ 4',
    ]);
  });

  test('X cards revealed (X paid) is RevealNumber$ X with any card chosen spelt out', () => {
    assert.deepStrictEqual(script('Prying Agent {1}{B}\nCreature — Human Rogue\n{X}{B}, {T}: Target player reveals X cards from their hand and you choose one of them. That player discards that card.\n1/1'), [
      'A:AB$ Discard | Cost$ X B T | ValidTgts$ Player | NumCards$ 1 | Mode$ RevealYouChoose | RevealNumber$ X | DiscardValid$ Card',
      'SVar:X:Count$xPaid',
    ]);
  });
});
