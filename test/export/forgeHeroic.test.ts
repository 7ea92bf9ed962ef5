import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: heroic (a spell you cast that targets the card)', () => {
  test('"Whenever you cast a spell that targets ~" is SpellCast of your spell with TargetsValid$ Card.Self, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Oracle {1}{U}\nCreature — Human Wizard\nHeroic — Whenever you cast a spell that targets Test Oracle, scry 2.\n1/3'), [
      'T:Mode$ SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Scry | ScryNum$ 2',
    ]);
    assert.deepStrictEqual(script('Test Lancer {2}{W}\nCreature — Human Knight\nWhenever you cast a spell that targets Test Lancer, tap target creature an opponent controls.\n2/2'), [
      'T:Mode$ SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Tap | ValidTgts$ Creature.OppCtrl',
    ]);
  });

  test('heroic\'s P/T change of the card itself, a counter on it or a payment are not written yet (Forge spells them two ways)', () => {
    const cases = [
      'Test Runner {R}\nCreature — Human Warrior\nHeroic — Whenever you cast a spell that targets Test Runner, Test Runner gets +1/+0 until end of turn.\n1/1',
      'Test Squire {1}{W}\nCreature — Human Soldier\nHeroic — Whenever you cast a spell that targets Test Squire, put two +1/+1 counters on Test Squire.\n1/2',
      'Test Pilgrim {G}\nCreature — Human Monk\nHeroic — Whenever you cast a spell that targets Test Pilgrim, you may pay {2}. If you do, you gain 3 life.\n1/1',
    ];
    for (const card of cases) {
      assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), [], card);
      assert.match(notScripted(card).join('\n'), /heroic's P\/T change of the card itself, a counter on it or a payment/, card);
    }
    // What is not the card's own P/T stays written: a keyword it gains.
    assert.deepStrictEqual(script('Test Warden {2}{U}\nCreature — Merfolk\nHeroic — Whenever you cast a spell that targets Test Warden, Test Warden gains flying until end of turn.\n2/2'), [
      'T:Mode$ SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | KW$ Flying',
    ]);
  });
});
