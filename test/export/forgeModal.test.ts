import * as assert from 'node:assert';
import { exportAs, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: modal triggered and activated abilities', () => {
  test('a modal trigger executes a Charm (TrigCharm) whose choices are its modes; a counter on the card leaves Defined$ Self out', () => {
    assert.deepStrictEqual(script('Test Hound {1}{G}\nCreature — Hound\nWhen Test Hound enters the battlefield, choose one —\n• Put a +1/+1 counter on Test Hound.\n• Destroy target artifact.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigCharm',
      'SVar:DBChoice:DB$ PutCounter | CounterType$ P1P1 | CounterNum$ 1',
      'SVar:DBChoice2:DB$ Destroy | ValidTgts$ Artifact',
      'SVar:TrigCharm:DB$ Charm | Choices$ DBChoice,DBChoice2',
    ]);
  });

  test('"that player" in a mode of a combat damage trigger is the damaged player (TriggeredTarget)', () => {
    assert.deepStrictEqual(script('Test Wraith {2}{U}{B}\nCreature — Spirit\nWhenever Test Wraith deals combat damage to a player, choose one —\n• That player discards a card.\n• You draw a card.\n2/3').slice(1, 2), [
      'SVar:DBChoice:DB$ Discard | Defined$ TriggeredTarget | NumCards$ 1 | Mode$ TgtChoose',
    ]);
  });

  test('a modal beginning-of-upkeep trigger counts its modes (CharmNum$), as Forge\'s scripts of it do', () => {
    const lines = script('Test Lantern {2}\nArtifact\nAt the beginning of your upkeep, choose one —\n• You gain 1 life.\n• Each opponent loses 1 life.');
    assert.strictEqual(lines.at(-1), 'SVar:TrigCharm:DB$ Charm | Choices$ DBChoice,DBChoice2 | CharmNum$ 1');
    const two = script('Test Lantern {2}\nArtifact\nWhen Test Lantern enters the battlefield, choose two —\n• You gain 1 life.\n• Each opponent loses 1 life.\n• Scry 1.');
    assert.strictEqual(two.at(-1), 'SVar:TrigCharm:DB$ Charm | Choices$ DBChoice,DBChoice2,DBChoice3 | CharmNum$ 2');
  });

  test('each mode is offered by its text (SpellDescription$, the card\'s name as CARDNAME)', () => {
    const result = exportAs('forge', '@set TST Test\n\nTest Hound {1}{G}\nCreature — Hound\nWhen Test Hound enters the battlefield, choose one —\n• Put a +1/+1 counter on Test Hound.\n• Destroy target artifact.\n1/1\nRarity: Common\n');
    const file = result.files.find((f) => f.path.startsWith('cards/'))!.content as string;
    assert.match(file, /^SVar:DBChoice:DB\$ PutCounter \| CounterType\$ P1P1 \| CounterNum\$ 1 \| SpellDescription\$ Put a \+1\/\+1 counter on CARDNAME\.$/m);
  });

  test('a modal activated ability is read but not written yet', () => {
    assert.match(notScripted('Test Bow {1}{G}\nArtifact\n{1}{G}, {T}: Choose one —\n• Put a +1/+1 counter on target creature.\n• You gain 3 life.').join('\n'), /a modal activated ability \(not written yet\)/);
  });
});
