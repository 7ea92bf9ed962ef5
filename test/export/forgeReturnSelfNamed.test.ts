import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const execute = (card: string): string | undefined => script(card).find((l) => l.startsWith('SVar:TrigEffect:'));

suite('Forge scripts: a trigger returning the card itself from the graveyard names it', () => {
  test('a cast trigger names the card it returns (Defined$ Self), offered or paid for', () => {
    assert.strictEqual(
      execute('Test Ember Wisp {1}{R}\nCreature — Elemental Spirit\nWhenever you cast an instant or sorcery spell, you may return Test Ember Wisp from your graveyard to the battlefield tapped.\n2/1'),
      'SVar:TrigEffect:DB$ ChangeZone | Defined$ Self | Origin$ Graveyard | Destination$ Battlefield | Tapped$ True',
    );
    assert.strictEqual(
      execute('Test Gale Wisp {2}{W}\nCreature — Spirit\nWhenever an opponent casts a blue spell, you may pay {1}. If you do, return Test Gale Wisp from your graveyard to the battlefield.\n2/2'),
      'SVar:TrigEffect:AB$ ChangeZone | Cost$ 1 | Defined$ Self | Origin$ Graveyard | Destination$ Battlefield',
    );
  });

  test('a trigger on a permanent entering and an Aura\'s on its creature dying leave it unsaid, as an activated ability does', () => {
    assert.strictEqual(
      execute('Test Tide Wisp {1}{U}\nCreature — Spirit\nWhenever a creature token enters the battlefield under your control, return Test Tide Wisp from your graveyard to the battlefield.\n1/2'),
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Battlefield',
    );
    assert.ok(
      script('Test Bone Ward {1}{B}\nEnchantment — Aura\nEnchant creature you control\nEnchanted creature has menace.\nWhen enchanted creature dies, you gain 2 life and return Test Bone Ward from your graveyard to your hand.')
        .includes('SVar:DBChangeZone:DB$ ChangeZone | Origin$ Graveyard | Destination$ Hand'),
    );
    assert.deepStrictEqual(
      script('Test Grave Wisp {3}{B}\nCreature — Spirit\n{2}{B}: Return Test Grave Wisp from your graveyard to your hand.\n2/2'),
      ['A:AB$ ChangeZone | Cost$ 2 B | ActivationZone$ Graveyard | Origin$ Graveyard | Destination$ Hand'],
    );
  });

  test('an Aura returning itself "to its owner\'s hand" (or "your hand") when its creature dies is not written: it is in the graveyard by then (704.5m)', () => {
    const aura = (to: string) => `Test Gilded Vow {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1.\nWhen enchanted creature dies, return Test Gilded Vow to ${to}.`;
    for (const to of ["its owner's hand", 'your hand']) {
      assert.match(forgeNotScripted(aura(to)).join('\n'), /an Aura returning itself after the creature it enchanted left/);
    }
  });
});
