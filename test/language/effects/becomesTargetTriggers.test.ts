import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a card with these lines. */
function trigger(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: an object becoming the target of a spell or ability', () => {
  test('of enchanted creature, and of a creature of a kind, "that creature" is the creature targeted (the object of the event)', () => {
    const aura = trigger('Test Snare {2}{W}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature becomes the target of a spell or ability, tap that creature.');
    assert.ok(!aura.unknown, JSON.stringify(aura.unknown));
    assert.deepStrictEqual(aura.steps?.[0], { do: 'tap', what: { ref: 'triggered', what: 'object' } });
    assert.match(describeEffect(aura)[0], /when the enchanted permanent becomes the target of a spell or ability/);
    const each = trigger('Test Spirit {3}{B}\nCreature — Spirit\nWhenever a creature becomes the target of a spell or ability, tap that creature.\n2/2');
    assert.ok(!each.unknown, JSON.stringify(each.unknown));
    assert.deepStrictEqual(each.steps?.[0], { do: 'tap', what: { ref: 'triggered', what: 'object' } });
  });

  test('"that creature" of the card\'s own event stays unread (the card is "it", no other creature is named)', () => {
    assert.ok(trigger('Test Mirror {1}{U}\nCreature — Illusion\nWhen Test Mirror becomes the target of a spell or ability, tap that creature.\n1/1').unknown);
  });

  test('"of a spell", "of an Aura spell" (spells only) and "… an opponent controls" are read, and described', () => {
    const aura = trigger('Test Hermit {1}{G}\nCreature — Elf Druid\nWhenever Test Hermit becomes the target of an Aura spell, you gain 3 life.\n1/1');
    assert.ok(!aura.unknown, JSON.stringify(aura.unknown));
    assert.deepStrictEqual(aura.trigger?.bySpell, { alts: [{ noun: 'Aura', props: [] }] });
    assert.match(describeEffect(aura)[0], /becomes the target of an Aura spell \(not an ability\)/);
    const theirs = trigger('Test Moss {3}{G}\nCreature — Plant\nWhenever Test Moss becomes the target of a spell or ability an opponent controls, you gain 1 life.\n2/4');
    assert.ok(!theirs.unknown, JSON.stringify(theirs.unknown));
    assert.deepStrictEqual([theirs.trigger?.byOpponent, theirs.trigger?.bySpell], [true, undefined]);
    assert.match(describeEffect(theirs)[0], /becomes the target of a spell or ability an opponent controls/);
    const spell = trigger('Test Smasher {4}\nCreature — Eldrazi\nWhenever Test Smasher becomes the target of a spell an opponent controls, you gain 1 life.\n5/5');
    assert.deepStrictEqual([spell.trigger?.byOpponent, spell.trigger?.bySpell], [true, { alts: [{ noun: 'Spell', props: [] }] }]);
    // "(not an ability)" closes the phrase, not splitting "a spell an opponent controls".
    assert.match(describeEffect(spell)[0], /becomes the target of a spell an opponent controls \(not an ability\)/);
  });
});
