import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: conditions of "at the beginning of" triggers', () => {
  test('"… on equipped creature if it\'s blue" is ConditionDefined$ Equipped | ConditionPresent$ Creature.Blue, checked on resolution', () => {
    const lines = script('Tide Band {2}\nArtifact — Equipment\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if it\'s blue.\nEquip {1}');
    assert.deepStrictEqual(lines.slice(0, 2), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | CheckOnResolve$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ Equipped | CounterType$ P1P1 | CounterNum$ 1 | ConditionDefined$ Equipped | ConditionPresent$ Creature.Blue | ConditionCompare$ EQ1',
    ]);
  });
});

suite('Forge scripts: "if you gained life this turn"', () => {
  test('is CheckSVar$ of Forge\'s count of the life you gained this turn, GE1', () => {
    assert.deepStrictEqual(script('Dusk Feaster {1}{B}\nCreature — Vampire\nAt the beginning of each end step, if you gained life this turn, draw a card.\n2/2'), [
      'T:Mode$ Phase | Phase$ End of Turn | TriggerZones$ Battlefield | CheckSVar$ X | SVarCompare$ GE1 | Execute$ TrigEffect',
      'SVar:X:Count$LifeYouGainedThisTurn', 'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });
});

suite('Forge scripts: "at end of combat"', () => {
  test('is Phase$ EndCombat; "if ~ attacked or blocked this combat" is IsPresent$ of the card itself attacking or blocking, any player\'s', () => {
    assert.deepStrictEqual(script('Rusted Ram {4}\nArtifact Creature — Construct\nAt end of combat, if Rusted Ram attacked or blocked this combat, put a +1/+1 counter on it.\n2/2'), [
      'T:Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Card.Self+attackedThisCombat,Card.Self+blockedThisCombat | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1',
    ]);
    assert.deepStrictEqual(script('Rusted Ram {4}\nArtifact Creature — Construct\nAt end of combat, you gain 1 life.\n2/2'), [
      'T:Mode$ Phase | Phase$ EndCombat | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
  });
});

suite('Forge scripts: "if you lost life last turn"', () => {
  test('is CheckSVar$ of Forge\'s count of the life its controller lost last turn, GE1', () => {
    assert.deepStrictEqual(script('Scarred Watch {1}{W}\nEnchantment\nAt the beginning of each upkeep, if you lost life last turn, you gain 1 life.'), [
      'T:Mode$ Phase | Phase$ Upkeep | TriggerZones$ Battlefield | CheckSVar$ X | SVarCompare$ GE1 | Execute$ TrigEffect',
      'SVar:X:Count$Controller$LifeLostLastTurn', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
  });
});

suite('Forge scripts: "if there are seven or more lands on the battlefield"', () => {
  test('is IsPresent$ Land | PresentCompare$ GE7', () => {
    assert.deepStrictEqual(script('Sinking Tower {2}{R}\nEnchantment\nAt the beginning of your upkeep, if there are seven or more lands on the battlefield, sacrifice Sinking Tower.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Land | PresentCompare$ GE7 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self',
    ]);
  });
});

suite('Forge scripts: "if you have 200 or more cards in your library"', () => {
  test('is IsPresent$ Card.YouCtrl | PresentZone$ Library | PresentCompare$ GE200', () => {
    assert.deepStrictEqual(script('Deep Archive {2}{U}\nEnchantment\nAt the beginning of your upkeep, if you have 200 or more cards in your library, you win the game.')[0],
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Card.YouCtrl | PresentZone$ Library | PresentCompare$ GE200 | Execute$ TrigEffect');
  });
});

suite('Forge scripts: "if there are fewer than six creature cards in your graveyard"', () => {
  test('is IsPresent$ Creature.YouCtrl | PresentZone$ Graveyard | PresentCompare$ LT6', () => {
    assert.deepStrictEqual(script('Hungry Crypt {2}{B}\nEnchantment\nAt the beginning of your upkeep, if there are fewer than six creature cards in your graveyard, sacrifice a creature.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Creature.YouCtrl | PresentZone$ Graveyard | PresentCompare$ LT6 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ You | SacValid$ Creature',
    ]);
  });
});
