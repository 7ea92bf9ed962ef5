import * as assert from 'node:assert';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge ward: the keyword as the trigger it stands for (702.21a), since the 2020 engine has no K:Ward', () => {
  test('ward with a mana cost counters the spell or ability unless its controller pays it', () => {
    assert.deepStrictEqual(script('Fenglass Wader {3}{U}\nCreature — Elemental\nWard {2}\n3/4'), [
      'T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Card.OppCtrl | TriggerZones$ Battlefield | Execute$ TrigWard',
      'SVar:TrigWard:DB$ Counter | Defined$ TriggeredSourceSA | UnlessCost$ 2 | UnlessPayer$ TriggeredSourceSAController',
    ]);
    assert.deepStrictEqual(notScripted('Fenglass Wader {3}{U}\nCreature — Elemental\nWard {1}{U}\n3/4'), []);
    assert.match(script('Fenglass Wader {3}{U}\nCreature — Elemental\nWard {1}{U}\n3/4')[1], /\| UnlessCost\$ 1 U \|/);
  });

  test('ward with a cost that is not mana pays that cost', () => {
    assert.deepStrictEqual(script('Hushmoth Drifter {1}{U}\nCreature — Insect Spirit\nFlying\nWard—Pay 3 life.\n1/2'), [
      'K:Flying',
      'T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Card.OppCtrl | TriggerZones$ Battlefield | Execute$ TrigWard',
      'SVar:TrigWard:DB$ Counter | Defined$ TriggeredSourceSA | UnlessCost$ PayLife<3> | UnlessPayer$ TriggeredSourceSAController',
    ]);
    assert.deepStrictEqual(script('Hushmoth Drifter {1}{U}\nCreature — Insect Spirit\nWard—Discard a card.\n1/2')[1], 'SVar:TrigWard:DB$ Counter | Defined$ TriggeredSourceSA | UnlessCost$ Discard<1/Card> | UnlessPayer$ TriggeredSourceSAController');
  });

  test('ward with a mana symbol Forge does not have stays unwritten', () => {
    assert.deepStrictEqual(notScripted('@mana {P} purple\n\nFenglass Wader {3}{U}\nCreature — Elemental\nWard {P}\n3/4'), ['Ward with a mana symbol Forge does not have']);
  });

  test('a bare "Ward {X}", whose X nothing defines (702.21b), stays unwritten', () => {
    assert.deepStrictEqual(notScripted('Fenglass Wader {3}{U}\nCreature — Elemental\nWard {X}\n3/4'), ['the keyword Ward with an X nothing defines']);
  });

  test('explain says what ward does and what it costs', () => {
    assert.match(describedFirst('Fenglass Wader {3}{U}\nCreature — Elemental\nWard {2}\n3/4'), /becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays \{2\}/);
    assert.match(describedFirst('Hushmoth Drifter {1}{U}\nCreature — Insect Spirit\nWard—Pay 3 life.\n1/2'), /unless its controller pays the cost "Pay 3 life"/);
  });
});
