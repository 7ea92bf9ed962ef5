import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

const threshold = { yours: 'graveyardCards', compare: 'GE', count: 7 };

suite('effect model: a sentence whose steps are done instead of the ones before, if a condition holds', () => {
  test('"Threshold — If …, instead destroy that creature. It can\'t be regenerated.": the line before replaced, the destroy done instead', () => {
    const [first, second] = effects("Bile Rain {1}{B}\nInstant\nTarget nonblack creature gets -1/-1 until end of turn.\nThreshold — If seven or more cards are in your graveyard, instead destroy that creature. It can't be regenerated.");
    assert.strictEqual(second.unknown, undefined);
    assert.deepStrictEqual(first.steps![0].instead, { condition: threshold, replaced: true });
    assert.strictEqual(second.steps![0].do, 'destroy');
    assert.deepStrictEqual(second.steps![0].instead, { condition: threshold, replaced: false });
    assert.strictEqual(second.steps![0].do === 'destroy' && second.steps![0].what.ref, 'target');
    assert.match(describeEffect(first).join('\n'), /unless 7 or more cards are in your graveyard, target nonblack creature gets -1\/-1/);
    assert.match(describeEffect(second).join('\n'), /instead, if 7 or more cards are in your graveyard, destroy target nonblack creature \(it can't be regenerated\)/);
  });

  test('"If you control …, counter that spell instead." after an "unless" counter: that spell is the target spell', () => {
    const [first, second] = effects('Stern Refusal {U}\nInstant\nCounter target noncreature spell unless its controller pays {1}.\nFerocious — If you control a creature with power 4 or greater, counter that spell instead.');
    assert.strictEqual(second.unknown, undefined);
    assert.strictEqual(first.steps![0].instead?.replaced, true);
    assert.ok(first.steps![0].instead && 'youControl' in first.steps![0].instead.condition);
    const counter = second.steps![0];
    assert.ok(counter.do === 'counter' && counter.what.ref === 'target' && !counter.unless);
    assert.match(describeEffect(second).join('\n'), /instead, if you control a creature with power ≥ 4, counter target noncreature spell/);
  });

  test('"Destroy those creatures instead if you have no cards in hand." and a sentence of the same line', () => {
    const [, hellbent] = effects('Twin Bolt {3}{B}{R}\nInstant\nTwin Bolt deals 2 damage to each of two target creatures.\nHellbent — Destroy those creatures instead if you have no cards in hand.');
    assert.deepStrictEqual(hellbent.steps![0].instead, { condition: { yours: 'handCards', compare: 'EQ', count: 0 }, replaced: false });
    const [e] = effects('Quick Jolt {R}\nInstant\nQuick Jolt deals 2 damage to target creature. If you control a Wizard, draw a card instead.');
    assert.deepStrictEqual(e.steps!.map((s) => [s.do, s.instead?.replaced]), [['damage', true], ['draw', false]]);
  });

  test('the same step with another number stays one step whose number depends on the condition', () => {
    const [, line] = effects('Grave Spark {R}\nInstant\nGrave Spark deals 2 damage to target creature.\nThreshold — If seven or more cards are in your graveyard, Grave Spark deals 4 damage to that creature instead.');
    const [first] = effects('Grave Spark {R}\nInstant\nGrave Spark deals 2 damage to target creature.\nThreshold — If seven or more cards are in your graveyard, Grave Spark deals 4 damage to that creature instead.');
    assert.strictEqual(first.steps![0].instead, undefined);
    assert.ok(line.unknown === undefined && line.steps!.length === 0);
  });

  test('not read so: a step done both ways, a sentence after the one done instead, a step that already has a condition', () => {
    assert.ok(effects("Stone Fist {5}{R}\nSorcery\nStone Fist deals 4 damage to target creature.\nThreshold — If seven or more cards are in your graveyard, instead Stone Fist deals 4 damage to that creature and 4 damage to that creature's controller.")[1].unknown);
    assert.ok(effects('Quick Jolt {R}\nInstant\nQuick Jolt deals 2 damage to target creature. If you control a Wizard, draw a card instead. You gain 1 life.')[0].unknown);
    assert.ok(effects('Quick Jolt {R}\nInstant\nYou may draw a card. If you control a Wizard, instead draw two cards.')[0].unknown);
  });

  test('"that permanent or player" is the one target of any kind; "it deals" after "if this spell was kicked" is the spell', () => {
    const [first, line] = effects('Spark Burst {R}\nInstant\nSpark Burst deals 2 damage to any target.\nMorbid — Spark Burst deals 5 damage to that permanent or player instead if a creature died this turn.');
    assert.ok(line.unknown === undefined && first.steps![0].do === 'damage');
    assert.deepStrictEqual(first.steps![0].do === 'damage' && first.steps![0].amount, { count: 'ifElse', condition: { creatureDied: true }, then: 5, else: 2 });
    const [kicked] = effects('Spark Burst {R}\nInstant\nKicker {4}\nSpark Burst deals 2 damage to any target. If this spell was kicked, it deals 4 damage to that permanent or player instead.').filter((e) => e.steps);
    assert.strictEqual(kicked.unknown, undefined);
    assert.deepStrictEqual(kicked.steps!.map((s) => s.do === 'damage' && s.source), [{ ref: 'self' }]);
    assert.deepStrictEqual(kicked.steps![0].do === 'damage' && kicked.steps![0].amount, { count: 'ifElse', condition: { kicked: true }, then: 4, else: 2 });
  });

  test('not read so: "that permanent or player" after a target of one kind, "it" after "if this spell was kicked" with no damage dealt by the spell', () => {
    assert.ok(effects('Spark Burst {R}\nInstant\nSpark Burst deals 2 damage to target creature. Tap that permanent or player.')[0].unknown);
    assert.ok(effects('Spark Ward {W}\nInstant\nKicker {1}\nTarget creature gets +1/+1 until end of turn. If this spell was kicked, it gains flying until end of turn.').some((e) => e.unknown));
  });

  test('"If this spell was kicked, instead search … for two basic land cards, …": "instead" said first, the search\'s number depends on the kicker', () => {
    const [e] = effects('Rich Seed {2}{G}\nSorcery\nKicker {2}\nSearch your library for a basic land card, put it onto the battlefield, then shuffle your library. If this spell was kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle your library.').filter((x) => x.steps);
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'search' && s.amount), [{ count: 'ifElse', condition: { kicked: true }, then: 2, else: 1 }]);
    assert.match(describeEffect(e).join('\n'), /search your library for 2 if this spell was kicked, otherwise 1 basic land card/);
    // Another step said after "instead" is not an extra step done if kicked.
    assert.ok(effects('Rich Seed {2}{G}\nSorcery\nKicker {2}\nDraw a card. If this spell was kicked, instead destroy target creature.').some((x) => x.unknown));
  });

  test('"Raid — If you attacked with a creature this turn, instead …": what happened this turn as the condition', () => {
    const [first, raid] = effects("Arrow Rain {3}{R}{R}\nSorcery\nArrow Rain deals 4 damage to any target.\nRaid — If you attacked with a creature this turn, instead Arrow Rain deals 5 damage to that permanent or player and the damage can't be prevented.");
    assert.deepStrictEqual(first.steps![0].instead, { condition: { attacked: true }, replaced: true });
    assert.deepStrictEqual(raid.steps!.map((s) => s.do === 'damage' && [s.to.ref, s.noPrevention, s.instead?.replaced]), [['target', true, false]]);
    assert.match(describeEffect(raid).join('\n'), /instead, if you attacked with a creature this turn, deal 5 damage to any target \(the damage can't be prevented\)/);
  });

  test('"If you have the city\'s blessing, instead only you draw a card." in a trigger: "only" says no more than "instead"', () => {
    const [, t] = effects("Dawn Bell {2}{U}\nEnchantment\nAscend\nAt the beginning of your upkeep, each player draws a card. If you have the city's blessing, instead only you draw a card.");
    assert.deepStrictEqual(t.steps!.map((s) => s.do === 'draw' && [s.who.ref, s.instead]), [['each', { condition: { blessing: true }, replaced: true }], ['you', { condition: { blessing: true }, replaced: false }]]);
    assert.match(describeEffect(t).join('\n'), /1\. unless you have the city's blessing, each player draws 1 card\(s\)\n\s*2\. instead, if you have the city's blessing, you draw 1 card\(s\)/);
  });

  test('"You gain 4 life. If a creature died this turn, you gain 8 life instead.": the number of the step before, morbid as its condition', () => {
    const [e] = effects('Kind Rain {G}\nInstant\nYou gain 4 life. If a creature died this turn, you gain 8 life instead.');
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'gainLife' && s.amount), [{ count: 'ifElse', condition: { creatureDied: true }, then: 8, else: 4 }]);
  });
});

suite('effect model: "the damage can\'t be prevented"', () => {
  test('"… and the damage can\'t be prevented" and a sentence of its own after one damage step: of that step (615.12)', () => {
    const [e] = effects("Stone Spear {3}{R}{R}\nInstant\nStone Spear deals 4 damage to target creature. The damage can't be prevented.");
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'damage' && s.noPrevention), [true]);
    assert.match(describeEffect(e).join('\n'), /deal 4 damage to target creature \(the damage can't be prevented\)/);
    const [f] = effects("Stone Spear {3}{R}{R}\nInstant\nStone Spear deals 4 damage to any target and the damage can't be prevented.");
    assert.deepStrictEqual(f.steps!.map((s) => s.do === 'damage' && s.noPrevention), [true]);
  });

  test('not read so after two amounts of damage, or with more said in its sentence', () => {
    assert.ok(effects("Stone Spear {3}{R}{R}\nInstant\nStone Spear deals 2 damage to target creature and 2 damage to you. The damage can't be prevented.")[0].unknown);
    assert.ok(effects("Stone Spear {3}{R}{R}\nInstant\nStone Spear deals 4 damage to target creature. The damage can't be prevented this turn.")[0].unknown);
  });
});
