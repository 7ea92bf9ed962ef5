import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: X targets', () => {
  test('"Tap X target …" (X paid in mana) chooses 0 to MaxTgts targets and reads X as the number chosen', () => {
    assert.deepStrictEqual(script('Frozen Hush {X}{U}{U}\nSorcery\nTap X target artifacts.'), [
      'A:SP$ Tap | Cost$ X U U | ValidTgts$ Artifact | TargetMin$ 0 | TargetMax$ MaxTgts',
      'SVar:X:Targeted$Amount',
      'SVar:MaxTgts:Count$Valid Artifact',
    ]);
  });

  test('a later X of the same ability is the same number of targets', () => {
    assert.deepStrictEqual(script('Wrecking Crew {X}{X}{R}\nSorcery\nDestroy X target artifacts. Create X 1/1 red Goblin creature tokens.'), [
      'A:SP$ Destroy | Cost$ X X R | ValidTgts$ Artifact | TargetMin$ 0 | TargetMax$ MaxTgts | SubAbility$ DBToken',
      'SVar:X:Targeted$Amount',
      'SVar:MaxTgts:Count$Valid Artifact',
      'SVar:DBToken:DB$ Token | TokenAmount$ X | TokenName$ Goblin | TokenTypes$ Creature,Goblin | TokenOwner$ You | TokenColors$ Red | TokenPower$ 1 | TokenToughness$ 1',
    ]);
  });

  test('X targets in a graveyard or an X no mana pays stay unwritten', () => {
    assert.ok(forgeNotScripted('Grave Call {X}{B}{B}{B}\nSorcery\nReturn X target artifact cards from your graveyard to your hand.').some((r) => /X targets not on the battlefield/.test(r)));
    assert.ok(forgeNotScripted('Frost Keeper {2}{W}\nCreature — Spirit\n{1}, Remove X ice counters from Frost Keeper: Tap X target creatures.\n2/2').some((r) => /X is not paid in mana/.test(r)));
  });
});
