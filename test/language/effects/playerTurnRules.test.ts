import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: a rule a player has for the rest of the turn', () => {
  test("\"Target player can't play lands this turn\" and \"… can't cast <kind> spells this turn\", said in words", () => {
    const lands = effectsOf("Test Surveyor {3}{R}\nCreature — Goblin Scout\n{1}{R}, {T}: Target player can't play lands this turn.\n2/3")[0];
    assert.deepStrictEqual(lands.steps, [{ do: 'playerTurnRule', who: { ref: 'target', filter: { alts: [{ noun: 'Player', props: [] }] }, min: 1, max: 1, id: 0 }, rule: 'cantPlayLands' }]);
    assert.match(describeEffect(lands).join('\n'), /target player can't play lands this turn/);
    const cast = instant("Target player can't cast instant spells this turn.", '{W}');
    assert.deepStrictEqual(cast.steps?.[0], { do: 'playerTurnRule', who: { ref: 'target', filter: { alts: [{ noun: 'Player', props: [] }] }, min: 1, max: 1, id: 0 }, rule: 'cantCast', kind: 'Instant' });
    const opponents = instant("Your opponents can't cast sorcery spells this turn.", '{W}');
    assert.deepStrictEqual(opponents.steps?.[0], { do: 'playerTurnRule', who: { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } }, rule: 'cantCast', kind: 'Sorcery' });
  });

  test('"You may play an additional land this turn" (305.2), and what is not read', () => {
    const land = instant('You may play an additional land this turn. You gain 1 life.', '{G}');
    assert.deepStrictEqual(land.steps?.[0], { do: 'playerTurnRule', who: { ref: 'you' }, rule: 'extraLand' });
    assert.match(describeEffect(land).join('\n'), /you may play an additional land this turn/);
    // Of each player, or for a longer time: not read.
    assert.ok(instant("Each player can't play lands this turn.", '{R}').unknown);
    assert.ok(instant("Target player can't play lands this turn or next turn.", '{R}').unknown);
  });

  test('rules of the game for the turn: damage that can\'t be prevented (614.16), permanents entering tapped', () => {
    const damage = effectsOf("Test Scorcher {2}{R}\nCreature — Elemental\n{3}, {T}: Damage can't be prevented this turn.\n2/2")[0];
    assert.deepStrictEqual(damage.steps, [{ do: 'gameTurnRule', rule: 'noPrevention' }]);
    assert.match(describeEffect(damage).join('\n'), /damage can't be prevented this turn/);
    assert.deepStrictEqual(instant('Permanents enter the battlefield tapped this turn. You gain 3 life.', '{W}').steps?.[0], { do: 'gameTurnRule', rule: 'enterTapped' });
  });

  test("\"Players can't search libraries this turn\", said in words", () => {
    const seal = instant("Players can't search libraries this turn. You gain 1 life.", '{U}');
    assert.deepStrictEqual(seal.steps?.[0], { do: 'playerTurnRule', who: { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }, rule: 'cantSearch' });
    assert.match(describeEffect(seal).join('\n'), /players can't search libraries this turn/);
  });
});
