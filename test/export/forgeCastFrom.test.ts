import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('spells cast from a graveyard or from exile (601.2a) in triggers', () => {
  test('"Whenever you cast a spell from your graveyard" is read with the zone, and said so in words', () => {
    const model = parseDocument('Grave Chanter {2}{B}\nCreature — Zombie Cleric\nWhenever you cast a spell from your graveyard, draw a card.\n2/2').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.strictEqual(e.trigger?.castFrom, 'graveyard');
    assert.strictEqual(describeEffect(e)[0], 'triggered — whenever you cast a spell from your graveyard');
  });

  test('Forge checks where the spell was cast from with wasCastFrom<Zone> on each kind of spell', () => {
    assert.deepStrictEqual(script('Grave Chanter {2}{B}\nCreature — Zombie Cleric\nWhenever you cast a spell from your graveyard, draw a card.\n2/2'), [
      'T:Mode$ SpellCast | ValidCard$ Card.wasCastFromGraveyard | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Ember Scholar {1}{R}\nCreature — Human Wizard\nWhenever you cast an instant or sorcery spell from exile, Ember Scholar deals 1 damage to each opponent.\n2/1')[0],
      'T:Mode$ SpellCast | ValidCard$ Instant.wasCastFromExile,Sorcery.wasCastFromExile | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect');
  });

  test('"an instant or sorcery spell from your graveyard" keeps the zone it was cast from; from a hand or anyone\'s graveyard it stays unread', () => {
    const card = (from: string) => `Grave Tutor {1}{U}\nCreature — Human Wizard\nWhenever you cast an instant or sorcery spell ${from}, you gain 2 life.\n1/1`;
    assert.strictEqual(script(card('from your graveyard'))[0],
      'T:Mode$ SpellCast | ValidCard$ Instant.wasCastFromGraveyard,Sorcery.wasCastFromGraveyard | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect');
    assert.strictEqual(notScripted(card('from your hand')).length, 1);
    assert.strictEqual(notScripted(card('from a graveyard')).length, 1);
    assert.strictEqual(notScripted('Grave Warden {2}{W}\nCreature — Human\nWhenever an opponent casts an instant or sorcery spell from a graveyard, you gain 2 life.\n2/2').length, 1);
  });

  test('another player\'s spell from their graveyard is not read (only yours is)', () => {
    assert.strictEqual(notScripted('Grave Warden {2}{W}\nCreature — Human\nWhenever an opponent casts a spell from their graveyard, you gain 2 life.\n2/2').length, 1);
  });
});

suite('Forge scripts: casting a card as though it had flash', () => {
  test('"… as though it had flash if you pay {2} more" is K:MayFlashCost:2; "… as though it had flash. If you cast it any time a sorcery couldn\'t have been cast, …" is K:MayFlashSac', () => {
    assert.deepStrictEqual(script('Test Wave {2}{U}\nSorcery\nYou may cast Test Wave as though it had flash if you pay {2} more to cast it.\nTap all creatures.'), [
      'K:MayFlashCost:2',
      'A:SP$ TapAll | Cost$ 2 U | ValidCards$ Creature',
    ]);
    assert.deepStrictEqual(script("Test Climb {G}\nEnchantment — Aura\nEnchant creature\nYou may cast Test Climb as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchanted creature gets +0/+1 and has reach.").filter((l) => l.startsWith('K:')), [
      'K:Enchant creature', 'K:MayFlashSac',
    ]);
  });

  test('"You may have ~ assign its combat damage as though it weren\'t blocked." is the keyword line Forge writes for it', () => {
    assert.deepStrictEqual(script("Test Rhino {4}{G}\nCreature — Rhino\nYou may have Test Rhino assign its combat damage as though it weren't blocked.\n4/4"), [
      "K:You may have CARDNAME assign its combat damage as though it weren't blocked.",
    ]);
    assert.deepStrictEqual(notScripted("Test Rhino {4}{G}\nCreature — Rhino\nYou may have Test Rhino assign its combat damage as though it weren't blocked.\n4/4"), []);
  });
});

