import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: objects a target player controls skip their next untap', () => {
  test('"Artifacts target player controls don\'t untap during that player\'s next untap step": each such artifact, the player targeted by the step', () => {
    // The sentence is the reader's fixed wording; the card around it is invented.
    const model = parseDocument('Still Soil {4}{U}\nInstant\nArtifacts target player controls don\'t untap during that player\'s next untap step.\nFlashback {3}{U}{U}').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps ?? [];
    assert.ok(step.do === 'pump' && step.of?.ref === 'target' && step.what.ref === 'each' && step.duration === 'permanent');
    assert.match(describeEffect(e).join('\n'), /each artifact the target player controls doesn't untap during its controller's next untap step/);
  });
});
