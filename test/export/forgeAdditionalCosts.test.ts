import * as assert from 'node:assert';
import { describedFirst as described, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: additional costs to cast a spell', () => {
  test('"reveal a Merfolk card from your hand or pay {3}" is Forge\'s K:AlternateAdditionalCost with the reveal and the mana', () => {
    const card = 'Reef Scout {1}{U}\nCreature — Merfolk Scout\nAs an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.\nWhen this creature enters, draw a card.\n2/1';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('K:')), ['K:AlternateAdditionalCost:Reveal<1/Merfolk>:3']);
    assert.match(described(card), /additional cost: reveal a Merfolk card from your hand or pay \{3\}/);
    // A sorcery's too: the line is its own, beside the spell's effect.
    assert.deepStrictEqual(script('Herd Call {1}{G}\nSorcery\nAs an additional cost to cast this spell, reveal an Elf card from your hand or pay {1}.\nYou gain 3 life.'), [
      'K:AlternateAdditionalCost:Reveal<1/Elf>:1', 'A:SP$ GainLife | Cost$ 1 G | LifeAmount$ 3',
    ]);
  });

  test('a reveal that is not of a subtype, or "you may reveal" with no payment instead, is not read as one', () => {
    assert.match(forgeNotScripted('Odd Scout {1}{U}\nCreature — Merfolk Scout\nAs an additional cost to cast this spell, reveal a blue card from your hand or pay {3}.\n2/1').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Maybe Scout {1}{U}\nCreature — Merfolk Scout\nAs an additional cost to cast this spell, you may reveal a Merfolk card from your hand.\n2/1').join('\n'), /cannot read/);
  });
});
