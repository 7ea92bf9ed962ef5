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
  return effects(`${name} {2}{U}\n${typeLine}\n${text}\n${pt}`)[0];
}

suite('effect model: where the card is, and the top card of your library, as conditions', () => {
  test('"As long as ~ is in your graveyard, …" alone: the effect works from the graveyard, with no other condition', () => {
    const e = only('Ember Shard', 'Artifact', 'As long as Ember Shard is in your graveyard, Goblins you control get +0/+2.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'each', filter: { alts: [{ noun: 'Goblin', props: [{ is: 'controller', who: 'you' }] }], plural: true } }, keywords: [], rules: [], power: 0, toughness: 2, inGraveyard: true }]);
    assert.deepStrictEqual(describeEffect(e), ['static: each Goblin you control gets +0/+2, as long as this card (~) is in your graveyard']);
    const granted = only('Ember Shard', 'Artifact', 'As long as Ember Shard is in your graveyard, artifacts you control have "{T}: Add {U} or {B}."');
    assert.deepStrictEqual(describeEffect(granted), ['static: each artifact you control has the ability "{T}: add {U} or {B}", as long as this card (~) is in your graveyard']);
    // Of the card itself, it is not read.
    assert.ok(only('Ember Shard', 'Creature — Elemental', 'As long as Ember Shard is in your graveyard, Ember Shard has haste.', '3/1').unknown);
  });

  test('"As long as the top card of your library is black / a land card": a colour of a card, or a card type', () => {
    const black = only('Mossback Seer', 'Creature — Elf Druid', 'As long as the top card of your library is black, Mossback Seer gets +2/+0.', '1/1');
    assert.ok(!black.unknown, JSON.stringify(black.unknown));
    assert.deepStrictEqual(black.continuous![0].asLongAs, { topOfLibrary: { alts: [{ noun: 'Card', props: [{ is: 'color', color: 'B' }] }] } });
    assert.deepStrictEqual(describeEffect(black), ['static: this card (~) gets +2/+0, as long as the top card of your library is black']);
    const land = only('Brinebound Scout', 'Creature — Merfolk Scout', 'As long as the top card of your library is a land card, Brinebound Scout has vigilance.', '1/3');
    assert.deepStrictEqual(land.continuous![0].asLongAs, { topOfLibrary: { alts: [{ noun: 'Land', props: [] }] } });
    assert.match(describeEffect(land).join('\n'), /the top card of your library is a land card/);
    // A subtype, or "card" left out, stays unread.
    assert.ok(only('Brinebound Scout', 'Creature — Merfolk Scout', 'As long as the top card of your library is an Elf card, Brinebound Scout has vigilance.', '1/3').unknown);
    assert.ok(only('Brinebound Scout', 'Creature — Merfolk Scout', 'As long as the top card of your library is a land, Brinebound Scout has vigilance.', '1/3').unknown);
  });

  test('"As long as enchanted permanent is a Vehicle, it\'s a creature in addition to its other types": the enchanted permanent of that subtype', () => {
    const [e, vehicle] = effects("Chrome Yoke {1}{W}\nEnchantment — Aura\nEnchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.");
    assert.deepStrictEqual(e.enchant?.alts, [{ noun: 'Creature', props: [] }, { noun: 'Vehicle', props: [] }]);
    assert.ok(!vehicle.unknown, JSON.stringify(vehicle.unknown));
    assert.deepStrictEqual(vehicle.continuous, [{ affected: { ref: 'enchanted' }, keywords: [], rules: [], addedType: 'Creature', asLongAs: { attachedIs: [{ is: 'type', type: 'Vehicle' }], to: 'enchanted', permanent: true } }]);
    assert.match(describeEffect(vehicle).join('\n'), /as long as the enchanted permanent is a Vehicle/);
    // Anything else it would get as that subtype stays unread here.
    assert.ok(effects('Chrome Yoke {1}{W}\nEnchantment — Aura\nEnchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it has vigilance.').at(-1)!.unknown);
  });

  test('"At the beginning of your upkeep, if ~ is in your graveyard, …": the card itself in your graveyard, an intervening if', () => {
    const e = only('Pale Haunt', 'Creature — Zombie', 'At the beginning of your upkeep, if Pale Haunt is in your graveyard, you gain 2 life.', '2/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { selfInYourGraveyard: true });
    assert.match(describeEffect(e).join('\n'), /if this card \(~\) is in your graveyard/);
  });

  test('"if ~ is in the command zone": the card itself there, an intervening if', () => {
    const e = only('Marsh Regent', 'Legendary Creature — Elf Noble', 'At the beginning of your upkeep, if Marsh Regent is in the command zone, each opponent loses 1 life.', '3/3');
    assert.deepStrictEqual(e.trigger?.condition, { selfInCommandZone: true });
    assert.match(describeEffect(e).join('\n'), /if this card \(~\) is in the command zone/);
  });

  test('"enchanted permanent" (land, artifact) is recorded as such, "enchanted creature" not: an Aura of a Vehicle tells them apart', () => {
    const [, permanent] = effects("Lash Rig {1}{U}\nEnchantment — Aura\nEnchant creature or Vehicle\nEnchanted permanent gets +2/+0. As long as it's a Vehicle, it has menace.");
    assert.deepStrictEqual(permanent.continuous?.map((c) => c.affected), [{ ref: 'enchanted', permanent: true }, { ref: 'enchanted', permanent: true }]);
    const [, creature] = effects('Lash Rig {1}{U}\nEnchantment — Aura\nEnchant creature or Vehicle\nEnchanted creature gets +2/+0.');
    assert.deepStrictEqual(creature.continuous?.map((c) => c.affected), [{ ref: 'enchanted' }]);
  });
  test('"if ~ is in your graveyard, you may pay {N} (discard a card). If you do, return ~ to your hand": the condition, then the payment', () => {
    const paid = only('Bog Lurker', 'Creature — Zombie', 'At the beginning of your upkeep, if Bog Lurker is in your graveyard, you may pay {3}{B}. If you do, return Bog Lurker to your hand.', '2/3');
    assert.ok(!paid.unknown, JSON.stringify(paid.unknown));
    assert.deepStrictEqual(paid.trigger!.condition, { selfInYourGraveyard: true });
    assert.deepStrictEqual(paid.payToDo, [{ pay: 'mana', symbols: ['3', 'B'] }]);
    assert.deepStrictEqual(paid.steps, [{ do: 'bounce', what: { ref: 'self' } }]);
    const discarded = only('Bog Lurker', 'Creature — Zombie', 'At the beginning of your upkeep, if Bog Lurker is in your graveyard, you may discard an artifact card. If you do, return Bog Lurker to your hand.', '2/3');
    assert.ok(!discarded.unknown, JSON.stringify(discarded.unknown));
    assert.deepStrictEqual(discarded.trigger!.condition, { selfInYourGraveyard: true });
    assert.strictEqual(discarded.payToDo?.[0].pay, 'discard');
  });
});
