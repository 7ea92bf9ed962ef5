import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { effectsOf } from './effectHelpers.js';

const augur = (then: string): string => `Cinder Augur {1}{R}\nCreature — Human Shaman\n{1}{R}, {T}: Reveal the top card of your library. ${then}\n2/1`;

suite('effect model: the top card revealed, and a sentence done if it is of a kind', () => {
  test('"Reveal the top card of your library. If it\'s an instant or sorcery card, ~ gets …": the steps of the sentence under the kind', () => {
    const [e] = effectsOf(augur('If it\'s an instant or sorcery card, Cinder Augur gets +4/+0 and gains first strike until end of turn.'));
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps?.length, 1);
    const [step] = e.steps!;
    assert.ok(step.do === 'revealTopIf');
    assert.strictEqual(step.filter.alts.length, 2);
    assert.strictEqual(step.filter.zone, 'library');
    assert.deepStrictEqual(step.then.map((s) => s.do), ['pump']);
    assert.match(describeEffect(e).join('\n'), /reveal the top card of your library; if it's an instant card or sorcery card, this card \(~\) gets \+4\/\+0/);
  });

  test('a sentence about the revealed card itself, or one with "Otherwise" after it, is not this', () => {
    const [e] = effectsOf(augur('If it\'s a land card, you lose life equal to its mana value.'));
    assert.ok(e.unknown || !e.steps?.some((s) => s.do === 'revealTopIf'), JSON.stringify(e.steps));
    const [f] = effectsOf(augur('If it\'s an artifact card, put it onto the battlefield. Otherwise, put it into your hand.'));
    assert.strictEqual(f.steps?.[0].do, 'revealTopCard');
  });

  test('"its" after the card itself and a target are named could be either or the revealed card: not this', () => {
    const [e] = effectsOf(augur('If it\'s a creature card, Cinder Augur deals 2 damage to target creature and you gain life equal to its toughness.'));
    assert.ok(e.unknown || !e.steps?.some((s) => s.do === 'revealTopIf'), JSON.stringify(e.steps));
  });

  test('"untap ~ and it gets …" in the sentence: "it" is the card itself', () => {
    const [e] = effectsOf('Brasswing Sentry {3}\nArtifact Creature — Construct\n{3}{W}: Reveal the top card of your library. If it\'s an artifact or creature card, untap Brasswing Sentry and it gets +0/+3 until end of turn.\n1/4');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps ?? [];
    assert.ok(step.do === 'revealTopIf');
    assert.deepStrictEqual(step.then.map((s) => [s.do, 'what' in s ? s.what : undefined]), [['untap', { ref: 'self' }], ['pump', { ref: 'self' }]]);
  });
});

suite('effect model: "it" after untapping the card itself', () => {
  const what = (text: string): unknown[] | undefined => {
    const [e] = effectsOf(`Brine Jailer {2}{U}\nCreature — Merfolk\n${text}\n1/1`);
    return e.unknown ? undefined : e.steps?.map((s: Step) => ('what' in s ? s.what : undefined));
  };

  test('after a target named in the effect, "Untap ~. It …" could be either: unread', () => {
    assert.strictEqual(what('{1}: Tap target creature. Untap Brine Jailer. It doesn\'t untap during its controller\'s next untap step.'), undefined);
    assert.strictEqual(what('{2}, {T}: Gain control of target creature until end of turn. Untap Brine Jailer. It gains haste until end of turn.'), undefined);
    assert.strictEqual(what('{2}: Target creature gets +1/+1 until end of turn. Untap Brine Jailer. It gains flying until end of turn.'), undefined);
  });

  test('"untap ~ and it …" after a target, or "Untap ~. It …" with no other object named: the card itself', () => {
    assert.deepStrictEqual(what('{3}: Tap target land. Untap Brine Jailer and it gets +2/+0 until end of turn.')?.slice(1), [{ ref: 'self' }, { ref: 'self' }]);
    assert.deepStrictEqual(what('At the beginning of your end step, untap Brine Jailer. It gets +0/+2 until end of turn.'), [{ ref: 'self' }, { ref: 'self' }]);
  });
});
