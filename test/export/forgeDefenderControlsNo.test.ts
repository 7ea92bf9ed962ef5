import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('"Whenever ~ attacks, if defending player controls no …" (an intervening if of the defending player\'s permanents)', () => {
  const card = 'Dusk Harrier {2}{B}\nCreature — Bear Spirit\nWhenever Dusk Harrier attacks, if defending player controls no white nontoken permanents, Dusk Harrier gets +1/+0 until end of turn.\n2/2';

  test('it is read as a condition of the defending player\'s permanents, and said so', () => {
    const [e] = readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0];
    assert.strictEqual(e.unknown, undefined);
    const c = e.trigger?.condition;
    assert.ok(c && 'defenderControlsNo' in c);
    assert.deepStrictEqual(c.defenderControlsNo.alts[0].props.at(-1), { is: 'controller', who: 'defending' });
    assert.match(describeEffect(e).join('\n'), /if the defending player controls no white nontoken permanent/);
  });

  test('Forge checks none of them is present among the defending player\'s (DefenderCtrl), on the battlefield', () => {
    assert.strictEqual(script(card)[0],
      'T:Mode$ Attacks | ValidCard$ Card.Self | IsPresent$ Permanent.White+nonToken+DefenderCtrl | PresentCompare$ EQ0 | TriggerZones$ Battlefield | Execute$ TrigEffect');
  });

  test('of another creature\'s attack it is not written', () => {
    assert.deepStrictEqual(notScripted('Dusk Pack {2}{B}\nCreature — Bear Spirit\nWhenever a Bear you control attacks, if defending player controls no Walls, you gain 1 life.\n2/2'), ['"if defending player controls no …" of another event']);
  });
});
