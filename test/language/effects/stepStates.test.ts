import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: a sentence of steps done only if the game\'s state is so', () => {
  test('"If it\'s your turn, scry 2." after a step: the scry only on your turn, the step before it always', () => {
    const [e] = effects("Ember Verse {1}{R}\nInstant\nEmber Verse deals 3 damage to target creature. If it's your turn, scry 2.");
    assert.strictEqual(e.unknown, undefined);
    assert.strictEqual(e.steps![0].ifState, undefined);
    assert.deepStrictEqual(e.steps![1].ifState, { turn: 'yours' });
    assert.match(describeEffect(e).join('\n'), /2\. if it's your turn, scry 2/);
  });

  test('spell mastery on a line of its own: two or more instant and/or sorcery cards in your graveyard', () => {
    const [, mastery] = effects('Grave Lesson {2}{B}\nSorcery\nDestroy target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 life.');
    assert.strictEqual(mastery.unknown, undefined);
    assert.deepStrictEqual(mastery.steps![0].ifState, { yours: 'graveyardInstantsSorceries', compare: 'GE', count: 2 });
    assert.match(describeEffect(mastery).join('\n'), /if there are 2 or more instant and\/or sorcery cards in your graveyard, you gain 2 life/);
  });

  test('threshold and addendum begin a spell\'s line; the condition holds for its sentence only', () => {
    const [, threshold] = effects('Bone Lesson {3}{R}\nSorcery\nDraw a card.\nThreshold — If seven or more cards are in your graveyard, draw a card. You gain 1 life.');
    assert.deepStrictEqual(threshold.steps!.map((s) => s.ifState), [{ yours: 'graveyardCards', compare: 'GE', count: 7 }, undefined]);
    const [, addendum] = effects('Noon Ruling {1}{W}\nInstant\nDraw a card.\nAddendum — If you cast this spell during your main phase, you gain 2 life.');
    assert.deepStrictEqual(addendum.steps![0].ifState, { castInMainPhase: true });
    assert.match(describeEffect(addendum).join('\n'), /if you cast this spell during your main phase, you gain 2 life/);
  });

  test('"instead", "it" and a trigger\'s leading "if" are not read as such a condition', () => {
    // (the number of the step before, which depends on it: not a step of its own)
    assert.deepStrictEqual(effects("Bone Lesson {3}{R}\nSorcery\nBone Lesson deals 2 damage to any target. If it's your turn, Bone Lesson deals 4 damage to that permanent or player instead.")[0].steps!.map((s) => [s.do, s.ifState]), [['damage', undefined]]);
    assert.ok(effects("Bone Lesson {3}{R}\nSorcery\nTap target creature. If it's attacking, destroy it.")[0].unknown);
    // A trigger's leading "if" is an intervening if (603.4), read by the trigger reader, never a step's condition.
    const [t] = effects("Dawn Bell {2}\nArtifact\nAt the beginning of each upkeep, if it's your turn, draw a card.");
    assert.ok(!(t.steps ?? []).some((s) => s.ifState));
    if (t.unknown) assert.match(t.unknown.reason, /intervening/);
    else assert.ok(t.trigger?.condition, 'read as the trigger\'s condition');
  });
});

suite('effect model: counters a permanent enters with if something happened this turn', () => {
  test('"enters with two +1/+1 counters on it if a creature died this turn": the replacement with its condition', () => {
    const [e] = effects('Gorge Boar {3}{G}\nCreature — Boar\nMorbid — Gorge Boar enters the battlefield with two +1/+1 counters on it if a creature died this turn.\n3/3');
    assert.deepStrictEqual(e.replacement, { counters: { counter: 'P1P1', amount: 2, ifThisTurn: { creatureDied: true } } });
    assert.strictEqual(describeEffect(e).join('\n'), 'replacement: this card enters the battlefield with 2 +1/+1 counter(s) if a creature died this turn');
  });

  test('another condition after the counters stays unread', () => {
    assert.ok(effects('Gorge Boar {3}{G}\nCreature — Boar\nGorge Boar enters with a +1/+1 counter on it if you control a Forest.\n3/3')[0].unknown);
  });
});

suite('effect model: a spell\'s lines are one ability', () => {
  test('"that creature" on a spell\'s next line is the target the line before named (the same target id)', () => {
    const [first, second] = effects('Noon Ruling {1}{W}\nInstant\nTarget creature gets +2/+2 until end of turn.\nThat creature gains flying until end of turn.');
    assert.strictEqual(second.unknown, undefined);
    assert.deepStrictEqual((second.steps![0] as { what: unknown }).what, (first.steps![0] as { what: unknown }).what);
  });
});

