import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect, Step } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

/** The steps of the only (or first) ability of a card with these rules-text lines. */
function steps(typeLine: string, ...lines: string[]): Step[] {
  const e = effects(`Test Card {2}{R}\n${typeLine}\n${lines.join('\n')}\n${typeLine.includes('Creature') ? '2/2' : ''}`)[0];
  assert.ok(!e.unknown, `not read: ${JSON.stringify(e.unknown)}`);
  return e.steps!;
}

const sorcery = (...lines: string[]) => steps('Sorcery', ...lines);

suite('effect model: what each ability does', () => {
  test('damage: an amount, the source (~) and any target, with the target\'s kinds', () => {
    const [s] = sorcery('Test Card deals 3 damage to any target.');
    assert.strictEqual(s.do, 'damage');
    if (s.do !== 'damage' || s.to.ref !== 'target') return assert.fail();
    assert.deepStrictEqual(s.amount, { n: 3 });
    assert.deepStrictEqual(s.source, { ref: 'self' });
    assert.deepStrictEqual(s.to.filter.alts.map((a) => a.noun), ['Creature', 'Player', 'Planeswalker']);
  });

  test('a keyword after a list of nouns belongs to the last noun; whose the objects are belongs to every noun', () => {
    const [s] = sorcery('Destroy target artifact, enchantment, or creature with reach.');
    if (s.do !== 'destroy' || s.what.ref !== 'target') return assert.fail();
    assert.deepStrictEqual(s.what.filter.alts.map((a) => [a.noun, a.props.map((p) => p.is)]), [['Artifact', []], ['Enchantment', []], ['Creature', ['keyword']]]);
    const [t] = sorcery('Destroy target artifact or creature an opponent controls.');
    if (t.do !== 'destroy' || t.what.ref !== 'target') return assert.fail();
    assert.deepStrictEqual(t.what.filter.alts.map((a) => [a.noun, a.props.map((p) => p.is)]), [['Artifact', ['controller']], ['Creature', ['controller']]]);
  });

  test('an instant\'s or sorcery\'s additional cost is read as the cost of the spell and described', () => {
    const [cost, draw] = effects('Test Card {2}{B}\nSorcery\nAs an additional cost to cast this spell, sacrifice two creatures.\nDraw three cards.');
    assert.deepStrictEqual(cost.additionalCost?.map((p) => [p.pay, 'amount' in p ? p.amount : undefined]), [['sacrifice', 2]]);
    assert.deepStrictEqual(cost.steps, []);
    assert.match(describeEffect(cost).join('\n'), /spell — additional cost sacrifice/);
    assert.strictEqual(draw.steps?.[0].do, 'draw');
  });

  test('a prevention shield: the next N damage to a target this turn', () => {
    const [s] = sorcery('Prevent the next 4 damage that would be dealt to target creature this turn.');
    if (s.do !== 'preventNext' || s.to.ref !== 'target') return assert.fail();
    assert.deepStrictEqual(s.amount, { n: 4 });
    assert.deepStrictEqual(s.to.filter.alts.map((a) => a.noun), ['Creature']);
  });

  test('a trigger\'s intervening "if" is shown with the trigger (kicked, you control …)', () => {
    const [e] = effects('Test Card {2}{R}\nCreature — Goblin\nWhen Test Card enters the battlefield, if it was kicked, draw a card.\n2/2');
    assert.deepStrictEqual(e.trigger?.condition, { kicked: true });
    assert.match(describeEffect(e)[0], /enters the battlefield, if it was kicked$/);
    const [f] = effects('Test Card {2}{R}\nCreature — Goblin\nAt the beginning of your upkeep, if you control three or more Goblins, draw a card.\n2/2');
    assert.match(describeEffect(f)[0], /upkeep, if you control 3 or more /);
  });

  test('"sacrifice it unless you discard two cards": the card itself, and a cost that is an action said as the action', () => {
    const [e] = effects('Test Card {2}{B}\nCreature — Horror\nWhen Test Card enters the battlefield, sacrifice it unless you discard two cards.\n4/4');
    assert.deepStrictEqual(e.steps?.[0].do === 'sacrifice' && e.steps[0].what, { ref: 'self' });
    assert.match(describeEffect(e)[1], /sacrifice this card \(~\) unless you discard 2 /);
  });

  test('draw and discard said to "you", in order, joined by ", then"', () => {
    assert.deepStrictEqual(sorcery('Draw two cards, then discard a card.').map((s) => s.do), ['draw', 'discard']);
    const [draw, discard] = sorcery('Draw two cards, then discard a card.');
    assert.deepStrictEqual(draw, { do: 'draw', who: { ref: 'you' }, amount: { n: 2 } });
    assert.deepStrictEqual(discard, { do: 'discard', who: { ref: 'you' }, amount: { n: 1 }, how: 'choice' });
  });

  test('destroy with "It can\'t be regenerated" as one step; a target\'s conditions in the order written', () => {
    const [s] = sorcery('Destroy target nonblack creature an opponent controls. It can\'t be regenerated.');
    assert.ok(s.do === 'destroy' && s.noRegenerate);
    if (s.do !== 'destroy' || s.what.ref !== 'target') return assert.fail();
    assert.deepStrictEqual(s.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'color', color: 'B', not: true }, { is: 'controller', who: 'opponent' }] }]);
  });

  test('a pump: P/T, keywords and how long; "up to two target creatures" is a target of 0 to 2', () => {
    const [s] = sorcery('Up to two target creatures each get +1/+0 and gain first strike until end of turn.');
    assert.ok(s.do === 'pump');
    if (s.do !== 'pump' || s.what.ref !== 'target') return assert.fail();
    assert.deepStrictEqual([s.what.min, s.what.max, s.power, s.toughness, s.keywords, s.duration], [0, 2, 1, 0, ['First Strike'], 'turn']);
  });

  test('tokens: how many, size, colours, types and keywords', () => {
    const [s] = sorcery('Create two 1/1 white Spirit creature tokens with flying.');
    assert.ok(s.do === 'token');
    if (s.do !== 'token') return;
    assert.deepStrictEqual([s.amount, s.token.power, s.token.toughness, s.token.colors, s.token.types, s.token.subtypes, s.token.keywords], [{ n: 2 }, '1', '1', ['W'], ['Creature'], ['Spirit'], ['Flying']]);
  });

  test('a predefined token (111.10) takes its card type and ability from the rules; "investigate" creates a Clue', () => {
    const [treasure] = sorcery('Create two Treasure tokens.');
    if (treasure.do !== 'token') return assert.fail(treasure.do);
    assert.deepStrictEqual([treasure.token.types, treasure.token.subtypes, treasure.token.predefined], [['Artifact'], ['Treasure'], { rule: '111.10a', text: '{T}, Sacrifice this token: Add one mana of any color.' }]);
    const [clue] = sorcery('Investigate.');
    if (clue.do !== 'token') return assert.fail(clue.do);
    assert.deepStrictEqual([clue.amount, clue.token.name, clue.token.types, clue.token.predefined?.rule], [{ n: 1 }, 'Clue', ['Artifact'], '111.10f']);
    const [e] = effects('Test Card {2}{R}\nSorcery\nDraw a card, then investigate.');
    assert.match(describeEffect(e).join('\n'), /create 1 colorless Clue artifact token\(s\) \(111\.10f: with "\{2\}, Sacrifice this token: Draw a card\."\)/);
    // Words that contradict the rules' definition (a colour, a size) are not the predefined token.
    assert.ok(effects('Test Card {2}{R}\nSorcery\nCreate a red Treasure token.')[0].unknown);
  });

  test('a static ability\'s "as long as" reads your graveyard, hand and life, and is described as the text says it', () => {
    const [e] = effects('Test Card {2}{B}\nCreature — Horror\nThreshold — As long as seven or more cards are in your graveyard, Test Card gets +1/+1.\n2/2');
    assert.deepStrictEqual(e.continuous?.[0].asLongAs, { yours: 'graveyardCards', compare: 'GE', count: 7 });
    assert.match(describeEffect(e).join('\n'), /as long as 7 or more cards are in your graveyard/);
    const [f] = effects('Test Card {2}{B}\nCreature — Horror\nTest Card has flying as long as you have no cards in hand.\n2/2');
    assert.deepStrictEqual(f.continuous?.[0].asLongAs, { yours: 'handCards', compare: 'EQ', count: 0 });
    const [g] = effects('Test Card {2}{B}\nCreature — Horror\nTest Card gets +2/+0 as long as you have 5 or less life.\n2/2');
    assert.deepStrictEqual(g.continuous?.[0].asLongAs, { yours: 'life', compare: 'LE', count: 5 });
    // "an opponent has …" is not yours: the lowest life total among your opponents.
    const [h] = effects('Test Card {2}{B}\nCreature — Horror\nTest Card gets +2/+0 as long as an opponent has 5 or less life.\n2/2');
    assert.deepStrictEqual(h.continuous?.[0].asLongAs, { opponentHas: 'lowestLife', compare: 'LE', count: 5 });
    assert.match(describeEffect(h).join('\n'), /as long as an opponent has 5 or less life/);
  });

  test('an exile or discard cost of the card itself (from your graveyard or hand, where the ability then works), or cards exiled from your graveyard', () => {
    const [fromPlay] = effects('Glass Idol {3}\nArtifact\n{4}, {T}, Exile Glass Idol: Exile target creature.');
    assert.deepStrictEqual(fromPlay.cost?.slice(2), [{ pay: 'exile', what: { ref: 'self' }, amount: 1 }]);
    assert.strictEqual(fromPlay.restrictions?.zone, undefined);
    const [, fromGrave] = effects('Ash Angel {4}{W}{W}\nCreature — Angel\nFlying\n{4}{W}{W}, Exile this creature from your graveyard: You gain 10 life.\n4/4');
    assert.deepStrictEqual(fromGrave.cost?.[1], { pay: 'exile', what: { ref: 'self' }, amount: 1, from: 'graveyard' });
    assert.strictEqual(fromGrave.restrictions?.zone, 'graveyard');
    const [fromHand] = effects('Ember Monk {R}\nCreature — Human Monk\nExile Ember Monk from your hand: Add {R}.\n1/1');
    assert.strictEqual(fromHand.restrictions?.zone, 'hand');
    const [cards] = effects('Bone Crafter {2}{B}\nCreature — Zombie\n{1}{B}, Exile two creature cards from your graveyard: Draw a card.\n2/2');
    assert.match(describeEffect(cards)[0], /cost \{1\}\{B\}, exile 2 creature cards in your graveyard$/);
    const [channel] = effects('Ridge Spirit {3}{R}\nCreature — Spirit\nChannel — {1}{R}, Discard Ridge Spirit: It deals 3 damage to target creature.\n3/3');
    assert.strictEqual(channel.restrictions?.zone, 'hand');
    assert.match(describeEffect(channel)[0], /cost \{1\}\{R\}, discard this card \(~\) \(from your hand\)$/);
    // Cards from another zone than your graveyard, or the card itself from somewhere else: not read.
    assert.ok(effects('Odd Idol {3}\nArtifact\n{1}, Exile a card from your hand: Draw a card.')[0].unknown);
    assert.ok(effects('Odd Idol {3}\nArtifact\n{1}, Exile Odd Idol from exile: Draw a card.')[0].unknown);
  });

  test('"You may exert ~ as it attacks. When you do, …" is the exert choice and a trigger on the card being exerted', () => {
    const [e] = effects('Dune Runner {2}{R}\nCreature — Human Warrior\nYou may exert Dune Runner as it attacks. When you do, it gets +2/+0 until end of turn.\n2/2');
    assert.strictEqual(e.exert, true);
    assert.deepStrictEqual(e.trigger, { event: 'exerted', subject: { ref: 'self' } });
    assert.deepStrictEqual(describeEffect(e), [
      "triggered — when this card (~) is exerted as it attacks (you may exert it; it won't untap during your next untap step)",
      '  1. this card (~) gets +2/+0 until end of turn',
    ]);
    const [alone] = effects('Dune Scout {1}{W}\nCreature — Human Scout\nYou may exert this creature as it attacks.\n2/2');
    assert.deepStrictEqual([alone.exert, alone.trigger, describeEffect(alone)], [true, undefined, ["you may exert this card (~) as it attacks (it won't untap during your next untap step)"]]);
    assert.ok(effects('Dune Scout {1}{W}\nCreature — Human Scout\nYou may exert this creature as it blocks.\n2/2')[0].unknown);
  });

  test('"Activate only if …" is a restriction of the activated ability, described with its cost', () => {
    const [e] = effects('Test Card {2}{R}\nCreature — Goblin\n{R}: Test Card gets +1/+0 until end of turn. Activate only if you control three or more artifacts.\n2/2');
    assert.deepStrictEqual(e.restrictions?.onlyIf, { youControl: { alts: [{ noun: 'Artifact', props: [{ is: 'controller', who: 'you' }] }], plural: true }, compare: 'GE', count: 3 });
    assert.match(describeEffect(e)[0], /\(only if you control 3 or more artifact\(s\)\)/);
  });

  test('a counter is named by the word before "counter" or by its P/T change, and described as the text names it', () => {
    const [doom] = sorcery('Put two doom counters on target artifact.');
    if (doom.do !== 'counters') return assert.fail();
    assert.strictEqual(doom.counter, 'DOOM');
    const [pt] = sorcery('Put a -0/-1 counter on target creature.');
    assert.strictEqual(pt.do === 'counters' && pt.counter, 'M0M1');
    const [e] = effects('Test Card {2}\nArtifact\n{1}, Remove a page counter from Test Card: Put a +1/+0 counter on target creature with a page counter on it.');
    assert.deepStrictEqual(e.cost?.find((p) => p.pay === 'removeCounters'), { pay: 'removeCounters', counter: 'PAGE', amount: 1 });
    assert.match(describeEffect(e).join('\n'), /remove 1 page counter\(s\) from this card[\s\S]*put 1 \+1\/\+0 counter\(s\) on target creature with a page counter/);
    // "Counter target spell" stays the keyword action (701.5).
    assert.strictEqual(sorcery('Counter target spell.')[0].do, 'counter');
  });

  test('"remove a … counter from ~" removes counters of one named kind; a counter of no named kind is not read', () => {
    const [e] = effects('Test Card {1}{R}\nCreature — Elemental\nAt the beginning of your upkeep, remove a flame counter from Test Card.\n2/2');
    assert.deepStrictEqual(e.steps, [{ do: 'removeCounters', what: { ref: 'self' }, counter: 'FLAME', amount: { n: 1 } }]);
    assert.match(describeEffect(e).join('\n'), /remove 1 flame counter\(s\) from this card/);
    const [two] = effects('Test Card {1}{R}\nCreature — Elemental\nWhenever you cast an instant spell, remove two -1/-1 counters from Test Card.\n4/4');
    assert.deepStrictEqual(two.steps, [{ do: 'removeCounters', what: { ref: 'self' }, counter: 'M1M1', amount: { n: 2 } }]);
    // "Remove all … counters from ~": as many as there are of that kind on it.
    const [all] = effects('Test Card {2}{U}\nEnchantment\nAt the beginning of each end step, remove all glimmer counters from Test Card.');
    assert.deepStrictEqual(all.steps, [{ do: 'removeCounters', what: { ref: 'self' }, counter: 'GLIMMER', amount: { count: 'counters', counter: 'GLIMMER', of: { ref: 'self' } } }]);
    assert.match(describeEffect(all).join('\n'), /remove all glimmer counters from this card/);
    // "a counter" names no kind (the player chooses one): not read.
    const [any] = effects('Test Card {1}{R}\nCreature — Elemental\nWhen Test Card enters the battlefield, remove a counter from target permanent.\n2/2');
    assert.ok(any.unknown);
  });

  test('counters, life, mill, scry and a search of the library', () => {
    assert.deepStrictEqual(sorcery('Put two +1/+1 counters on target creature.')[0].do, 'counters');
    assert.deepStrictEqual(sorcery('You gain 4 life.')[0], { do: 'gainLife', who: { ref: 'you' }, amount: { n: 4 } });
    assert.deepStrictEqual(sorcery('Each opponent loses 2 life.')[0], { do: 'loseLife', who: { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }] } }, amount: { n: 2 } });
    assert.strictEqual(sorcery('Target player puts the top three cards of their library into their graveyard.')[0].do, 'mill');
    assert.deepStrictEqual(sorcery('Scry 2.')[0], { do: 'scry', amount: { n: 2 } });
    const [search] = sorcery('Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.');
    assert.ok(search.do === 'search' && search.to === 'battlefield' && search.tapped);
  });

  test('"Put target creature card from a graveyard onto the battlefield under your control" is the card\'s return to the battlefield', () => {
    const [put] = sorcery('Put target creature card from a graveyard onto the battlefield under your control.');
    assert.ok(put.do === 'return' && put.to === 'battlefield' && put.underYourControl && !put.tapped && put.what.ref === 'target' && put.what.filter.zone === 'graveyard');
  });

  test('"If you do, shuffle your library." after a search is its shuffle (the older words of "then shuffle")', () => {
    const [search] = sorcery('Search your library for a Swamp card, reveal it, and put it into your hand. If you do, shuffle your library.');
    assert.ok(search.do === 'search' && search.to === 'hand' && search.reveal && search.shuffleIfYouDo);
    // Another step after "if you do" is not the search's shuffle: not read as one.
    assert.ok(effects('Test Card {1}{B}\nSorcery\nSearch your library for a Swamp card and put it into your hand. If you do, you lose 2 life.')[0].unknown);
  });

  test('"search your library for a card, then shuffle and put that card on top": one card, on top of the library after the shuffle', () => {
    const [top] = sorcery('Search your library for a card, then shuffle and put that card on top. You lose 2 life.');
    assert.ok(top.do === 'search' && top.to === 'libraryTop' && !top.upTo);
    const [older] = sorcery('Search your library for an Elf card, reveal it, then shuffle your library and put that card on top of it.');
    assert.ok(older.do === 'search' && older.to === 'libraryTop' && older.reveal);
    assert.match(describeEffect(effects('Test Card {1}{B}\nSorcery\nSearch your library for a card, then shuffle and put that card on top.')[0]).join('\n'), /search your library for 1 card, shuffle, then put it on top of your library/);
    // More than one card put on top (their order is not said): not read.
    assert.ok(effects('Test Card {1}{B}\nSorcery\nSearch your library for up to two cards, then shuffle and put that card on top.')[0].unknown);
    // The oldest words of it: "… and reveal that card. Shuffle your library, then put the card on top of it."
    const [oldest] = sorcery('Search your library for an artifact card and reveal that card. Shuffle your library, then put the card on top of it.');
    assert.ok(oldest.do === 'search' && oldest.to === 'libraryTop' && oldest.reveal && !oldest.upTo);
    assert.match(JSON.stringify(oldest.filter), /Artifact/);
    assert.ok(effects('Test Card {1}{B}\nSorcery\nSearch your library for two artifact cards and reveal that card. Shuffle your library, then put the card on top of it.')[0].unknown);
  });

  test('"put target card from your graveyard on the bottom of your library" puts one target card of your graveyard there', () => {
    const [bottom] = sorcery('Put target card from your graveyard on the bottom of your library.');
    assert.ok(bottom.do === 'putOnLibrary' && bottom.position === 'bottom' && bottom.what.ref === 'target' && bottom.what.filter.zone === 'graveyard' && bottom.what.filter.zoneOwner === 'you');
    // Of a graveyard that is not yours, or two targets (their order is not said): not read.
    assert.ok(effects('Test Card {B}\nSorcery\nPut target card from an opponent\'s graveyard on the bottom of your library.')[0].unknown);
    assert.ok(effects('Test Card {B}\nSorcery\nPut two target cards from your graveyard on the bottom of your library.')[0].unknown);
  });

  test('"shuffle any number of target cards from your graveyard into your library" shuffles target cards of your graveyard into it', () => {
    const [shuffle] = sorcery('Shuffle any number of target creature cards from your graveyard into your library.');
    assert.ok(shuffle.do === 'shuffleIntoLibrary' && shuffle.what.ref === 'target' && shuffle.what.min === 0 && shuffle.what.filter.zoneOwner === 'you');
    assert.ok(effects('Test Card {G}\nSorcery\nShuffle target card from an opponent\'s graveyard into your library.')[0].unknown);
  });

  test('"shuffle your graveyard into your library" and "target player shuffles their graveyard into their library" name the player whose graveyard it is', () => {
    assert.deepStrictEqual(sorcery('Shuffle your graveyard into your library.'), [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'library' }]);
    const [target] = sorcery('Target player shuffles their graveyard into their library.');
    assert.ok(target.do === 'wholeGraveyard' && target.who.ref === 'target' && target.to === 'library');
    // Their hand and graveyard together: not read.
    assert.ok(effects('Test Card {U}\nSorcery\nEach player shuffles their hand and graveyard into their library.')[0].unknown);
  });

  test('"reveal the top five cards of your library. You may put a creature card from among them into your hand. Put the rest into your graveyard." takes one revealed card of that kind', () => {
    const [dig] = sorcery('Reveal the top five cards of your library. You may put a creature card from among them into your hand. Put the rest into your graveyard.');
    assert.ok(dig.do === 'dig' && dig.take === 1 && dig.reveal && dig.mayTake && dig.rest === 'graveyard' && 'n' in dig.look && dig.look.n === 5);
    const [must] = sorcery('Reveal the top four cards of your library. Put a land card from among them into your hand and the rest into your graveyard.');
    assert.ok(must.do === 'dig' && must.take === 1 && must.reveal && !must.mayTake);
  });

  test('"look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library." puts the other on the bottom', () => {
    const [dig] = sorcery('Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.');
    assert.ok(dig.do === 'dig' && dig.take === 1 && dig.rest === 'bottom' && 'n' in dig.look && dig.look.n === 2);
  });

  test('"target creature you control explores" and "it explores" are the explore keyword action of that creature', () => {
    const [target] = sorcery('Target creature you control explores.');
    assert.ok(target.do === 'explore' && target.what.ref === 'target');
    const [self] = effects('Test Scout {1}{G}\nCreature — Human Scout\nWhen this creature enters, it explores.\n2/2')[0].steps ?? [];
    assert.deepStrictEqual(self, { do: 'explore', what: { ref: 'self' } });
    assert.match(describeEffect(effects('Test Scout {1}{G}\nCreature — Human Scout\nWhen this creature enters, it explores.\n2/2')[0]).join('\n'), /this card \(~\) explores \(its controller reveals the top card/);
    // Many creatures exploring at once: not read.
    assert.ok(effects('Test Card {G}\nSorcery\nCreatures you control explore.')[0].unknown);
  });

  test('life equal to a count, and "for each"', () => {
    const [s] = sorcery('You gain 1 life for each creature you control.');
    assert.ok(s.do === 'gainLife' && 'count' in s.amount && s.amount.count === 'objects');
  });

  test('"each" and "all" phrases, and a plural noun with no determiner, mean every such object', () => {
    assert.strictEqual(sorcery('Destroy all creatures.')[0].do, 'destroy');
    const [pump] = sorcery('Creatures you control get +2/+2 until end of turn.');
    assert.ok(pump.do === 'pump' && pump.what.ref === 'each');
  });

  test('"it" refers back to a target, "its controller" to that target\'s controller', () => {
    const [destroy, life] = sorcery('Destroy target creature. Its controller gains 3 life.');
    assert.ok(destroy.do === 'destroy' && life.do === 'gainLife');
    if (life.do !== 'gainLife' || life.who.ref !== 'controller') return assert.fail();
    assert.strictEqual(life.who.of, (destroy as { what: unknown }).what);
  });

  test('a restriction for the turn: "can\'t block this turn"', () => {
    const [s] = sorcery('Target creature can\'t block this turn.');
    assert.ok(s.do === 'pump');
    if (s.do === 'pump') assert.deepStrictEqual(s.rules, ["CARDNAME can't block."]);
  });
});

