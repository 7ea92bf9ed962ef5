import * as assert from 'node:assert';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: heroic (a spell you cast that targets the card)', () => {
  test('"Whenever you cast a spell that targets ~" is SpellCast of your spell with TargetsValid$ Card.Self, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Oracle {2}{U}\nCreature — Vedalken Seer\nHeroic — Whenever you cast a spell that targets Test Oracle, target player mills three cards.\n2/3'), [
      'T:Mode$ SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mill | ValidTgts$ Player | NumCards$ 3',
    ]);
    assert.deepStrictEqual(script('Test Lancer {2}{W}\nCreature — Human Knight\nWhenever you cast a spell that targets Test Lancer, tap target creature an opponent controls.\n2/2'), [
      'T:Mode$ SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Tap | ValidTgts$ Creature.OppCtrl',
    ]);
  });

  test('heroic\'s P/T change of the card itself, a counter on it or a payment are not written yet (Forge spells them two ways)', () => {
    const cases = [
      'Test Runner {R}\nCreature — Human Warrior\nHeroic — Whenever you cast a spell that targets Test Runner, Test Runner gets +1/+0 until end of turn.\n1/1',
      'Test Squire {3}{W}\nCreature — Kor Soldier\nWhenever you cast a spell that targets Test Squire, you gain 1 life. Put a +1/+1 counter on Test Squire.\n2/3',
      'Test Pilgrim {1}{W}\nCreature — Human Monk\nHeroic — Whenever you cast a spell that targets Test Pilgrim, you may pay {1}{W}{W}. If you do, create two 1/1 white Soldier creature tokens.\n1/1',
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

  test('a spell of a kind that targets ~ is its ValidCard$, and its description takes "an" before a vowel', () => {
    const card = 'Test Duelist {1}{R}\nCreature — Goblin Warrior\nHeroic — Whenever you cast an instant or sorcery spell that targets Test Duelist, Test Duelist deals 1 damage to each opponent.\n2/1';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), [
      'T:Mode$ SpellCast | ValidCard$ Instant,Sorcery | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
    ]);
    assert.deepStrictEqual(script('Test Smith {2}{W}\nCreature — Dwarf Artificer\nWhenever you cast an Equipment spell that targets Test Smith, draw a card.\n2/2').filter((l) => l.startsWith('T:')), [
      'T:Mode$ SpellCast | ValidCard$ Equipment | ValidActivatingPlayer$ You | TargetsValid$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
    ]);
    assert.match(describedFirst(card), /whenever you cast an instant or sorcery spell that targets this card \(~\)/);
  });
});
