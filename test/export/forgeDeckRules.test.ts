import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { exportAs, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('rules of deck building (100.2a, 903.3d): nothing in play, said as Forge says them', () => {
  test('"A deck can have any number of cards named ~" is a deck rule, and Forge\'s keyword for it', () => {
    const text = 'Swarm Rat {1}{B}\nCreature — Rat\nA deck can have any number of cards named Swarm Rat.\n1/1';
    const [e] = readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
    assert.strictEqual(e.deckRule, 'anyNumber');
    assert.match(describeEffect(e)[0], /^deck building: a deck can have any number of cards named this card/);
    assert.deepStrictEqual(script(text), ['K:A deck can have any number of cards named CARDNAME.']);
    assert.deepStrictEqual(notScripted(text), []);
  });

  test('"~ can be your commander" is card text to Forge, and leaves the card fully playable', () => {
    const text = 'Vessa, Tide Oracle {2}{U}{U}\nLegendary Planeswalker — Vessa\n+1: Draw a card.\nVessa, Tide Oracle can be your commander.\nLoyalty: 3';
    const file = exportAs('forge', `@set TST Test\n\n${text}\nRarity: Mythic\n`).files.find((f) => f.path.startsWith('cards/'))!;
    assert.match(file.content as string, /^Text:CARDNAME can be your commander\.$/m);
    assert.deepStrictEqual(notScripted(text), []);
  });

  test('other words about decks stay unread', () => {
    assert.strictEqual(notScripted('Swarm Rat {1}{B}\nCreature — Rat\nA deck can have up to seven cards named Swarm Rat.\n1/1').length, 1);
  });
});
