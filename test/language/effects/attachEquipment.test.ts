import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: a target Equipment attached to a creature', () => {
  test('"Attach target Equipment you control to another target creature you control." is one step of two targets', () => {
    const [e] = effectsOf('Test Page {1}{W}\nCreature — Human Soldier\n{1}, {T}: Attach target Equipment you control to another target creature you control.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'attachEquipment' && step.what.ref === 'target' && step.to.ref === 'target', JSON.stringify(e.steps));
    assert.match(describeEffect(e).join('\n'), /attach target Equipment you control to target other creature you control/);
  });

  test('"… to ~" attaches it to the card itself', () => {
    const [e] = effectsOf('Test Squire {2}{R}\nCreature — Goblin\n{1}: Attach target Equipment you control to Test Squire.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0]?.do === 'attachEquipment' && e.steps[0].to, { ref: 'self' });
  });

  test('an Aura, or more words after it, stay unread with the reason', () => {
    const reason = (text: string) => effectsOf(`Test Page {1}{W}\nCreature — Human\n{T}: ${text}\n1/1`)[0].unknown?.reason;
    assert.strictEqual(reason('Attach target Aura you control to target creature.'), 'not read: what is attached to what');
    assert.strictEqual(reason('Attach target Equipment you control to target creature you control and untap it.'), 'not read: what is attached to what');
  });
});
