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
