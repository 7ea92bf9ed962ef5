import * as assert from 'node:assert';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: the card itself put into a graveyard', () => {
  test('"When ~ is put into your graveyard from your library" is ChangesZone from the library of the card itself, no trigger zone', () => {
    const card = 'Test Bloom {2}{G}\nEnchantment\nWhen Test Bloom is put into your graveyard from your library, you gain 4 life.';
    assert.deepStrictEqual(script(card), [
      'T:Mode$ ChangesZone | Origin$ Library | Destination$ Graveyard | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 4',
    ]);
    assert.match(describedFirst(card), /put into your graveyard from your library/);
  });

  test('"from anywhere" of the card itself stays not written (Forge names the card two ways)', () => {
    const card = 'Test Colossus {9}\nCreature — Giant\nWhen Test Colossus is put into a graveyard from anywhere, you gain 4 life.\n9/9';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(card).join('\n'), /the card itself put into a graveyard from anywhere \(not written yet\)/);
  });

  test('a step on the card itself after it went from your library to your graveyard moves it from the graveyard', () => {
    assert.deepStrictEqual(script('Test Driftseed {1}{G}\nSorcery\nWhen Test Driftseed is put into your graveyard from your library, exile it and you gain 2 life.\nTest Driftseed deals 2 damage to any target.').filter((l) => l.startsWith('SVar:Trig') || l.startsWith('SVar:DB')), [
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
      'SVar:TrigEffect:DB$ ChangeZone | Defined$ TriggeredCard | Origin$ Graveyard | Destination$ Exile | SubAbility$ DBGainLife',
    ]);
    assert.deepStrictEqual(script('Test Wanderkelp {3}{U}\nCreature — Plant Spirit\nWhen Test Wanderkelp is put into your graveyard from your library, return Test Wanderkelp to its owner\'s hand.\n2/4').filter((l) => l.startsWith('SVar:Trig')), [
      'SVar:TrigEffect:DB$ ChangeZone | Defined$ TriggeredCard | Origin$ Graveyard | Destination$ Hand',
    ]);
  });
});
