import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

suite('Effects: what a keyword paid or chosen as the card was cast decides (tribute)', () => {
  test('"if tribute wasn\'t paid" is the intervening if of the card entering, and explain says what it means', () => {
    const [keyword, trigger] = effects("Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nWhen Hill Brute enters, if tribute wasn't paid, you gain 3 life.\n3/3");
    assert.deepStrictEqual([keyword.keyword?.name, keyword.keyword?.parameter], ['Tribute', '2']);
    assert.deepStrictEqual(trigger.trigger?.condition, { tributeNotPaid: true });
    assert.strictEqual(trigger.trigger?.event, 'enters');
    assert.match(describeEffect(trigger)[0], /enters the battlefield, if tribute wasn't paid \(no opponent put its \+1\/\+1 counters on it\)$/);
  });

  test('"if tribute was not paid" is read the same', () => {
    const [, trigger] = effects('Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nWhen Hill Brute enters, if tribute was not paid, you gain 3 life.\n3/3');
    assert.deepStrictEqual(trigger.trigger?.condition, { tributeNotPaid: true });
  });
});

suite('Effects: the optional reveal of a card of a subtype as the card is cast (presence), and what checks it', () => {
  const reveal = 'As an additional cost to cast this spell, you may reveal a Wurm card from your hand.';

  test('the optional reveal is a keyword with the subtype, and explain says what it is', () => {
    const [e] = effects(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\n1/3`);
    assert.deepStrictEqual(e.keyword, { name: 'Presence', parameter: 'Wurm' });
    assert.match(describeEffect(e)[0], /^optional additional cost: you may reveal a Wurm card from your hand/);
  });

  test('explain says other text checks the reveal only where some does, and says "an" before a vowel', () => {
    const [alone] = effects(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\n1/3`);
    assert.doesNotMatch(describeEffect(alone)[0], /checks/);
    const [keyword, trigger] = effects("Elf Herald {1}{G}\nCreature — Elf\nAs an additional cost to cast this spell, you may reveal an Elf card from your hand.\nWhen Elf Herald enters, if you revealed an Elf card or controlled an Elf as you cast Elf Herald, you gain 2 life.\n1/3");
    assert.strictEqual(describeEffect(keyword)[0], 'optional additional cost: you may reveal an Elf card from your hand (its other text checks whether you revealed one or controlled an Elf as you cast it)');
    assert.match(describeEffect(trigger)[0], /if you revealed an Elf card or controlled an Elf as you cast it$/);
  });

  test('a reveal that is not optional, or of no subtype, is not this keyword', () => {
    const [e] = effects('Wurm Herald {1}{G}\nCreature — Elf\nAs an additional cost to cast this spell, you may reveal a green card from your hand.\n1/3');
    assert.ok(e.unknown || e.keyword?.name !== 'Presence', JSON.stringify(e.keyword));
    const [required] = effects('Wurm Herald {1}{G}\nCreature — Elf\nAs an additional cost to cast this spell, reveal a Wurm card from your hand.\n1/3');
    assert.ok(required.unknown || required.keyword?.name !== 'Presence', JSON.stringify(required.keyword));
  });

  test('"if you revealed … or controlled … as you cast ~" is an intervening if of the card entering', () => {
    const [, trigger] = effects(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\nWhen Wurm Herald enters, if you revealed a Wurm card or controlled a Wurm as you cast Wurm Herald, you gain 2 life.\n1/3`);
    assert.deepStrictEqual(trigger.trigger?.condition, { presence: 'Wurm' });
    assert.match(describeEffect(trigger)[0], /if you revealed a Wurm card or controlled a Wurm as you cast it$/);
  });

  test('in a spell, it is the condition of the sentence it starts; with two subtypes it is not read', () => {
    const [, spell] = effects(`Wurm Roar {1}{G}\nSorcery\n${reveal}\nTarget player mills two cards. If you revealed a Wurm card or controlled a Wurm as you cast this spell, you gain 2 life.`);
    assert.deepStrictEqual(spell.steps?.[1].ifState, { presence: 'Wurm' });
    assert.match(describeEffect(spell).join('\n'), /2\. if you revealed a Wurm card or controlled a Wurm as you cast this spell, you gain 2 life/);
    const [, other] = effects(`Wurm Roar {1}{G}\nSorcery\n${reveal}\nTarget player mills two cards. If you revealed a Wurm card or controlled a Dragon as you cast this spell, you gain 2 life.`);
    assert.ok(other.unknown);
  });

  test('the counters a permanent enters with may depend on it', () => {
    const [, entry] = effects(`Wurm Herald {1}{G}\nCreature — Elf\n${reveal}\nWurm Herald enters with two +1/+1 counters on it if you revealed a Wurm card or controlled a Wurm as you cast this spell.\n1/3`);
    assert.deepStrictEqual(entry.replacement?.counters, { counter: 'P1P1', amount: 2, ifThisTurn: { presence: 'Wurm' } });
  });
});