suite('effect model: "… instead" with another number, if a condition holds', () => {
  test('"If this spell was kicked, that creature gets +5/+5 until end of turn instead.": one P/T change by a number or the other', () => {
    const [, e] = effects('Oak Surge {G}\nInstant\nKicker {5}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.');
    assert.strictEqual(e.unknown, undefined);
    assert.strictEqual(e.steps!.length, 1);
    assert.deepStrictEqual(e.steps![0], {
      do: 'pump', what: (e.steps![0] as { what: unknown }).what, power: 'X', toughness: 'X', keywords: [], duration: 'turn',
      x: { count: 'ifElse', condition: { kicked: true }, then: 5, else: 2 },
    });
    assert.match(describeEffect(e).join('\n'), /where X is 5 if this spell was kicked, otherwise 2/);
  });

  test('an amount said again with "instead" ("that player discards four cards instead") depends on casting it during your main phase', () => {
    const [e] = effects('Dark Hymn {4}{B}{B}\nSorcery\nTarget player discards two cards. If you cast this spell during your main phase, that player discards four cards instead.');
    assert.deepStrictEqual((e.steps![0] as { amount: unknown }).amount, { count: 'ifElse', condition: { castInMainPhase: true }, then: 4, else: 2 });
  });

  test('a different step, or more than the number changed, is not read', () => {
    assert.ok(effects('Oak Surge {G}\nInstant\nKicker {2}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +4/+4 and gains trample until end of turn instead.')[1].unknown);
    assert.ok(effects('Oak Surge {G}\nInstant\nKicker {2}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +4/+2 until end of turn instead.')[1].unknown);
  });
});

suite('effect model: "… instead if …" on a spell\'s next line', () => {
  test('"Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.": the line before\'s number', () => {
    const [first, second] = effects('Grim Slip {B}\nInstant\nTarget creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.');
    assert.strictEqual(second.unknown, undefined);
    assert.deepStrictEqual(second.steps, []);
    assert.deepStrictEqual(first.steps!.map((s) => [s.do, (s as { power?: unknown }).power, (s as { x?: unknown }).x]), [['pump', '-X', { count: 'ifElse', condition: { creatureDied: true }, then: 13, else: 1 }]]);
    assert.match(describeEffect(second).join('\n'), /the number of the line before/);
  });

  test('threshold on the same line ("… deals 5 damage to that creature instead if seven or more cards are in your graveyard") changes the damage before it', () => {
    const [e] = effects('Heat Blast {1}{R}\nInstant\nHeat Blast deals 3 damage to target creature. Heat Blast deals 5 damage to that creature instead if seven or more cards are in your graveyard.');
    assert.deepStrictEqual((e.steps![0] as { amount: unknown }).amount, { count: 'ifElse', condition: { yours: 'graveyardCards', compare: 'GE', count: 7 }, then: 5, else: 3 });
  });

  test('a next line left unread does not change the line before', () => {
    const [first, second] = effects('Grim Slip {B}\nInstant\nTarget creature gets +2/+2 until end of turn.\nMorbid — That creature gets +4/+4 until end of turn instead if a creature died this turn. Then fizzle the moon.');
    assert.ok(second.unknown);
    assert.deepStrictEqual(first.steps!.map((s) => [s.do, (s as { power?: unknown }).power, (s as { x?: unknown }).x]), [['pump', 2, undefined]]);
  });

  test('"instead if it\'s attacking" in a spell is not read as of the spell itself (it is the target)', () => {
    const [e] = effects("Rush Order {1}{R}\nInstant\nTarget creature gets +1/+1 until end of turn. It gets +3/+3 until end of turn instead if it's attacking.");
    assert.ok(e.unknown, JSON.stringify(e.steps));
  });

  test('"If you do" after a sentence merged into the one before, and "instead" after "If you do", are not read', () => {
    assert.ok(effects('Grim Slip {B}\nInstant\nTarget creature gets -2/-2 until end of turn. It gets -4/-4 until end of turn instead if a creature died this turn. If you do, draw a card.')[0].unknown);
    const [t] = effects('Grave Hound {2}{B}\nCreature — Dog\nWhen Grave Hound enters the battlefield, you may pay {1}. If you do, target creature gets -1/-1 until end of turn. If you do, it gets -3/-3 until end of turn instead if a creature died this turn.\n2/2');
    assert.ok(t.unknown || !JSON.stringify(t.steps).includes('ifElse'), JSON.stringify(t.steps));
  });

  test('a line after another ability is not read so; a different step is one done instead (insteadSteps.test.ts)', () => {
    assert.ok(effects('Grim Slip {B}\nInstant\nTarget creature gets -1/-1 until end of turn.\nFlashback {2}{B}\nThat creature gets -13/-13 until end of turn instead if a creature died this turn.')[2].unknown);
    const [damage, destroy] = effects('Heat Blast {1}{R}\nInstant\nHeat Blast deals 3 damage to target creature.\nDestroy that creature instead if a creature died this turn.');
    assert.deepStrictEqual([damage.steps![0].instead, destroy.steps![0].instead], [{ condition: { creatureDied: true }, replaced: true }, { condition: { creatureDied: true }, replaced: false }]);
  });
});
