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

/** The only ability of a card with this type line and rules text, read. */
function only(name: string, typeLine: string, text: string, pt = ''): AbilityEffect {
  const [e] = effects(`${name} {3}{G}\n${typeLine}\n${text}\n${pt}`);
  assert.ok(!e.unknown, `not read: ${JSON.stringify(e.unknown)}`);
  return e;
}

suite('effect model: static abilities that count and cost changes', () => {
  test('"gets +1/+1 for each …" counts the objects named after "for each"; a second change after "and" stays its own', () => {
    const e = only('Moss Stalker', 'Creature — Elf', 'Moss Stalker gets +1/+1 for each other Elf you control.', '1/1');
    const [c] = e.continuous!;
    assert.strictEqual(c.power, 1);
    assert.deepStrictEqual(c.forEach, { count: 'objects', filter: { alts: [{ noun: 'Elf', props: [{ is: 'other' }, { is: 'controller', who: 'you' }] }] } });
    assert.deepStrictEqual(describeEffect(e), ['static: this card (~) gets +1/+1 for each other Elf you control']);
    const blade = only('Thorn Edge', 'Artifact — Equipment', 'Equipped creature gets +1/+0 for each Forest you control and has reach.');
    assert.deepStrictEqual([blade.continuous![0].power, blade.continuous![0].toughness, blade.continuous![0].keywords], [1, 0, ['Reach']]);
  });

  test('"gets +1/+1 for each Aura on the battlefield": everyone\'s objects, counted on the battlefield, and described so', () => {
    const e = only('Hex Hound', 'Creature — Dog', 'Hex Hound gets +1/+1 for each Aura on the battlefield.', '1/1');
    assert.deepStrictEqual(e.continuous![0].forEach, { count: 'objects', filter: { alts: [{ noun: 'Aura', props: [] }] }, onBattlefield: true });
    assert.deepStrictEqual(describeEffect(e), ['static: this card (~) gets +1/+1 for each Aura on the battlefield']);
  });

  test('"loses flying" (alone, or after a P/T change) removes the keyword; "lose flying and can\'t have or gain flying" stays its own form', () => {
    const [, chains] = effects('Heavy Chains {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -4/-0 and loses flying.');
    assert.deepStrictEqual([chains.continuous![0].power, chains.continuous![0].loses], [-4, ['Flying']]);
    const field = only('Grounding Field', 'Enchantment', 'All creatures lose flying.');
    assert.deepStrictEqual(field.continuous![0].loses, ['Flying']);
    assert.deepStrictEqual(describeEffect(field), ['static: each creature loses flying']);
    const keep = only('Sky Ban', 'Enchantment', 'Creatures your opponents control lose flying and can\'t have or gain flying.');
    assert.deepStrictEqual([keep.continuous![0].losesKeyword, keep.continuous![0].loses], ['Flying', undefined]);
  });

  test('"Creatures you control that are enchanted get +1/+1": the enchanted ones, an adjective of the noun', () => {
    const [, sigil] = effects('Warding Sigil {1}{G}\nEnchantment — Aura\nEnchant creature\nCreatures you control that are enchanted get +1/+1.');
    assert.deepStrictEqual(sigil.continuous![0].affected, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'state', state: 'enchanted' }, { is: 'controller', who: 'you' }] }], plural: true } });
    assert.deepStrictEqual(describeEffect(sigil), ['static: each enchanted creature you control gets +1/+1']);
  });

  test('"Creatures with swampwalk can be blocked as though they didn\'t have swampwalk": a rule of those creatures (702.14)', () => {
    const ward = only('Marsh Ward', 'Enchantment', 'Creatures with swampwalk can be blocked as though they didn\'t have swampwalk.');
    assert.deepStrictEqual(ward.continuous![0].rules, ['May be blocked as though it doesn\'t have Swampwalk.']);
    assert.deepStrictEqual(describeEffect(ward), ['static: each creature with swampwalk may be blocked as though it doesn\'t have swampwalk']);
    assert.ok(effects('Sky Ward {1}{W}\nEnchantment\nCreatures with flying can be blocked as though they didn\'t have flying.')[0].unknown);
  });

  test('a characteristic-defining P/T (604.3): "~\'s power and toughness are each equal to the number of …", "1 plus", "twice"', () => {
    const both = only('Grove Host', 'Creature — Treefolk', "Grove Host's power and toughness are each equal to the number of Forests you control.", '*/*');
    assert.deepStrictEqual(both.continuous![0].defines, { power: true, toughness: true, amount: { count: 'objects', filter: { alts: [{ noun: 'Forest', props: [{ is: 'controller', who: 'you' }] }], plural: true } }, plus: 0, times: 1 });
    assert.deepStrictEqual(describeEffect(both), ['static: this card (~): its power and toughness are each the number of "Forest you control" (in every zone)']);
    const power = only('Bone Idol', 'Artifact Creature — Golem', "Bone Idol's power is equal to 1 plus the number of cards in your graveyard.", '*/4');
    assert.deepStrictEqual([power.continuous![0].defines!.power, power.continuous![0].defines!.toughness, power.continuous![0].defines!.plus], [true, false, 1]);
    const twice = only('Choir Lord', 'Creature — Angel', "Choir Lord's toughness is equal to twice the number of cards in your hand.", '2/*');
    assert.deepStrictEqual(twice.continuous![0].defines, { power: false, toughness: true, amount: { count: 'cardsInHand', player: { ref: 'you' } }, plus: 0, times: 2 });
  });

  test('a kind of spell costs less or more: whose spells, the generic amount, lists of kinds', () => {
    const e = only('Bramble Warden', 'Creature — Treefolk Shaman', 'Treefolk spells and Shaman spells you cast cost {1} less to cast.', '1/3');
    assert.deepStrictEqual(e.costChange, { more: false, spells: { alts: [{ noun: 'Treefolk', props: [] }, { noun: 'Shaman', props: [] }], zone: 'stack', plural: true }, caster: 'you', amount: 1 });
    assert.deepStrictEqual(describeEffect(e), ['static: spells of the kind "Treefolk or Shaman" you cast cost {1} less to cast']);
    const tax = only('Tax Idol', 'Artifact', 'Instant and sorcery spells your opponents cast cost {2} more to cast.');
    assert.deepStrictEqual([tax.costChange!.more, tax.costChange!.caster, tax.costChange!.amount, (tax.costChange!.spells as { alts: { noun: string }[] }).alts.map((a) => a.noun)], [true, 'opponents', 2, ['Instant', 'Sorcery']]);
  });

  test('the card\'s own cost: "This spell costs {1} less to cast if you control a Wizard" / "for each artifact you control", on a permanent or a sorcery', () => {
    const keeper = only('Lore Keeper', 'Creature — Human Wizard', 'This spell costs {1} less to cast if you control a Wizard.', '2/3');
    assert.deepStrictEqual(keeper.costChange, { more: false, spells: 'self', amount: 1, condition: { youControl: { alts: [{ noun: 'Wizard', props: [{ is: 'controller', who: 'you' }] }] }, compare: 'GE', count: 1 } });
    const [surge] = effects('Tide Surge {4}{U}{U}\nSorcery\nThis spell costs {1} less to cast for each Island you control.\nDraw three cards.');
    assert.strictEqual(surge.kind, 'static');
    assert.deepStrictEqual(describeEffect(surge), ['static: this spell costs {1} less to cast for each Island you control']);
  });

  test('the card\'s own cost "for each artifact card in your graveyard": cards of one kind in your graveyard', () => {
    const [hulk] = effects('Bone Hulk {7}{B}\nArtifact Creature — Horror\nThis spell costs {1} less to cast for each artifact card in your graveyard.\n4/6');
    assert.deepStrictEqual(hulk.costChange?.forEach, { count: 'objects', filter: { alts: [{ noun: 'Card', props: [{ is: 'type', type: 'Artifact' }] }], zone: 'graveyard', zoneOwner: 'you' } });
    assert.deepStrictEqual(describeEffect(hulk), ['static: this spell costs {1} less to cast for each artifact card in your graveyard']);
  });

  test('the card\'s own cost "if a creature died this turn" (morbid) / "if you attacked with a creature this turn" (raid); not revolt', () => {
    const picker = only('Carrion Stalker', 'Creature — Bird', 'This spell costs {2} less to cast if a creature died this turn.', '3/2');
    assert.deepStrictEqual(picker.costChange, { more: false, spells: 'self', amount: 2, condition: { creatureDied: true } });
    assert.deepStrictEqual(describeEffect(picker), ['static: this spell costs {2} less to cast if a creature died this turn']);
    const raider = only('Tide Raider', 'Creature — Pirate', 'Raid — This spell costs {1} less to cast if you attacked with a creature this turn.', '2/2');
    assert.deepStrictEqual(raider.costChange?.condition, { attacked: true });
    const [revolt] = effects('Scrap Seer {3}{B}\nCreature — Human\nThis spell costs {1} less to cast if a permanent you controlled left the battlefield this turn.\n2/2');
    assert.ok(revolt.unknown);
  });

  test('what is not read exactly stays unknown: a coloured cost change, a count of something else', () => {
    const [colored] = effects('Dawn Idol {2}\nArtifact\nWhite spells you cast cost {W} less to cast.');
    assert.ok(colored.unknown);
    const [attached] = effects('Rigged Marauder {3}{R}\nCreature — Human Pirate\nRigged Marauder gets +1/+0 for each Equipment and Aura attached to it.\n2/2');
    assert.ok(attached.unknown);
  });

  test('restrictions: "can\'t attack unless defending player controls an Island", ", and its activated abilities can\'t be activated"', () => {
    const eel = only('Reef Eel', 'Creature — Fish', "Reef Eel can't attack unless defending player controls an Island.", '5/5');
    assert.deepStrictEqual(eel.continuous![0].attacksOnlyIfDefenderControls, { alts: [{ noun: 'Island', props: [] }] });
    assert.deepStrictEqual(describeEffect(eel), ["static: this card (~) can't attack unless defending player controls a Island"]);
    const [, chains] = effects("Chained Will {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.");
    assert.deepStrictEqual(chains.continuous![0].rules, ["CARDNAME can't attack or block.", "CARDNAME's activated abilities can't be activated."]);
  });

  test('"as long as enchanted (equipped) creature is …": a quality of the creature it is attached to; "it" is that creature', () => {
    const [, favor] = effects('Sky Favor {W}\nEnchantment — Aura\nEnchant creature\nAs long as enchanted creature is blue, it gets +1/+1 and has flying.');
    assert.deepStrictEqual(favor.continuous![0].asLongAs, { attachedIs: [{ is: 'color', color: 'U' }], to: 'enchanted' });
    assert.deepStrictEqual(favor.continuous![0].affected, { ref: 'enchanted' });
    assert.deepStrictEqual(describeEffect(favor), ['static: the enchanted permanent gets +1/+1 and has flying, as long as the enchanted creature is blue']);
    const [blade] = effects('Village Blade {1}\nArtifact — Equipment\nAs long as equipped creature is a Human, it has first strike.\nEquip {1}');
    assert.deepStrictEqual(blade.continuous![0].asLongAs, { attachedIs: [{ is: 'type', type: 'Human' }], to: 'equipped' });
  });

  test('"as long as ~ is untapped" may condition other objects; "as long as it\'s untapped" of an Aura is its creature\'s state, not the card\'s', () => {
    const sentinel = only('Grove Sentinel', 'Creature — Elf', 'As long as Grove Sentinel is untapped, other Elf creatures you control get +1/+1.', '1/1');
    assert.deepStrictEqual(sentinel.continuous![0].asLongAs, { selfIs: 'untapped', byName: true });
    const [, cloak] = effects("Veil Cloak {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 as long as it's untapped.");
    assert.deepStrictEqual(cloak.continuous![0].asLongAs, { attachedIs: [{ is: 'state', state: 'untapped' }], to: 'enchanted' });
  });

  test('a land entering tapped unless you pay life, reveal a card of a type, or control a permanent of a type', () => {
    const [ford] = effects("Ember Ford\nLand\nAs Ember Ford enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.");
    assert.deepStrictEqual([ford.kind, ford.replacement], ['replacement', { tappedUnless: { payLife: 2 } }]);
    const [gate] = effects("Marsh Gate\nLand\nAs Marsh Gate enters the battlefield, you may reveal a Swamp or Island card from your hand. If you don't, Marsh Gate enters the battlefield tapped.");
    assert.deepStrictEqual(gate.replacement, { tappedUnless: { reveal: ['Swamp', 'Island'] } });
    const [pass] = effects('Ridge Pass\nLand\nRidge Pass enters the battlefield tapped unless you control a Mountain or a Plains.');
    assert.deepStrictEqual(pass.replacement, { tappedUnless: { control: ['Mountain', 'Plains'] } });
    assert.deepStrictEqual(describeEffect(pass), ['replacement: this card enters the battlefield tapped unless you control a Mountain or a Plains']);
  });

  test('more land plays are your rules: "an additional land" and "any number of lands" on each of your turns (305.2)', () => {
    const [one] = effects('Root Tender {1}{G}\nCreature — Elf\nYou may play an additional land on each of your turns.\n1/2');
    assert.deepStrictEqual(one.continuous, [{ affected: { ref: 'you' }, keywords: ['AdjustLandPlays:1'], rules: [] }]);
    assert.deepStrictEqual(describeEffect(one), ['static: you follow the rule "You may play an additional land on each of your turns."']);
    const [any] = effects('Wild Fields {G}\nEnchantment\nYou may play any number of lands on each of your turns.');
    assert.deepStrictEqual(any.continuous![0].keywords, ['You may play any number of additional lands on each of your turns.']);
  });

  test('who sees the top card of your library: "You may look at … any time" (you), "Play with … revealed" (every player)', () => {
    const [look] = effects('Deep Seer {2}{U}\nCreature — Sphinx\nYou may look at the top card of your library any time.\n2/2');
    assert.deepStrictEqual(look.continuous, [{ affected: { ref: 'you' }, keywords: [], rules: [], topCardSeenBy: 'you' }]);
    assert.deepStrictEqual(describeEffect(look), ['static: you may look at the top card of your library any time']);
    const [open] = effects('Open Tome {2}{U}\nEnchantment\nPlay with the top card of your library revealed.');
    assert.strictEqual(open.continuous![0].topCardSeenBy, 'all');
    const [more] = effects('Open Tome {2}{U}\nEnchantment\nPlay with the top card of your library revealed. You may play lands from the top of your library.');
    assert.ok(more.unknown);
  });

  test('rules for players: "Skip your draw step." is yours, "Players can\'t gain life." every player\'s', () => {
    const [skip] = effects('Still Dawn {2}{U}\nEnchantment\nSkip your draw step.');
    assert.deepStrictEqual(skip.continuous, [{ affected: { ref: 'you' }, keywords: ['Skip your draw step.'], rules: [] }]);
    const [ward] = effects("Ash Ward {2}{B}\nEnchantment\nPlayers can't gain life.");
    assert.deepStrictEqual(ward.continuous![0].affected, { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } });
  });

  test('an activated ability in quotes that a static ability grants is read: its cost and steps, "this creature" the object that has it', () => {
    const [, mask] = effects('Bone Mask {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 and has "{B}: Regenerate this creature."');
    assert.deepStrictEqual(mask.continuous![0].granted, [{ cost: [{ pay: 'mana', symbols: ['B'] }], steps: [{ do: 'regenerate', what: { ref: 'self' } }], text: '{B}: Regenerate this creature.' }]);
    assert.deepStrictEqual(describeEffect(mask), ['static: the enchanted permanent gets +1/+1 and has the ability "{B}: regenerate the object that has it"']);
    const [, limited] = effects('Odd Mask {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "{B}: Regenerate this creature. Activate only once each turn."');
    assert.ok(limited.unknown);
  });

  test('a triggered ability in quotes that a static ability grants is read: its trigger and steps, "this creature" the object that has it', () => {
    const [, brand] = effects('Rot Brand {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 and has "At the beginning of your end step, put a -1/-1 counter on this creature."');
    const [granted] = brand.continuous![0].granted!;
    assert.deepStrictEqual(granted.cost, []);
    assert.deepStrictEqual([granted.trigger?.event, granted.trigger?.phase, granted.trigger?.whose], ['phase', 'end', 'you']);
    assert.deepStrictEqual(granted.steps, [{ do: 'counters', what: { ref: 'self' }, counter: 'M1M1', amount: { n: 1 } }]);
    // Said as the card says it, the trigger then a comma (a colon would make it read as an activated ability's cost).
    assert.match(describeEffect(brand)[0], /has the ability "at the beginning of your end step, put 1 -1\/-1 counter\(s\) on the object that has it"/);
    // A payment, an intervening "if" or "if you do" in quotes: not read.
    const [, paid] = effects('Toll Brand {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "At the beginning of your upkeep, you may pay {1}. If you do, you gain 2 life."');
    assert.ok(paid.unknown);
  });

  test('"This effect doesn\'t remove ~." after an Aura\'s protection is read with it (702.16c) and described', () => {
    const [, ward] = effects('Onyx Ward {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has protection from black. This effect doesn\'t remove Onyx Ward.');
    assert.strictEqual(ward.continuous![0].protectionKeepsSource, true);
    assert.deepStrictEqual(describeEffect(ward), ['static: the enchanted permanent has protection from black (this effect does not remove this card)']);
  });

  test('a granted ability may sacrifice the object that has it, and may be a mana ability ("Add one mana of any color")', () => {
    const [sac] = effects('Ash Sliver {1}{B}\nCreature — Sliver\nAll Slivers have "{2}, Sacrifice this permanent: Draw a card."\n1/1');
    assert.deepStrictEqual(sac.continuous![0].granted![0].cost, [{ pay: 'mana', symbols: ['2'] }, { pay: 'sacrifice', what: { ref: 'self' }, amount: 1 }]);
    const [mana] = effects('Gem Sliver {1}{G}\nCreature — Sliver\nAll Slivers have "{T}: Add one mana of any color."\n1/1');
    assert.deepStrictEqual(mana.continuous![0].granted![0].steps, [{ do: 'mana', produced: 'Add one mana of any color.', amount: 1 }]);
    assert.deepStrictEqual(describeEffect(mana), ['static: each Sliver has the ability "{T}: add one mana of any color"']);
  });

  test('a name with a comma as a possessive ("Orla, Keeper of Tides\'s power") is the card itself', () => {
    const [e] = effects("Orla, Keeper of Tides {3}{U}\nLegendary Creature — Merfolk\nOrla, Keeper of Tides's power and toughness are each equal to the number of cards in your hand.\n*/*");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous![0].defines!.amount, { count: 'cardsInHand', player: { ref: 'you' } });
  });
});

