import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: amounts of the card a cost discarded or exiled', () => {
  test('"the discarded card\'s mana value" is Discarded$CardManaCost, "the exiled card\'s power" Exiled$CardPower', () => {
    assert.deepStrictEqual(script("Test Alchemist {1}{R}\nCreature — Goblin Shaman\n{1}, Discard a card: Target player loses life equal to the discarded card's mana value.\n1/2"), [
      'A:AB$ LoseLife | Cost$ 1 Discard<1/Card> | ValidTgts$ Player | LifeAmount$ X',
      'SVar:X:Discarded$CardManaCost',
    ]);
    assert.deepStrictEqual(script("Test Grave Spite {1}{B}\nSorcery\nAs an additional cost to cast this spell, exile a creature card from your graveyard.\nTest Grave Spite deals damage equal to the exiled card's toughness to any target."), [
      'A:SP$ DealDamage | Cost$ 1 B ExileFromGrave<1/Creature> | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Exiled$CardToughness',
    ]);
  });

  test('counters on the card itself by the exiled card\'s mana value are not written (Forge spells the card two ways)', () => {
    const card = "Test Hoarder {3}\nArtifact Creature — Construct\nExile the top card of your library: Put X +1/+1 counters on Test Hoarder, where X is the exiled card's mana value.\n0/1";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /its cost exiled/);
  });
});
