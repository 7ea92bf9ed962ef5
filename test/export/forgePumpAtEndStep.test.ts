import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: the card\'s own pump, and what becomes of it at the beginning of the next end step', () => {
  test('"Destroy ~ (Exile it, Sacrifice it) at the beginning of the next end step." after its pump is `AtEOT$` on the Pump', () => {
    assert.deepStrictEqual(script('Rampant Boar {1}{G}\nCreature — Boar\nDiscard a card: Rampant Boar gets +2/+2 until end of turn. Destroy it at the beginning of the next end step.\n2/2'), [
      'A:AB$ Pump | Cost$ Discard<1/Card> | NumAtt$ +2 | NumDef$ +2 | AtEOT$ Destroy',
    ]);
    assert.deepStrictEqual(script('Rampant Boar {1}{G}\nCreature — Boar\n{G}{G}: Rampant Boar gains first strike until end of turn. Exile it at the beginning of the next end step.\n2/2'), [
      'A:AB$ Pump | Cost$ G G | Defined$ Self | KW$ First Strike | AtEOT$ Exile',
    ]);
    assert.deepStrictEqual(script('Rampant Boar {1}{G}\nCreature — Boar\nWhenever Rampant Boar blocks, it gets +1/+3 until end of turn. Sacrifice it at the beginning of the next end step.\n2/2').slice(1), [
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 1 | NumDef$ 3 | AtEOT$ Sacrifice',
    ]);
  });

  test('of a target, alone, "you may", a condition or protection, it is not written, and says why', () => {
    const cases: [string, string][] = [
      ['Target creature gets +4/+1 until end of turn. Destroy it at the beginning of the next end step.', 'cardtext cannot read "at the beginning of the next end step."'],
      ['Sacrifice Rampant Boar at the beginning of the next end step.', 'the card itself destroyed, exiled or sacrificed at the beginning of the next end step, other than after its pump (not written yet)'],
      ['Rampant Boar gets +4/+1 until end of turn. You may destroy Rampant Boar at the beginning of the next end step.', 'cardtext cannot read "at the beginning of the next end step."'],
      ['Rampant Boar gets +4/+1 until end of turn. If you control a Swamp, destroy Rampant Boar at the beginning of the next end step.', 'the card itself destroyed, exiled or sacrificed at the beginning of the next end step, other than after its pump (not written yet)'],
      ['Rampant Boar gains protection from black until end of turn. Exile it at the beginning of the next end step.', 'the card itself destroyed, exiled or sacrificed at the beginning of the next end step after a change other than a pump (not written yet)'],
    ];
    for (const [text, why] of cases) assert.deepStrictEqual(forgeNotScripted(`Rampant Boar {1}{G}\nCreature — Boar\n{1}{G}: ${text}\n2/2`), [why], text);
  });
});
