import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { describedAll, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const shade = 'Grudge Shade {1}{B}{B}\nCreature — Shade\nFlying\nAs Grudge Shade enters the battlefield, choose a player.\nGrudge Shade\'s toughness is equal to the number of cards in the chosen player\'s hand.\n2/*';

const clampText = 'Mind Clamp {3}\nArtifact\nAs Mind Clamp enters the battlefield, choose an opponent.\nAt the beginning of the chosen player\'s upkeep, you draw a card and Mind Clamp deals X damage to that player, where X is the number of cards in their hand minus 5.';

suite('Forge export: the player chosen as the card entered', () => {
  test('the model counts the hand of the player chosen as the card entered', () => {
    const defines = readCardEffects(parseDocument(shade).chunks.find((c) => c.model)!.model!).faces[0].find((e) => e.continuous?.[0].defines)!;
    assert.deepStrictEqual(defines.continuous?.[0].defines, { power: false, toughness: true, amount: { count: 'cardsInHand', player: { ref: 'chosenPlayer' } }, plus: 0, times: 1 });
  });

  test('it is `Count$InChosenHand`, the hand of the player the card\'s ChoosePlayer chose as it entered', () => {
    const lines = script(shade);
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChoosePlayer | Defined$ You | Choices$ Player'), lines.join('\n'));
    assert.ok(lines.includes('S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetToughness$ X'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$InChosenHand'), lines.join('\n'));
  });

  test('on a card that chooses no player as it enters it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted(shade.replace('As Grudge Shade enters the battlefield, choose a player.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
  });

  test('"the chosen player" as a step\'s player is Forge\'s `Defined$ ChosenPlayer`; on a card that chose none it is left out', () => {
    const knight = 'Feud Knight {2}{R}{W}\nCreature — Human Knight\nAs Feud Knight enters the battlefield, choose a player.\nWhenever Feud Knight attacks, it deals 1 damage to the chosen player.\n3/2';
    const lines = script(knight);
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChoosePlayer | Defined$ You | Choices$ Player'), lines.join('\n'));
    assert.ok(lines.some((l) => l.includes('DB$ DealDamage | Defined$ ChosenPlayer | NumDmg$ 1')), lines.join('\n'));
    assert.deepStrictEqual(notScripted(knight.replace('As Feud Knight enters the battlefield, choose a player.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
  });

  test('"At the beginning of the chosen player\'s upkeep" is `ValidPlayer$ Player.Chosen`, "that player" the chosen one', () => {
    const clamp = clampText;
    const lines = script(clamp);
    assert.ok(lines.includes('T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player.Chosen | TriggerZones$ Battlefield | Execute$ TrigEffect'), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBDealDamage:DB$ DealDamage | Defined$ ChosenPlayer | NumDmg$ X'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$InChosenHand/Minus.5'), lines.join('\n'));
    assert.deepStrictEqual(notScripted(clamp.replace('As Mind Clamp enters the battlefield, choose an opponent.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
    const drain = script('Spite Lens {2}{B}\nArtifact\nAs Spite Lens enters the battlefield, choose an opponent.\nAt the beginning of the chosen player\'s upkeep, that player loses X life, where X is the number of cards in their hand minus 2.');
    assert.ok(drain.includes('SVar:TrigEffect:DB$ LoseLife | Defined$ ChosenPlayer | LifeAmount$ X'), drain.join('\n'));
    assert.ok(drain.includes('SVar:X:Count$InChosenHand/Minus.2'), drain.join('\n'));
  });

  test('"their hand" after "each opponent" is each one\'s own hand, not the chosen player\'s: it stays unread', () => {
    assert.deepStrictEqual(notScripted('Spite Lens {2}{B}\nArtifact\nAs Spite Lens enters the battlefield, choose an opponent.\nAt the beginning of the chosen player\'s upkeep, Spite Lens deals X damage to each opponent, where X is the number of cards in their hand minus 2.'), ['cardtext cannot read "where X is the number of cards in their…"']);
  });

  test('the hand of the chosen player is described as such', () => {
    assert.match(describedAll(clampText), /the number of cards in the hand of the player chosen as this card entered minus 5/);
  });

  test('a hand "minus" a number of another player than the chosen one is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Spite Lens {2}{B}\nArtifact\nAt the beginning of each opponent\'s upkeep, that player loses X life, where X is the number of cards in their hand minus 1.'), ['a count of a hand minus a number']);
  });

  test('a power of the cards of a kind in the chosen player\'s graveyard is `Count$ValidGraveyard <kind>+ChosenCtrl`', () => {
    const wraith = 'Grave Wraith {3}{B}\nCreature — Spirit\nAs Grave Wraith enters the battlefield, choose an opponent.\nGrave Wraith\'s power and toughness are each equal to the number of land cards in the chosen player\'s graveyard.\n*/*';
    const lines = script(wraith);
    assert.ok(lines.includes('S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$ValidGraveyard Land.ChosenCtrl'), lines.join('\n'));
    assert.deepStrictEqual(notScripted(wraith.replace('As Grave Wraith enters the battlefield, choose an opponent.\n', '')), ['"the chosen player" on a card that chooses no player as it enters']);
  });
});
