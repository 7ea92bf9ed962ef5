import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const walker = (ability: string): string => `Orla, Rime Binder {3}{W}{U}\nLegendary Planeswalker — Orla\n+1: Draw a card.\n${ability}\nLoyalty: 4`;

suite('Forge scripts of untap limits, a life floor and skipped extra turns', () => {
  test('an untap limit is the engine keyword UntapAdjust:Kind:N of every player / each opponent (Player.Opponent)', () => {
    assert.deepStrictEqual(script("Rimed Gears {2}{U}\nArtifact\nPlayers can't untap more than two lands during their untap steps."), ['S:Mode$ Continuous | Affected$ Player | AddKeyword$ UntapAdjust:Land:2']);
    assert.deepStrictEqual(script("Still Herd {1}{W}\nEnchantment\nYour opponents can't untap more than one creature during their untap steps."), ['S:Mode$ Continuous | Affected$ Player.Opponent | AddKeyword$ UntapAdjust:Creature:1']);
  });

  test('an emblem with an untap limit of your opponents is a static of the command zone on Player.Opponent, no AffectedZone', () => {
    const lines = script(walker('−7: You get an emblem with "Your opponents can\'t untap more than three artifacts during their untap steps."'));
    assert.ok(lines.includes('SVar:STEmblem:Mode$ Continuous | EffectZone$ Command | Affected$ Player.Opponent | AddKeyword$ UntapAdjust:Artifact:3'), lines.join('\n'));
  });

  test('"Damage that would reduce your life total to less than 1 …" is DamageLifeThreshold:1 of you; with a condition first it is not written', () => {
    assert.deepStrictEqual(script('Last Breath Charm {3}\nArtifact\nDamage that would reduce your life total to less than 1 reduces it to 1 instead.\n{2}, {T}: You gain 1 life.').filter((l) => l.startsWith('S:')), ['S:Mode$ Continuous | Affected$ You | AddKeyword$ DamageLifeThreshold:1']);
    assert.match(forgeNotScripted('Last Breath Ward {3}{W}\nEnchantment\nAs long as you control an artifact, damage that would reduce your life total to less than 1 reduces it to 1 instead.').join('\n'), /cannot read "damage that would reduce your life/);
  });

  test('a skipped extra turn is a keyword of each opponent (Opponent) or every player (Player); of you only it is not written', () => {
    const rule = 'AddKeyword$ If you would begin an extra turn, skip that turn instead.';
    assert.deepStrictEqual(script('Stopped Hourglass {4}\nArtifact\nIf an opponent would begin an extra turn, that player skips that turn instead.\n{1}, {T}: Scry 1.').filter((l) => l.startsWith('S:')), [`S:Mode$ Continuous | Affected$ Opponent | ${rule}`]);
    assert.deepStrictEqual(script('Broken Hourglass {4}\nArtifact Creature — Golem\nVigilance\nIf a player would begin an extra turn, that player skips that turn instead.\n3/4').filter((l) => l.startsWith('S:')), [`S:Mode$ Continuous | Affected$ Player | ${rule}`]);
    assert.match(forgeNotScripted('Bent Hourglass {4}\nArtifact\nIf you would begin an extra turn, skip that turn instead.').join('\n'), /cannot read "If you would begin an extra turn/);
  });
});
