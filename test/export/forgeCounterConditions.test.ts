import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const bog = 'Mire Well\nLand\nMire Well enters the battlefield tapped with two depletion counters on it.\n{T}, Remove a depletion counter from Mire Well: Add {B}{B}. If there are no depletion counters on Mire Well, sacrifice it.';

suite('"If there are no … counters on ~, sacrifice it." (a step on the card itself without such counters)', () => {
  test('read as the sacrifice of the card itself, only if it has no such counters, and said in words', () => {
    const e = readCardEffects(parseDocument(bog).chunks.find((c) => c.model)!.model!).faces[0][1];
    assert.deepStrictEqual(e.steps![1], { do: 'sacrifice', who: { ref: 'you' }, what: { ref: 'self' }, ifNoCountersOnSelf: 'DEPLETION' });
    assert.match(describeEffect(e).join('\n'), /if there are no depletion counters on this card \(~\), you sacrifice this card/);
  });

  test('Forge: SacValid$ Self in a mana ability, Defined$ Self in a trigger, with ConditionPresent$ Card.Self+counters_EQ0_…', () => {
    assert.ok(script(bog).includes('SVar:DBEffect:DB$ Sacrifice | SacValid$ Self | ConditionPresent$ Card.Self+counters_EQ0_DEPLETION'));
    const gate = script('Sand Clock {2}{B}\nEnchantment\nAt the beginning of your upkeep, remove a time counter from Sand Clock. If there are no time counters on Sand Clock, sacrifice it.');
    assert.ok(gate.some((l) => /DB\$ Sacrifice \| Defined\$ Self \| ConditionPresent\$ Card\.Self\+counters_EQ0_TIME$/.test(l)), gate.join('\n'));
  });
});

suite('"Then if it has three or more +1/+1 counters on it, sacrifice ~." (of the enchanted creature)', () => {
  const trial = 'Trial of Roots {1}{G}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice Trial of Roots.';

  test('read as the sacrifice\'s condition on the enchanted creature\'s counters', () => {
    const e = readCardEffects(parseDocument(trial).chunks.find((c) => c.model)!.model!).faces[0][1];
    assert.deepStrictEqual(e.steps![1].ifCountersOn, { what: { ref: 'enchanted' }, counter: 'P1P1', atLeast: 3 });
    assert.match(describeEffect(e).join('\n'), /if the enchanted permanent has 3 or more \+1\/\+1 counters on it/);
  });

  test('Forge: the sacrifice (SacValid$ Self) on a count of the enchanted creature\'s counters', () => {
    const lines = script(trial);
    assert.ok(lines.includes('SVar:EnchantedCounters:Enchanted$CardCounters.P1P1'));
    assert.ok(lines.includes('SVar:DBSacrifice:DB$ Sacrifice | SacValid$ Self | ConditionCheckSVar$ EnchantedCounters | ConditionSVarCompare$ GE3'), lines.join('\n'));
  });
});

suite('"When you sacrifice ~" (a trigger on the card itself sacrificed)', () => {
  const trial = 'Trial of Sparks {1}{R}\nEnchantment — Aura\nEnchant creature\nWhen you sacrifice Trial of Sparks, it deals 3 damage to any target.';

  test('read as its own event, said in words', () => {
    const e = readCardEffects(parseDocument(trial).chunks.find((c) => c.model)!.model!).faces[0][1];
    assert.deepStrictEqual(e.trigger, { event: 'sacrificed', subject: { ref: 'self' } });
    assert.match(describeEffect(e).join('\n'), /is sacrificed by you/);
  });

  test('Forge: Mode$ Sacrificed | ValidPlayer$ You | ValidCard$ Card.Self', () => {
    assert.strictEqual(script(trial)[2], 'T:Mode$ Sacrificed | ValidPlayer$ You | ValidCard$ Card.Self | Execute$ TrigEffect');
  });
});

suite('"Remove all … counters from ~" (read, not written yet)', () => {
  test('Forge: not written (its scripts spell the count two ways), the reason given', () => {
    const card = 'Gleam Ward {1}{W}\nEnchantment\nAt the beginning of your upkeep, remove all glimmer counters from Gleam Ward.';
    assert.ok(!script(card).some((l) => l.startsWith('T:')));
    assert.ok(forgeNotScripted(card).some((r) => /removing all counters of a kind/.test(r)), forgeNotScripted(card).join('\n'));
  });
});
