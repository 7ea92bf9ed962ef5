import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge: exiling the top cards of a library, nothing more said of them', () => {
  test('your top card: a Mill into exile', () => {
    assert.deepStrictEqual(script('Test Sifter {2}\nArtifact\n{2}, {T}: Exile the top card of your library.'), [
      'A:AB$ Mill | Cost$ 2 T | Defined$ You | NumCards$ 1 | Destination$ Exile',
    ]);
  });

  test('a target opponent\'s, and each opponent\'s after another step', () => {
    const [trigger, svar] = script('Test Drone {2}{U}\nCreature — Eldrazi\nWhenever you cast an artifact spell, target opponent exiles the top two cards of their library.\n2/2');
    assert.match(trigger, /^T:Mode\$ SpellCast /);
    assert.match(svar, /DB\$ Mill \| ValidTgts\$ Opponent .*\| NumCards\$ 2 \| Destination\$ Exile/);
    const lines = script('Test Drone {3}{U}\nCreature — Eldrazi\n{4}{U}: You gain 1 life. Each opponent exiles the top card of their library.\n3/3');
    assert.ok(lines.some((l) => /DB\$ Mill \| Defined\$ Player\.Opponent \| NumCards\$ 1 \| Destination\$ Exile/.test(l)), lines.join('\n'));
  });

  test('of the trigger\'s player ("that player exiles …"), or on a card whose other ability speaks of the exiled cards, not written', () => {
    assert.strictEqual(notScripted('Test Raider {3}{B}\nCreature — Rogue\nWhenever Test Raider deals combat damage to a player, that player exiles the top four cards of their library.\n3/3').length, 1);
    assert.strictEqual(notScripted('Test Archivist {2}{U}\nCreature — Human Wizard\n{3}, {T}: Exile the top card of your library.\nYou may play lands exiled with Test Archivist.\n1/3').length >= 1, true);
  });

  test('a target player revealing the top card of their library: a Dig of that player\'s library that moves nothing', () => {
    assert.deepStrictEqual(script('Test Lookout {1}{U}\nCreature — Bird Scout\n{2}{U}: Target player reveals the top card of their library.\n1/1'), [
      'A:AB$ Dig | Cost$ 2 U | ValidTgts$ Player | DigNum$ 1 | NoMove$ True | Reveal$ True',
    ]);
    assert.strictEqual(notScripted('Test Lookout {1}{U}\nCreature — Bird Scout\nWhen Test Lookout enters, target player reveals the top card of their library.\n1/1').length, 1);
  });

  test('the top cards of your library put into your graveyard as a cost: Forge\'s Mill<N> cost', () => {
    assert.deepStrictEqual(script('Test Grinder {2}\nArtifact\n{1}, {T}, Put the top two cards of your library into your graveyard: Draw a card.'), [
      'A:AB$ Draw | Cost$ 1 T Mill<2> | Defined$ You | NumCards$ 1',
    ]);
  });
});
