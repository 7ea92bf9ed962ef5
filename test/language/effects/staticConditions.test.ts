import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the only card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

/** The only ability of a card with this type line and rules text, read (or left unknown). */
function only(name: string, typeLine: string, text: string, pt = ''): AbilityEffect {
  return effects(`${name} {3}{G}\n${typeLine}\n${text}\n${pt}`)[0];
}

suite('effect model: more "as long as" and "Activate only if" conditions', () => {
  test('"As long as your devotion to X and Y is less than N, ~ isn\'t a creature" is the card losing its creature type, described so', () => {
    const e = only('Duskmire, Twin Judge', 'Legendary Enchantment Creature — God', "As long as your devotion to white and black is less than seven, Duskmire isn't a creature.", '5/4');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], notCreature: true, asLongAs: { devotion: ['White', 'Black'], compare: 'LT', count: 7 } }]);
    assert.deepStrictEqual(describeEffect(e), ["static: this card (~) isn't a creature, as long as your devotion to white and black is less than 7"]);
    const one = only('Sunveil', 'Legendary Enchantment Creature — God', "As long as your devotion to white is less than five, Sunveil isn't a creature.", '5/6');
    assert.deepStrictEqual(one.continuous![0].asLongAs, { devotion: ['White'], compare: 'LT', count: 5 });
  });

  test('a devotion not compared with "is less than", or "isn\'t a creature" said of other objects, stays unread', () => {
    assert.ok(only('Sunveil', 'Legendary Enchantment Creature — God', "As long as your devotion to white is five or more, Sunveil isn't a creature.", '5/6').unknown);
    assert.ok(only('Sunveil', 'Legendary Enchantment', "As long as your devotion to white is less than five, enchanted creature isn't a creature.").unknown);
  });

  test('"as long as you have the city\'s blessing" conditions a static ability and "Activate only if" it an activation', () => {
    const [, e] = effects("Gilded Skyrunner {2}{W}\nCreature — Vampire Soldier\nAscend\nAs long as you have the city's blessing, Gilded Skyrunner has hexproof and can't be blocked.\n2/2");
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: ['Hexproof'], rules: ['Unblockable'], asLongAs: { blessing: true } }]);
    assert.deepStrictEqual(describeEffect(e), ["static: this card (~) has hexproof and can't be blocked, as long as you have the city's blessing"]);
    const [, relic] = effects("Sunken Reliquary {2}\nArtifact\nAscend\n{T}, Sacrifice Sunken Reliquary: Draw two cards. Activate only if you have the city's blessing.");
    assert.deepStrictEqual(relic.restrictions?.onlyIf, { blessing: true });
    assert.ok(effects("Sunken Reliquary {2}\nArtifact\n{T}: Draw a card. Activate only if you have a city's blessing.")[0].unknown);
  });

  test('"you control a Desert or there is a Desert card in your graveyard" is one condition, not "you control a Desert"', () => {
    const viper = only('Dune Viper', 'Creature — Snake', 'As long as you control a Desert or there is a Desert card in your graveyard, Dune Viper gets +1/+0 and has trample.', '2/2');
    assert.deepStrictEqual(viper.continuous![0].asLongAs, { desert: true });
    assert.deepStrictEqual(describeEffect(viper), ['static: this card (~) gets +1/+0 and has trample, as long as you control a Desert or there is a Desert card in your graveyard']);
    assert.ok(only('Dune Viper', 'Creature — Snake', 'As long as you control a Desert or there is a Desert card in your hand, Dune Viper gets +1/+0.', '2/2').unknown);
  });

  test('"Activate only if creatures you control have total power N or greater" and "… there are N or more / no KIND counters on ~"', () => {
    const [brute] = effects('Ridge Brute {3}{G}\nCreature — Ogre Warrior\n{2}{G}: Ridge Brute gets +3/+3 until end of turn. Activate only if creatures you control have total power 8 or greater.\n3/3');
    assert.deepStrictEqual(brute.restrictions?.onlyIf, { totalPower: 8 });
    const [, three, none] = effects('Brick Kiln {2}\nArtifact\n{T}: Put a brick counter on Brick Kiln.\n{T}: Draw a card. Activate only if there are three or more brick counters on Brick Kiln.\n{T}: You gain 1 life. Activate only if there are no brick counters on Brick Kiln.');
    assert.deepStrictEqual(three.restrictions?.onlyIf, { countersOnSelf: { counter: 'BRICK', compare: 'GE', count: 3 } });
    assert.deepStrictEqual(describeEffect(none)[0], 'activated — cost {T} (only if there are no brick counters on it)');
    assert.ok(effects('Brick Kiln {2}\nArtifact\n{T}: Draw a card. Activate only if there are three brick counters on Brick Kiln.')[0].unknown);
    assert.ok(effects('Ridge Brute {3}{G}\nCreature — Ogre\n{G}: Ridge Brute gets +1/+1 until end of turn. Activate only if creatures you control have total power 8 or less.\n3/3')[0].unknown);
  });
});

