import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: control "for as long as you control ~" or "as long as ~ remains on the battlefield"', () => {
  test('in a triggered ability of the permanent: LoseControl$ LeavesPlay,LoseControl', () => {
    assert.deepStrictEqual(script('Gloomtide Warden {3}{U}\nCreature — Merfolk Rogue\nAt the beginning of your upkeep, gain control of target artifact with mana value 2 or less for as long as you control Gloomtide Warden.\n2/4'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainControl | ValidTgts$ Artifact.cmcLE2 | LoseControl$ LeavesPlay,LoseControl',
    ]);
  });

  test('until end of turn, in the same trigger, stays LoseControl$ EOT', () => {
    assert.deepStrictEqual(script('Gloomtide Warden {3}{U}\nCreature — Merfolk Rogue\nAt the beginning of your upkeep, gain control of target enchantment until end of turn.\n2/4')[1],
      'SVar:TrigEffect:DB$ GainControl | ValidTgts$ Enchantment | LoseControl$ EOT');
  });

  test('in an activated ability or a spell it is not written yet', () => {
    assert.match(forgeNotScripted('Kelpbinder Idol {3}\nArtifact\n{5}{U}, Sacrifice a creature: Gain control of target land for as long as you control Kelpbinder Idol. Activate only as a sorcery.').join('\n'), /as long as you control the card, in an activated ability/);
    const spell = forgeNotScripted('Brine Sermon {3}{U}{U}\nSorcery\nYou draw a card. Gain control of target enchantment for as long as you control Brine Sermon.').join('\n');
    assert.match(spell, /as long as you control the card, in a spell/);
    assert.doesNotMatch(spell, /activated ability/);
  });

  test('in a trigger of the card off the battlefield (cast, cycled) it is not written: Forge\'s GainControl does nothing there', () => {
    // You control the spell on the stack (so by the rules you gain control until it resolves, at least); Forge's
    // GainControl returns at once while its source is not on the battlefield.
    assert.match(forgeNotScripted('Brine Tyrant {4}{U}{U}\nCreature — Kraken\nWhen you cast this spell, gain control of target creature for as long as you control Brine Tyrant.\n5/5').join('\n'), /in a trigger of the card off the battlefield/);
    assert.match(forgeNotScripted('Rustwake Chanter {2}{U}\nCreature — Human Monk\nWhen you cycle Rustwake Chanter, gain control of target creature for as long as you control Rustwake Chanter.\nCycling {2}\n2/2').join('\n'), /in a trigger of the card off the battlefield/);
  });

  test('"for as long as ~ remains on the battlefield": LoseControl$ LeavesPlay, of a permanent\'s ability only', () => {
    assert.deepStrictEqual(script('Siltmaw Oracle {1}{U}{U}\nCreature — Human Wizard\nLandfall — Whenever a land enters the battlefield under your control, gain control of target creature with power 2 or less for as long as Siltmaw Oracle remains on the battlefield.\n1/3')[1],
      'SVar:TrigEffect:DB$ GainControl | ValidTgts$ Creature.powerLE2 | LoseControl$ LeavesPlay');
    assert.deepStrictEqual(script('Tallow Shrine {2}{U}\nEnchantment\n{1}{U}{U}, Sacrifice an artifact: You draw a card, then gain control of target artifact for as long as Tallow Shrine remains on the battlefield.'), [
      'A:AB$ Draw | Cost$ 1 U U Sac<1/Artifact> | Defined$ You | NumCards$ 1 | SubAbility$ DBGainControl',
      'SVar:DBGainControl:DB$ GainControl | ValidTgts$ Artifact | LoseControl$ LeavesPlay',
    ]);
    assert.match(forgeNotScripted('Reef Grasp {2}{U}{U}\nSorcery\nGain control of target creature for as long as Reef Grasp remains on the battlefield.').join('\n'), /as long as a spell remains on the battlefield/);
  });
});
