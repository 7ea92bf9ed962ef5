import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';
import { effectsOf } from './effectHelpers.js';

/** The first ability of a card with this type line and rules text, read. */
function first(text: string, typeLine = 'Enchantment'): AbilityEffect {
  return effectsOf(`Test Rulestone {2}{W}\n${typeLine}\n${text}`)[0];
}

const opponents = { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } };
const players = { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } };

suite('effect model: rules for players about untapping, life floors and extra turns', () => {
  test('"Players can\'t untap more than two lands during their untap steps" is an untap limit of every player', () => {
    const e = first("Players can't untap more than two lands during their untap steps.");
    assert.deepStrictEqual(e.continuous, [{ affected: players, keywords: ['UntapAdjust:Land:2'], rules: [] }]);
    assert.match(describeEffect(e).join(' '), /You can't untap more than 2 lands during your untap step/);
  });

  test('"Your opponents can\'t untap more than one creature …" is an untap limit of each opponent', () => {
    assert.deepStrictEqual(first("Your opponents can't untap more than one creature during their untap steps.").continuous, [{ affected: opponents, keywords: ['UntapAdjust:Creature:1'], rules: [] }]);
  });

  test('an untap limit whose noun does not agree with its number, or with a condition before it, is not read', () => {
    assert.ok(first("Players can't untap more than one lands during their untap steps.").unknown);
    assert.ok(first("Your opponents can't untap more than three permanent during their untap steps.").unknown);
    assert.ok(first("As long as you control a Wizard, players can't untap more than three artifacts during their untap steps.").unknown);
  });

  test('"Damage that would reduce your life total to less than 1 reduces it to 1 instead" is a rule of yours; another floor is not read', () => {
    // A fixed rules wording (Forge's engine keyword of it), so it cannot be varied; the card around it is invented.
    const e = first('Damage that would reduce your life total to less than 1 reduces it to 1 instead.');
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'you' }, keywords: ['DamageLifeThreshold:1'], rules: [] }]);
    assert.match(describeEffect(e).join(' '), /reduces it to 1 instead/);
    assert.ok(first('Damage that would reduce your life total to less than 3 reduces it to 3 instead.').unknown);
  });

  test('"If an opponent / a player would begin an extra turn, that player skips that turn instead" is a rule of those players', () => {
    // Fixed rules wordings (Forge's keyword of each), so they cannot be varied; the card around them is invented.
    assert.deepStrictEqual(first('If an opponent would begin an extra turn, that player skips that turn instead.').continuous, [{ affected: opponents, keywords: ['If you would begin an extra turn, skip that turn instead.'], rules: [] }]);
    assert.deepStrictEqual(first('If a player would begin an extra turn, that player skips that turn instead.').continuous, [{ affected: players, keywords: ['If you would begin an extra turn, skip that turn instead.'], rules: [] }]);
    assert.ok(first('If an opponent would begin an extra turn, you draw a card instead.').unknown);
  });
});
