import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];
const second = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][1];
const kite = 'Test Kite {2}{U}\nCreature — Bird\nFlying\n{U}: Test Kite loses flying until end of turn.\n1/3';
const gust = 'Test Gust {1}{R}\nSorcery\nTest Gust deals 4 damage to target creature with flying. That creature loses flying until end of turn.';

suite('"<object> loses <keywords> until end of turn"', () => {
  test('read as a loseKeywords step of the card itself, or of the target named before, said in words', () => {
    const e = second(kite);
    assert.deepStrictEqual(e.steps, [{ do: 'loseKeywords', what: { ref: 'self' }, keywords: ['Flying'], duration: 'turn' }]);
    assert.match(describeEffect(e).join('\n'), /loses flying until end of turn/);
    const g = first(gust);
    assert.deepStrictEqual(g.steps?.map((s) => s.do), ['damage', 'loseKeywords']);
  });

  test('Forge: Debuff with the keywords, the card itself named (Defined$ Self), a target named before as Targeted', () => {
    assert.deepStrictEqual(script(kite), ['K:Flying', 'A:AB$ Debuff | Cost$ U | Defined$ Self | Keywords$ Flying']);
    assert.deepStrictEqual(script(gust), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature.withFlying | NumDmg$ 4 | SubAbility$ DBDebuff',
      'SVar:DBDebuff:DB$ Debuff | Defined$ Targeted | Keywords$ Flying',
    ]);
  });

  test('of a target the step chooses itself: read, not written yet', () => {
    const drop = 'Test Drop {2}{G}\nInstant\nTarget creature loses first strike until end of turn.';
    assert.deepStrictEqual(first(drop).steps?.map((s) => s.do), ['loseKeywords']);
    assert.match(forgeNotScripted(drop).join('\n'), /a target that loses keywords/);
  });

  test('losing a keyword for another duration stays unread; of each creature of a kind it is AnimateAll', () => {
    assert.ok(first('Test Drop {2}{G}\nInstant\nTarget creature loses flying until your next turn.').unknown);
    assert.deepStrictEqual(script('Test Drop {2}{G}\nInstant\nCreatures your opponents control lose flying until end of turn.'), [
      'A:SP$ AnimateAll | Cost$ 2 G | ValidCards$ Creature.OppCtrl | RemoveKeywords$ Flying',
    ]);
  });
});
