import * as assert from 'node:assert';
import { describedAll, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a bestow card\'s "Whenever ~ or enchanted creature attacks"', () => {
  const card = (effect: string) => `Dawnmane Courser {2}{W}\nEnchantment Creature — Horse\nBestow {4}{W}\nWhenever Dawnmane Courser or enchanted creature attacks, ${effect}\nEnchanted creature gets +1/+1.\n2/2`;

  test('one Attacks line naming the card and the creature it enchants, no trigger zone; "defending player" is the attacker\'s', () => {
    assert.deepStrictEqual(script(card('defending player loses 1 life.')).filter((l) => /^T:|TrigEffect/.test(l)), [
      'T:Mode$ Attacks | ValidCard$ Card.Self,Creature.EnchantedBy | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredDefendingPlayer | LifeAmount$ 1',
    ]);
  });

  test('it is said as either attacking; of another event it is not written', () => {
    assert.match(describedAll(card('you gain 1 life.')), /this card or .*enchanted.* attacks/);
    assert.deepStrictEqual(notScripted('Dawnmane Courser {2}{W}\nEnchantment Creature — Horse\nBestow {4}{W}\nWhenever Dawnmane Courser or enchanted creature blocks, you gain 1 life.\nEnchanted creature gets +1/+1.\n2/2'), ['"~ or enchanted creature" of this event (not written yet)']);
  });

  test('"it" of the trigger is whichever attacked (TriggeredAttacker), not the enchanted creature', () => {
    assert.deepStrictEqual(script(card('it gets +2/+0 until end of turn.')).filter((l) => /TrigEffect/.test(l))[1],
      'SVar:TrigEffect:DB$ Pump | Defined$ TriggeredAttacker | NumAtt$ +2');
  });
});
