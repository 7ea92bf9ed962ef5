import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

/** The one triggered ability of an Aura with this trigger line. */
function auraTrigger(enchant: string, line: string): AbilityEffect {
  return effects(`Test Aura {1}{B}\nEnchantment — Aura\nEnchant ${enchant}\n${line}`).find((e) => e.kind === 'triggered')!;
}

suite('effect model: "at the beginning of" a step or phase', () => {
  test('the upkeep, draw step or end step of the enchanted permanent\'s controller; "that player" is that controller', () => {
    const e = auraTrigger('creature', 'At the beginning of the upkeep of enchanted creature\'s controller, Test Aura deals 1 damage to that player.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'phase', subject: { ref: 'you' }, phase: 'upkeep', whose: 'enchantedController' });
    assert.deepStrictEqual(e.steps, [{ do: 'damage', amount: { n: 1 }, to: { ref: 'triggered', what: 'player' }, source: { ref: 'self' } }]);
    assert.match(describeEffect(e)[0], /at the beginning of the upkeep of the enchanted permanent's controller/);
    for (const [noun, phase] of [['artifact', 'draw step'], ['enchantment', 'end step'], ['permanent', 'upkeep']]) {
      const t = auraTrigger(noun, `At the beginning of the ${phase} of enchanted ${noun}'s controller, that player loses 1 life.`);
      assert.strictEqual(t.trigger?.whose, 'enchantedController', `${noun}, ${phase}`);
      assert.deepStrictEqual(t.steps?.[0], { do: 'loseLife', who: { ref: 'triggered', what: 'player' }, amount: { n: 1 } });
    }
  });

  test('"that creature" in a trigger at the enchanted creature\'s controller\'s step is the enchanted creature', () => {
    const e = auraTrigger('creature', 'At the beginning of the end step of enchanted creature\'s controller, tap that creature.');
    assert.deepStrictEqual(e.steps, [{ do: 'tap', what: { ref: 'enchanted' } }]);
  });

  test('a Curse\'s "enchanted player\'s upkeep": the step of the player the Aura is attached to', () => {
    const e = auraTrigger('player', 'At the beginning of enchanted player\'s upkeep, that player loses 2 life.');
    assert.deepStrictEqual(e.trigger, { event: 'phase', subject: { ref: 'you' }, phase: 'upkeep', whose: 'enchantedPlayer' });
    assert.deepStrictEqual(e.steps, [{ do: 'loseLife', who: { ref: 'triggered', what: 'player' }, amount: { n: 2 } }]);
    assert.match(describeEffect(e)[0], /at the beginning of the enchanted player's upkeep/);
  });

  test('"the upkeep of" anyone else, or of an enchanted permanent\'s owner, is not read', () => {
    assert.ok(auraTrigger('creature', 'At the beginning of the upkeep of enchanted creature\'s owner, that player loses 1 life.').unknown);
    assert.ok(auraTrigger('creature', 'At the beginning of the upkeep of the chosen player, that player loses 1 life.').unknown);
  });

  test('an intervening "if" about the cards in a hand: yours, or the hand of the player whose step it is', () => {
    const card = (line: string) => effects(`Test Card {2}{B}\nCreature — Spirit\n${line}\n2/2`)[0];
    const mine = card('At the beginning of your upkeep, if you have no cards in hand, each opponent loses 1 life.');
    assert.deepStrictEqual(mine.trigger?.condition, { cardsInHand: 'you', compare: 'EQ', count: 0 });
    assert.match(describeEffect(mine)[0], /, if you have no cards in hand$/);
    const theirs = card('At the beginning of each opponent\'s upkeep, if that player has two or fewer cards in hand, Test Card deals 1 damage to that player.');
    assert.deepStrictEqual(theirs.trigger?.condition, { cardsInHand: 'thatPlayer', compare: 'LE', count: 2 });
    assert.match(describeEffect(theirs)[0], /, if that player has 2 or fewer cards in hand$/);
    assert.deepStrictEqual(card('At the beginning of your end step, if you have seven or more cards in hand, you gain 1 life.').trigger?.condition, { cardsInHand: 'you', compare: 'GE', count: 7 });
  });

  test('an intervening "if" about a life total, and "if ~ is untapped / tapped"', () => {
    const card = (line: string) => effects(`Test Card {2}\nArtifact\n${line}`)[0];
    assert.deepStrictEqual(card('At the beginning of your upkeep, if you have 5 or less life, draw a card.').trigger?.condition, { life: 'you', compare: 'LE', count: 5 });
    assert.deepStrictEqual(card('At the beginning of each player\'s end step, if that player has 10 or more life, that player loses 1 life.').trigger?.condition, { life: 'thatPlayer', compare: 'GE', count: 10 });
    const untapped = card('At the beginning of each player\'s draw step, if Test Card is untapped, that player draws an additional card.');
    assert.deepStrictEqual(untapped.trigger?.condition, { selfTapped: false });
    assert.match(describeEffect(untapped)[0], /, if this card \(~\) is untapped$/);
    assert.deepStrictEqual(card('At the beginning of your end step, if Test Card is tapped, you gain 2 life.').trigger?.condition, { selfTapped: true });
  });

  test('an intervening "if that player controls a …": a permanent of one kind the player whose step it is controls', () => {
    const card = (line: string) => effects(`Test Card {2}\nArtifact\n${line}`)[0];
    const e = card('At the beginning of each player\'s upkeep, if that player controls a nonblue, nonland permanent, Test Card deals 1 damage to that player.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { thatPlayerControls: { alts: [{ noun: 'Permanent', props: [{ is: 'color', color: 'U', not: true }, { is: 'type', type: 'Land', not: true }, { is: 'controller', who: 'thatPlayer' }] }] } });
    assert.match(describeEffect(e)[0], /, if that player controls a nonblue nonland permanent$/);
    // With no "that player" (your own upkeep), or of several kinds, it is not read.
    assert.ok(card('At the beginning of your upkeep, if that player controls a Forest, you gain 1 life.').unknown);
    assert.ok(card('At the beginning of each player\'s upkeep, if that player controls two or more Forests, they gain 1 life.').unknown);
  });

  test('"that player adds {G}{G}": mana of one colour in the pool of the player whose step it is', () => {
    const [e] = effects('Test Card {1}{G}\nEnchantment\nAt the beginning of each player\'s precombat main phase, that player adds {G}{G}.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'mana', produced: 'Add {G}{G}.', amount: 1, who: { ref: 'triggered', what: 'player' } }]);
    assert.match(describeEffect(e).join('\n'), /that player adds \{G\}\{G\}|adds \{G\}\{G\}/);
    // Mana of two colours is one of each, read as "Add {G}{U}" is; two of one and one of another is not read.
    assert.deepStrictEqual(effects('Test Card {1}{G}\nEnchantment\nAt the beginning of each player\'s precombat main phase, that player adds {G}{U}.')[0].steps, [{ do: 'mana', produced: 'Add {G}{U}.', amount: 1, who: { ref: 'triggered', what: 'player' } }]);
    assert.ok(effects('Test Card {1}{G}\nEnchantment\nAt the beginning of each player\'s precombat main phase, that player adds {G}{G}{U}.')[0].unknown);
  });

  test('"that player" in an intervening "if" of a trigger with no such player, and other hand counts, are not read', () => {
    const card = (line: string) => effects(`Test Card {2}\nArtifact\n${line}`)[0];
    assert.ok(card('At the beginning of your upkeep, if that player has no cards in hand, you gain 1 life.').unknown);
    assert.ok(card('At the beginning of your upkeep, if you have more cards in hand than each opponent, draw a card.').unknown);
    assert.ok(card('At the beginning of your upkeep, if you have exactly three cards in hand, draw a card.').unknown);
  });

  test('a clause that leaves out its player goes on with the player the clause before named ("loses 1 life and discards a card")', () => {
    const [e] = effects('Test Card {2}{B}\nEnchantment\nAt the beginning of each player\'s upkeep, that player loses 1 life and discards a card.');
    const player = { ref: 'triggered', what: 'player' };
    assert.deepStrictEqual(e.steps, [{ do: 'loseLife', who: player, amount: { n: 1 } }, { do: 'discard', who: player, amount: { n: 1 }, how: 'choice' }]);
    const [s] = effects('Test Card {2}{B}\nSorcery\nTarget player draws two cards, then discards a card.');
    assert.deepStrictEqual(s.steps?.map((x) => [x.do, 'who' in x ? x.who?.ref : undefined]), [['draw', 'target'], ['discard', 'target']]);
    // A new sentence names its subject again: "Discards a card." alone is not read.
    assert.ok(effects('Test Card {2}{B}\nSorcery\nTarget player draws two cards. Discards a card.')[0].unknown);
  });

  test('"they" after "that player" is that player, with the verb\'s plain form ("they lose 2 life", "unless they pay {2}")', () => {
    const [e] = effects('Test Card {2}{B}\nEnchantment\nAt the beginning of each opponent\'s upkeep, if that player has no cards in hand, they lose 2 life.');
    assert.deepStrictEqual(e.steps, [{ do: 'loseLife', who: { ref: 'triggered', what: 'player' }, amount: { n: 2 } }]);
    const t = auraTrigger('enchantment', 'At the beginning of the upkeep of enchanted enchantment\'s controller, that player loses 2 life unless they pay {2}.');
    assert.deepStrictEqual(t.steps?.[0].unless, { cost: [{ pay: 'mana', symbols: ['2'] }], payer: { ref: 'triggered', what: 'player' } });
    // With no "that player" before it, "they" is not read as a player.
    assert.ok(effects('Test Card {2}{B}\nEnchantment\nAt the beginning of your upkeep, they lose 2 life.')[0].unknown);
  });

  test('"you win the game" / "that player loses the game": a player wins or loses by the effect', () => {
    const [win] = effects('Test Card {3}{W}\nEnchantment\nAt the beginning of your upkeep, if you have 40 or more life, you win the game.');
    assert.deepStrictEqual(win.trigger?.condition, { life: 'you', compare: 'GE', count: 40 });
    assert.deepStrictEqual(win.steps, [{ do: 'winGame', who: { ref: 'you' } }]);
    assert.match(describeEffect(win).join('\n'), /1\. you win the game/);
    const [lose] = effects('Test Card {3}{B}\nEnchantment\nAt the beginning of each opponent\'s upkeep, if that player has no cards in hand, that player loses the game.');
    assert.deepStrictEqual(lose.steps, [{ do: 'loseGame', who: { ref: 'triggered', what: 'player' } }]);
  });

  test('"if you\'re the monarch" / "if an opponent is the monarch" is read and described', () => {
    const [e] = effects('Test Card {2}{U}\nCreature — Human\nAt the beginning of your upkeep, if you\'re the monarch, draw a card.\n1/3');
    assert.deepStrictEqual(e.trigger?.condition, { monarch: 'you' });
    assert.match(describeEffect(e)[0], /, if you're the monarch$/);
    assert.deepStrictEqual(effects('Test Card {2}{U}\nCreature — Human\nAt the beginning of your upkeep, if an opponent is the monarch, draw a card.\n1/3')[0].trigger?.condition, { monarch: 'opponent' });
  });

  test('"if there are four or more card types among cards in your graveyard" (delirium) is read and described', () => {
    const [e] = effects('Test Card {1}{B}\nCreature — Horror\nDelirium — At the beginning of each opponent\'s upkeep, if there are four or more card types among cards in your graveyard, Test Card deals 1 damage to that player.\n2/1');
    assert.deepStrictEqual(e.trigger?.condition, { delirium: true });
    assert.match(describeEffect(e)[0], /if there are four or more card types among cards in your graveyard \(delirium\)$/);
  });

  test('", where X is the number of …" defines every X of the effect; an X it cannot define, or a clause it cannot read, leaves the ability unread', () => {
    const [e] = effects('Test Card {3}{B}\nCreature — Zombie\nAt the beginning of your upkeep, you draw X cards and you lose X life, where X is the number of Zombies you control.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const zombies = { count: 'objects', filter: { alts: [{ noun: 'Zombie', props: [{ is: 'controller', who: 'you' }] }], plural: true } };
    assert.deepStrictEqual(e.steps?.map((s) => 'amount' in s && s.amount), [zombies, zombies]);
    const pump = effects('Test Card {3}{G}\nCreature — Elf\nAt the beginning of combat on your turn, target creature gets +X/+X until end of turn, where X is the number of Elves you control.\n2/2')[0];
    assert.ok(!pump.unknown, JSON.stringify(pump.unknown));
    const [p] = pump.steps!;
    assert.ok(p.do === 'pump' && p.power === 'X' && p.toughness === 'X');
    assert.deepStrictEqual(p.do === 'pump' && p.x, { count: 'objects', filter: { alts: [{ noun: 'Elf', props: [{ is: 'controller', who: 'you' }] }], plural: true } });
    assert.match(describeEffect(pump).join('\n'), /gets \+X\/\+X until end of turn, where X is the number of Elves you control/);
    // An X the clause does not define (a token's power alone) leaves the ability unread.
    assert.match(effects('Test Card {3}{G}\nCreature — Elf\nAt the beginning of your upkeep, create an X/1 green Elf creature token, where X is the number of Elves you control.\n2/2')[0].unknown?.reason ?? '', /X/);
    assert.ok(effects('Test Card {3}{B}\nCreature — Zombie\nAt the beginning of your upkeep, you draw X cards, where X is half the number of Zombies you control, rounded down.\n2/2')[0].unknown);
  });

  test('"if no creatures are on the battlefield" / "if there are no Zombies on the battlefield": nobody\'s objects of a kind', () => {
    const card = (line: string) => effects(`Test Card {2}{B}\nEnchantment\n${line}`)[0];
    const e = card('At the beginning of the end step, if no creatures are on the battlefield, sacrifice Test Card.');
    assert.deepStrictEqual(e.trigger?.condition, { noneOnBattlefield: { alts: [{ noun: 'Creature', props: [] }], plural: true } });
    assert.match(describeEffect(e)[0], /, if no creature is on the battlefield$/);
    const zombies = card('At the beginning of your upkeep, if there are no Zombies on the battlefield, draw a card.').trigger?.condition;
    assert.ok(zombies && 'noneOnBattlefield' in zombies && zombies.noneOnBattlefield.alts[0].noun === 'Zombie');
    assert.ok(card('At the beginning of your upkeep, if no creatures are in your graveyard, draw a card.').unknown);
  });

  test('"the number of … they control" / "cards in their hand" counts for the trigger\'s player', () => {
    const [e] = effects('Test Card {3}{R}\nEnchantment\nAt the beginning of each player\'s end step, Test Card deals X damage to that player, where X is the number of untapped lands they control.');
    assert.deepStrictEqual(e.steps?.[0], {
      do: 'damage', to: { ref: 'triggered', what: 'player' }, source: { ref: 'self' },
      amount: { count: 'objects', filter: { alts: [{ noun: 'Land', props: [{ is: 'state', state: 'untapped' }, { is: 'controller', who: 'thatPlayer' }] }], plural: true } },
    });
    const [m] = effects('Test Card {2}{U}\nEnchantment\nAt the beginning of each player\'s upkeep, that player mills X cards, where X is the number of cards in their hand.');
    assert.deepStrictEqual(m.steps?.[0], { do: 'mill', who: { ref: 'triggered', what: 'player' }, amount: { count: 'cardsInHand', player: { ref: 'triggered', what: 'player' } } });
    // With no player of the trigger, "their hand" is not read.
    assert.ok(effects('Test Card {2}{U}\nEnchantment\nAt the beginning of your upkeep, draw X cards, where X is the number of cards in their hand.')[0].unknown);
  });
});

suite('effect model: "at the beginning of combat on each opponent\'s turn"', () => {
  test('is the combat step of each opponent\'s turn, whose "that player" is that opponent', () => {
    const [e] = effects('Test Warden {2}{W}\nCreature — Soldier\nAt the beginning of combat on each opponent\'s turn, tap target creature that player controls.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'phase', subject: { ref: 'you' }, phase: 'combat', whose: 'opponent' });
    assert.match(describeEffect(e).join('\n'), /at the beginning of each opponent's combat/);
  });
});

suite('effect model: "that player draws two additional cards"', () => {
  test('is a draw of that many cards by the player whose draw step it is', () => {
    const [e] = effects('Test Spring {4}\nArtifact\nAt the beginning of each player\'s draw step, that player draws two additional cards.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'draw', who: { ref: 'triggered', what: 'player' }, amount: { n: 2 } }]);
  });
});
