import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The last ability of a card with this type line and rules text, read (or left unknown). */
function last(name: string, typeLine: string, text: string, pt = ''): AbilityEffect {
  const model = parseDocument(`${name} {2}{R}\n${typeLine}\n${text}\n${pt}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].at(-1)!;
}

suite('effect model: "as long as" of the state of the game around the card', () => {
  test('the equipped creature tapped or untapped, as a condition of what else the Equipment affects', () => {
    const blade = last('Rusted Blade', 'Artifact — Equipment', 'As long as equipped creature is untapped, untapped creatures you control get +0/+1.');
    assert.ok(!blade.unknown, JSON.stringify(blade.unknown));
    assert.deepStrictEqual(blade.continuous![0].asLongAs, { equippedIs: 'untapped' });
    assert.match(describeEffect(blade).join('\n'), /as long as the equipped creature is untapped/);
  });

  test('blockers and Equipment around the card itself: "two or more creatures are blocking it", "… Equipment are attached to it"', () => {
    const brute = last('Mob Brute', 'Creature — Giant', 'Mob Brute gets -1/-0 as long as three or more creatures are blocking it.', '5/4');
    assert.ok(!brute.unknown, JSON.stringify(brute.unknown));
    assert.deepStrictEqual(brute.continuous![0].asLongAs, { blockedBy: 3 });
    assert.match(describeEffect(brute).join('\n'), /as long as 3 or more creatures are blocking it/);
    const knight = last('Edge Knight', 'Creature — Human Knight', 'Edge Knight has first strike as long as two or more Equipment are attached to it.', '2/2');
    assert.deepStrictEqual(knight.continuous![0].asLongAs, { equipmentAttached: 2 });
    // Of other objects, "it" is not read.
    assert.ok(last('Edge Knight', 'Creature — Human Knight', 'Other Knights you control have first strike as long as two or more Equipment are attached to it.', '2/2').unknown);
  });

  test('what any player controls, a card an opponent owns in exile, your life total against your starting life total', () => {
    const grace = last('Grace Knight', 'Creature — Human Knight', 'Grace Knight gets +0/+1 as long as any player controls a green permanent.', '2/2');
    assert.deepStrictEqual(grace.continuous![0].asLongAs, { anyPlayerControls: { alts: [{ noun: 'Permanent', props: [{ is: 'color', color: 'G' }] }] } });
    assert.match(describeEffect(grace).join('\n'), /as long as any player controls a green permanent/);
    const warden = last('Void Warden', 'Creature — Spirit', 'Void Warden has flying as long as an opponent owns a card in exile.', '1/2');
    assert.deepStrictEqual(warden.continuous![0].asLongAs, { opponentOwnsExiled: true });
    const road = last('Brave Road', 'Enchantment', 'As long as your life total is greater than or equal to your starting life total, creatures you control have vigilance.');
    assert.ok(!road.unknown, JSON.stringify(road.unknown));
    assert.deepStrictEqual(road.continuous![0].asLongAs, { lifeAtLeastStarting: true });
  });

  test('a type of the card itself: "as long as it\'s a Wall", "As long as ~ is a creature, it …" — of what the card itself gets only', () => {
    const wall = last('Shifting Brute', 'Creature — Wall', "Shifting Brute has reach as long as it's a Wall.", '1/4');
    assert.ok(!wall.unknown, JSON.stringify(wall.unknown));
    assert.deepStrictEqual(wall.continuous![0].asLongAs, { selfType: 'Wall' });
    assert.match(describeEffect(wall).join('\n'), /as long as it is a Wall/);
    const totem = last('Hollow Totem', 'Artifact', 'As long as Hollow Totem is a creature, it has vigilance.');
    assert.deepStrictEqual(totem.continuous, [{ affected: { ref: 'self' }, keywords: ['Vigilance'], rules: [], asLongAs: { selfType: 'Creature', byName: true } }]);
    assert.ok(last('Shifting Brute', 'Creature — Wall', "Other creatures you control have reach as long as it's a Wall.", '1/4').unknown);
  });

  test('"there is exactly one tide counter on ~" / "there are exactly three …": counters on the card itself, EQ', () => {
    const gauge = last('Tide Gauge', 'Enchantment', 'As long as there are exactly two flood counters on Tide Gauge, red creatures get +1/+0.');
    assert.deepStrictEqual(gauge.continuous![0].asLongAs, { countersOnSelf: { counter: 'FLOOD', compare: 'EQ', count: 2 } });
    assert.match(describeEffect(gauge).join('\n'), /as long as there are exactly 2 flood counters on it/);
    const one = last('Tide Gauge', 'Enchantment', 'As long as there is exactly one flood counter on Tide Gauge, red creatures get -1/-0.');
    assert.deepStrictEqual(one.continuous![0].asLongAs, { countersOnSelf: { counter: 'FLOOD', compare: 'EQ', count: 1 } });
    assert.match(describeEffect(one).join('\n'), /as long as there is exactly 1 flood counter on it/);
  });

  test('"Equipped creature gets +1/+0. As long as it\'s legendary, it gets an additional +1/+1.": one effect more for each kind', () => {
    const club = last('Kiln Club', 'Artifact — Equipment', "Equipped creature gets +1/+0. As long as it's legendary, it gets an additional +1/+1. As long as it's green, it has reach.");
    assert.ok(!club.unknown, JSON.stringify(club.unknown));
    assert.deepStrictEqual(club.continuous?.map((e) => e.asLongAs), [undefined, { attachedIs: [{ is: 'supertype', type: 'Legendary' }], to: 'equipped' }, { attachedIs: [{ is: 'color', color: 'G' }], to: 'equipped' }]);
    assert.deepStrictEqual(club.continuous?.map((e) => [e.power, e.keywords]), [[1, []], [1, []], [undefined, ['Reach']]]);
    // Something other than a kind after "it's" stays unread.
    assert.ok(last('Kiln Club', 'Artifact — Equipment', "Equipped creature gets +1/+0. As long as it's attacking, it gets an additional +1/+1.").unknown);
  });

  test('a keyword as the condition: "as long as equipped creature has defender", "as long as it has defender" (the card itself)', () => {
    const cart = last('Lodge Cart', 'Artifact — Equipment', "As long as equipped creature has defender, it can attack as though it didn't have defender.");
    assert.ok(!cart.unknown, JSON.stringify(cart.unknown));
    assert.deepStrictEqual(cart.continuous?.[0].asLongAs, { attachedIs: [{ is: 'keyword', keyword: 'Defender' }], to: 'equipped' });
    assert.match(describeEffect(cart).join('\n'), /as long as the equipped creature has defender/);
    const gargoyle = last('Stone Gargoyle', 'Artifact Creature — Gargoyle', 'Defender\nStone Gargoyle has hexproof as long as it has defender.', '2/3');
    assert.deepStrictEqual(gargoyle.continuous?.[0].asLongAs, { selfHas: 'Defender' });
    assert.match(describeEffect(gargoyle).join('\n'), /as long as it has defender/);
    assert.ok(last('Stone Gargoyle', 'Artifact Creature — Gargoyle', 'Defender\nOther creatures you control have hexproof as long as it has defender.', '2/3').unknown);
  });

  test('"as long as an opponent\'s life total is less than half their starting life total"', () => {
    const angel = last('Dusk Seraph', 'Creature — Angel', "As long as an opponent's life total is less than half their starting life total, Dusk Seraph has lifelink.", '4/4');
    assert.deepStrictEqual(angel.continuous?.[0].asLongAs, { opponentBelowHalfLife: true });
    assert.match(describeEffect(angel).join('\n'), /less than half their starting life total/);
  });
});