suite('effect model: counters on the card itself as the condition of a static ability', () => {
  test('"as long as ~ has N or more KIND counters on it" is a condition on the card, described in its words', () => {
    const e = only('Idol Keeper', 'Creature — Spirit', 'As long as Idol Keeper has three or more divinity counters on it, it has indestructible.', '3/3');
    assert.deepStrictEqual(e.continuous![0].asLongAs, { selfCounters: { counter: 'DIVINITY', count: 3 }, byName: true });
    assert.deepStrictEqual(describeEffect(e), ['static: this card (~) has indestructible, as long as this card (~) has 3 or more divinity counters on it']);
    const one = only('Moss Brute', 'Creature — Beast', 'Moss Brute has trample as long as it has a +1/+1 counter on it.', '2/2');
    assert.deepStrictEqual(one.continuous![0].asLongAs, { selfCounters: { counter: 'P1P1', count: 1 } });
  });
});

suite('effect model: what soulbond pairs get', () => {
  test('"As long as ~ is paired with another creature, both creatures have …" is the card and its pair, described so', () => {
    const [, e] = effects('Twin Scout {2}{G}\nCreature — Human Scout\nSoulbond\nAs long as Twin Scout is paired with another creature, both creatures have first strike.\n2/2');
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: ['First Strike'], rules: [], paired: true }]);
    assert.deepStrictEqual(describeEffect(e), ['static: this card (~) and the creature paired with it each have first strike, as long as they are paired']);
  });
});

