import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: "whenever you\'re dealt damage", "whenever ~ is dealt combat damage"', () => {
  test('"Whenever you\'re dealt damage" is DamageDoneOnce of you; "that many" is the damage amount', () => {
    assert.deepStrictEqual(script("Scarred Lantern {3}\nArtifact\nWhenever you are dealt damage, put that many doom counters on Scarred Lantern."), [
      'T:Mode$ DamageDoneOnce | ValidTarget$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ DOOM | CounterNum$ X',
    ]);
  });

  test('"~ is dealt combat damage" is DamageDoneOnce of the card with CombatDamage$ True; "you\'re dealt combat damage" is not written yet', () => {
    assert.match(notScripted("Bruised Watcher {1}{G}\nCreature — Elf\nWhenever you're dealt combat damage, Bruised Watcher gets +1/+1 until end of turn.\n2/2").join('\n'), /you're dealt combat damage" \(not written yet\)/);
    assert.strictEqual(script('Stonehide Wall {1}{W}\nCreature — Wall\nDefender\nWhenever Stonehide Wall is dealt combat damage, draw a card.\n0/5').find((l) => l.startsWith('T:')),
      'T:Mode$ DamageDoneOnce | ValidTarget$ Card.Self | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect');
  });

  test('"you get that many {E}" of a combat damage trigger is energy counted by the damage', () => {
    assert.deepStrictEqual(script('Storm Courier {3}{U}\nCreature — Bird\nFlying\nWhenever Storm Courier deals combat damage to a player, you get that many {E}.\n2/3').slice(1), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ You | CounterType$ ENERGY | CounterNum$ X',
    ]);
  });
});
