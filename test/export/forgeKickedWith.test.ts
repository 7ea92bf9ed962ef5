import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: "if this spell was kicked with its {…} kicker"', () => {
  test('Condition$ Kicked 1 or 2, the cost\'s place in the Kicker keyword; a target chosen before is named either way', () => {
    const lines = script('Twin Flare {X}{R}\nSorcery\nKicker {1}{R} and/or {2}{G}\nTwin Flare deals X damage to target creature. If Twin Flare was kicked with its {1}{R} kicker, it deals 2 damage to that creature\'s controller. If this spell was kicked with its {2}{G} kicker, you gain X life.');
    assert.ok(lines.includes('K:Kicker:1 R:2 G'), lines.join('\n'));
    assert.ok(lines.some((l) => /^SVar:\w+:DB\$ GainLife \| LifeAmount\$ X \| Condition\$ Kicked 2$/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^SVar:\w+:DB\$ DealDamage \| Defined\$ TargetedController \| NumDmg\$ 2 \| Condition\$ Kicked 1 \| SubAbility\$ \w+$/.test(l)), lines.join('\n'));
  });

  test('of a plain kicker, a step on the spell\'s target is still not written', () => {
    assert.ok(notScripted('Keen Bite {B}\nInstant\nKicker {1}{B}\nTarget creature gets +2/+0 until end of turn. If this spell was kicked, that creature gains deathtouch until end of turn.').includes('a target chosen only if the spell was kicked'));
  });
});
