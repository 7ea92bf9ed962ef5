import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of a card with this rules text (an enchantment unless `types` says otherwise). */
function ability(rules: string, types = 'Enchantment'): AbilityEffect {
  return readCardEffects(parseDocument(`Echo Loom {4}{U}{R}\n${types}\n${rules}`).chunks.find((c) => c.model)!.model!).faces[0][0];
}

suite('effect model: copies of a spell (707.10)', () => {
  test('"Copy target instant or sorcery spell, except that the copy is blue." is a copy step with the copy\'s colour', () => {
    const e = ability('Copy target instant or sorcery spell you control, except that the copy is blue. You may choose new targets for the copy.', 'Instant');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'copySpell' ? s.color : s.do), ['U']);
    assert.match(describeEffect(e).join('\n'), /except that the copy is blue; you may choose new targets for the copy/);
    // Another exception (or none of a colour) is not read.
    assert.ok(ability('Copy target instant or sorcery spell, except that the copy is legendary. You may choose new targets for the copy.', 'Instant').unknown);
  });

  test('"copy that spell" after a cast trigger is a copy of the spell whose casting triggered the ability', () => {
    const e = ability('Whenever you cast a sorcery spell, copy that spell. You may choose new targets for the copy.');
    assert.deepStrictEqual(e.steps, [{ do: 'copySpell', what: { ref: 'triggered', what: 'spell' } }]);
    // Without a cast trigger "that spell" names nothing: not read.
    assert.ok(ability('{3}: Copy that spell. You may choose new targets for the copy.').unknown);
  });
});

suite('effect model: a copy that another player makes (707.10)', () => {
  test('"The controller of target instant or sorcery spell copies it." is a copy step its controller makes', () => {
    const e = ability('{1}{U}{U}, {T}: The controller of target instant or sorcery spell copies it. That player may choose new targets for the copy.', 'Artifact');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'copySpell' && s.byController), [true]);
    assert.match(describeEffect(e).join('\n'), /its controller copies target instant or sorcery spell/);
    // Of a permanent, or without the sentence about new targets: not read.
    assert.ok(ability('{1}{U}{U}, {T}: The controller of target creature copies it. That player may choose new targets for the copy.', 'Artifact').unknown);
    assert.ok(ability('{1}{U}{U}, {T}: The controller of target instant or sorcery spell copies it.', 'Artifact').unknown);
  });
});

suite('effect model: a copy of a triggered ability (707.10)', () => {
  test('"Copy target triggered ability you control." is a copy step of an ability whose source you control', () => {
    const e = ability('{3}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.', 'Artifact');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'copySpell' && s.ability), ['triggered']);
    assert.match(describeEffect(e).join('\n'), /copy target triggered ability you control; you may choose new targets for the copy/);
    // An opponent's, or without the sentence about new targets: not read.
    assert.ok(ability('{3}, {T}: Copy target triggered ability an opponent controls. You may choose new targets for the copy.', 'Artifact').unknown);
    assert.ok(ability('{3}, {T}: Copy target triggered ability you control.', 'Artifact').unknown);
  });
});
