import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect, Step } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

/** The spell ability of a sorcery with this rules text (read whole). */
function spell(text: string): AbilityEffect {
  const e = effects(`Test Spell {1}{B}\nSorcery\n${text}`)[0];
  assert.ok(!e.unknown, `not read: ${JSON.stringify(e.unknown)}`);
  return e;
}

/** The words a sorcery with this rules text was left unread at, or undefined when it was read. */
function unread(text: string): string | undefined {
  const e = effects(`Test Spell {1}{B}\nSorcery\n${text}`)[0];
  return e.unknown ? JSON.stringify(e.unknown) : undefined;
}

suite('effect model: spell effects read whole', () => {
  test('"reveals their hand. You choose a … card from it. That player discards that card." is one discard the caster chooses', () => {
    const e = spell('Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.');
    const [s] = e.steps as Step[];
    assert.strictEqual(s.do, 'discard');
    if (s.do !== 'discard') return;
    assert.strictEqual(s.how, 'reveal');
    assert.deepStrictEqual(s.amount, { n: 1 });
    assert.strictEqual(s.who.ref, 'target');
    assert.deepStrictEqual(s.filter?.alts, [{ noun: 'Card', props: [{ is: 'type', type: 'Land', not: true }] }]);
    assert.match(describeEffect(e).join('\n'), /reveals their hand; you choose .* from it/);
    // "a card": any card, no filter.
    const any = spell('Target player reveals their hand. You choose a card from it. That player discards that card.').steps![0];
    assert.ok(any.do === 'discard' && any.how === 'reveal' && any.filter === undefined);
  });

  test('a revealed hand whose chosen card the words do not pin down stays unread', () => {
    assert.ok(unread('Target player reveals their hand. You choose a nonland card with converted mana cost X or less from it. That player discards that card.'));
    assert.ok(unread('Target player reveals their hand. You choose two cards from it. That player discards those cards.'));
    assert.ok(unread("Target player reveals their hand. You choose a nonland card from it. Put that card on top of its owner's library."));
  });

  test('negated adjectives listed with commas all hold, the colour first', () => {
    const [s] = spell('Destroy target nonartifact, nonblack creature.').steps!;
    assert.ok(s.do === 'destroy' && s.what.ref === 'target');
    if (s.do !== 'destroy' || s.what.ref !== 'target') return;
    assert.deepStrictEqual(s.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'color', color: 'B', not: true }, { is: 'type', type: 'Artifact', not: true }] }]);
    const [d] = spell('Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.').steps!;
    assert.ok(d.do === 'discard');
    if (d.do !== 'discard') return;
    assert.deepStrictEqual(d.filter?.alts, [{ noun: 'Card', props: [{ is: 'type', type: 'Creature', not: true }, { is: 'type', type: 'Land', not: true }] }]);
  });

  test('"It doesn\'t untap during its controller\'s next untap step" after a tap is a rule on the tapped target that lasts until it applies', () => {
    const [tap, hold] = spell('Tap target creature. It doesn\'t untap during its controller\'s next untap step.').steps!;
    assert.strictEqual(tap.do, 'tap');
    assert.ok(hold.do === 'pump' && hold.what.ref === 'target' && tap.do === 'tap' && tap.what.ref === 'target' && hold.what.id === tap.what.id);
    if (hold.do !== 'pump') return;
    assert.deepStrictEqual(hold.rules, ["This card doesn't untap during your next untap step."]);
    assert.strictEqual(hold.duration, 'permanent');
    assert.match(describeEffect(spell('Tap target creature. That creature doesn\'t untap during its controller\'s next untap step.')).join('\n'), /doesn't untap during its controller's next untap step/);
    // Several targets: "Those creatures don't untap during their controller's (controllers') next untap step(s)".
    for (const text of ['Tap up to two target creatures. Those creatures don\'t untap during their controller\'s next untap step.', 'Tap up to two target creatures. Those creatures don\'t untap during their controllers\' next untap steps.']) {
      const steps = spell(text).steps!;
      assert.strictEqual(steps.length, 2, text);
      assert.ok(steps[0].do === 'tap' && steps[0].what.ref === 'target' && steps[0].what.max === 2 && steps[0].what.min === 0);
      assert.ok(steps[1].do === 'pump' && steps[1].duration === 'permanent');
    }
  });

  test('an untap rule that lasts otherwise, or a reference the reader has no object for, stays unread', () => {
    assert.ok(unread('Tap target creature. It doesn\'t untap during its controller\'s untap step for as long as you control Test Spell.'));
    assert.ok(unread('Tap target creature. It doesn\'t untap during its controller\'s next two untap steps.'));
    assert.ok(unread('Those creatures don\'t untap during their controller\'s next untap step.'));
  });

  test('an instant\'s own "This spell can\'t be countered." is a static ability of the card; its other lines stay its spell', () => {
    const [uncounterable, destroy] = effects('Sure Decay {B}{G}\nInstant\nThis spell can\'t be countered.\nDestroy target nonland permanent.');
    assert.ok(!uncounterable.unknown && !destroy.unknown);
    assert.strictEqual(uncounterable.kind, 'static');
    assert.deepStrictEqual(uncounterable.continuous?.map((c) => c.rules), [["CARDNAME can't be countered."]]);
    assert.strictEqual(destroy.kind, 'spell');
    assert.strictEqual(destroy.steps?.[0].do, 'destroy');
    // Only the whole sentence: more words after it stay unread.
    assert.ok(effects('Sure Decay {B}{G}\nInstant\nThis spell can\'t be countered by blue spells.\nDestroy target nonland permanent.')[0].unknown);
  });

  test('"all A, B, and C" ending the sentence is every object of each kind; a condition after the last kind stays unread', () => {
    const [s] = spell('Destroy all artifacts, creatures, and lands. They can\'t be regenerated.').steps!;
    assert.ok(s.do === 'destroy' && s.what.ref === 'each' && s.noRegenerate);
    if (s.do !== 'destroy' || s.what.ref !== 'each') return;
    assert.deepStrictEqual(s.what.filter.alts.map((a) => a.noun), ['Artifact', 'Creature', 'Land']);
    const [two] = spell('Destroy all artifacts and enchantments.').steps!;
    assert.ok(two.do === 'destroy' && two.what.ref === 'each' && two.what.filter.alts.length === 2);
    // "you control" after the last kind: of it alone, or of all of them? Not read.
    assert.ok(unread('Destroy all artifacts and creatures you control.'));
  });

  test('"Add {G}{G}{G}." after another step is a mana step of one colour; one of each of several colours, or one for each object, too; two of one and one of another stays unread', () => {
    const steps = spell('Destroy target artifact. Add {G}{G}{G}.').steps!;
    assert.deepStrictEqual(steps[1], { do: 'mana', produced: 'Add {G}{G}{G}.', amount: 1 });
    assert.ok(unread('Destroy target artifact. Add {G}{G}{U}.'));
    // One symbol for each object counted: that many times.
    const [, each] = spell('Destroy target artifact. Add {G} for each artifact you control.').steps!;
    assert.ok(each.do === 'mana' && each.produced === 'Add {G}.' && each.times && 'count' in each.times && each.times.count === 'objects');
    assert.ok(unread('Destroy target artifact. Add {G} for each song you sang.'));
  });

  test('"that artifact\'s controller" and "that land\'s controller" are the controller of the target named before', () => {
    const steps = spell('Destroy target land. Test Spell deals 3 damage to that land\'s controller.').steps!;
    assert.ok(steps[1].do === 'damage' && steps[1].to.ref === 'controller' && steps[1].to.of.ref === 'target');
  });

  test('"N damage divided as you choose among one, two, or three targets" is one damage step to one to N targets, divided (601.2d)', () => {
    const [s] = spell('Test Spell deals 3 damage divided as you choose among one, two, or three targets.').steps as Step[];
    assert.ok(s.do === 'damage' && s.to.ref === 'target');
    assert.deepStrictEqual([s.to.min, s.to.max, s.to.divided], [1, 3, true]);
    // "any number of" is at most as many targets as there is damage: each is dealt at least 1.
    const [t] = spell('Test Spell deals 2 damage divided as you choose among any number of target creatures.').steps as Step[];
    assert.ok(t.do === 'damage' && t.to.ref === 'target');
    assert.deepStrictEqual([t.to.min, t.to.max, t.to.filter.alts.map((a) => a.noun)], [1, 2, ['Creature']]);
    assert.match(describeEffect(spell('Test Spell deals 2 damage divided as you choose among one or two targets.')).join('\n'), /one or two targets, the damage divided as you choose/);
    // X damage has no fixed most targets (among any number of targets only: anyNumber.test.ts); a single "target
    // creature" is not a division.
    assert.ok(unread('Test Spell deals X damage divided as you choose among one, two, or three targets.'));
    assert.ok(unread('Test Spell deals 3 damage divided as you choose among target creature.'));
  });

  test('strive is the spell\'s cost for each target beyond the first, described as the text says it', () => {
    const e = effects('Test Spell {1}{B}\nSorcery\nStrive — This spell costs {1}{B} more to cast for each target beyond the first.\nAny number of target creatures each get -1/-1 until end of turn.')[0];
    assert.deepStrictEqual([e.kind, e.keyword], ['keyword', { name: 'Strive', mana: ['1', 'B'] }]);
    assert.deepStrictEqual(describeEffect(e), ['static: this spell costs {1}{B} more to cast for each target beyond the first (strive)']);
  });

  test('"take an extra turn after this one" is an extra turn of the player who takes it (500.7)', () => {
    assert.deepStrictEqual(spell('Take an extra turn after this one.').steps, [{ do: 'extraTurn', who: { ref: 'you' } }]);
    assert.deepStrictEqual(describeEffect(spell('Target player takes an extra turn after this one.')), ['spell', '  1. target player takes an extra turn after this one']);
    assert.ok(unread('Take two extra turns after this one.'));
  });

  test('"populate" is the keyword action, alone in its sentence', () => {
    assert.deepStrictEqual(spell('Populate.').steps, [{ do: 'populate' }]);
    assert.deepStrictEqual(describeEffect(spell('Draw a card, then populate.')).slice(-1), ["  2. populate (you create a token that's a copy of a creature token you control)"]);
    assert.ok(unread('Populate twice.'));
  });

  test('"Prevent all damage that would be dealt this turn to creatures you control" protects every such object for the turn, "this turn" said before or after the group', () => {
    const [by] = spell('Prevent all damage that would be dealt by creatures this turn.').steps as Step[];
    assert.deepStrictEqual(by, { do: 'preventAll', combat: false, by: { alts: [{ noun: 'Creature', props: [] }], plural: true } });
    const [both] = spell('Prevent all combat damage that would be dealt this turn to you and creatures you control.').steps as Step[];
    if (both.do !== 'preventAll') return assert.fail(both.do);
    assert.strictEqual(both.combat, true);
    assert.strictEqual(both.toYou, true);
    assert.deepStrictEqual(both.to?.alts, [{ noun: 'Creature', props: [{ is: 'controller', who: 'you' }] }]);
    assert.deepStrictEqual(describeEffect(spell('Prevent all damage that would be dealt to players this turn.')), ['spell', '  1. prevent all damage that would be dealt this turn to players']);
    assert.deepStrictEqual(describeEffect(spell('Prevent all combat damage that would be dealt this turn by attacking creatures.')), ['spell', '  1. prevent all combat damage that would be dealt this turn by attacking creatures']);
    // "this turn" twice or not at all, a single object, a player dealing damage, cards in a zone: not this form.
    assert.ok(unread('Prevent all damage that would be dealt this turn by creatures this turn.'));
    assert.ok(unread('Prevent all damage that would be dealt to creatures.'));
    assert.ok(unread('Prevent all damage that would be dealt by players this turn.'));
    assert.ok(unread('Prevent all damage that would be dealt to creature cards in graveyards this turn.'));
  });

  test('"Prevent all combat damage that would be dealt to and dealt by target creature this turn" is a shield on that creature until end of turn', () => {
    const [s] = spell('Prevent all combat damage that would be dealt to and dealt by target creature this turn.').steps as Step[];
    assert.ok(s.do === 'pump' && s.what.ref === 'target' && s.duration === 'turn');
    assert.deepStrictEqual(s.prevent, { combat: true, dealt: 'toAndBy' });
    assert.match(describeEffect(spell('Prevent all damage that would be dealt by target creature this turn.')).join('\n'), /target creature has all damage that would be dealt by it prevented until end of turn/);
    assert.ok(unread('Prevent all damage that would be dealt to target creature.'));
  });

  test('"target land becomes a 3/3 green Elemental creature with trample until end of turn. It\'s still a land." is one animate step', () => {
    const e = spell("Target land becomes a 3/3 green Elemental creature with trample until end of turn. It's still a land.");
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'animate' && s.what.ref === 'target');
    assert.deepStrictEqual([s.power, s.toughness, s.colors, s.types, s.subtypes, s.keywords, s.duration], [3, 3, ['G'], ['Creature'], ['Elemental'], ['Trample'], 'turn']);
    assert.match(describeEffect(e).join('\n'), /target land becomes a 3\/3 green Elemental creature with trample, keeping its other types, until end of turn/);
    // A target that would lose its types (no "still a land") is left unread.
    assert.ok(unread('Target land becomes a 3/3 creature until end of turn.'));
  });

  test('"… at the beginning of the next turn\'s upkeep" ending a sentence delays the clause it ends, and only a sentence\'s first clause', () => {
    const e = spell("Draw a card at the beginning of the next turn's upkeep.");
    const [s] = e.steps as Step[];
    assert.deepStrictEqual([s.do, s.delayed], ['draw', 'nextTurnUpkeep']);
    assert.match(describeEffect(e).join('\n'), /you draw 1 card\(s\) at the beginning of the next turn's upkeep/);
    // The damage is dealt now; the draw waits.
    const two = spell("Test Spell deals 2 damage to target creature. Draw a card at the beginning of the next turn's upkeep.").steps as Step[];
    assert.deepStrictEqual(two.map((x) => [x.do, x.delayed]), [['damage', undefined], ['draw', 'nextTurnUpkeep']]);
    // Said after "and", the delay could be of both clauses: not read. Words after the step are not a delay either.
    assert.ok(unread("Draw a card and you gain 1 life at the beginning of the next turn's upkeep."));
    assert.ok(unread("Draw a card at the beginning of the next turn's upkeep if you control a Swamp."));
  });

  test('"If this spell was kicked, …" as a later sentence makes its steps depend on the kicker; "it deals" after it is the spell dealing damage', () => {
    const steps = spell('Destroy target artifact. If this spell was kicked, draw two cards.').steps as Step[];
    assert.deepStrictEqual(steps.map((x) => [x.do, x.ifKicked]), [['destroy', undefined], ['draw', true]]);
    assert.match(describeEffect(spell('Destroy target artifact. If ~ was kicked, draw two cards.')).join('\n'), /if this card was kicked, you draw 2 card\(s\)/);
    // "it" there is the spell dealing damage (as the sentence before had it), not the object that sentence named.
    const kicked = spell('Test Spell deals 3 damage to target creature. If this spell was kicked, it deals 2 damage to you.').steps as Step[];
    assert.deepStrictEqual(kicked.map((x) => x.do === 'damage' && [x.source?.ref, x.to.ref, x.ifKicked]), [['self', 'target', undefined], ['self', 'you', true]]);
    assert.ok(unread('Target creature gets +1/+1 until end of turn. If this spell was kicked, it deals 2 damage to you.'));
    // "instead" changes a step before: not an extra step (its number then depends on the kicker, stepStates.test.ts).
    assert.strictEqual(spell('Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +4/+4 until end of turn instead.').steps!.length, 1);
  });

  test('"If you control a Wizard, …" as a later sentence makes its steps depend on what you control as they resolve', () => {
    const steps = spell('Draw two cards. If you control no artifacts, discard a card.').steps as Step[];
    assert.deepStrictEqual(steps.map((x) => [x.do, x.ifYouControl && `${x.ifYouControl.compare}${x.ifYouControl.count}`]), [['draw', undefined], ['discard', 'EQ0']]);
    assert.match(describeEffect(spell('Return target creature to its owner\'s hand. If you control a Wizard, draw a card.')).join('\n'), /if you control a Wizard, you draw 1 card\(s\)/);
    // "instead" with another number is one step whose number depends on the condition (stepStates.test.ts), also with
    // "if you control" (insteadSteps.test.ts).
    assert.strictEqual(spell('Draw a card. If you have no cards in hand, draw two cards instead.').steps!.length, 1);
    const pump = spell('Target creature gets +2/+2 until end of turn. If you control a Forest, it gets +4/+4 until end of turn instead.').steps as Step[];
    assert.deepStrictEqual(pump.map((x) => x.do === 'pump' && x.x && 'count' in x.x && x.x.count), ['ifElse']);
  });

  test('"You gain life equal to the life lost this way" counts the loss of the step just before, and only after one', () => {
    const steps = spell('Each opponent loses 2 life. You gain life equal to the life lost this way.').steps as Step[];
    assert.deepStrictEqual(steps.map((x) => x.do), ['loseLife', 'gainLife']);
    assert.deepStrictEqual((steps[1] as Step & { amount: unknown }).amount, { count: 'lifeLostThisWay' });
    assert.match(describeEffect(spell('Each opponent loses 2 life. You gain life equal to the life lost this way.')).join('\n'), /you gain life equal to the life lost this way/);
    assert.ok(unread('Draw a card. You gain life equal to the life lost this way.'));
  });

  test('"the life lost this way" is not read when the loss or the gain is done later, at the next upkeep', () => {
    assert.ok(unread("Each opponent loses 1 life at the beginning of the next turn's upkeep. You gain life equal to the life lost this way."));
    assert.ok(unread("Each opponent loses 1 life. You gain life equal to the life lost this way at the beginning of the next turn's upkeep."));
  });

  test('"the life lost this way" is not read after a loss that may not happen: one a player may pay to stop, one under a condition the gain does not share', () => {
    assert.ok(unread('Target opponent loses 3 life unless they pay {2}. You gain life equal to the life lost this way.'));
    assert.ok(unread('If you control a Wizard, each opponent loses 2 life. You gain life equal to the life lost this way.'.replace(/^/, 'Draw a card. ')));
    // The same condition on both, or on the gain only: read.
    assert.strictEqual(unread('Draw a card. If you control a Wizard, each opponent loses 2 life and you gain life equal to the life lost this way.'), undefined);
    assert.strictEqual(unread('Each opponent loses 2 life. If you control a Wizard, you gain life equal to the life lost this way.'), undefined);
  });

  test('", where X is its power" is read after the steps: "it" and "that creature" are the object a step named', () => {
    const e = spell('Put X +1/+1 counters on target creature, where X is its power.');
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'counters' && s.what.ref === 'target');
    assert.deepStrictEqual(s.do === 'counters' && s.amount, { count: 'power', of: s.what });
    assert.match(describeEffect(e).join('\n'), /the power of /);
    const mv = spell('Destroy target artifact. You gain X life, where X is its converted mana cost.').steps as Step[];
    assert.deepStrictEqual(mv[1].do === 'gainLife' && mv[1].amount, { count: 'manaValue', of: mv[0].do === 'destroy' && mv[0].what });
    // No object named before: "its" is nothing the clause can read.
    assert.ok(unread('You gain X life, where X is its power.'));
  });

  test('"the sacrificed creature\'s power / toughness / converted mana cost" is of the one object the ability\'s cost sacrificed', () => {
    const card = (line: string) => effects(`Test Altar {2}\nArtifact\n${line}`)[0];
    const life = card('{T}, Sacrifice a creature: You gain life equal to the sacrificed creature\'s toughness.');
    assert.ok(!life.unknown, JSON.stringify(life.unknown));
    assert.deepStrictEqual(life.steps![0].do === 'gainLife' && life.steps![0].amount, { count: 'toughness', of: { ref: 'sacrificed' } });
    assert.match(describeEffect(life).join('\n'), /the toughness of the object sacrificed to pay the cost/);
    const counters = card('{1}, Sacrifice an artifact: Put X +1/+1 counters on target creature, where X is the sacrificed artifact\'s converted mana cost.');
    assert.deepStrictEqual(counters.steps![0].do === 'counters' && counters.steps![0].amount, { count: 'manaValue', of: { ref: 'sacrificed' } });
    // Another kind than the cost's, two objects sacrificed, or no sacrifice at all: not read.
    assert.ok(card('{T}, Sacrifice an artifact: You gain life equal to the sacrificed creature\'s toughness.').unknown);
    assert.ok(card('{T}, Sacrifice two creatures: You gain life equal to the sacrificed creature\'s toughness.').unknown);
    assert.ok(card('{T}: You gain life equal to the sacrificed creature\'s toughness.').unknown);
  });

  test('"your life total", "your devotion to black" and "the greatest power among creatures you control" are amounts, explained in words', () => {
    const life = spell('Create X 1/1 white Spirit creature tokens, where X is your life total.');
    assert.deepStrictEqual(life.steps![0].do === 'token' && life.steps![0].amount, { count: 'lifeTotal', player: { ref: 'you' } });
    const devotion = spell('You draw X cards, where X is your devotion to black.');
    assert.deepStrictEqual(devotion.steps![0].do === 'draw' && devotion.steps![0].amount, { count: 'devotion', colors: ['Black'] });
    assert.match(describeEffect(devotion).join('\n'), /your devotion to black/);
    const greatest = spell('You gain life equal to the greatest power among creatures you control.');
    const amount = greatest.steps![0].do === 'gainLife' ? greatest.steps![0].amount : undefined;
    assert.ok(amount && 'count' in amount && amount.count === 'greatestPower');
    assert.match(describeEffect(greatest).join('\n'), /the greatest power among creature/);
    // A colour that is not one, or a greatest power among one object: not read.
    assert.ok(unread('You draw X cards, where X is your devotion to artifacts.'));
    assert.ok(unread('You gain X life, where X is the greatest power among target creature.'));
  });

  test('"All creatures able to block target creature this turn do so.": the blockers\' requirement (509.1c), given to the creature this turn', () => {
    const [s] = spell('All creatures able to block target creature this turn do so.').steps!;
    assert.deepStrictEqual(s.do === 'pump' && [s.what.ref, s.rules, s.duration], ['target', ['All creatures able to block CARDNAME do so.'], 'turn']);
    assert.match(describeEffect(spell('All creatures able to block target creature this turn do so.')).join('\n'), /target creature must be blocked by all creatures able to block it/);
    // Without "this turn", or of players: not read.
    assert.ok(unread('All creatures able to block target creature do so.'));
  });

  test('"must be blocked this turn if able": a requirement given this turn, alone or after a pump with "and"', () => {
    const [alone] = spell('Target creature must be blocked this turn if able.').steps!;
    assert.deepStrictEqual(alone.do === 'pump' && [alone.rules, alone.duration], [['CARDNAME must be blocked if able.'], 'turn']);
    const [both] = spell('Target creature gets +3/+3 until end of turn and must be blocked this turn if able.').steps!;
    assert.deepStrictEqual(both.do === 'pump' && [both.power, both.toughness, both.rules], [3, 3, ['CARDNAME must be blocked if able.']]);
    assert.match(describeEffect(spell('Target creature must be blocked this turn if able.')).join('\n'), /target creature must be blocked if able until end of turn/);
  });
});

