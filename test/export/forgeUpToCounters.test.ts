import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: up to a number of counters on the card itself, with a cap on their total', () => {
  test('"Put up to X … counters on ~" capped at a total is PutCounter with UpTo$ and MaxFromEffect$, naming the card', () => {
    assert.deepStrictEqual(script("Gearwork Mole {3}\nArtifact Creature — Mole\n{X}, {T}: Put up to X +0/+1 counters on Gearwork Mole. This ability can't cause the total number of +0/+1 counters on Gearwork Mole to be greater than five.\n1/1"), [
      'A:AB$ PutCounter | Cost$ X T | CounterType$ P0P1 | CounterNum$ X | Defined$ Self | UpTo$ True | MaxFromEffect$ 5',
      'SVar:X:Count$xPaid',
    ]);
  });
});

suite('Forge scripts: counters on two targets in one sentence', () => {
  test('"… and a +1/+1 counter on another target creature" is a second PutCounter with TargetUnique$', () => {
    assert.deepStrictEqual(script('Twin Grafting {2}{G}\nSorcery\nPut three +1/+1 counters on target creature and a +1/+1 counter on another target creature.'), [
      'A:SP$ PutCounter | Cost$ 2 G | ValidTgts$ Creature | CounterType$ P1P1 | CounterNum$ 3 | SubAbility$ DBPutCounter',
      'SVar:DBPutCounter:DB$ PutCounter | ValidTgts$ Creature | TargetUnique$ True | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });
});
