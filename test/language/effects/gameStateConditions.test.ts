import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { describeState } from '../../../server/src/language/effects/describeConditions.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The last ability of a card with this type line and rules text, read (or left unknown). */
function last(name: string, typeLine: string, text: string, pt = ''): AbilityEffect {
  const model = parseDocument(`${name} {2}{R}\n${typeLine}\n${text}\n${pt}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].at(-1)!;
}

suite('effect model: "as long as" of the state of the game around the card', () => {
  test('the equipped creature tapped or untapped, as a condition of what else the Equipment affects', () => {
    const spike = last('Lantern Spike', 'Artifact — Equipment', 'As long as equipped creature is untapped, Soldiers you control have vigilance.');
    assert.ok(!spike.unknown, JSON.stringify(spike.unknown));
    assert.deepStrictEqual(spike.continuous![0].asLongAs, { equippedIs: 'untapped' });
    assert.match(describeEffect(spike).join('\n'), /as long as the equipped creature is untapped/);
  });

  test('blockers and Equipment around the card itself: "four or more creatures are blocking it", "… Equipment are attached to it"', () => {
    const beast = last('Tusk Behemoth', 'Creature — Beast', 'As long as four or more creatures are blocking it, Tusk Behemoth has trample.', '6/5');
    assert.ok(!beast.unknown, JSON.stringify(beast.unknown));
    assert.deepStrictEqual(beast.continuous![0].asLongAs, { blockedBy: 4 });
    assert.match(describeEffect(beast).join('\n'), /as long as 4 or more creatures are blocking it/);
    const squire = last('Gearbound Squire', 'Creature — Dwarf Soldier', 'Gearbound Squire gets +1/+1 as long as three or more Equipment are attached to it.', '1/2');
    assert.deepStrictEqual(squire.continuous![0].asLongAs, { equipmentAttached: 3 });
    // Of other objects, "it" is not read.
    assert.ok(last('Gearbound Squire', 'Creature — Dwarf Soldier', 'Other Soldiers you control get +1/+1 as long as three or more Equipment are attached to it.', '1/2').unknown);
  });

  test('what any player controls, a card an opponent owns in exile, your life total against your starting life total', () => {
    const druid = last('Ashfield Druid', 'Creature — Human Druid', 'Ashfield Druid has trample as long as any player controls a blue enchantment.', '2/2');
    assert.deepStrictEqual(druid.continuous![0].asLongAs, { anyPlayerControls: { alts: [{ noun: 'Enchantment', props: [{ is: 'color', color: 'U' }] }] } });
    assert.match(describeEffect(druid).join('\n'), /as long as any player controls a blue enchantment/);
    const stalker = last('Exile Stalker', 'Creature — Horror', 'As long as an opponent owns a card in exile, Exile Stalker has menace.', '2/3');
    assert.deepStrictEqual(stalker.continuous![0].asLongAs, { opponentOwnsExiled: true });
    const banner = last('Vigil Banner', 'Artifact', 'As long as your life total is greater than or equal to your starting life total, Knights you control have lifelink.');
    assert.ok(!banner.unknown, JSON.stringify(banner.unknown));
    assert.deepStrictEqual(banner.continuous![0].asLongAs, { lifeAtLeastStarting: true });
  });

  test('a type of the card itself: "as long as it\'s a Plant", "As long as ~ is a creature, it …" — of what the card itself gets only', () => {
    const hedge = last('Thistle Hedge', 'Creature — Plant Wall', "Thistle Hedge gets +0/+2 as long as it's a Plant.", '0/3');
    assert.ok(!hedge.unknown, JSON.stringify(hedge.unknown));
    assert.deepStrictEqual(hedge.continuous![0].asLongAs, { selfType: 'Plant' });
    assert.match(describeEffect(hedge).join('\n'), /as long as it is a Plant/);
    const idol = last('Basalt Idol', 'Artifact', 'As long as Basalt Idol is a creature, it has reach.');
    assert.deepStrictEqual(idol.continuous, [{ affected: { ref: 'self' }, keywords: ['Reach'], rules: [], asLongAs: { selfType: 'Creature', byName: true } }]);
    assert.ok(last('Thistle Hedge', 'Creature — Plant Wall', "Other creatures you control get +0/+2 as long as it's a Plant.", '0/3').unknown);
    // A subtype in the plural is no type the card has.
    assert.ok(last('Thistle Hedge', 'Creature — Plant Wall', "Thistle Hedge gets +0/+2 as long as it's a Plants.", '0/3').unknown);
  });

  test('"there is exactly one time counter on ~" / "there are exactly three …": counters on the card itself, EQ', () => {
    const dial = last('Moon Dial', 'Artifact', 'As long as there are exactly three time counters on Moon Dial, creatures you control have flying.');
    assert.deepStrictEqual(dial.continuous![0].asLongAs, { countersOnSelf: { counter: 'TIME', compare: 'EQ', count: 3 } });
    assert.match(describeEffect(dial).join('\n'), /as long as there are exactly 3 time counters on it/);
    const one = last('Moon Dial', 'Artifact', 'As long as there is exactly one time counter on Moon Dial, creatures you control have reach.');
    assert.deepStrictEqual(one.continuous![0].asLongAs, { countersOnSelf: { counter: 'TIME', compare: 'EQ', count: 1 } });
    assert.match(describeEffect(one).join('\n'), /as long as there is exactly 1 time counter on it/);
  });

  test('"Equipped creature has vigilance. As long as it\'s a Knight, it gets +2/+0.": one effect more for each kind', () => {
    const mace = last('Sunforged Mace', 'Artifact — Equipment', "Equipped creature has vigilance. As long as it's a Knight, it gets +2/+0. As long as it's white, it has lifelink.");
    assert.ok(!mace.unknown, JSON.stringify(mace.unknown));
    assert.deepStrictEqual(mace.continuous?.map((e) => e.asLongAs), [undefined, { attachedIs: [{ is: 'type', type: 'Knight' }], to: 'equipped' }, { attachedIs: [{ is: 'color', color: 'W' }], to: 'equipped' }]);
    assert.deepStrictEqual(mace.continuous?.map((e) => [e.power, e.keywords]), [[undefined, ['Vigilance']], [2, []], [undefined, ['Lifelink']]]);
    // Something other than a kind after "it's" stays unread.
    assert.ok(last('Sunforged Mace', 'Artifact — Equipment', "Equipped creature has vigilance. As long as it's blocking, it gets +2/+0.").unknown);
  });

  test('a keyword as the condition: "as long as equipped creature has flying", "As long as ~ has defender" (the card itself)', () => {
    const harness = last('Gale Harness', 'Artifact — Equipment', 'As long as equipped creature has flying, it gets +1/+1.');
    assert.ok(!harness.unknown, JSON.stringify(harness.unknown));
    assert.deepStrictEqual(harness.continuous?.[0].asLongAs, { attachedIs: [{ is: 'keyword', keyword: 'Flying' }], to: 'equipped' });
    assert.match(describeEffect(harness).join('\n'), /as long as the equipped creature has flying/);
    const sentry = last('Thornwall Sentry', 'Creature — Plant Wall', 'Defender\nThornwall Sentry has reach as long as it has defender.', '0/5');
    assert.deepStrictEqual(sentry.continuous?.[0].asLongAs, { selfHas: 'Defender' });
    assert.match(describeEffect(sentry).join('\n'), /as long as it has defender/);
    assert.ok(last('Thornwall Sentry', 'Creature — Plant Wall', 'Defender\nOther creatures you control have reach as long as it has defender.', '0/5').unknown);
  });

  test('"as long as an opponent\'s life total is less than half their starting life total"', () => {
    const harrier = last('Gloom Harrier', 'Creature — Bat Horror', "Gloom Harrier gets +2/+2 as long as an opponent's life total is less than half their starting life total.", '2/1');
    assert.deepStrictEqual(harrier.continuous?.[0].asLongAs, { opponentBelowHalfLife: true });
    assert.match(describeEffect(harrier).join('\n'), /less than half their starting life total/);
  });

  test('descriptions: the card named is "this card (~)"; an Aura\'s enchanted land is a permanent; a keyword said with the other qualities', () => {
    const idol = last('Basalt Idol', 'Artifact', '{T}: Draw a card. Draw two cards instead if Basalt Idol is a creature.');
    assert.deepStrictEqual(describeEffect(idol), ['activated — cost {T}', '  1. you draw cards equal to 2 if this card (~) is a creature, otherwise 1']);
    const sentry = last('Thornwall Sentry', 'Creature — Plant Wall', 'Defender\nAs long as Thornwall Sentry has defender, it has reach.', '0/5');
    assert.deepStrictEqual(describeEffect(sentry), ['static: this card (~) has reach, as long as this card (~) has defender']);
    const ward = last('Ridge Ward', 'Enchantment — Aura', "Enchant land\nEnchanted land has indestructible. As long as it's a Mountain, it has hexproof.");
    assert.deepStrictEqual(describeEffect(ward), ['static: the enchanted permanent has indestructible', 'static: the enchanted permanent has hexproof, as long as the enchanted permanent is a Mountain']);
    assert.strictEqual(describeState({ attachedIs: [{ is: 'color', color: 'B' }, { is: 'keyword', keyword: 'Flying' }], to: 'equipped' }), 'the equipped creature is black and has flying');
  });

  test('descriptions: what defending player controls takes "an" before a vowel ("an Island", "an untapped creature")', () => {
    const lantern = last('Glacier Lantern', 'Artifact', '{2}, {T}: Untap target creature. Activate only if defending player controls an Island.');
    assert.match(describeEffect(lantern).join('\n'), /only if defending player controls an Island/);
    assert.strictEqual(describeState({ defenderControls: { alts: [{ noun: 'Artifact', props: [] }] } }), 'defending player controls an artifact');
    assert.strictEqual(describeState({ defenderControls: { alts: [{ noun: 'Creature', props: [{ is: 'state', state: 'untapped' }] }] } }), 'defending player controls an untapped creature');
    assert.strictEqual(describeState({ defenderControls: { alts: [{ noun: 'Land', props: [{ is: 'supertype', type: 'Snow' }] }] } }), 'defending player controls a snow land');
  });
});
