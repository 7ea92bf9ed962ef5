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
  test('"…, except that the copy is black." in an enters trigger is a copy step with the copy\'s colour', () => {
    const e = ability('When this creature enters, copy target sorcery spell an opponent controls, except that the copy is black. You may choose new targets for the copy.\n2/2', 'Creature — Faerie Wizard');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'copySpell' ? s.color : s.do), ['B']);
    assert.match(describeEffect(e).join('\n'), /except that the copy is black; you may choose new targets for the copy/);
    // Another exception (or none of a colour) is not read.
    assert.ok(ability('When this creature enters, copy target sorcery spell an opponent controls, except that the copy is legendary. You may choose new targets for the copy.\n2/2', 'Creature — Faerie Wizard').unknown);
  });

  test('"copy that spell" after a player\'s cast trigger is a copy of the spell whose casting triggered the ability', () => {
    const e = ability('Whenever a player casts a sorcery spell with mana value 3 or less, you may pay {1}. If you do, copy that spell. You may choose new targets for the copy.');
    assert.deepStrictEqual(e.steps, [{ do: 'copySpell', what: { ref: 'triggered', what: 'spell' } }]);
    assert.match(describeEffect(e).join('\n'), /copy that spell \(the spell cast\); you may choose new targets for the copy/);
    // Without a cast trigger "that spell" names nothing: not read.
    assert.ok(ability('{4}{U}, Discard a card: Copy that spell. You may choose new targets for the copy.').unknown);
  });

  test('"copy that spell" after a step that targets another spell is not read as the spell cast', () => {
    const e = ability('Whenever you cast an artifact spell, counter target sorcery spell an opponent controls. Copy that spell. You may choose new targets for the copy.');
    assert.ok(e.unknown);
    assert.ok(!e.steps?.some((s) => s.do === 'copySpell' && s.what.ref === 'triggered'));
  });
});

suite('effect model: a copy that another player makes (707.10)', () => {
  test('"The controller of target sorcery spell copies it." is a copy step its controller makes, who chooses the new targets', () => {
    const e = ability('When this creature enters, the controller of target sorcery spell copies it. That player may choose new targets for the copy. Draw a card.\n1/4', 'Creature — Merfolk Trickster');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'copySpell' ? s.byController : s.do), [true, 'draw']);
    const text = describeEffect(e).join('\n');
    assert.match(text, /the controller of target sorcery spell copies it; that player may choose new targets for the copy/);
    assert.doesNotMatch(text, /you may choose new targets/);
    // Of a permanent, without the sentence about new targets, or with "you" choosing them: not read.
    assert.ok(ability('When this creature enters, the controller of target creature copies it. That player may choose new targets for the copy.\n1/4', 'Creature — Merfolk Trickster').unknown);
    assert.ok(ability('When this creature enters, the controller of target sorcery spell copies it.\n1/4', 'Creature — Merfolk Trickster').unknown);
    assert.ok(ability('When this creature enters, the controller of target sorcery spell copies it. You may choose new targets for the copy.\n1/4', 'Creature — Merfolk Trickster').unknown);
  });
});

suite('effect model: a copy of a triggered ability (707.10)', () => {
  test('"Copy target triggered ability you control." is a copy step of an ability whose source you control', () => {
    const e = ability('{2}{U}, Sacrifice this artifact: Copy target triggered ability you control. You may choose new targets for the copy. Scry 1.', 'Artifact');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'copySpell' ? s.ability : s.do), ['triggered', 'scry']);
    assert.match(describeEffect(e).join('\n'), /copy target triggered ability you control; you may choose new targets for the copy/);
    // An opponent's, or without the sentence about new targets: not read.
    assert.ok(ability('{2}{U}, Sacrifice this artifact: Copy target triggered ability an opponent controls. You may choose new targets for the copy.', 'Artifact').unknown);
    assert.ok(ability('{2}{U}, Sacrifice this artifact: Copy target triggered ability you control. Scry 1.', 'Artifact').unknown);
  });
});
