import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge: exiling the top cards of a library, nothing more said of them', () => {
  test('your top card: a Mill into exile', () => {
    assert.deepStrictEqual(script('Test Sifter {2}\nArtifact\n{2}, {T}: Exile the top card of your library.'), [
      'A:AB$ Mill | Cost$ 2 T | Defined$ You | NumCards$ 1 | Destination$ Exile',
    ]);
  });

  test('a target opponent\'s after a trigger, and each opponent\'s after another step', () => {
    const [trigger, svar] = script('Hoarder Imp {B}\nCreature — Imp\nWhenever you cast an enchantment spell, target opponent exiles the top card of their library.\n1/1');
    assert.match(trigger, /^T:Mode\$ SpellCast /);
    assert.strictEqual(svar, 'SVar:TrigEffect:DB$ Mill | ValidTgts$ Opponent | NumCards$ 1 | Destination$ Exile');
    assert.deepStrictEqual(script('Hoarder Imp {B}\nCreature — Imp\n{5}, {T}: Scry 1. Each opponent exiles the top three cards of their library.\n1/1'), [
      'A:AB$ Scry | Cost$ 5 T | ScryNum$ 1 | SubAbility$ DBMill',
      'SVar:DBMill:DB$ Mill | Defined$ Player.Opponent | NumCards$ 3 | Destination$ Exile',
    ]);
  });

  test('of the trigger\'s player ("that player exiles …"), or on a card whose other ability speaks of the exiled cards, not written', () => {
    assert.deepStrictEqual(notScripted('Hoarder Imp {B}\nCreature — Imp\nAt the beginning of each opponent\'s upkeep, that player exiles the top two cards of their library.\n1/1'), [
      "the trigger's player exiling the top cards of their library (not written yet)",
    ]);
    assert.strictEqual(notScripted('Grave Sieve {1}\nArtifact\n{2}, {T}: Exile the top card of your library.\nYou may cast instant spells exiled with Grave Sieve.')[0], 'exiles cards another of its abilities refers to (linked abilities, 607.2a)');
  });

  test('a target player revealing the top card of their library: a Dig of that player\'s library that moves nothing', () => {
    assert.deepStrictEqual(script('Scrying Lens {3}\nArtifact\n{4}, {T}: Target player reveals the top card of their library.'), [
      'A:AB$ Dig | Cost$ 4 T | ValidTgts$ Player | DigNum$ 1 | NoMove$ True | Reveal$ True',
    ]);
    assert.strictEqual(notScripted('Scrying Lens {3}\nArtifact\nWhen Scrying Lens enters, target player reveals the top card of their library.').length, 1);
  });

  test('"it" after a target player\'s revealed top card could be that card or the card itself: not written', () => {
    for (const then of ['Exile it.', "Return it to its owner's hand.", 'It gets +1/+1 until end of turn.']) {
      assert.deepStrictEqual(script(`Glass Golem {3}\nArtifact Creature — Golem\n{2}: Target opponent reveals the top card of their library. ${then}\n2/2`), [], then);
    }
  });

  test('the top cards of your library put into your graveyard as a cost: Forge\'s Mill<N> cost', () => {
    assert.deepStrictEqual(script('Test Grinder {2}\nArtifact\n{1}, {T}, Put the top two cards of your library into your graveyard: Draw a card.'), [
      'A:AB$ Draw | Cost$ 1 T Mill<2> | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Test Grinder {2}\nArtifact\n{T}, Mill a card: You gain 2 life.'), ['A:AB$ GainLife | Cost$ T Mill<1> | LifeAmount$ 2']);
  });

  test('"it" or "its" in the effect of a cost that names another card, before the card itself is named: not written', () => {
    assert.deepStrictEqual(script('Gutter Alchemist {1}{B}\nCreature — Zombie\n{1}, Put the top card of your library into your graveyard: You gain life equal to its mana value.\n1/1'), []);
    assert.deepStrictEqual(script('Gutter Alchemist {1}{B}\nCreature — Zombie\n{T}, Put the top card of your library into your graveyard: Exile it.\n1/1'), []);
    assert.deepStrictEqual(script('Gutter Alchemist {1}{B}\nCreature — Zombie\nSacrifice a creature: You gain life equal to its toughness.\n1/1'), []);
    // After the card itself is named, "it" is the card.
    assert.deepStrictEqual(script('Gutter Alchemist {1}{B}\nCreature — Zombie\n{B}, Sacrifice a land: Put two +1/+1 counters on Gutter Alchemist. Untap it.\n1/1'), [
      'A:AB$ PutCounter | Cost$ B Sac<1/Land> | CounterType$ P1P1 | CounterNum$ 2 | SubAbility$ DBUntap',
      'SVar:DBUntap:DB$ Untap | Defined$ Self',
    ]);
  });
});
