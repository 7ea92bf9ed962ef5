import * as assert from 'node:assert';
import type { CardModel } from '../../../server/src/language/model/cardModel.js';
import { fixtureCards, parse, realCard } from '../../helpers.js';
import { agreementSuite } from './agreement.js';
import { doubleFacedKind, physicalLayout } from '../../../server/src/language/model/physicalLayout.js';

/** The model of the only (or last) card of a text. */
function model(text: string): CardModel {
  const doc = parse(text);
  assert.ok(doc.models.length > 0, `no card in:\n${text}`);
  return doc.models[doc.models.length - 1];
}

/** [isManaAbility, produces] of each ability of a card. */
function manaAbilities(text: string): [boolean, string[] | 'any'][] {
  return model(text).abilities.map((a) => [a.isManaAbility, a.produces]);
}

const wubrg = ['W', 'U', 'B', 'R', 'G'];

suite('card model', () => {
  suite('mana value', () => {
    test('a mana value adds generic numbers and one for each coloured symbol', () => {
      assert.strictEqual(model('Ogre {3}{R}{R}\nCreature — Ogre\n5/5').manaValue, 5);
    });

    test('a monocoloured hybrid {2/W} counts 2, a hybrid {W/U} and a Phyrexian {W/P} count 1', () => {
      assert.strictEqual(model('Spectral {2/W}{2/W}\nInstant\nDraw a card.').manaValue, 4);
      assert.strictEqual(model('Mixer {W/U}{W/P}\nInstant\nDraw a card.').manaValue, 2);
      assert.strictEqual(model(realCard('Reaper King')).manaValue, 10);
    });

    test('X counts 0 and {C} and {S} count 1', () => {
      assert.strictEqual(model('Blaze {X}{X}{R}\nSorcery\nBlaze deals X damage to any target.').manaValue, 1);
      assert.strictEqual(model('Relic {C}{S}\nArtifact').manaValue, 2);
      assert.strictEqual(model(realCard('Hangarback Walker')).manaValue, 0);
    });

    test('a card with no mana cost has mana value 0', () => {
      assert.strictEqual(model(realCard('Blood Crypt')).manaValue, 0);
    });

    test('a declared custom mana symbol counts 1', () => {
      assert.strictEqual(model('@mana {P} purple\n\nOdd {1}{P}{P}\nCreature — Elf\n1/1').manaValue, 3);
    });

    test('a split card adds the mana values of its halves', () => {
      assert.strictEqual(model('Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.').manaValue, 4);
      assert.strictEqual(model(realCard('Boom // Bust')).manaValue, 8);
      assert.strictEqual(model(realCard('Destined // Lead')).manaValue, 6);
      assert.strictEqual(model(realCard('Boom // Bust')).isSplit, true);
    });

    test('a transforming card uses its front face\'s mana value', () => {
      const garruk = model(realCard('Garruk Relentless // Garruk, the Veil-Cursed'));
      assert.strictEqual(garruk.manaValue, 4);
      assert.strictEqual(garruk.isSplit, false);
    });

    test('a flip card uses the mana value of its unflipped half', () => {
      assert.strictEqual(model(realCard('Budoka Gardener // Dokai, Weaver of Life')).manaValue, 2);
    });
  });

  suite('colours', () => {
    test('colours come from the mana cost in WUBRG order, each once', () => {
      assert.deepStrictEqual(model('Gob {R}{W}{R}\nCreature — Goblin\n1/1').colors, ['W', 'R']);
    });

    test('a hybrid symbol gives both its colours and a monocoloured hybrid its colour', () => {
      assert.deepStrictEqual(model('Hy {W/U}\nCreature — Elf\n1/1').colors, ['W', 'U']);
      assert.deepStrictEqual(model('Mono {2/B}\nCreature — Elf\n1/1').colors, ['B']);
      assert.deepStrictEqual(model('Phy {G/P}\nCreature — Elf\n1/1').colors, ['G']);
    });

    test('generic, colourless and X symbols give no colour', () => {
      assert.deepStrictEqual(model('Relic {X}{2}{C}\nArtifact').colors, []);
    });

    test('a colour indicator gives its colours to a card without a mana cost', () => {
      assert.deepStrictEqual(model('Scout\nCreature — Elf\nColor indicator: Green, Blue\n1/1').colors, ['U', 'G']);
    });

    test('a split card has the colours of both halves, a transforming card the colours of its front face', () => {
      assert.deepStrictEqual(model(realCard('Carnival // Carnage')).colors, ['B', 'R']);
      assert.deepStrictEqual(model(realCard('Garruk Relentless // Garruk, the Veil-Cursed')).colors, ['G']);
    });

    test('Devoid makes a card colourless', () => {
      assert.deepStrictEqual(model(realCard('Abstruse Interference')).colors, []);
      assert.deepStrictEqual(model('Drone {1}{B}\nCreature — Eldrazi Drone\nDevoid (This card has no color.)\n2/1').colors, []);
    });

    test('"~ is colorless" makes a card colourless but keeps its colour identity (Ghostfire)', () => {
      const ghostfire = model(realCard('Ghostfire'));
      assert.deepStrictEqual(ghostfire.colors, []);
      assert.deepStrictEqual(ghostfire.colorIdentity, ['R']);
    });

    test('"~ is all colors" makes a card all five colours', () => {
      assert.deepStrictEqual(model(realCard('Transguild Courier')).colors, wubrg);
    });
  });

  suite('colour identity', () => {
    test('mana symbols in rules text count for the colour identity', () => {
      assert.deepStrictEqual(model('Relic {2}\nArtifact\n{T}: Add {G}.\n{1}{B}, {T}: Draw a card.').colorIdentity, ['B', 'G']);
    });

    test('symbols in reminder text do not count', () => {
      assert.deepStrictEqual(model('Relic {2}\nArtifact\nFlying (Pay {R} whenever you like.)\n{T}: Add {G}. ({T}: Add {U}.)').colorIdentity, ['G']);
      // Reaper King's reminder text mentions {W}; its identity comes from its cost, all five colours.
      assert.deepStrictEqual(model(realCard('Reaper King')).colorIdentity, wubrg);
    });

    test('a hybrid symbol in rules text counts both its colours', () => {
      assert.deepStrictEqual(model('Relic {2}\nArtifact\n{R/G}, {T}: Draw a card.').colorIdentity, ['R', 'G']);
      assert.deepStrictEqual(model(realCard('Rosheen Meanderer')).colorIdentity, ['R', 'G']);
    });

    test('basic land types give their colours, even with only reminder text (Blood Crypt)', () => {
      assert.deepStrictEqual(model(realCard('Blood Crypt')).colorIdentity, ['B', 'R']);
      assert.deepStrictEqual(model('Dual\nLand — Forest Island').colorIdentity, ['U', 'G']);
    });

    test('a basic land type on a non-land does not give its colour', () => {
      assert.deepStrictEqual(model('Totem {3}\nArtifact — Forest').colorIdentity, []);
    });

    test('the back face\'s mana symbols and colour indicator count', () => {
      const garruk = model(realCard('Garruk Relentless // Garruk, the Veil-Cursed'));
      assert.deepStrictEqual(garruk.colorIdentity, ['B', 'G']);
      const flip = model('Front {1}{W}\nCreature — Human\n1/1\n//\nBack\nCreature — Horror\n{T}: Add {B}.\n3/3');
      assert.deepStrictEqual(flip.colorIdentity, ['W', 'B']);
    });

    test('a colour indicator counts for the colour identity', () => {
      assert.deepStrictEqual(model('Ancestral Vision\nSorcery\nColor indicator: Blue\nTarget player draws three cards.').colorIdentity, ['U']);
    });

    test('symbols in a granted ability\'s cost count, and "is all colors" gives all five', () => {
      assert.deepStrictEqual(model('Banner {3}\nArtifact\nCreatures you control have "{R}, {T}: Draw a card."').colorIdentity, ['R']);
      assert.deepStrictEqual(model(realCard('Transguild Courier')).colorIdentity, wubrg);
    });

    test('a declared custom symbol adds no colour', () => {
      assert.deepStrictEqual(model('@mana {P} purple\n\nOdd {P}\nCreature — Elf\n{T}: Add {P}.\n1/1').colorIdentity, []);
    });
  });

  suite('mana abilities', () => {
    test('"{T}: Add {G}." is a mana ability producing G', () => {
      assert.deepStrictEqual(manaAbilities('Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1'), [[true, ['G']]]);
    });

    test('"{T}: Add {G}. Target player loses 1 life." targets, so it is not a mana ability (605.1a)', () => {
      assert.deepStrictEqual(manaAbilities('Elf {G}\nCreature — Elf\n{T}: Add {G}. Target player loses 1 life.\n1/1'), [[false, ['G']]]);
    });

    test('a loyalty ability "+1: Add {R}{R}." is not a mana ability', () => {
      assert.deepStrictEqual(manaAbilities('Pyro {2}{R}\nPlaneswalker — Chandra\n+1: Add {R}{R}.\nLoyalty: 3'), [[false, ['R']]]);
    });

    test('a triggered "Whenever enchanted land is tapped for mana, its controller adds an additional {G}." is a mana ability', () => {
      const text = realCard('Wild Growth');
      assert.ok(text.includes('Whenever enchanted land is tapped for mana, its controller adds an additional {G}.'));
      assert.deepStrictEqual(manaAbilities(text), [[false, []], [true, ['G']]]);
    });

    test('Dark Ritual\'s "Add {B}{B}{B}." is a spell ability, not a mana ability', () => {
      const m = model(realCard('Dark Ritual'));
      assert.deepStrictEqual(m.abilities.map((a) => [a.kind, a.isManaAbility, a.produces]), [['spell', false, ['B']]]);
    });

    test('a mode of a modal spell that adds mana is not a mana ability', () => {
      assert.deepStrictEqual(manaAbilities('Burst {2}{R}\nSorcery\nChoose one —\n• Add {R}{R}.\n• Draw a card.'), [[false, ['R']]]);
    });

    test('an ETB trigger that adds mana is not a mana ability', () => {
      assert.deepStrictEqual(manaAbilities('Spark {1}{R}\nCreature — Elemental\nWhen Spark enters, add {R}{R}.\n1/1'), [[false, ['R']]]);
    });

    test('produces lists the letters an ability can add, in WUBRGC order', () => {
      assert.deepStrictEqual(manaAbilities('Trinket {3}\nArtifact\n{T}: Add {C}.\n{1}, {T}: Add {G}{W}.\n{T}: Add {S}.\n{T}: Add {R} or {U}.'),
        [[true, ['C']], [true, ['W', 'G']], [true, ['C']], [true, ['U', 'R']]]);
    });

    test('"one mana of any color" produces all five colours, a declared symbol its own letter', () => {
      assert.deepStrictEqual(manaAbilities(realCard('Birds of Paradise')), [[false, []], [true, wubrg]]);
      assert.deepStrictEqual(manaAbilities('@mana {P} purple\n\nOdd {1}\nArtifact\n{T}: Add {P}.'), [[true, ['P']]]);
    });

    test('mana of any type a permanent could produce is "any"', () => {
      assert.deepStrictEqual(manaAbilities('Reflecting {2}\nArtifact\n{T}: Add one mana of any type that a land you control could produce.'), [[true, 'any']]);
    });

    test('"the chosen color" produces any colour when the card chooses a colour (Utopia Sprawl)', () => {
      const sprawl = model(realCard('Utopia Sprawl'));
      assert.deepStrictEqual(sprawl.abilities.map((a) => [a.kind, a.isManaAbility, a.produces]),
        [['keyword', false, []], ['static', false, []], ['triggered', true, wubrg]]);
    });

    test('a granted mana ability in quotes does not make the printed ability a mana ability (Cryptolith Rite)', () => {
      assert.deepStrictEqual(manaAbilities(realCard('Cryptolith Rite')), [[false, []]]);
    });

    test('an undefined mana type produces nothing, so "{T}: Add {T}." is not a mana ability', () => {
      assert.deepStrictEqual(manaAbilities('Relic {2}\nArtifact\n{T}: Add {T}.'), [[false, []]]);
    });

    test('a triggered mana ability whose condition lists land types is a mana ability (Keeper of Progenitus)', () => {
      const keeper = model(realCard('Keeper of Progenitus'));
      assert.deepStrictEqual(keeper.abilities.map((a) => [a.kind, a.isManaAbility, a.produces]), [['triggered', true, 'any']]);
    });

    test('an activated ability that adds mana named by a phrase is a mana ability (Ice Cauldron)', () => {
      const cauldron = model(realCard('Ice Cauldron'));
      assert.deepStrictEqual(cauldron.abilities.map((a) => a.isManaAbility), [false, true]);
    });

    test('a mana ability that also says "When that mana is spent to cast …" is still a mana ability that adds its mana (605.1a: Primal Wellspring, Path of Ancestry)', () => {
      const wellspring = '(Transforms from Primal Amulet.)\n{T}: Add one mana of any color. When that mana is spent to cast an instant or sorcery spell, copy that spell and you may choose new targets for the copy.';
      assert.deepStrictEqual(manaAbilities(`Primal Wellspring\nLand\n${wellspring}`), [[false, []], [true, wubrg]]);
      assert.deepStrictEqual(manaAbilities('Path of Ancestry\nLand\nPath of Ancestry enters the battlefield tapped.\n{T}: Add one mana of any color in your commander\'s color identity. When that mana is spent to cast a creature spell that shares a creature type with your commander, scry 1.'),
        [[false, []], [true, wubrg]]);
    });

    test('a target in the delayed trigger is that trigger\'s, but a target of the ability itself still makes it no mana ability', () => {
      assert.deepStrictEqual(manaAbilities('Spark Lens {2}\nArtifact\n{T}: Add {R}. When that mana is spent to cast a spell, it deals 1 damage to target player.'), [[true, ['R']]]);
      assert.deepStrictEqual(manaAbilities('Spark Lens {2}\nArtifact\n{T}: Add {R}. It deals 1 damage to target player.'), [[false, ['R']]]);
    });

    test('"For each colored mana symbol in that card\'s mana cost, add one mana of that color" adds colored mana (Charmed Pendant)', () => {
      assert.deepStrictEqual(manaAbilities('Charmed Pendant {4}\nArtifact\n{T}, Put the top card of your library into your graveyard: For each colored mana symbol in that card\'s mana cost, add one mana of that color. Activate this ability only any time you could cast an instant.'),
        [[true, wubrg]]);
    });

    test('reminder text adds no mana: Blood Crypt\'s reminder line is not an ability that produces mana', () => {
      assert.deepStrictEqual(manaAbilities(realCard('Blood Crypt')), [[false, []], [false, []]]);
    });
  });

  suite('types and keywords', () => {
    test('types list card types only, across faces, without supertypes and subtypes', () => {
      const m = model('Seal {S}\nLegendary Snow Artifact Creature — Golem\n1/1');
      assert.deepStrictEqual(m.types, ['Artifact', 'Creature']);
      assert.deepStrictEqual(m.faces[0].supertypes, ['Legendary', 'Snow']);
      assert.deepStrictEqual(m.faces[0].subtypes, ['Golem']);
      assert.deepStrictEqual(model(realCard('Destined // Lead')).types, ['Instant', 'Sorcery']);
    });

    test('multi-word subtypes are joined ("Time Lord")', () => {
      assert.deepStrictEqual(model('Doctor {2}{U}\nLegendary Creature — Time Lord Doctor\n2/2').faces[0].subtypes, ['Time Lord', 'Doctor']);
    });

    test('keywords are listed once each, in order', () => {
      assert.deepStrictEqual(model('Angel {3}{W}\nCreature — Angel\nFlying, vigilance\nFlying\nWard {2}\n4/4').keywords, ['Flying', 'Vigilance', 'Ward']);
    });

    test('text abilities of instants and sorceries are spell abilities, of permanents static abilities', () => {
      assert.deepStrictEqual(model('Bolt {R}\nInstant\nBolt deals 3 damage to any target.').abilities.map((a) => a.kind), ['spell']);
      assert.deepStrictEqual(model('Anthem {2}{W}\nEnchantment\nCreatures you control get +1/+1.').abilities.map((a) => a.kind), ['static']);
    });
  });

  suite('printed layout', () => {
    test('a double-faced card is modal when each face has a cost or its back is a land the front never transforms into; else it transforms', () => {
      const kind = (text: string) => doubleFacedKind(model(text));
      assert.strictEqual(kind('Bargain {2}{U}\nSorcery\nDraw three cards.\n//\nHaven\nLand\n{T}: Add {U}.'), 'modal');
      assert.strictEqual(kind('Adept {1}{R}\nCreature — Human Wizard\n2/1\n//\nBlast {3}{R}{R}\nInstant\nBlast deals 4 damage to any target.'), 'modal');
      assert.strictEqual(kind('Acolyte {1}{W}\nCreature — Human Cleric\nAt the beginning of your end step, transform Acolyte.\n1/2\n//\nHerald\nCreature — Human Angel\nColor indicator: White\nFlying\n3/3'), 'transform');
      assert.strictEqual(kind('Search {1}{U}\nLegendary Enchantment\nAt the beginning of your upkeep, you may transform Search.\n//\nRuin\nLegendary Land\n{T}: Add {U}.'), 'transform');
      assert.strictEqual(kind('Invasion {2}{R}\nBattle — Siege\nWhen this Siege enters, it deals 2 damage to each creature.\nDefense: 4\n//\nReclaimer\nCreature — Human Warrior\nColor indicator: Red\n3/3'), 'transform');
      // not double-faced at all
      const split = model('Fire {1}{R}\nInstant\nFire deals 2 damage to any target.\n//\nIce {1}{U}\nInstant\nTap target permanent.');
      assert.strictEqual(physicalLayout(split), 'split');
      assert.strictEqual(doubleFacedKind(split), undefined);
      assert.strictEqual(doubleFacedKind(model('Bear {1}{G}\nCreature — Bear\n2/2')), undefined);
    });
  });

  agreementSuite('agreement with Scryfall on the fixture cards', fixtureCards, 70);
});
