import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of a sorcery with this rules text. */
function spell(text: string): AbilityEffect {
  const model = parseDocument(`Test Spell {1}{G}\nSorcery\n${text}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: amounts said "for each"', () => {
  test('"Draw a card for each Wizard you control" draws the number of those objects, said "for each"', () => {
    const e = spell('Draw a card for each Wizard you control.');
    assert.match(describeEffect(e).join('\n'), /you draw a card for each Wizard you control/);
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'draw', who: { ref: 'you' }, amount: { count: 'objects', filter: { alts: [{ noun: 'Wizard', props: [{ is: 'controller', who: 'you' }] }] }, forEach: true } }]);
  });

  test('"for each creature card in your graveyard" counts cards in your graveyard, for a draw and for life', () => {
    const draw = spell('Draw a card for each creature card in your graveyard.');
    const life = spell('You gain 1 life for each creature card in your graveyard.');
    for (const e of [draw, life]) {
      assert.ok(!e.unknown, JSON.stringify(e.unknown));
      const step = e.steps?.[0];
      const amount = step?.do === 'draw' || step?.do === 'gainLife' ? step.amount : undefined;
      assert.ok(amount && 'count' in amount && amount.count === 'objects' && amount.filter.zone === 'graveyard' && amount.filter.zoneOwner === 'you', JSON.stringify(amount));
    }
  });

  test('"for each Elf on the battlefield" counts every such permanent, whoever controls it', () => {
    const e = spell('You gain 1 life for each Elf on the battlefield.');
    assert.deepStrictEqual(e.steps?.[0], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'objects', filter: { alts: [{ noun: 'Elf', props: [] }] }, onBattlefield: true, forEach: true } });
    assert.match(describeEffect(e).join('\n'), /you gain 1 life for each Elf on the battlefield/);
  });

  test('"for each card in your hand" after a gain of 1 life is the number of cards in your hand', () => {
    assert.deepStrictEqual(spell('You gain 1 life for each card in your hand.').steps?.[0], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'cardsInHand', player: { ref: 'you' } } });
  });

  test('"2 life for each Gate you control" counts each object twice, and says so', () => {
    const e = spell('You gain 2 life for each Gate you control.');
    assert.deepStrictEqual(e.steps?.[0], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'objects', filter: { alts: [{ noun: 'Gate', props: [{ is: 'controller', who: 'you' }] }] }, forEach: true, each: 2 } });
    assert.match(describeEffect(e).join('\n'), /you gain 2 life for each Gate you control/);
  });

  test('"two cards for each", "2 life for each card in your hand" and a count in another player\'s graveyard stay unread', () => {
    assert.ok(spell('Draw two cards for each Wizard you control.').unknown);
    assert.ok(spell('You gain 2 life for each card in your hand.').unknown);
    assert.ok(spell("You gain 1 life for each creature card in target opponent's graveyard.").unknown);
  });

  test('"damage equal to the number of charge counters on ~" counts counters of one kind on the card itself', () => {
    const e = spell('Test Spell deals damage equal to the number of charge counters on ~ to any target.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.amount, { count: 'counters', counter: 'CHARGE', of: { ref: 'self' } });
    assert.match(describeEffect(e).join('\n'), /equal to the number of charge counters on/);
  });

  test('"you gain 2 life for each age counter on it" (it: the card) counts each counter twice', () => {
    const model = parseDocument('Test Idol {2}\nArtifact\n{T}: You gain 2 life for each age counter on it.').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    assert.deepStrictEqual(e.steps?.[0], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'counters', counter: 'AGE', of: { ref: 'self' }, forEach: true, each: 2 } });
    assert.match(describeEffect(e).join('\n'), /you gain 2 life for each age counter on/);
  });

  test('a token for each counter stays unread', () => {
    assert.match(JSON.stringify(spell('Create a 1/1 green Snake creature token for each charge counter on ~.').unknown), /a token for each counter/);
  });

  test('"for each time it was kicked" (multikicker) counts the kicker costs paid', () => {
    const model = parseDocument('Test Keeper {3}{W}\nCreature — Angel\nMultikicker {W}\nWhen Test Keeper enters the battlefield, you gain 2 life for each time it was kicked.\n2/2').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0].find((a) => a.kind === 'triggered')!;
    assert.deepStrictEqual(e.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'timesKicked', each: 2 } }]);
    assert.match(describeEffect(e).join('\n'), /you gain 2 life for each time it was kicked/);
  });

  test('"where X is 2 plus the number of cards named ~ in all graveyards" is a count of cards with its own name, plus two', () => {
    const e = spell('Test Spell deals X damage to any target, where X is 2 plus the number of cards named Test Spell in all graveyards.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.amount, { count: 'objects', filter: { alts: [{ noun: 'Card', props: [{ is: 'namedSelf' }] }], plural: true, zone: 'graveyard', zoneOwner: 'any' }, plus: 2 });
    assert.match(describeEffect(e).join('\n'), /2 plus the number of/);
  });

  test('"that spell\'s mana value" in a cast trigger is the mana value of the spell cast; outside one it stays unread', () => {
    const model = parseDocument("Test Breeder {4}{B}\nCreature — Human\nWhenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell's mana value.\n2/2").chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    const step = e.steps?.[0];
    assert.ok(step?.do === 'token', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.amount, { count: 'manaValue', of: { ref: 'triggered', what: 'spell' } });
    assert.ok(spell("You gain X life, where X is that spell's mana value.").unknown);
  });

  test('"for each basic land type among lands you control" (domain) is the number of those types, and says so', () => {
    const e = spell('Target creature gets +1/+1 until end of turn for each basic land type among lands you control.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'pump', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.forEach, { count: 'domain' });
    assert.match(describeEffect(e).join('\n'), /gets \+1\/\+1 for each basic land type among lands you control/);
    assert.deepStrictEqual(spell('You gain X life, where X is the number of basic land types among lands you control.').steps?.[0], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'domain' } });
  });

  test('"for each Swamp they control" of a trigger\'s player counts what that player controls, said either way', () => {
    for (const words of ['they control', 'that player controls']) {
      const model = parseDocument(`Quillmoth Tollkeeper {2}{B}\nCreature — Spirit\nAt the beginning of each opponent's upkeep, that player loses 1 life for each Swamp ${words}.\n2/2`).chunks.find((c) => c.model)!.model!;
      const e = readCardEffects(model).faces[0][0];
      assert.ok(!e.unknown, JSON.stringify(e.unknown));
      const step = e.steps?.[0];
      assert.ok(step?.do === 'loseLife', JSON.stringify(step));
      assert.deepStrictEqual(step.amount, { count: 'objects', filter: { alts: [{ noun: 'Swamp', props: [{ is: 'controller', who: 'thatPlayer' }] }] }, forEach: true });
      assert.match(describeEffect(e).join('\n'), /that player loses 1 life for each Swamp that player controls/);
    }
  });

  test('"for each … they control" said of each player or each opponent is not bound to the trigger\'s player', () => {
    for (const text of [
      "At the beginning of each opponent's upkeep, each player loses 1 life for each Swamp they control.",
      "At the beginning of each player's upkeep, each player draws a card for each Swamp they control.",
      'Whenever Quillmoth Tollkeeper deals combat damage to a player, each opponent loses 1 life for each creature they control.',
      "At the beginning of each opponent's upkeep, each opponent discards a card for each Swamp that player controls.",
      "At the beginning of each opponent's upkeep, each player adds {B} for each Swamp they control.",
    ]) {
      const model = parseDocument(`Quillmoth Tollkeeper {2}{B}\nCreature — Spirit\n${text}\n2/2`).chunks.find((c) => c.model)!.model!;
      const e = readCardEffects(model).faces[0][0];
      assert.ok(e.unknown, `${text}: ${JSON.stringify(e.steps)}`);
      assert.match(describeEffect(e).join('\n'), /^not read/);
    }
  });

  test('"for each Swamp they control" without a trigger\'s player is not read', () => {
    assert.ok(spell('You gain 1 life for each Swamp they control.').unknown);
  });

  test('"the number of Forests defending player controls" in an attack trigger counts what the defending player controls', () => {
    const model = parseDocument('Mossback Surveyor {3}{G}\nCreature — Beast\nWhenever Mossback Surveyor attacks, it gets +X/+0 until end of turn, where X is the number of Forests defending player controls.\n3/3').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0][0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'pump' && step.power === 'X', JSON.stringify(step));
    assert.deepStrictEqual(step.x, { count: 'objects', filter: { alts: [{ noun: 'Forest', props: [{ is: 'controller', who: 'defending' }] }], plural: true } });
    assert.match(describeEffect(e).join('\n'), /where X is the number of Forests the defending player controls/);
  });
});
