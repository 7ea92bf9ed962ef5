import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: "of the chosen color" (the colour chosen as the permanent entered, 614.12)', () => {
  test('"Destroy target permanent of the chosen color": the target\'s filter has the chosen colour', () => {
    const [choose, destroy] = effects('Hue Warden {2}{W}\nCreature — Human Knight\nAs Hue Warden enters the battlefield, choose a color.\n{W}, {T}: Destroy target permanent of the chosen color.\n2/2');
    assert.deepStrictEqual(choose.replacement, { choose: 'color' });
    assert.ok(JSON.stringify(destroy.steps).includes('{"is":"chosenColor"}'), JSON.stringify(destroy.steps));
    assert.strictEqual(describeEffect(destroy).join('\n').includes('permanent of the chosen color'), true, describeEffect(destroy).join('\n'));
  });

  test('"Whenever you cast a spell of the chosen color": the spell cast of that colour', () => {
    const [, trigger] = effects('Hue Charm {2}\nArtifact\nAs Hue Charm enters the battlefield, choose a color.\nWhenever you cast a spell of the chosen color, draw a card.');
    assert.strictEqual(trigger.kind, 'triggered');
    assert.ok(JSON.stringify(trigger.trigger).includes('{"is":"chosenColor"}'), JSON.stringify(trigger.trigger));
  });
});

suite('effect model: becoming the color of your choice', () => {
  test('"~ becomes the color of your choice until end of turn": the object and how long (105.3)', () => {
    const [e] = effects('Test Crow {2}{U}\nCreature — Bird\n{1}: Test Crow becomes the color of your choice until end of turn.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'becomeChosenColor', what: { ref: 'self' }, duration: 'turn' }]);
    assert.match(describeEffect(e).join('\n'), /this card \(~\) becomes the color of your choice until end of turn/);
  });
});
