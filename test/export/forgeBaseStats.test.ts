import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a creature\'s base power and toughness set, its abilities lost', () => {
  test('"loses all abilities and becomes a blue Frog with base power and toughness 1/1" is Animate with RemoveAllAbilities$ and no card type', () => {
    assert.deepStrictEqual(script('Croakify {1}{U}\nInstant\nUntil end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Creature | Power$ 1 | Toughness$ 1 | Types$ Frog | Colors$ Blue | OverwriteColors$ True | RemoveCreatureTypes$ True | RemoveAllAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Lambify {1}{U}\nInstant\nUntil end of turn, target creature loses all abilities and has base power and toughness 0/1.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Creature | Power$ 0 | Toughness$ 1 | RemoveAllAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Dwindle Mist {U}\nInstant\nTarget creature has base power and toughness 1/1 until end of turn.'), [
      'A:SP$ Animate | Cost$ U | ValidTgts$ Creature | Power$ 1 | Toughness$ 1',
    ]);
  });

  test('"has base power 1 until end of turn" sets that one only (`Power$` without `Toughness$`), of a target or of the card itself', () => {
    assert.deepStrictEqual(script('Sapping Reed {1}\nArtifact\n{1}, Sacrifice Sapping Reed: Target creature an opponent controls has base power 1 until end of turn. Draw a card.'), [
      'A:AB$ Animate | Cost$ 1 Sac<1/CARDNAME> | ValidTgts$ Creature.OppCtrl | Power$ 1 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Brittle Golem {3}\nArtifact Creature — Golem\n{1}: Brittle Golem has base toughness 5 until end of turn.\n3/1'), [
      'A:AB$ Animate | Cost$ 1 | Defined$ Self | Toughness$ 5',
    ]);
  });

  test('with no duration, with X, or with "or", it is not written', () => {
    for (const text of ['Target creature has base power 2.', 'Target creature has base power X until end of turn.', 'Until end of turn, target creature has base power 2 or base toughness 2.']) {
      assert.match(forgeNotScripted(`Sapping Reed {1}\nArtifact\n{2}, {T}: ${text}`).join(), /^cardtext cannot read "/, text);
    }
  });

  test('"until your next turn" is not written, and the reason names the base power', () => {
    assert.deepStrictEqual(forgeNotScripted('Reed Warden {1}{G}\nCreature — Elf\n{2}: Target creature has base power 1 until your next turn.\n1/1'), ['a base power set other than until end of turn or for good']);
  });
});