suite('effect model: abilities', () => {
  test('a triggered ability: its event, subject, and "you may" on its first step', () => {
    const [e] = effects('Gullwing Scout {1}{U}\nCreature — Bird\nWhen Gullwing Scout enters the battlefield, you may draw a card.\n1/1');
    assert.deepStrictEqual(e.trigger, { event: 'enters', subject: { ref: 'self' }, orSelf: undefined });
    assert.ok(e.steps![0].optional);
  });

  test('triggers: dies, attacks, upkeep, spells cast, combat damage, another creature entering under your control', () => {
    const t = (line: string) => effects(`Trigger Test {1}{B}\nCreature — Horror\n${line}\n1/1`)[0].trigger;
    assert.strictEqual(t('When Trigger Test dies, draw a card.')?.event, 'dies');
    assert.strictEqual(t('Whenever Trigger Test attacks, it gets +1/+0 until end of turn.')?.event, 'attacks');
    assert.deepStrictEqual(t('At the beginning of your upkeep, you lose 1 life.'), { event: 'phase', subject: { ref: 'you' }, phase: 'upkeep', whose: 'you' });
    assert.strictEqual(t('Whenever you cast a noncreature spell, scry 1.')?.whose, 'you');
    assert.strictEqual(t('Whenever Trigger Test deals combat damage to a player, draw a card.')?.event, 'combatDamageToPlayer');
    const other = t('Whenever another creature enters the battlefield under your control, you gain 1 life.');
    assert.ok(other?.event === 'enters' && other.subject.ref === 'each');
    if (other?.subject.ref === 'each') assert.deepStrictEqual(other.subject.filter.alts[0].props.map((p) => p.is), ['other', 'controller']);
    const group = t('Whenever one or more creatures you control attack, you gain 1 life.');
    assert.ok(group?.event === 'attacks' && group.oneOrMore && !t('Whenever a creature you control attacks, you gain 1 life.')?.oneOrMore);
  });

  test('an activated ability: its cost parts, restrictions and steps', () => {
    const [e] = effects('Ember Sage {1}{R}\nCreature — Human Shaman\n{1}{R}, {T}, Sacrifice Ember Sage: Ember Sage deals 2 damage to any target. Activate only as a sorcery.\n1/1');
    assert.strictEqual(e.kind, 'activated');
    assert.deepStrictEqual(e.cost, [{ pay: 'mana', symbols: ['1', 'R'] }, { pay: 'tap' }, { pay: 'sacrifice', what: { ref: 'self' }, amount: 1 }]);
    assert.deepStrictEqual(e.restrictions, { sorcerySpeed: true });
    assert.strictEqual(e.steps![0].do, 'damage');
    const [upkeep] = effects('Moss Hydra {3}{G}\nCreature — Hydra\n{G}: Put a +1/+1 counter on Moss Hydra. Activate only during your upkeep and only once each turn.\n2/2');
    assert.deepStrictEqual(upkeep.restrictions, { during: 'yourUpkeep', oncePerTurn: true });
    assert.match(describeEffect(upkeep).join('\n'), /only once each turn.*only during your upkeep/);
    const [forecast] = effects('Test Seer {2}{W}\nCreature — Spirit\nForecast — {1}{W}, Reveal Test Seer from your hand: Draw a card. (Activate only during your upkeep and only once each turn.)\n2/1');
    assert.deepStrictEqual([forecast.cost, forecast.restrictions], [[{ pay: 'mana', symbols: ['1', 'W'] }], { zone: 'hand', during: 'yourUpkeep', oncePerTurn: true }]);
    assert.match(describeEffect(forecast).join('\n'), /cost \{1\}\{W\} \(from your hand, only once each turn, only during your upkeep\)/);
    const [combat] = effects('Dune Post\nLand\n{T}: Dune Post deals 1 damage to target attacking creature. Activate only during combat.');
    assert.deepStrictEqual(combat.restrictions, { during: 'combat' });
    assert.match(describeEffect(combat).join('\n'), /only during combat/);
  });

  test('a loyalty ability: its loyalty cost', () => {
    const [plus, minus] = effects('Vessa {2}{W}{U}\nLegendary Planeswalker — Vessa\n+1: Draw a card.\n−2: Tap target creature.\nLoyalty: 4');
    assert.deepStrictEqual([plus.cost, minus.cost], [[{ pay: 'loyalty', amount: 1 }], [{ pay: 'loyalty', amount: -2 }]]);
  });

  test('a modal spell: how many modes and each mode\'s steps', () => {
    const [e] = effects('Split Choice {1}{G}\nInstant\nChoose one —\n• Destroy target artifact.\n• You gain 3 life.');
    assert.deepStrictEqual([e.modes?.min, e.modes?.max, e.modes?.choices.map((c) => c[0].do)], [1, 1, ['destroy', 'gainLife']]);
  });

  test('static abilities: an anthem of other creatures of a type, an Aura\'s grant, a restriction on itself', () => {
    const [anthem] = effects('Elf Lord {1}{G}{G}\nCreature — Elf\nOther Elf creatures you control get +1/+1.\n2/2');
    assert.deepStrictEqual([anthem.continuous?.[0].power, anthem.continuous?.[0].toughness], [1, 1]);
    const aura = effects('Gift of Wings {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 and has flying.');
    assert.deepStrictEqual(aura[0].enchant?.alts, [{ noun: 'Creature', props: [] }]);
    assert.deepStrictEqual(aura[1].continuous?.[0].keywords, ['Flying']);
    const [wall] = effects('Thorn Wall {1}{G}\nCreature — Plant Wall\nThorn Wall can\'t block.\n0/4');
    assert.deepStrictEqual(wall.continuous?.[0].rules, ["CARDNAME can't block."]);
  });

  test('the replacement effects cardtext recognises: enters tapped, enters with counters', () => {
    const [tapped] = effects('Quiet Vale\nLand\nQuiet Vale enters the battlefield tapped.\n{T}: Add {G}.');
    assert.deepStrictEqual(tapped.replacement, { entersTapped: true });
    const [counters] = effects('Grown Ooze {2}{G}\nCreature — Ooze\nGrown Ooze enters the battlefield with two +1/+1 counters on it.\n0/0');
    assert.deepStrictEqual(counters.replacement, { counters: { counter: 'P1P1', amount: 2 } });
  });

  test('keywords with their parameters: a cycling variant, landwalk, enchant', () => {
    const [cycling] = effects('Stone Path {1}\nArtifact\nBasic landcycling {1}{G}');
    assert.deepStrictEqual([cycling.keyword?.name, cycling.keyword?.variant, cycling.keyword?.mana], ['Cycling', 'basic land', ['1', 'G']]);
    const [walk] = effects('Bog Crawler {2}{B}\nCreature — Horror\nSwampwalk\n2/2');
    assert.deepStrictEqual([walk.keyword?.name, walk.keyword?.variant], ['Landwalk', 'Swamp']);
  });

  test('a leveler\'s bands: each LEVEL line owns its P/T and the keywords after it', () => {
    const e = effects('Drake Student {1}{U}\nCreature — Human Wizard\nLevel up {2}\nLEVEL 1-3\n2/3\nFlying\nLEVEL 4+\n4/4\nFlying, hexproof\n1/1');
    const bands = e.filter((x) => x.level);
    assert.deepStrictEqual(bands.map((b) => b.level), [{ min: 1, max: 3, power: '2', toughness: '3' }, { min: 4, max: undefined, power: '4', toughness: '4' }]);
    assert.deepStrictEqual(e.filter((x) => x.band).map((x) => [x.keyword?.name, bands.indexOf(x.band!)]), [['Flying', 0], ['Flying', 1], ['Hexproof', 1]]);
  });

  test('what the reader does not know is unknown, with the words it stopped at, never guessed', () => {
    const [e] = effects('Odd Fellow {2}\nArtifact\n{T}: Exchange control of two target creatures and sing a song about it.');
    assert.ok(e.unknown);
    assert.match(e.unknown!.text, /^Exchange control/);
    assert.strictEqual(e.steps, undefined);
    const [intervening] = effects('Careful Monk {W}\nCreature — Human Monk\nAt the beginning of your upkeep, if you gained 3 or more life last turn, draw a card.\n1/1');
    assert.match(intervening.unknown!.reason, /intervening "if"/);
    const [known] = effects('Island Monk {W}\nCreature — Human Monk\nAt the beginning of your upkeep, if you control an Island, draw a card.\n1/1');
    assert.deepStrictEqual(known.trigger?.condition, { youControl: { alts: [{ noun: 'Island', props: [{ is: 'controller', who: 'you' }] }] }, compare: 'GE', count: 1 });
  });

  test('a set\'s own keyword is read by its name and the file\'s declaration, and reminder text is left out', () => {
    const [e] = effects('@keyword Overgrow\n\nVine Strider {2}{G}\nCreature — Elf\nFlying (This creature can\'t be blocked except by creatures with flying or reach.)\n2/2');
    assert.strictEqual(e.keyword?.name, 'Flying');
  });

  test('a set\'s keyword whose reminder text is flashback\'s ("… from your graveyard for its … cost. Then exile it.") works as Flashback', () => {
    const [, e] = effects('@keyword Emberback\n\nRekindle {1}{R}\nSorcery\nRekindle deals 2 damage to any target.\nEmberback {3}{R} (You may cast this card from your graveyard for its emberback cost. Then exile it.)');
    assert.deepStrictEqual(e.keyword, { name: 'Emberback', parameter: undefined, mana: ['3', 'R'], costText: undefined, actsAs: 'Flashback' });
    assert.deepStrictEqual(describeEffect(e), ["the set's keyword Emberback, read through its reminder text: Flashback with cost {3}{R}"]);
    // Another keyword's cost named, or more said: not flashback.
    const [, other] = effects('@keyword Emberback\n\nRekindle {1}{R}\nSorcery\nRekindle deals 2 damage to any target.\nEmberback {3}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)');
    assert.strictEqual(other.keyword?.actsAs, undefined);
  });
});

