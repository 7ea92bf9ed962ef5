import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the only card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

suite('effect model: another player\'s "may"', () => {
  test('"that creature\'s controller may draw a card": optional, that player\'s choice, and the draw is theirs', () => {
    const [e] = effects("Grief Orchard {3}{G}\nEnchantment\nWhenever a nontoken creature is put into a graveyard from the battlefield, that creature's controller may draw a card.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps!;
    const controller = { ref: 'controller', of: { ref: 'triggered', what: 'object' } };
    assert.ok(step.do === 'draw');
    assert.deepStrictEqual([step.optional, step.optionalBy, step.who], [true, controller, controller]);
    assert.doesNotMatch(describeEffect(e).join('\n'), /you may/);
    // Said as that player's own "may", once (was "(the controller of …'s choice) the controller of … draws a card").
    assert.match(describeEffect(e).join('\n'), /^\s*1\. the controller of that object \(of the trigger\) may draw 1 card\(s\)$/m);
  });

  test('"its controller may draw two cards" after a creature entering is read the same way', () => {
    const [e] = effects('Welcome Banner {3}{U}\nEnchantment\nWhenever a creature enters the battlefield, its controller may draw two cards.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual([e.steps![0].do, e.steps![0].optional, e.steps![0].optionalBy?.ref], ['draw', true, 'controller']);
  });

  test('"may draw a card and lose 2 life" is left unread: the loss is that player\'s and chosen with the draw, not yours', () => {
    const [e] = effects("Grief Bower {2}{B}\nEnchantment\nWhenever a creature dies, that creature's controller may draw a card and lose 2 life.");
    assert.ok(e.unknown, JSON.stringify(e.steps));
  });

  test('another player\'s "may" of any other verb is left unread', () => {
    const [e] = effects("Grief Garden {1}{G}{G}\nEnchantment\nWhenever a creature dies, that creature's controller may gain 3 life.");
    assert.ok(e.unknown);
  });
});

suite('effect model: a token that\'s a copy of the trigger\'s object', () => {
  test('"create a token that\'s a copy of that artifact" after an artifact entering copies that artifact', () => {
    const [e] = effects("Forge of Echoes {4}\nArtifact\nWhenever another nontoken artifact enters the battlefield under your control, you may pay {3}. If you do, create a token that's a copy of that artifact.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => [s.do, s.do === 'copyPermanent' ? s.what : undefined]), [['copyPermanent', { ref: 'triggered', what: 'object' }]]);
  });

  test('"that creature" after an artifact entering is not the trigger\'s object', () => {
    const [e] = effects("Forge of Echoes {4}\nArtifact\nWhenever another nontoken artifact enters the battlefield under your control, create a token that's a copy of that creature.");
    assert.ok(e.unknown);
  });
});
