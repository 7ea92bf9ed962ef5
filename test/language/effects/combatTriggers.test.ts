import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a creature card with this line. */
function trigger(line: string): AbilityEffect {
  const model = parseDocument(`Test Brute {2}{R}\nCreature — Ogre\n${line}\n3/3`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: attack, block and cast triggers naming the other side or the turn', () => {
  test('"blocks or becomes blocked by a white creature" names the other creature of the block, "that creature"', () => {
    const e = trigger('Whenever Test Brute blocks or becomes blocked by a white creature, destroy that creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'blocksOrBlocked', subject: { ref: 'self' }, orSelf: undefined, by: { alts: [{ noun: 'Creature', props: [{ is: 'color', color: 'W' }] }] } });
    assert.deepStrictEqual(e.steps?.[0], { do: 'destroy', what: { ref: 'triggered', what: 'object' } });
    assert.match(describeEffect(e)[0], /blocks or becomes blocked by a white creature \("that creature"; once for each such creature\)/);
  });

  test('"blocks a creature with flying" and "becomes blocked by a creature" are read with the other creature', () => {
    const blocks = trigger('Whenever Test Brute blocks a creature with flying, Test Brute gets +1/+0 until end of turn.');
    assert.ok(!blocks.unknown, JSON.stringify(blocks.unknown));
    assert.strictEqual(blocks.trigger?.event, 'blocks');
    assert.deepStrictEqual(blocks.trigger?.by, { alts: [{ noun: 'Creature', props: [{ is: 'keyword', keyword: 'Flying', not: false }] }] });
    assert.match(describeEffect(blocks)[0], /when this card \(~\) blocks a creature with flying \("that creature"/);
    const blocked = trigger('Whenever Test Brute becomes blocked by a creature, Test Brute deals 1 damage to that creature.');
    assert.ok(!blocked.unknown, JSON.stringify(blocked.unknown));
    assert.strictEqual(blocked.trigger?.event, 'becomesBlocked');
    assert.deepStrictEqual(blocked.trigger?.by, { alts: [{ noun: 'Creature', props: [] }] });
  });

  test('"that creature" of another creature\'s block is not read (it could be either creature)', () => {
    const model = parseDocument('Test Rampart {2}{W}\nEnchantment\nWhenever a Wall you control blocks a creature, destroy that creature at end of combat.').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    assert.match(JSON.stringify(e.unknown), /which creature \\"that creature\\" is/);
  });

  test('the plain block triggers stay as they were', () => {
    assert.deepStrictEqual(trigger('Whenever Test Brute blocks or becomes blocked, Test Brute gets +1/+1 until end of turn.').trigger, { event: 'blocksOrBlocked', subject: { ref: 'self' }, orSelf: undefined });
    assert.strictEqual(trigger('Whenever Test Brute blocks, Test Brute gets +1/+1 until end of turn.').trigger?.event, 'blocks');
  });

  test('"a creature attacks you" and "… you or a planeswalker you control" name who is attacked; "it" is the attacker', () => {
    const model = parseDocument('Test Thorns {1}{G}\nEnchantment\nWhenever a creature with flying attacks you, Test Thorns deals 2 damage to it.\nWhenever a creature attacks you or a planeswalker you control, you may draw a card.').chunks.find((c) => c.model)!.model!;
    const [you, either] = readCardEffects(model).faces[0];
    assert.ok(!you.unknown && !either.unknown, JSON.stringify([you.unknown, either.unknown]));
    assert.strictEqual(you.trigger?.attacked, 'you');
    assert.strictEqual(either.trigger?.attacked, 'youOrPlaneswalker');
    assert.match(describeEffect(you)[0], /whenever a creature with flying attacks you/);
    assert.match(describeEffect(either)[0], /attacks you or a planeswalker you control/);
  });

  test('a cast trigger "during your turn" / "during an opponent\'s turn" reads whose turn it is', () => {
    const model = parseDocument("Test Hermit {2}{G}\nCreature — Human\nWhenever an opponent casts a spell during your turn, draw a card.\nWhenever you cast a spell during an opponent's turn, you gain 1 life.\n2/3").chunks.find((c) => c.model)!.model!;
    const [yours, theirs] = readCardEffects(model).faces[0];
    assert.deepStrictEqual([yours.trigger?.turn, theirs.trigger?.turn], ['yours', 'opponents']);
    assert.match(describeEffect(yours)[0], /whenever an opponent casts a spell during your turn/);
    assert.match(describeEffect(theirs)[0], /whenever you cast a spell during an opponent's turn/);
  });

  test('"blocks (or becomes blocked by) one or more white and/or red creatures" is one event for the block, with no "that creature"', () => {
    const e = trigger('Whenever Test Brute blocks or becomes blocked by one or more white and/or red creatures, Test Brute gets +2/+2 until end of turn.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, {
      event: 'blocksOrBlocked', subject: { ref: 'self' }, orSelf: undefined, byOneOrMore: true,
      by: { alts: [{ noun: 'Creature', props: [{ is: 'color', color: 'W' }] }, { noun: 'Creature', props: [{ is: 'color', color: 'R' }] }], plural: true },
    });
    assert.match(describeEffect(e)[0], /blocks or becomes blocked by one or more .*creatures \(once for the block\)/);
    const blocks = trigger('Whenever Test Brute blocks one or more green creatures, Test Brute gets +2/+1 until end of turn.');
    assert.ok(!blocks.unknown, JSON.stringify(blocks.unknown));
    assert.strictEqual(blocks.trigger?.byOneOrMore, true);
    // Several creatures: "that creature" names none of them.
    assert.ok(trigger('Whenever Test Brute blocks one or more green creatures, destroy that creature.').unknown);
    // The other creature, one at a time, is still read after "by".
    assert.strictEqual(trigger('Whenever Test Brute becomes blocked by a white creature, Test Brute gets +1/+0 until end of turn.').trigger?.by?.alts[0].noun, 'Creature');
  });

  test('"for each creature blocking it" after "becomes blocked" counts the blockers of the attacker blocked', () => {
    const e = trigger('Whenever Test Brute becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0], { do: 'pump', what: { ref: 'self' }, power: 1, toughness: 1, keywords: [], duration: 'turn', forEach: { count: 'blockers', of: { ref: 'self' } } });
    assert.match(describeEffect(e).join('\n'), /gets \+1\/\+1 for each creature blocking this card/);
    const model = parseDocument('Test Horn {1}{G}\nEnchantment\nWhenever a Dinosaur becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.').chunks.find((c) => c.model)!.model!;
    const other = readCardEffects(model).faces[0][0];
    assert.ok(!other.unknown, JSON.stringify(other.unknown));
    assert.deepStrictEqual(other.steps?.[0].do === 'pump' && other.steps[0].forEach, { count: 'blockers', of: { ref: 'triggered', what: 'object' } });
    // Only where a trigger names the attacker blocked.
    assert.ok(trigger('Whenever Test Brute attacks, it gets +1/+1 until end of turn for each creature blocking it.').unknown);
  });
});
