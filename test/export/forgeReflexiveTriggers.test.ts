import * as assert from 'node:assert';
import { exportAs, forgeAbilityLines as script } from './exportHelpers.js';

const wyrm = (effect: string) => `Ember Wyrm {3}{R}{R}\nCreature — Dragon\nFlying\nWhen Ember Wyrm enters the battlefield, ${effect}\n3/3`;

suite('Forge export: a reflexive trigger (603.12)', () => {
  test('"you may pay {2}{R}. When you do, …" is an ImmediateTrigger paid for as the trigger resolves, its steps executed then', () => {
    assert.deepStrictEqual(script(wyrm('you may pay {2}{R}. When you do, it deals 3 damage to any target.')), [
      'K:Flying',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigReflexive:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3',
      'SVar:TrigEffect:AB$ ImmediateTrigger | Cost$ 2 R | Execute$ TrigReflexive',
    ]);
  });

  test('the ImmediateTrigger says what it does when paid, as Forge\'s scripts describe it', () => {
    const file = exportAs('forge', `@set TST Test\n\n${wyrm('you may pay {2}{R}. When you do, it deals 3 damage to any target.')}\nRarity: Common\n`).files.find((f) => f.path.startsWith('cards/'))!;
    assert.match(file.content as string, /Execute\$ TrigReflexive \| TriggerDescription\$ When you do, it deals 3 damage to any target\.\n/);
  });

  test('"If you do" stays an ability paid for as it resolves', () => {
    assert.match(script(wyrm('you may pay {2}{R}. If you do, it deals 3 damage to any target.'))[2], /^SVar:TrigEffect:AB\$ DealDamage \| Cost\$ 2 R/);
  });
});
