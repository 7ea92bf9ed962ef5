import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const shade = 'Grudge Shade {2}{B}\nCreature — Shade\nMenace\nAs Grudge Shade enters the battlefield, choose an opponent.\nGrudge Shade\'s power and toughness are each equal to the number of cards in the chosen player\'s hand.\n*/*';

suite('Forge export: the player chosen as the card entered', () => {
  test('the model counts the hand of the player chosen as the card entered', () => {
    const defines = readCardEffects(parseDocument(shade).chunks.find((c) => c.model)!.model!).faces[0].find((e) => e.continuous?.[0].defines)!;
    assert.deepStrictEqual(defines.continuous?.[0].defines, { power: true, toughness: true, amount: { count: 'cardsInHand', player: { ref: 'chosenPlayer' } }, plus: 0, times: 1 });
  });

  test('it is `Count$InChosenHand`, the hand of the player the card\'s ChoosePlayer chose as it entered', () => {
    const lines = script(shade);
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChoosePlayer | Defined$ You | Choices$ Player.Opponent'), lines.join('\n'));
    assert.ok(lines.includes('S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$InChosenHand'), lines.join('\n'));
  });

  test('on a card that chooses no player as it enters it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Grudge Shade {2}{B}\nCreature — Shade\nGrudge Shade\'s power and toughness are each equal to the number of cards in the chosen player\'s hand.\n*/*'), ['"the chosen player" on a card that chooses no player as it enters']);
  });

  test('"the chosen player" as a step\'s player is Forge\'s `Defined$ ChosenPlayer`; on a card that chose none it is left out', () => {
    const knight = 'Feud Knight {2}{R}{W}\nCreature — Human Knight\nAs Feud Knight enters the battlefield, choose a player.\nWhenever Feud Knight attacks, it deals 1 damage to the chosen player.\n3/2';
    const lines = script(knight);
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChoosePlayer | Defined$ You | Choices$ Player'), lines.join('\n'));
    assert.ok(lines.some((l) => l.includes('DB$ DealDamage | Defined$ ChosenPlayer | NumDmg$ 1')), lines.join('\n'));
    assert.deepStrictEqual(notScripted(knight.replace('As Feud Knight enters the battlefield, choose a player.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
  });

  test('"At the beginning of the chosen player\'s upkeep" is `ValidPlayer$ Player.Chosen`, "that player" the chosen one', () => {
    const clamp = 'Mind Clamp {2}\nArtifact\nAs Mind Clamp enters the battlefield, choose an opponent.\nAt the beginning of the chosen player\'s upkeep, Mind Clamp deals X damage to that player, where X is the number of cards in their hand minus 3.';
    const lines = script(clamp);
    assert.ok(lines.includes('T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player.Chosen | TriggerZones$ Battlefield | Execute$ TrigEffect'), lines.join('\n'));
    assert.ok(lines.includes('SVar:TrigEffect:DB$ DealDamage | Defined$ ChosenPlayer | NumDmg$ X'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$InChosenHand/Minus.3'), lines.join('\n'));
    assert.deepStrictEqual(notScripted(clamp.replace('As Mind Clamp enters the battlefield, choose an opponent.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
  });

  test('a hand "minus" a number of another player than the chosen one is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Mind Clamp {2}\nArtifact\nAt the beginning of each opponent\'s upkeep, Mind Clamp deals X damage to that player, where X is the number of cards in their hand minus 3.'), ['a count of a hand minus a number']);
  });

  test('a power of the cards of a kind in the chosen player\'s graveyard is `Count$ValidGraveyard <kind>+ChosenCtrl`', () => {
    const wraith = 'Grave Wraith {2}{B}\nCreature — Spirit\nAs Grave Wraith enters the battlefield, choose an opponent.\nGrave Wraith\'s power is equal to 2 plus the number of red instant cards in the chosen player\'s graveyard.\n*/3';
    const lines = script(wraith);
    assert.ok(lines.includes('S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$ValidGraveyard Instant.Red+ChosenCtrl/Plus.2'), lines.join('\n'));
    assert.deepStrictEqual(notScripted(wraith.replace('As Grave Wraith enters the battlefield, choose an opponent.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
  });
});
