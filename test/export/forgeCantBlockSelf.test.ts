import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a target that can\'t block the card this turn', () => {
  test('"Target creature can\'t block ~ this turn" is the hidden keyword naming the card, until it leaves or the turn ends', () => {
    assert.deepStrictEqual(script('Alley Brawler {3}{R}\nCreature — Human Rogue\n{2}, Discard a card: Target creature with power 2 or less can\'t block Alley Brawler this turn.\n3/2'), [
      'A:AB$ Pump | Cost$ 2 Discard<1/Card> | ValidTgts$ Creature.powerLE2 | KW$ HIDDEN CantBlockCardUIDSource | DefinedKW$ CardUIDSource | UntilHostLeavesPlayOrEOT$ True',
    ]);
    assert.deepStrictEqual(script('Alley Brawler {3}{R}\nCreature — Human Rogue\nWhenever Alley Brawler attacks, target creature an opponent controls can\'t block Alley Brawler this turn.\n3/2').slice(1), [
      'SVar:TrigEffect:DB$ Pump | ValidTgts$ Creature.OppCtrl | KW$ HIDDEN CantBlockCardUIDSource | DefinedKW$ CardUIDSource | UntilHostLeavesPlayOrEOT$ True',
    ]);
  });

  test('with a P/T change, of every creature of a kind or of a creature named before, it is not written', () => {
    const why = /"can't block ~ this turn" other than of a target alone/;
    assert.match(forgeNotScripted('Alley Brawler {3}{R}\nCreature — Human Rogue\n{R}: Target creature gets -2/-0 until end of turn and can\'t block Alley Brawler this turn.\n3/2').join('\n'), why);
    assert.match(forgeNotScripted('Alley Brawler {3}{R}\nCreature — Human Rogue\n{3}{R}: Creatures with flying can\'t block Alley Brawler this turn.\n3/2').join('\n'), why);
  });
});
