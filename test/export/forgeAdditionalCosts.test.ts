import * as assert from 'node:assert';
import { describedFirst as described, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: additional and alternative costs to cast a spell', () => {
  test('"reveal a Merfolk card from your hand or pay {3}" is Forge\'s K:AlternateAdditionalCost with the reveal and the mana', () => {
    const card = 'Reef Scout {1}{U}\nCreature — Merfolk Scout\nAs an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.\nWhen this creature enters, draw a card.\n2/1';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('K:')), ['K:AlternateAdditionalCost:Reveal<1/Merfolk>:3']);
    assert.match(described(card), /additional cost: reveal a Merfolk card from your hand or pay \{3\}/);
    // A sorcery's too: the line is its own, beside the spell's effect.
    assert.deepStrictEqual(script('Herd Call {1}{G}\nSorcery\nAs an additional cost to cast this spell, reveal an Elf card from your hand or pay {1}.\nYou gain 3 life.'), [
      'K:AlternateAdditionalCost:Reveal<1/Elf>:1', 'A:SP$ GainLife | Cost$ 1 G | LifeAmount$ 3',
    ]);
  });

  test('a reveal that is not of a subtype is not read as one ("you may reveal" with no payment instead is presence: forgeKeywordCosts)', () => {
    assert.match(forgeNotScripted('Odd Scout {1}{U}\nCreature — Merfolk Scout\nAs an additional cost to cast this spell, reveal a blue card from your hand or pay {3}.\n2/1').join('\n'), /cannot read/);
  });

  test('overload (702.96) is a second spell ability, "target" made "each", at the overload cost with NonBasicSpell$ True', () => {
    assert.deepStrictEqual(script('Surge Fist {R}\nInstant\nTarget creature you control gets +2/+0 until end of turn.\nOverload {2}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")'), [
      'A:SP$ Pump | Cost$ R | ValidTgts$ Creature.YouCtrl | NumAtt$ +2',
      'A:SP$ PumpAll | Cost$ 2 R | ValidCards$ Creature.YouCtrl | NumAtt$ +2 | NonBasicSpell$ True | PrecostDesc$ Overload | CostDesc$ {2}{R}',
    ]);
    assert.deepStrictEqual(script("Gale Squall {U}\nSorcery\nTap target creature you don't control.\nOverload {3}{U}"), [
      "A:SP$ Tap | Cost$ U | ValidTgts$ Creature.YouDontCtrl", "A:SP$ TapAll | Cost$ 3 U | ValidCards$ Creature.YouDontCtrl | NonBasicSpell$ True | PrecostDesc$ Overload | CostDesc$ {3}{U}",
    ]);
    // A spell with no target has nothing to overload.
    assert.match(forgeNotScripted('Dull Surge {R}\nInstant\nCreatures you control get +1/+0 until end of turn.\nOverload {2}{R}').join('\n'), /overload of a spell with no target/);
  });
});