suite('effect model in words (hover and explain)', () => {
  test('a trigger, its steps and targets are described in plain words', () => {
    const [e] = effects('Spark Kid {R}\nCreature — Goblin\nWhen Spark Kid enters the battlefield, it deals 1 damage to target creature an opponent controls.\n1/1');
    assert.deepStrictEqual(describeEffect(e), ['triggered — when this card (~) enters the battlefield', '  1. deal 1 damage to target creature an opponent controls']);
  });

  test('a static ability\'s "as long as" is read and described, before or after what it does', () => {
    const [e] = effects('Rust Hound {1}{R}\nCreature — Dog\nAs long as you control two or more artifacts, Rust Hound gets +1/+1.\n2/1');
    assert.deepStrictEqual(e.continuous?.[0].asLongAs, { youControl: { alts: [{ noun: 'Artifact', props: [{ is: 'controller', who: 'you' }] }], plural: true }, compare: 'GE', count: 2 });
    assert.match(describeEffect(e)[0], /gets \+1\/\+1, as long as you control 2 or more artifact/);
    const [f] = effects('Dawn Raider {1}{R}\nCreature — Human Warrior\nDawn Raider has haste as long as it\'s your turn.\n1/2');
    assert.deepStrictEqual(f.continuous?.[0].asLongAs, { turn: 'yours' });
    assert.match(describeEffect(f)[0], /has haste, as long as it's your turn$/);
    const [h] = effects('Shield Squire {1}{W}\nCreature — Human Soldier\nAs long as Shield Squire is equipped, it has vigilance.\n1/1');
    assert.deepStrictEqual(h.continuous?.[0].asLongAs, { selfIs: 'equipped', byName: true });
    assert.match(describeEffect(h)[0], /has vigilance, as long as it is equipped$/);
    const [g] = effects('Dawn Raider {1}{R}\nCreature — Human Warrior\nDawn Raider has haste as long as it\'s raining.\n1/2');
    assert.ok(g.unknown, 'an "as long as" the reader does not know leaves the ability unread');
  });

  test('an unread ability says where the reader stopped', () => {
    const [e] = effects('Odd Fellow {2}\nArtifact\n{T}: Sing a song.');
    assert.match(describeEffect(e)[0], /^not read: cardtext stopped at "Sing a song\."/);
  });

  test('a mana ability: the mana, then what else it does as steps; a rule for the mana stays with the mana', () => {
    const land = (line: string) => effects(`Test Land\nLand\n${line}`)[0];
    const pain = land('{T}: Add {W} or {U}. Test Land deals 1 damage to you.');
    assert.strictEqual(pain.kind, 'mana');
    assert.deepStrictEqual(pain.steps!.map((s) => s.do), ['mana', 'damage']);
    const [mana, damage] = pain.steps!;
    assert.ok(mana.do === 'mana' && mana.produced === 'Add {W} or {U}.');
    assert.ok(damage.do === 'damage' && damage.to.ref === 'you' && damage.source.ref === 'self');
    const spend = land('{T}: Add {G}. Spend this mana only to cast creature spells.');
    assert.deepStrictEqual(spend.steps, [{ do: 'mana', produced: 'Add {G}. Spend this mana only to cast creature spells.', amount: 1 }]);
    assert.ok(land('{T}: Add {G}. Test Land sings a song.').unknown);
    const [each] = land('{T}: Add {G} for each Elf you control.').steps!;
    assert.ok(each.do === 'mana' && each.produced === 'Add {G}.' && each.times && 'count' in each.times && each.times.count === 'objects');
    assert.match(describeEffect(land('{T}: Add {G} for each Elf you control.')).join('\n'), /add \{G\} for each Elf you control/);
    assert.ok(land('{T}: Add {G} for each song you sing.').unknown);
  });
});
