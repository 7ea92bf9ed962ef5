import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: an "unless" cost paid a counted number of times', () => {
  test('"{1} for each card in your graveyard" and "{X}, where X is your devotion to blue" are UnlessCost$ X with the count', () => {
    assert.deepStrictEqual(script('Spiral Refusal {2}{U}\nInstant\nCounter target spell unless its controller pays {1} for each card in your graveyard.'), [
      'A:SP$ Counter | Cost$ 2 U | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ X',
      'SVar:X:Count$InYourYard',
    ]);
    assert.deepStrictEqual(script('Tide Refusal {1}{U}\nInstant\nCounter target spell unless its controller pays {X}, where X is your devotion to blue.'), [
      'A:SP$ Counter | Cost$ 1 U | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ X',
      'SVar:X:Count$Devotion.Blue',
    ]);
    assert.deepStrictEqual(script('Hymn Refusal {1}{U}\nEnchantment\nSacrifice Hymn Refusal: Counter target spell unless its controller pays {X}, where X is the number of verse counters on Hymn Refusal.'), [
      'A:AB$ Counter | Cost$ Sac<1/CARDNAME> | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ X',
      'SVar:X:Count$CardCounters.VERSE',
    ]);
  });

  test('a count of permanents or of a power in an "unless" cost is left out (Forge\'s scripts spell it two ways)', () => {
    assert.match(forgeNotScripted('Azure Refusal {1}{U}\nInstant\nCounter target spell unless its controller pays {1} for each blue permanent you control.').join('\n'), /paid once for each permanent or for a power/);
    assert.match(forgeNotScripted('Might Refusal {1}{U}\nInstant\nCounter target spell unless its controller pays {X}, where X is the greatest power among creatures you control.').join('\n'), /paid once for each permanent or for a power/);
  });
});
