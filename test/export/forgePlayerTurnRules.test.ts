import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite("Forge scripts: a player's rule for the turn (\"Target player can't play lands this turn\")", () => {
  test('an Effect named after the card, remembering its target, its static the rule', () => {
    assert.deepStrictEqual(script("Test Surveyor {3}{R}\nCreature — Goblin Scout\n{1}{R}, {T}: Target player can't play lands this turn.\n2/3"), [
      'A:AB$ Effect | Cost$ 1 R T | Name$ Test Surveyor Effect | ValidTgts$ Player | RememberObjects$ Targeted | StaticAbilities$ STRule',
      'SVar:STRule:Mode$ CantPlayLand | Player$ Player.IsRemembered | EffectZone$ Command',
    ]);
    assert.deepStrictEqual(script("Test Hush {W}\nInstant\nTarget player can't cast instant spells this turn."), [
      'A:SP$ Effect | Cost$ W | Name$ Test Hush Effect | ValidTgts$ Player | RememberObjects$ Targeted | StaticAbilities$ STRule',
      'SVar:STRule:Mode$ CantBeCast | Caster$ Player.IsRemembered | ValidCard$ Instant | EffectZone$ Command',
    ]);
    assert.deepStrictEqual(script("Test Gag {1}{W}\nInstant\nYour opponents can't cast spells this turn. You gain 2 life."), [
      'A:SP$ Effect | Cost$ 1 W | Name$ Test Gag Effect | StaticAbilities$ STRule | SubAbility$ DBGainLife',
      'SVar:STRule:Mode$ CantBeCast | Caster$ Opponent | ValidCard$ Card | EffectZone$ Command',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('one more land to play, as the ability\'s own effect only', () => {
    assert.deepStrictEqual(script('Test Scouting {G}\nSorcery\nYou may play an additional land this turn. You gain 1 life.').slice(0, 2), [
      'A:SP$ Effect | Cost$ G | Name$ Test Scouting Effect | StaticAbilities$ STRule | SubAbility$ DBGainLife',
      'SVar:STRule:Mode$ Continuous | Affected$ You | AddKeyword$ AdjustLandPlays:1 | EffectZone$ Command',
    ]);
    assert.match(forgeNotScripted('Test Trek {1}{G}\nSorcery\nYou gain 1 life. You may play an additional land this turn.').join('\n'), /sub-ability/);
    // In a trigger, the reason says so (it said "in a sub-ability or a mode").
    assert.deepStrictEqual(forgeNotScripted("Test Pathfinder {2}{G}\nCreature — Elf Scout\nWhen this creature enters, you may play an additional land this turn.\n2/2"), ["a player's rule for the turn in a triggered ability (not written yet)"]);
  });

  test('rules of the game for the turn: `GlobalRule$` of damage, `ETBTapped` of permanents', () => {
    assert.deepStrictEqual(script("Test Scorcher {2}{R}\nCreature — Elemental\n{3}, {T}: Damage can't be prevented this turn.\n2/2"), [
      'A:AB$ Effect | Cost$ 3 T | Name$ Test Scorcher Effect | StaticAbilities$ STRule',
      "SVar:STRule:Mode$ Continuous | GlobalRule$ Damage can't be prevented. | EffectZone$ Command",
    ]);
    assert.deepStrictEqual(script('Test Slowing {W}\nInstant\nPermanents enter the battlefield tapped this turn.'), [
      'A:SP$ Effect | Cost$ W | Name$ Test Slowing Effect | StaticAbilities$ STRule',
      'SVar:STRule:Mode$ ETBTapped | ValidCard$ Permanent | EffectZone$ Command',
    ]);
  });

  test("players who can't search libraries this turn: an unnamed Effect granting every player Forge's keyword of it", () => {
    assert.deepStrictEqual(script("Test Seal {1}{U}\nInstant\nPlayers can't search libraries this turn. You gain 1 life."), [
      'A:SP$ Effect | Cost$ 1 U | StaticAbilities$ STRule | SubAbility$ DBGainLife',
      'SVar:STRule:Mode$ Continuous | Affected$ Player | AddKeyword$ CantSearchLibrary | EffectZone$ Command',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 1',
    ]);
  });
});
