import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a restriction on every object of a kind for the turn ("Multicolored creatures can\'t block this turn")', () => {
  test('an Effect named after the card, its static granting the hidden keyword on the battlefield', () => {
    assert.deepStrictEqual(script("Test Rout {1}{R}\nSorcery\nMulticolored creatures can't block this turn."), [
      'A:SP$ Effect | Cost$ 1 R | Name$ Test Rout Effect | StaticAbilities$ STRestrict',
      "SVar:STRestrict:Mode$ Continuous | Affected$ Creature.MultiColor | AffectedZone$ Battlefield | AddHiddenKeyword$ CARDNAME can't block. | EffectZone$ Command",
    ]);
    assert.deepStrictEqual(script('Test Drummer {2}{R}\nCreature — Goblin\n{1}, {T}: Creatures without flying attack this turn if able.\n1/1'), [
      'A:AB$ Effect | Cost$ 1 T | Name$ Test Drummer Effect | StaticAbilities$ STRestrict',
      'SVar:STRestrict:Mode$ Continuous | Affected$ Creature.withoutFlying | AffectedZone$ Battlefield | AddHiddenKeyword$ CARDNAME attacks each combat if able. | EffectZone$ Command',
    ]);
  });

  test('in a triggered ability, not written, and the reason says so', () => {
    assert.deepStrictEqual(forgeNotScripted("Test Warhorn {3}{R}\nCreature — Goblin\nWhen this creature enters, creatures with power 2 or less can't block this turn.\n2/2"), ['a restriction on every object of a kind in a triggered ability (not written yet)']);
  });

  test('of the objects a player controls, it is not written (Forge spells it several ways)', () => {
    assert.match(forgeNotScripted("Test Taunt {1}{R}\nInstant\nEach creature your opponents control attacks this turn if able.").join('\n'), /a player controls/);
    assert.match(forgeNotScripted("Test Surge {1}{U}\nInstant\nGreen creatures you control can't be blocked this turn.").join('\n'), /a player controls/);
  });
});
