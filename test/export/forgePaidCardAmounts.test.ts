import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: amounts of the card a cost discarded or exiled', () => {
  test('"the discarded card\'s mana value" is Discarded$CardManaCost, "the exiled card\'s power" Exiled$CardPower', () => {
    assert.deepStrictEqual(script("Test Cinder Sage {2}{R}\nCreature — Human Wizard\n{2}, {T}, Discard a card: Each opponent loses life equal to the discarded card's mana value.\n2/2"), [
      'A:AB$ LoseLife | Cost$ 2 T Discard<1/Card> | Defined$ Player.Opponent | LifeAmount$ X',
      'SVar:X:Discarded$CardManaCost',
    ]);
    assert.deepStrictEqual(script("Test Bone Tithe {2}{B}\nInstant\nAs an additional cost to cast this spell, exile a creature card from your graveyard.\nTarget player loses life equal to the exiled card's toughness."), [
      'A:SP$ LoseLife | Cost$ 2 B ExileFromGrave<1/Creature> | ValidTgts$ Player | LifeAmount$ X',
      'SVar:X:Exiled$CardToughness',
    ]);
  });

  test('counters on the card itself by the exiled card\'s mana value are not written (Forge spells the card two ways)', () => {
    const card = "Test Vault Grub {2}{B}\nCreature — Insect\n{1}{B}, Exile the top card of your library: Put X +1/+1 counters on Test Vault Grub, where X is the exiled card's power.\n1/1";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /its cost exiled/);
  });
});