suite('effect model: rules for players', () => {
  test('"Your opponents can\'t gain life" is a rule for each opponent, described as the rule it is', () => {
    const e = only('Bitter Idol', 'Artifact', "Your opponents can't gain life.");
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } }, keywords: ["You can't gain life."], rules: [] }]);
    assert.deepStrictEqual(describeEffect(e), ['static: each opponent follows the rule "You can\'t gain life."']);
  });

  test('two rules joined by "and" are two effects, each for its own players; a sentence not in the list stays unread', () => {
    const e = only('Grim Warden', 'Creature — Demon', "You can't win the game and your opponents can't lose the game.", '6/6');
    assert.deepStrictEqual(e.continuous!.map((c) => [c.affected.ref, c.keywords]), [['you', ["You can't win the game."]], ['each', ["You can't lose the game."]]]);
    assert.ok(only('Grim Warden', 'Creature — Demon', "You can't win the game and your opponents can't lose life.", '6/6').unknown);
    assert.ok(only('Locked Vault', 'Artifact', "Your opponents can't search graveyards.").unknown);
  });
});

suite('effect model: restrictions on activating', () => {
  test('"Activate no more than twice each turn" is a number of times, described so', () => {
    const [e] = effects('Ember Imp {1}{R}\nCreature — Imp\n{R}: Ember Imp gets +1/+0 until end of turn. Activate no more than twice each turn.\n1/1');
    assert.strictEqual(e.restrictions?.timesPerTurn, 2);
    assert.deepStrictEqual(describeEffect(e)[0], 'activated — cost {R} (no more than 2 times each turn)');
  });

  test('"Activate only during your upkeep and only if …" is both restrictions; an unknown condition after "and only if" stays unread', () => {
    const [e] = effects('Bog Revenant {1}{B}\nCreature — Zombie\nSacrifice two lands: Return Bog Revenant from your graveyard to the battlefield. Activate only during your upkeep and only if you control a Swamp.\n2/1');
    assert.deepStrictEqual([e.restrictions?.during, e.restrictions?.onlyIf], ['yourUpkeep', { youControl: { alts: [{ noun: 'Swamp', props: [{ is: 'controller', who: 'you' }] }] }, compare: 'GE', count: 1 }]);
    const [wanderer] = effects('Hollow Walker {2}{B}\nCreature — Zombie\n{2}{B}: Return Hollow Walker from your graveyard to the battlefield. Activate only as a sorcery and only if you have one or fewer cards in hand.\n2/2');
    assert.deepStrictEqual([wanderer.restrictions?.sorcerySpeed, wanderer.restrictions?.onlyIf], [true, { yours: 'handCards', compare: 'LE', count: 1 }]);
    assert.ok(effects('Bog Revenant {1}{B}\nCreature — Zombie\n{B}: Bog Revenant gets +1/+1 until end of turn. Activate only during your upkeep and only if the moon is full.\n2/1')[0].unknown);
  });
});

suite('effect model: what your opponents control as a condition', () => {
  test('"as long as no opponent controls a creature" and "your opponents control no creatures" are the same condition', () => {
    const hulk = only('Lonely Hulk', 'Creature — Beast', 'Lonely Hulk gets +3/+3 as long as no opponent controls a creature.', '2/2');
    const condition = { opponentsControl: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'opponent' }] }] }, compare: 'EQ', count: 0 };
    assert.deepStrictEqual(hulk.continuous![0].asLongAs, condition);
    assert.deepStrictEqual(describeEffect(hulk), ['static: this card (~) gets +3/+3, as long as no opponent controls a creature']);
    const colossus = only('Empty Colossus', 'Creature — Giant', 'As long as your opponents control no creatures, Empty Colossus has indestructible.', '6/6');
    assert.deepStrictEqual(colossus.continuous![0].asLongAs, condition);
  });

  test('"as long as an opponent controls an Island" is read and described; "an opponent controls another creature" is not', () => {
    const captain = only('Reef Captain', 'Creature — Human Pirate', 'Reef Captain gets +1/+1 as long as an opponent controls an Island.', '2/2');
    assert.deepStrictEqual(describeEffect(captain), ['static: this card (~) gets +1/+1, as long as an opponent controls an Island']);
    assert.ok(only('Reef Captain', 'Creature — Human Pirate', 'Reef Captain gets +1/+1 as long as an opponent controls another creature.', '2/2').unknown);
  });
});

