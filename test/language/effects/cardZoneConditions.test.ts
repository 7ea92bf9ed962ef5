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
    const e = only('Cinder Rift', 'Artifact', 'As long as Cinder Rift is in your graveyard, creatures you control get +1/+0.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'you' }] }], plural: true } }, keywords: [], rules: [], power: 1, toughness: 0, inGraveyard: true }]);
    assert.match(describeEffect(e).join('\n'), /while this card is in your graveyard/);
    // Of the card itself, it is not read.
    assert.ok(only('Cinder Rift', 'Creature — Spirit', 'As long as Cinder Rift is in your graveyard, Cinder Rift has flying.', '1/1').unknown);
  });

  test('"As long as the top card of your library is black / a land card": a colour of a card, or a card type', () => {
    const black = only('Duskwater Oracle', 'Creature — Human Wizard', 'As long as the top card of your library is black, Duskwater Oracle gets +1/+2.', '1/1');
    assert.ok(!black.unknown, JSON.stringify(black.unknown));
    assert.deepStrictEqual(black.continuous![0].asLongAs, { topOfLibrary: { alts: [{ noun: 'Card', props: [{ is: 'color', color: 'B' }] }] } });
    assert.deepStrictEqual(describeEffect(black), ['static: this card (~) gets +1/+2, as long as the top card of your library is black']);
    const land = only('Tidemark Seer', 'Creature — Merfolk', 'As long as the top card of your library is a land card, Tidemark Seer has hexproof.', '2/2');
    assert.deepStrictEqual(land.continuous![0].asLongAs, { topOfLibrary: { alts: [{ noun: 'Land', props: [] }] } });
    assert.match(describeEffect(land).join('\n'), /the top card of your library is a land card/);
    // A subtype, or "card" left out, stays unread.
    assert.ok(only('Tidemark Seer', 'Creature — Merfolk', 'As long as the top card of your library is a Goblin card, Tidemark Seer has hexproof.', '2/2').unknown);
    assert.ok(only('Tidemark Seer', 'Creature — Merfolk', 'As long as the top card of your library is a land, Tidemark Seer has hexproof.', '2/2').unknown);
  });

  test('"As long as enchanted permanent is a Vehicle, it\'s a creature in addition to its other types": the enchanted permanent of that subtype', () => {
    const e = only('Harness Mod', 'Enchantment — Aura', "Enchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.");
    const vehicle = effects("Harness Mod {1}{W}\nEnchantment — Aura\nEnchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.").at(-1)!;
    assert.ok(e.enchant);
    assert.ok(!vehicle.unknown, JSON.stringify(vehicle.unknown));
    assert.deepStrictEqual(vehicle.continuous, [{ affected: { ref: 'enchanted' }, keywords: [], rules: [], addedType: 'Creature', asLongAs: { attachedIs: [{ is: 'type', type: 'Vehicle' }], to: 'enchanted', permanent: true } }]);
    assert.match(describeEffect(vehicle).join('\n'), /as long as the enchanted permanent is a Vehicle/);
    // Anything else it would get as that subtype stays unread here.
    assert.ok(effects('Harness Mod {1}{W}\nEnchantment — Aura\nEnchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it has haste.').at(-1)!.unknown);
  });

  test('"At the beginning of your upkeep, if ~ is in your graveyard, …": the card itself in your graveyard, an intervening if', () => {
    const e = only('Pale Haunt', 'Creature — Zombie', 'At the beginning of your upkeep, if Pale Haunt is in your graveyard, you gain 2 life.', '2/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { selfInYourGraveyard: true });
    assert.match(describeEffect(e).join('\n'), /if this card \(~\) is in your graveyard/);
  });

  test('"if ~ is in the command zone": the card itself there, an intervening if', () => {
    const e = only('Quiet Elder', 'Legendary Creature — Human Advisor', 'At the beginning of your upkeep, if Quiet Elder is in the command zone, you gain 1 life.', '2/5');
    assert.deepStrictEqual(e.trigger?.condition, { selfInCommandZone: true });
    assert.match(describeEffect(e).join('\n'), /if this card \(~\) is in the command zone/);
  });
});
