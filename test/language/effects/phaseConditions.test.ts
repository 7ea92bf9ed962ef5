import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a card written by the test. */
function trigger(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: conditions of "at the beginning of" triggers', () => {
  test('"put a +1/+1 counter on equipped creature if it\'s blue" is done only if the equipped creature is blue as it resolves', () => {
    const e = trigger('Tide Band {2}\nArtifact — Equipment\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if it\'s blue.\nEquip {1}');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'counters', what: { ref: 'equipped' }, counter: 'P1P1', amount: { n: 1 }, ifItsColor: { what: { ref: 'equipped' }, color: 'U' } }]);
    assert.match(describeEffect(e).join('\n'), /if the equipped creature is blue, put/);
  });

  test('"if it\'s red" after a step of another object, or before more words, is not read', () => {
    assert.strictEqual(trigger('Ember Band {2}\nArtifact\nAt the beginning of your upkeep, put a +1/+1 counter on target creature if it\'s red.').unknown?.reason, 'not read: the rest of the sentence');
    assert.strictEqual(trigger('Ember Band {2}\nArtifact — Equipment\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if it\'s red and tapped.\nEquip {1}').unknown?.reason, 'not read: the rest of the sentence');
  });
});

suite('effect model: "if you gained life this turn"', () => {
  test('is the life gained this turn, 1 or more, and is described so', () => {
    const e = trigger('Dusk Feaster {1}{B}\nCreature — Vampire\nAt the beginning of each end step, if you gained life this turn, you draw a card.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { lifeGainedThisTurn: 1 });
    assert.match(describeEffect(e).join('\n'), /if you gained life this turn/);
  });
});

suite('effect model: "at end of combat"', () => {
  test('is the end of combat step of each combat; "if ~ attacked or blocked this combat" is of the card itself, and "it" is the card', () => {
    const e = trigger('Rusted Ram {4}\nArtifact Creature — Construct\nAt end of combat, if Rusted Ram attacked or blocked this combat, put a +1/+1 counter on it.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'phase', subject: { ref: 'you' }, phase: 'endCombat', whose: 'each', condition: { selfAttackedOrBlocked: 'combat' } });
    assert.deepStrictEqual(e.steps, [{ do: 'counters', what: { ref: 'self' }, counter: 'P1P1', amount: { n: 1 } }]);
    assert.match(describeEffect(e).join('\n'), /at end of combat \(each combat\), if this card \(~\) attacked or blocked this combat/);
  });

  test('"if ~ attacked or blocked this combat" of another trigger (when it dies, at the end step) is not read', () => {
    for (const when of ['When Rusted Ram dies', 'At the beginning of your end step']) {
      const e = trigger(`Rusted Ram {4}\nArtifact Creature — Construct\n${when}, if Rusted Ram attacked or blocked this combat, draw a card.\n2/2`);
      assert.match(JSON.stringify(e.unknown), /outside an \\"at end of combat\\" trigger/);
    }
  });

  test('"at end of turn" is not read as a step', () => {
    assert.strictEqual(trigger('Rusted Ram {4}\nArtifact Creature — Construct\nAt end of turn, put a +1/+1 counter on Rusted Ram.\n2/2').unknown?.reason, 'not read: when it triggers');
  });
});

suite('effect model: "if you lost life last turn"', () => {
  test('is read as the life you lost in the turn before, and described so', () => {
    const e = trigger('Scarred Watch {1}{W}\nEnchantment\nAt the beginning of each upkeep, if you lost life last turn, you gain 1 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { lifeLostLastTurn: true });
    assert.match(describeEffect(e).join('\n'), /if you lost life last turn/);
  });
});

suite('effect model: "for as long as ~ remains tapped"', () => {
  test('is a duration of a pump (with "and has" keywords), described so; "and has" until end of turn is not read', () => {
    const model = parseDocument('Ember Courier {2}{R}\nCreature — Goblin\n{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as Ember Courier remains tapped.\n2/1').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0], { do: 'pump', what: { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [{ is: 'type', type: 'Goblin' }] }] }, min: 1, max: 1, id: 0, another: false }, power: 2, toughness: 2, keywords: ['Haste'], duration: 'whileSelfTapped' });
    assert.match(describeEffect(e).join('\n'), /for as long as this card \(~\) remains tapped/);
    const until = parseDocument('Ember Courier {2}{R}\nCreature — Goblin\n{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste until end of turn.\n2/1').chunks.find((c) => c.model)!.model!;
    assert.ok(readCardEffects(until).faces[0][0].unknown);
  });
});

suite('effect model: "doesn\'t untap during its controller\'s untap step for as long as ~ remains tapped"', () => {
  test('is a rule of the tapped target for that long, described so', () => {
    const model = parseDocument('Kelp Squid {3}{U}\nCreature — Squid\n{T}: Tap target creature. It doesn\'t untap during its controller\'s untap step for as long as Kelp Squid remains tapped.\n2/2').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'pump', what: { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [] }] }, min: 1, max: 1, id: 0, another: false }, keywords: [], rules: ["CARDNAME doesn't untap during your untap step."], duration: 'whileSelfTapped' });
    assert.match(describeEffect(e).join('\n'), /doesn't untap during its controller's untap step for as long as this card \(~\) remains tapped/);
  });
});

suite('effect model: "if there are seven or more lands on the battlefield"', () => {
  test('is a count of the permanents of that kind on the battlefield, anyone\'s, seven or more', () => {
    const e = trigger('Sinking Tower {2}{R}\nEnchantment\nAt the beginning of your upkeep, if there are seven or more lands on the battlefield, sacrifice Sinking Tower.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { onBattlefield: { alts: [{ noun: 'Land', props: [] }], plural: true }, atLeast: 7 });
    assert.match(describeEffect(e).join('\n'), /if there are 7 or more on the battlefield \(anyone's\) of: land/);
  });

  test('"there are four or more card types among cards in your graveyard" is still delirium', () => {
    const e = trigger('Sinking Tower {2}{R}\nEnchantment\nAt the beginning of your upkeep, if there are four or more card types among cards in your graveyard, draw a card.');
    assert.deepStrictEqual(e.trigger?.condition, { delirium: true });
  });
});

suite('effect model: "if you have 200 or more cards in your library"', () => {
  test('is a count of the cards in your library, that many or more', () => {
    const e = trigger('Deep Archive {2}{U}\nEnchantment\nAt the beginning of your upkeep, if you have 100 or more cards in your library, you win the game.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { cardsInLibrary: 'you', compare: 'GE', count: 100 });
    assert.match(describeEffect(e).join('\n'), /if you have 100 or more cards in your library/);
  });
});

suite('effect model: "if there are fewer than six creature cards in your graveyard"', () => {
  test('is a count of those cards in your graveyard, fewer than six', () => {
    const e = trigger('Hungry Crypt {2}{B}\nEnchantment\nAt the beginning of your upkeep, if there are fewer than four creature cards in your graveyard, sacrifice a creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.ok(e.trigger?.condition && 'inYourGraveyard' in e.trigger.condition && e.trigger.condition.fewerThan === 4);
    assert.match(describeEffect(e).join('\n'), /is less than 4/);
  });
});
