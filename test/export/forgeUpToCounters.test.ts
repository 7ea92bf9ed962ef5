import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: up to a number of counters on the card itself, with a cap on their total', () => {
  test('"Put up to two charge counters on ~" capped at a total is PutCounter with UpTo$ and MaxFromEffect$, naming the card', () => {
    assert.deepStrictEqual(script("Ember Still {4}\nArtifact\n{2}, {T}: Put up to two charge counters on Ember Still. This ability can't cause the total number of charge counters on Ember Still to be greater than six. Draw a card."), [
      'A:AB$ PutCounter | Cost$ 2 T | CounterType$ CHARGE | CounterNum$ 2 | Defined$ Self | UpTo$ True | MaxFromEffect$ 6 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('in a trigger, the card is named once (Defined$ Self)', () => {
    const lines = script("Kiln Sprite {1}{R}\nCreature — Elemental\nWhen this creature enters, you may put up to three charge counters on Kiln Sprite. This ability can't cause the total number of charge counters on Kiln Sprite to be greater than four.\n1/1");
    const put = lines.find((l) => l.includes('PutCounter'));
    assert.ok(put, lines.join('\n'));
    assert.strictEqual(put.match(/Defined\$ Self/g)?.length, 1, put);
    assert.match(put, /CounterType\$ CHARGE \| CounterNum\$ 3 \| .*UpTo\$ True \| MaxFromEffect\$ 4/);
  });
});

suite('Forge scripts: counters on two targets in one sentence', () => {
  test('"… and a -1/-1 counter on another target creature" is a second PutCounter with TargetUnique$', () => {
    assert.deepStrictEqual(script('Grafted Rivalry {1}{B}{G}\nInstant\nPut two +1/+1 counters on target creature you control and a -1/-1 counter on another target creature.'), [
      'A:SP$ PutCounter | Cost$ 1 B G | ValidTgts$ Creature.YouCtrl | CounterType$ P1P1 | CounterNum$ 2 | SubAbility$ DBPutCounter',
      'SVar:DBPutCounter:DB$ PutCounter | ValidTgts$ Creature | TargetUnique$ True | CounterType$ M1M1 | CounterNum$ 1',
    ]);
  });

  test('"… on up to one other target creature" keeps "other": TargetUnique$ on the second step', () => {
    assert.deepStrictEqual(script('Shared Burden {1}{W}\nSorcery\nPut a shield counter on target creature and a +1/+1 counter on up to one other target creature.'), [
      'A:SP$ PutCounter | Cost$ 1 W | ValidTgts$ Creature | CounterType$ SHIELD | CounterNum$ 1 | SubAbility$ DBPutCounter',
      'SVar:DBPutCounter:DB$ PutCounter | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 1 | TargetUnique$ True | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('"those creatures" or "that creature" after the two targets is not written (Forge\'s Targeted names the second only)', () => {
    const rivals = (then: string): string => `Sparring Rites {2}{G}\nInstant\nPut a +1/+1 counter on target creature and two +1/+1 counters on another target creature you control. ${then}`;
    for (const then of ['Those creatures gain trample until end of turn.', 'Untap that creature.', 'It gains haste until end of turn.']) {
      assert.deepStrictEqual(script(rivals(then)), [], then);
      assert.match(notScripted(rivals(then)).join('\n'), /cannot read/, then);
    }
  });
});
