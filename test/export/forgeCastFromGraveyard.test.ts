import * as assert from 'node:assert';
import { describedAll, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const tally = 'Rising Tally {2}{G}\nSorcery\nPut two +1/+1 counters on target creature. If this spell was cast from a graveyard, put four +1/+1 counters on that creature instead.\nFlashback {4}{G}';

suite('Forge scripts: "If this spell was cast from a graveyard, … instead"', () => {
  test('another number of counters if the spell was cast from a graveyard counts Count$wasCastFromGraveyard.4.2', () => {
    const lines = script(tally);
    assert.ok(lines.some((l) => /^A:SP\$ PutCounter \| Cost\$ 2 G \| ValidTgts\$ Creature \| CounterType\$ P1P1 \| CounterNum\$ X/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$wasCastFromGraveyard.4.2'), lines.join('\n'));
    assert.match(describedAll(tally), /cast from a graveyard/);
  });

  test('a step done only if the spell was cast from a graveyard is not written', () => {
    assert.match(notScripted('Grave Echo {1}{B}\nSorcery\nDraw a card. If this spell was cast from a graveyard, you lose 2 life.\nFlashback {3}{B}').join('\n'), /cast from a graveyard/);
  });
});
