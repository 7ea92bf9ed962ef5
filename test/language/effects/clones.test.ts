import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of a shapeshifter with this rules text. */
function ability(rules: string, types = 'Creature — Shapeshifter'): AbilityEffect {
  return readCardEffects(parseDocument(`Mirror Test {3}{U}\n${types}\n${rules}\n0/0`).chunks.find((c) => c.model)!.model!).faces[0][0];
}

suite('effect model: a permanent that may enter as a copy of another (clone, 707.5)', () => {
  test('"You may have ~ enter the battlefield as a copy of any creature on the battlefield" is a replacement of its entering', () => {
    const e = ability('You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield.');
    assert.strictEqual(e.kind, 'replacement');
    assert.deepStrictEqual(e.replacement, { clone: { filter: { alts: [{ noun: 'Creature', props: [] }] } } });
    assert.match(describeEffect(e).join('\n'), /you may have this card enter the battlefield as a copy of a creature on the battlefield/);
    assert.deepStrictEqual(ability('You may have Mirror Test enter as a copy of any artifact or creature on the battlefield.').replacement?.clone?.filter.alts.map((a) => a.noun), ['Artifact', 'Creature']);
  });

  test('the exceptions the text names: its base P/T, keywords, a type in addition to its others (707.9b)', () => {
    assert.deepStrictEqual(ability("You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it's 7/7.").replacement?.clone, { filter: { alts: [{ noun: 'Creature', props: [] }] }, power: 7, toughness: 7 });
    assert.deepStrictEqual(ability('You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it has haste.').replacement?.clone?.keywords, ['Haste']);
    assert.deepStrictEqual(ability("You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types.").replacement?.clone?.addTypes, ['Ninja']);
    assert.deepStrictEqual(ability("You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it's an artifact in addition to its other types.").replacement?.clone?.addTypes, ['Artifact']);
  });

  test('other copies stay unread: of what you control, with more exceptions, of a card in a graveyard', () => {
    assert.ok(ability('You may have Mirror Test enter the battlefield as a copy of a creature you control.').unknown);
    assert.ok(ability('You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it enters with an additional +1/+1 counter on it.').unknown);
    assert.ok(ability('You may have Mirror Test enter the battlefield as a copy of any creature card in a graveyard.').unknown);
    assert.ok(ability('You may have Mirror Test enter the battlefield as a copy of any nontoken creature on the battlefield.').unknown);
  });
});

suite('effect model: a token that is a copy of the card itself (707.2)', () => {
  test('"Create a token that\'s a copy of ~." is a copy step of the card itself, in an activated or a triggered ability', () => {
    const e = ability("{4}, {T}: Create a token that's a copy of Mirror Test.");
    assert.deepStrictEqual(e.steps, [{ do: 'copyPermanent', what: { ref: 'self' } }]);
    assert.match(describeEffect(e).join('\n'), /create a token that's a copy of this card \(~\)$/);
    assert.deepStrictEqual(ability("Whenever Mirror Test is dealt damage, create a token that's a copy of Mirror Test.").steps, [{ do: 'copyPermanent', what: { ref: 'self' } }]);
  });

  test('"except …" after it, or "that\'s tapped and attacking", is not read', () => {
    assert.ok(ability("{4}, {T}: Create a token that's a copy of Mirror Test, except it has haste.").unknown);
    assert.ok(ability("Whenever Mirror Test attacks, create a token that's a copy of Mirror Test that's tapped and attacking.").unknown);
  });
});
