import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

const spell = (text: string) => effects(`Blink Test {1}{W}\nInstant\n${text}`)[0];

suite('effect model: an object exiled and returned to the battlefield (flicker)', () => {
  test('"exile …, then return it to the battlefield under its owner\'s control" is one step, said in words', () => {
    const e = spell("Exile target creature you control, then return it to the battlefield under its owner's control.");
    assert.strictEqual(e.unknown, undefined);
    const [s] = e.steps!;
    assert.ok(s.do === 'flicker' && s.what.ref === 'target' && s.control === 'owner' && s.returnAt === undefined);
    assert.match(describeEffect(e).join('\n'), /exile target creature you control, then return it to the battlefield under its owner's control \(as a new object\)/);
    const card = spell('Exile target artifact you control, then return that card to the battlefield under your control.').steps![0];
    assert.ok(card.do === 'flicker' && card.control === 'you');
  });

  test('"Return that card … at the beginning of the next end step" is the same step, returned by a delayed trigger', () => {
    const e = effects("Mist Warden {2}{W}\nCreature — Spirit\nWhen Mist Warden enters, exile another target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.\n2/2")[0];
    const [s] = e.steps!;
    assert.ok(s.do === 'flicker' && s.returnAt === 'nextEndStep');
    assert.match(describeEffect(e).join('\n'), /at the beginning of the next end step/);
  });

  test('the returned card is a new object: "it" after the step is not read; nor are other returns', () => {
    assert.ok(spell("Exile target creature you control, then return it to the battlefield under its owner's control. It gains haste until end of turn.").unknown);
    assert.ok(spell("Exile target creature you control, then return it to the battlefield tapped under its owner's control.").unknown);
    assert.ok(spell("Exile two target creatures you control, then return them to the battlefield under their owners' control.").unknown);
    assert.ok(spell("Exile target creature, then return it to the battlefield under its owner's control at the beginning of your next upkeep.").unknown);
  });
});
