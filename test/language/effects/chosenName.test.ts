import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: locks on the card name chosen as the permanent entered (614.12)', () => {
  test('"Spells with the chosen name can\'t be cast." and the activated abilities of sources with it, mana abilities aside or not', () => {
    const [, cast, activate, nonMana] = effects("Hush Idol {3}\nArtifact Creature — Golem\nAs Hush Idol enters the battlefield, choose a card name.\nSpells with the chosen name can't be cast.\nActivated abilities of sources with the chosen name can't be activated.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.\n2/2");
    assert.strictEqual(cast.continuous?.[0].chosenNameLock, 'cast');
    assert.strictEqual(activate.continuous?.[0].chosenNameLock, 'activate');
    assert.strictEqual(nonMana.continuous?.[0].chosenNameLock, 'activateNonMana');
    assert.ok(describeEffect(cast).join('\n').includes("spells with the card name chosen as this card entered can't be cast"), describeEffect(cast).join('\n'));
    assert.ok(describeEffect(nonMana).join('\n').includes('(mana abilities can)'), describeEffect(nonMana).join('\n'));
  });

  test('more words after the lock leave it unread', () => {
    const [, e] = effects("Hush Idol {3}\nArtifact Creature — Golem\nAs Hush Idol enters the battlefield, choose a card name.\nSpells with the chosen name can't be cast during your turn.\n2/2");
    assert.ok(e.unknown, JSON.stringify(e.continuous));
  });
});