suite('effect model: "as long as it\'s a creature" of each object of a kind', () => {
  test('"Each Vehicle you control gets +1/+1 as long as it\'s a creature" affects the Vehicle creatures you control', () => {
    const e = only('Dock Marshal', 'Creature — Human Pilot', "Each Vehicle you control gets +1/+1 as long as it's a creature.", '2/2');
    assert.deepStrictEqual(e.continuous![0].affected, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'type', type: 'Vehicle' }, { is: 'controller', who: 'you' }] }] } });
    assert.deepStrictEqual(describeEffect(e), ['static: each Vehicle creature you control gets +1/+1']);
  });

  test('said of creatures already it stays unread; of the card itself it is a type of the card (gameStateConditions.test.ts)', () => {
    assert.ok(only('Dock Marshal', 'Creature — Human Pilot', "Each creature you control gets +1/+1 as long as it's a creature.", '2/2').unknown);
    assert.deepStrictEqual(only('Dock Marshal', 'Artifact — Vehicle', "Dock Marshal gets +1/+1 as long as it's a creature.", '2/2').continuous?.[0].asLongAs, { selfType: 'Creature' });
  });
});

suite('effect model: protection keywords a static ability grants', () => {
  test('"protection from black and from red" is two protections; "protection from all colors" one', () => {
    const [, e] = effects('Gilded Ward {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has protection from black and from red.');
    assert.deepStrictEqual(e.continuous![0].keywords, ['Protection from black', 'Protection from red']);
    const paladin = only('Brass Paladin', 'Artifact Creature — Golem', 'Brass Paladin has protection from all colors as long as you control three or more artifacts.', '2/2');
    assert.deepStrictEqual(paladin.continuous![0].keywords, ['Protection from all colors']);
    assert.ok(only('Brass Paladin', 'Artifact Creature — Golem', 'Brass Paladin has protection from black and from Goblins.', '2/2').unknown);
  });

  test('"protection from multicolored" is one protection, which explain names; "protection from creatures" is not read yet', () => {
    const [, e] = effects('Prism Veil {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+0 and has protection from multicolored.');
    assert.deepStrictEqual(e.continuous![0].keywords, ['Protection from multicolored']);
    assert.deepStrictEqual(describeEffect(e), ['static: the enchanted permanent gets +1/+0 and has protection from multicolored']);
    assert.ok(effects('Prism Veil {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+0 and has protection from creatures.')[1].unknown);
  });
});

suite('effect model: what can\'t crew Vehicles', () => {
  test('"can\'t attack, block, or crew Vehicles" is two restrictions (702.122), which explain names', () => {
    const e = only('Rust Sentry', 'Artifact Creature — Construct', "Rust Sentry can't attack, block, or crew Vehicles.", '4/4');
    assert.deepStrictEqual(e.continuous![0].rules, ["CARDNAME can't attack or block.", "CARDNAME can't crew Vehicles."]);
    assert.deepStrictEqual(describeEffect(e), ["static: this card (~) can't attack or block and can't crew Vehicles"]);
  });
});

suite('effect model: a colour a static ability sets', () => {
  test('"gets +2/+1 and is black" sets its colour (105.3), which explain says; of many objects it is not read', () => {
    const [, e] = effects('Dusk Mantle {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+1 and is black.');
    assert.strictEqual(e.continuous![0].setColor, 'B');
    assert.deepStrictEqual(describeEffect(e), ['static: the enchanted permanent gets +2/+1 and is black (and no other color)']);
    assert.ok(only('Dusk Banner', 'Enchantment', 'Creatures you control get +1/+1 and are black.').unknown);
  });

  test('a word that is no colour but a name every object inherits ("constructor", "toString") is not read as one', () => {
    for (const word of ['constructor', 'toString', '__proto__']) {
      const [, e] = effects(`Dusk Veil {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+1 and is ${word}.`);
      assert.ok(e.unknown, `"is ${word}" was read`);
    }
  });
});

