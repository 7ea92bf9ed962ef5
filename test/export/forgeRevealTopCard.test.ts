import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: the top card of your library revealed and put one way or the other', () => {
  test('it is a Dig of one revealed card moving every card of the kind, the other zone for the rest', () => {
    assert.deepStrictEqual(script("Cliff Augur {2}{G}\nCreature — Elf Druid\n{1}{G}, {T}: Reveal the top card of your library. If it's a basic land card, put it onto the battlefield. Otherwise, put it into your hand.\n1/1"), [
      'A:AB$ Dig | Cost$ 1 G T | DigNum$ 1 | Reveal$ True | ChangeNum$ All | ChangeValid$ Land.Basic | DestinationZone$ Battlefield | DestinationZone2$ Hand',
    ]);
  });

  test('of a black creature card into your hand, the rest into your graveyard', () => {
    assert.deepStrictEqual(script("Bone Diviner {1}{B}\nCreature — Zombie Shaman\n{3}, {T}: Reveal the top card of your library. If it's a black creature card, put it into your hand. Otherwise, put it into your graveyard.\n2/1"), [
      'A:AB$ Dig | Cost$ 3 T | DigNum$ 1 | Reveal$ True | ChangeNum$ All | ChangeValid$ Creature.Black | DestinationZone$ Hand | DestinationZone2$ Graveyard',
    ]);
  });

  test('in a triggered ability it is not written yet, with the reason', () => {
    const card = "Dune Seer {3}{G}\nCreature — Human Druid\nWhen Dune Seer enters, reveal the top card of your library. If it's a land card, put it into your hand. Otherwise, put it into your graveyard.\n2/2";
    assert.deepStrictEqual(script(card).filter((l) => l.includes('Dig')), []);
    assert.match(forgeNotScripted(card).join('\n'), /revealing the top card and putting it one way or the other in a triggered ability/);
  });
});