suite('effect model: a permanent\'s damage prevention', () => {
  test('"Prevent all combat damage that would be dealt to you" is a replacement, described as the text says it', () => {
    const e = only('Still Chasm', 'Land', 'Prevent all combat damage that would be dealt to you.');
    assert.deepStrictEqual([e.kind, e.replacement], ['replacement', { prevent: { to: 'you', combat: true } }]);
    assert.deepStrictEqual(describeEffect(e), ['replacement: prevent all combat damage that would be dealt to you']);
    const [, veil] = effects('Mist Veil {W}\nEnchantment — Aura\nEnchant creature\nPrevent all damage that would be dealt to and dealt by enchanted creature.');
    assert.deepStrictEqual(describeEffect(veil), ['static: the enchanted permanent has "Prevent all damage that would be dealt to and dealt by it."']);
  });

  test('"You may cast ~ as though it had flash if you pay {2} more to cast it." and the flash that sacrifices: the card\'s own permission (702.8a)', () => {
    const wave = effects('Test Wave {2}{U}\nSorcery\nYou may cast Test Wave as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nTap all creatures.');
    const flash = wave.find((e) => e.kind === 'static')!;
    assert.ok(!flash.unknown, JSON.stringify(flash.unknown));
    assert.deepStrictEqual(flash.continuous?.[0].rules, ['MayFlashCost:2']);
    assert.match(describeEffect(flash).join('\n'), /may be cast as though it had flash for \{2\} more/);
    const sac = effects("Test Thorns {1}{G}\nEnchantment — Aura\nEnchant creature\nYou may cast Test Thorns as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.")[1];
    assert.ok(!sac.unknown, JSON.stringify(sac.unknown));
    assert.deepStrictEqual(sac.continuous?.[0].rules, ['MayFlashSac']);
    // Another cost or more words: not read.
    assert.ok(effects('Test Wave {2}{U}\nSorcery\nYou may cast Test Wave as though it had flash if you pay 2 life.\nTap all creatures.')[0].unknown);
  });

  test('"You may have ~ assign its combat damage as though it weren\'t blocked.": a rule of the card itself', () => {
    const e = only('Test Rhino', 'Creature — Rhino', "You may have Test Rhino assign its combat damage as though it weren't blocked.", '4/4');
    assert.deepStrictEqual(e.continuous?.[0].rules, ["You may have CARDNAME assign its combat damage as though it weren't blocked."]);
  });

  test('"~\'s power and toughness are each equal to the number of creature cards in all graveyards": a count of every graveyard', () => {
    const e = only('Test Vore', 'Creature — Lhurgoyf', "Test Vore's power and toughness are each equal to the number of creature cards in all graveyards.", '*/*');
    const amount = e.continuous?.[0].defines?.amount;
    assert.deepStrictEqual(amount && 'filter' in amount && [amount.filter.zone, amount.filter.zoneOwner, amount.filter.alts], ['graveyard', 'any', [{ noun: 'Card', props: [{ is: 'type', type: 'Creature' }] }]]);
  });
});