suite('effect model: what can\'t target objects', () => {
  test('"~ can\'t be the target of white spells or abilities from white sources" names the colour of what can\'t target it', () => {
    const e = only('Ash Informant', 'Creature — Human Rogue', "Ash Informant can't be the target of white spells or abilities from white sources.", '1/2');
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], cantTarget: { source: { is: 'color', color: 'W' } } }]);
    assert.deepStrictEqual(describeEffect(e), ["static: this card (~) can't be the target of white spells or abilities from white sources"]);
    const titan = only('Moss Titan', 'Creature — Elemental', "Moss Titan can't be the target of nongreen spells or abilities from nongreen sources.", '7/6');
    assert.deepStrictEqual(titan.continuous![0].cantTarget, { source: { is: 'color', color: 'G', not: true } });
  });

  test('two different colours, or cards in graveyards by spells only, stay unread', () => {
    assert.ok(only('Ash Informant', 'Creature — Human Rogue', "Ash Informant can't be the target of white spells or abilities from black sources.", '1/2').unknown);
    assert.ok(only('Silent Crypt', 'Enchantment', "Cards in graveyards can't be the targets of spells.").unknown);
    assert.ok(!only('Silent Crypt', 'Enchantment', "Cards in graveyards can't be the targets of spells or abilities.").unknown);
  });
});

suite('effect model: other permanents entering the battlefield tapped', () => {
  test('"Artifacts and creatures your opponents control enter the battlefield tapped": each kind, whose they are said once for all', () => {
    const e = only('Frost Gate', 'Artifact', 'Artifacts and creatures your opponents control enter the battlefield tapped.');
    const theirs = { is: 'controller', who: 'opponent' };
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'each', filter: { alts: [{ noun: 'Artifact', props: [theirs] }, { noun: 'Creature', props: [theirs] }], plural: true } }, keywords: [], rules: [], entersTapped: true }]);
    assert.match(describeEffect(e)[0], /enters the battlefield tapped$/);
    const three = only('Frost Gate', 'Artifact', 'Artifacts, creatures, and lands your opponents control enter the battlefield tapped.');
    assert.deepStrictEqual(three.continuous![0].affected.ref === 'each' && three.continuous![0].affected.filter.alts.map((a) => a.noun), ['Artifact', 'Creature', 'Land']);
  });

  test('a kind of card or of player, or more after "tapped", stays unread', () => {
    assert.ok(only('Frost Gate', 'Artifact', 'Creature cards in your graveyard enter the battlefield tapped.').unknown);
    assert.ok(only('Frost Gate', 'Artifact', 'Creatures your opponents control enter the battlefield tapped and attacking.').unknown);
  });
});

suite('effect model: what can\'t attack you', () => {
  test('"Creatures without flying can\'t attack you" and "… you or planeswalkers you control" are read, described so', () => {
    const e = only('Sky Bastion', 'Enchantment', "Creatures without flying can't attack you.");
    assert.deepStrictEqual(e.continuous![0].cantAttackYou, { planeswalkers: false });
    const ward = only('Meek Ward', 'Enchantment', "Creatures with power 2 or less can't attack you or planeswalkers you control.");
    assert.deepStrictEqual(ward.continuous![0].cantAttackYou, { planeswalkers: true });
    assert.match(describeEffect(ward)[0], /can't attack you or planeswalkers you control$/);
  });

  test('"… can\'t attack you unless …" and objects other than creatures stay unread', () => {
    assert.ok(only('Sky Bastion', 'Enchantment', "Creatures can't attack you unless their controller pays {2}.").unknown);
    assert.ok(only('Sky Bastion', 'Enchantment', "Artifacts can't attack you.").unknown);
  });

  test('counters on the card named, for other objects: "As long as ~ has five or more quest counters on it, creatures you control …"', () => {
    const e = only('Quest for Testing', 'Enchantment', 'As long as Quest for Testing has five or more quest counters on it, creatures you control get +2/+0.');
    assert.deepStrictEqual(e.continuous![0].asLongAs, { selfCounters: { counter: 'QUEST', count: 5 }, byName: true });
    assert.match(describeEffect(e).join('\n'), /as long as this card \(~\) has 5 or more quest counters on it/);
    // "it" there could be each creature: not read.
    assert.ok(only('Quest for Testing', 'Enchantment', 'Creatures you control get +2/+0 as long as it has five or more quest counters on it.').unknown);
  });

  test('"~ gets -3/-3 as long as black is the most common color among all permanents or is tied for most common" is read with its colour, described so', () => {
    const e = only('Dusk Djinn', 'Creature — Djinn', 'Dusk Djinn gets -3/-3 as long as black is the most common color among all permanents or is tied for most common.', '6/6');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], power: -3, toughness: -3, asLongAs: { mostCommonColor: 'Black' } }]);
    assert.match(describeEffect(e).join('\n'), /as long as black is the most common color among all permanents or is tied for most common/);
    // Without "or is tied for most common" the condition is another one: not read.
    assert.ok(only('Dusk Djinn', 'Creature — Djinn', 'Dusk Djinn gets -3/-3 as long as black is the most common color among all permanents.', '6/6').unknown);
  });
});
