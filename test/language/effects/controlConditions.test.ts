import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

const creature = (rules: string) => effects(`Pact Warden {1}{W}\nCreature — Human Soldier\n${rules}\n2/2`)[0];

suite('effect model: conditions on what you (or defending player) control', () => {
  test('"you control a white or black permanent": either colour of one kind, on a static and an intervening "if"', () => {
    const e = creature('Pact Warden has lifelink as long as you control a white or black permanent.');
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.continuous![0].asLongAs, {
      youControl: { alts: [{ noun: 'Permanent', props: [{ is: 'color', color: 'W' }, { is: 'controller', who: 'you' }] }, { noun: 'Permanent', props: [{ is: 'color', color: 'B' }, { is: 'controller', who: 'you' }] }] },
      compare: 'GE', count: 1,
    });
    assert.match(describeEffect(e).join('\n'), /as long as you control a /);
    const t = effects('Dawn Shrine {2}{G}\nEnchantment\nAt the beginning of your upkeep, if you control a red or green permanent, draw a card.')[0];
    assert.strictEqual(t.unknown, undefined);
    assert.strictEqual(t.trigger!.condition && 'youControl' in t.trigger!.condition && t.trigger!.condition.youControl.alts.length, 2);
  });

  test('"as long as you control another Soldier" is described with "another", not "an other"', () => {
    const e = creature('Pact Warden gets +1/+0 as long as you control another Soldier.');
    assert.strictEqual(e.unknown, undefined);
    const text = describeEffect(e).join('\n');
    assert.match(text, /as long as you control another Soldier/);
    assert.doesNotMatch(text, /an other|a other/);
  });

  test('other pairs of kinds stay unread as conditions', () => {
    assert.ok(creature('Pact Warden has lifelink as long as you control an artifact or enchantment.').unknown);
    assert.ok(creature('Pact Warden has lifelink as long as you control two or more white or black permanents.').unknown);
  });

  test('"~ can\'t block if you control an untapped land": the restriction holds as long as you do', () => {
    const e = creature("Pact Warden can't block if you control an untapped land.");
    assert.strictEqual(e.unknown, undefined);
    const [c] = e.continuous!;
    assert.deepStrictEqual(c.rules, ["CARDNAME can't block."]);
    assert.deepStrictEqual(c.asLongAs, { youControl: { alts: [{ noun: 'Land', props: [{ is: 'state', state: 'untapped' }, { is: 'controller', who: 'you' }] }] }, compare: 'GE', count: 1 });
  });

  test('"~ can\'t attack if defending player controls an untapped land" (508.1c)', () => {
    const e = creature("Pact Warden can't attack if defending player controls an untapped land.");
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.continuous![0].cantAttackIfDefenderControls, { alts: [{ noun: 'Land', props: [{ is: 'state', state: 'untapped' }] }] });
    assert.match(describeEffect(e).join('\n'), /can't attack if defending player controls a /);
    assert.ok(creature("Pact Warden can't attack if defending player controls a creature you own.").unknown);
  });

  test('an intervening "if you control a Desert or there is a Desert card in your graveyard", said in words', () => {
    const e = effects('Dune Hound {2}{R}\nCreature — Dog\nWhen Dune Hound enters, if you control a Desert or there is a Desert card in your graveyard, you gain 3 life.\n3/3')[0];
    assert.deepStrictEqual(e.trigger?.condition, { desert: true });
    assert.match(describeEffect(e).join('\n'), /if you control a Desert or there is a Desert card in your graveyard/);
  });

  test('"discard a card if you don\'t control an Ogre": the one-clause sentence\'s condition, said after it', () => {
    const e = effects("Grim Brute {2}{B}\nCreature — Demon\nAt the beginning of your upkeep, discard a card if you don't control an Ogre.\n5/5")[0];
    assert.strictEqual(e.trigger?.condition, undefined);
    assert.deepStrictEqual(e.steps![0].ifYouControl, { youControl: { alts: [{ noun: 'Ogre', props: [{ is: 'controller', who: 'you' }] }] }, compare: 'EQ', count: 0 });
    assert.ok(effects("Grim Brute {2}{B}\nCreature — Demon\nAt the beginning of your upkeep, discard a card and draw a card if you don't control an Ogre.\n5/5")[0].unknown);
  });

  test('"Cast this spell only if you control two or more Vampires": when the spell may be cast', () => {
    const [only] = effects('Night Feast {1}{B}\nSorcery\nCast this spell only if you control two or more Vampires.\nDestroy target creature.');
    assert.deepStrictEqual(only.castOnly, { ifYouControl: { youControl: { alts: [{ noun: 'Vampire', props: [{ is: 'controller', who: 'you' }] }], plural: true }, compare: 'GE', count: 2 } });
    assert.match(describeEffect(only).join('\n'), /cast only if you control 2 or more Vampire/);
  });

  test('a spell\'s line that begins "If you control two or fewer Forests, …": its steps only if you do as it resolves', () => {
    const [e] = effects('Thin Harvest {G}\nSorcery\nIf you control two or fewer Forests, draw two cards and you gain 2 life.');
    assert.strictEqual(e.unknown, undefined);
    const condition = { youControl: { alts: [{ noun: 'Forest', props: [{ is: 'controller', who: 'you' }] }], plural: true }, compare: 'LE', count: 2 };
    assert.deepStrictEqual(e.steps!.map((s) => s.ifYouControl), [condition, condition]);
    assert.match(describeEffect(e).join('\n'), /if you control 2 or fewer Forest/);
    // A later line's "that creature" is the target the line before chose.
    const [, later] = effects('Rivet Blessing {1}{G}\nInstant\nUntap target creature.\nMetalcraft — If you control three or more artifacts, put two +1/+1 counters on that creature.');
    assert.strictEqual(later.unknown, undefined);
    assert.deepStrictEqual(later.steps![0].ifYouControl, { youControl: { alts: [{ noun: 'Artifact', props: [{ is: 'controller', who: 'you' }] }], plural: true }, compare: 'GE', count: 3 });
    assert.strictEqual(later.steps![0].do === 'counters' && later.steps![0].what.ref, 'target');
  });

  test('"two or fewer" stays unread where a count of what you control is not written that way', () => {
    assert.ok(creature('Pact Warden has lifelink as long as you control two or fewer creatures.').unknown);
  });
});

suite('effect model: a land that enters tapped unless you control a number of lands', () => {
  const land = (rules: string) => readCardEffects(parseDocument(`Vale Test\nLand\n${rules}`).chunks.find((c) => c.model)!.model!).faces[0][0];

  test('"unless you control two or more basic lands" and "… two or fewer other lands" are counts of lands', () => {
    const more = land('Vale Test enters the battlefield tapped unless you control two or more basic lands.');
    assert.deepStrictEqual(more.replacement?.tappedUnless, { controlCount: { alts: [{ noun: 'Land', props: [{ is: 'supertype', type: 'Basic' }] }], plural: true }, compare: 'GE', count: 2 });
    assert.match(describeEffect(more).join('\n'), /tapped unless you control 2 or more basic land/);
    const fewer = land('Vale Test enters tapped unless you control two or fewer other lands.');
    assert.ok(fewer.replacement?.tappedUnless && 'controlCount' in fewer.replacement.tappedUnless && fewer.replacement.tappedUnless.compare === 'LE');
    assert.ok(land('Vale Test enters the battlefield tapped unless you control two or more creatures.').unknown);
  });
});
