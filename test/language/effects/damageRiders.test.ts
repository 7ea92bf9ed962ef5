import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { instant } from './effectHelpers.js';

/** The spell ability of an instant with this rules text. */
suite('effect model: what a damage spell does besides its damage', () => {
  test('"If a creature dealt damage this way would die this turn, exile it instead" is read onto the one damage step', () => {
    const any = instant('Test Instant deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.', '{1}{R}');
    assert.strictEqual(any.unknown, undefined);
    const [s] = any.steps as Step[];
    assert.ok(s.do === 'damage' && s.exileDamagedIfDies);
    assert.match(describeEffect(any).join('\n'), /deal 3 damage to any target; if a creature dealt damage this way would die this turn, exile it instead/);
    const each = instant('Test Instant deals 1 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.', '{1}{R}');
    assert.ok((each.steps as Step[])[0].exileDamagedIfDies);
  });

  test('"… a creature dealt damage this way …" after damage to no creature, or after two steps, is not read', () => {
    assert.strictEqual(instant('Test Instant deals 3 damage to target player. If a creature dealt damage this way would die this turn, exile it instead.', '{1}{R}').unknown?.reason, 'not read: which creatures dealt damage this way');
    assert.strictEqual(instant('Test Instant deals 3 damage to any target and you gain 2 life. If a creature dealt damage this way would die this turn, exile it instead.', '{1}{R}').unknown?.reason, 'not read: which creatures dealt damage this way');
    assert.strictEqual(instant('Draw a card. If a creature dealt damage this way would die this turn, exile it instead.', '{1}{R}').unknown?.reason, 'not read: which creatures dealt damage this way');
  });

  test('"A creature dealt damage this way can\'t be regenerated this turn." is read onto a damage step to one target', () => {
    const e = instant("Test Instant deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.", '{1}{R}');
    assert.strictEqual(e.unknown, undefined);
    assert.ok((e.steps as Step[])[0].noRegenerateDamaged);
    assert.match(describeEffect(e).join('\n'), /a creature dealt damage this way can't be regenerated this turn/);
    assert.strictEqual(instant("Test Instant deals 1 damage to each creature. A creature dealt damage this way can't be regenerated this turn.", '{1}{R}').unknown?.reason, 'not read: which creatures dealt damage this way');
  });
});

suite('effect model: prevention divided among targets', () => {
  test('"Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose." divides the shield', () => {
    const e = instant('Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.', '{1}{R}');
    assert.strictEqual(e.unknown, undefined);
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'preventNext' && s.to.ref === 'target' && s.to.divided && s.to.max === 4);
    assert.match(describeEffect(e).join('\n'), /prevent the next 4 damage that would be dealt to one to 4 targets, the damage divided as you choose/);
    assert.strictEqual(instant('Prevent the next 4 damage that would be dealt this turn to any number of targets.', '{1}{R}').unknown?.reason, 'not read: how the prevention is divided');
  });
});
