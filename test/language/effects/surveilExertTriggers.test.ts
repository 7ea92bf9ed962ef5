import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a creature card with this line. */
function trigger(line: string): AbilityEffect {
  const model = parseDocument(`Test Agent {1}{U}{B}\nCreature — Human Rogue\n${line}\n2/2`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: "whenever you surveil" and "whenever you exert a creature"', () => {
  test('"Whenever you surveil" is an event of yours, once for each surveil (701.25)', () => {
    const e = trigger('Whenever you surveil, you gain 2 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'surveil', subject: { ref: 'you' } });
    assert.match(describeEffect(e)[0], /whenever you surveil \(once for each surveil, 701\.25\)/);
  });

  test('"Whenever you exert a creature" is the exert of a creature you control (701.43)', () => {
    const e = trigger('Whenever you exert a creature, draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'exerted', subject: { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'you' }] }] } } });
    assert.match(describeEffect(e)[0], /whenever you exert a creature you control/);
  });
});
