import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: a target named by its state', () => {
  test('"target enchanted creature" is any creature an Aura is attached to', () => {
    const [e] = effects('Rot Gaze {2}{B}{B}\nSorcery\nDestroy target enchanted creature.');
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.steps![0].do === 'destroy' && e.steps![0].what, { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [{ is: 'state', state: 'enchanted' }] }] }, min: 1, max: 1, id: 0, another: false });
    assert.match(describeEffect(e).join('\n'), /destroy target enchanted creature/);
  });

  test('"target enchanted creature or enchantment creature" is either kind of creature', () => {
    const [e] = effects('Rot Gaze {2}{B}{B}\nSorcery\nDestroy target enchanted creature or enchantment creature.');
    assert.strictEqual(e.unknown, undefined);
    assert.match(describeEffect(e).join('\n'), /destroy target enchanted creature or enchantment creature/);
  });

  test('"enchanted creature" without "target" is still the Aura\'s own creature', () => {
    const all = effects('Rot Bond {1}{B}\nEnchantment — Aura\nEnchant creature\n{1}: Destroy enchanted creature.');
    assert.ok(all.some((e) => e.steps?.some((s) => s.do === 'destroy')));
    assert.ok(!JSON.stringify(all).includes('"state":"enchanted"'));
  });
});

suite('effect model: every object of a kind that loses keywords', () => {
  test('"All creatures lose reach until end of turn" is read of each creature, for the turn', () => {
    const [e] = effects('Gale {1}{U}\nInstant\nAll creatures lose reach until end of turn.');
    assert.ok(e.steps![0].do === 'loseKeywords' && e.steps![0].what.ref === 'each');
    assert.match(describeEffect(e).join('\n'), /each creature loses reach until end of turn/);
  });

  test('"Two target creatures lose reach" (targets, not every object of a kind) stays unread', () => {
    assert.ok(effects('Gale {1}{U}\nInstant\nTwo target creatures lose reach until end of turn.')[0].unknown);
  });
});

suite('effect model: a target with a counter of any kind', () => {
  test('"target creature with a counter on it" is a creature with at least one counter, whatever its kind', () => {
    const [e] = effects('Eyehunter {1}{B}{B}\nCreature — Human Assassin\n{B}{B}, {T}: Destroy target creature with a counter on it. You gain 2 life.\n2/1');
    assert.ok(e.steps![0].do === 'destroy' && e.steps![0].what.ref === 'target');
    assert.deepStrictEqual(e.steps![0].do === 'destroy' && e.steps![0].what.ref === 'target' && e.steps![0].what.filter.alts[0].props, [{ is: 'anyCounter' }]);
    assert.match(describeEffect(e).join('\n'), /destroy target creature with a counter on it/);
  });
});

suite('effect model: what a target Aura is attached to', () => {
  test('"target Aura attached to a creature you control" names the Aura by its creature and that creature\'s controller', () => {
    const [e] = effects('Aura Mender {1}{W}\nCreature — Dwarf Monk\n{1}, {T}: Destroy target Aura attached to a creature you control.\n2/1');
    assert.deepStrictEqual(e.steps![0].do === 'destroy' && e.steps![0].what.ref === 'target' && e.steps![0].what.filter.alts, [{ noun: 'Aura', props: [{ is: 'attachedTo', noun: 'Creature', yours: true }] }]);
    assert.match(describeEffect(e).join('\n'), /destroy target Aura attached to a creature you control/);
  });
});
