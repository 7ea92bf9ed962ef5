import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: an object that becomes a colour or a creature type until end of turn', () => {
  test('a colour is Animate with Colors$ and OverwriteColors$ (Colorless for none)', () => {
    assert.deepStrictEqual(script('Hue Kavu {2}{R}\nCreature — Kavu Lizard\n{1}{R}: Hue Kavu becomes colorless until end of turn.\n2/3'), [
      'A:AB$ Animate | Cost$ 1 R | Defined$ Self | Colors$ Colorless | OverwriteColors$ True',
    ]);
    assert.deepStrictEqual(script('Dawn Falcon {1}{W}\nCreature — Bird\n{1}{W}: Target creature becomes white until end of turn.\n1/2'), [
      'A:AB$ Animate | Cost$ 1 W | ValidTgts$ Creature | Colors$ White | OverwriteColors$ True',
    ]);
  });

  test('all colours are the five colours, with nothing to overwrite', () => {
    assert.deepStrictEqual(script('Junk Basket {3}\nArtifact Creature — Golem\n{3}: Junk Basket becomes all colors until end of turn.\n2/1'), [
      'A:AB$ Animate | Cost$ 3 | Defined$ Self | Colors$ White,Blue,Black,Red,Green',
    ]);
  });

  test('a land that becomes a basic land type with no duration is `Permanent$ True`', () => {
    assert.deepStrictEqual(script('Tide Colossus {4}{U}\nCreature — Giant\n{3}{U}, Sacrifice Tide Colossus: Target nonbasic land becomes an Island. Draw a card.\n4/4'), [
      'A:AB$ Animate | Cost$ 3 U Sac<1/CARDNAME> | ValidTgts$ Land.nonBasic | Types$ Island | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True | Permanent$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('a creature type is Animate with Types$ and RemoveCreatureTypes$', () => {
    assert.deepStrictEqual(script('Taunter {1}{R}{R}\nCreature — Orc\n{1}{R}: Target creature becomes a Peasant until end of turn.\n3/1'), [
      'A:AB$ Animate | Cost$ 1 R | ValidTgts$ Creature | Types$ Peasant | RemoveCreatureTypes$ True',
    ]);
  });

  test('a basic land type replaces the land\'s types and abilities; an artifact type and a colour "in addition" only add', () => {
    assert.deepStrictEqual(script('Ridge Recluse {1}{B}\nCreature — Human Druid\n{T}: Target land becomes a Mountain until end of turn.\n1/3'), [
      'A:AB$ Animate | Cost$ T | ValidTgts$ Land | Types$ Mountain | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Tin Wash {3}\nArtifact\n{1}, {T}: Target creature becomes an artifact in addition to its other types until end of turn.'), [
      'A:AB$ Animate | Cost$ 1 T | ValidTgts$ Creature | Types$ Artifact',
    ]);
    assert.deepStrictEqual(script('Hue Sprite {2}{U}\nCreature — Fish\n{1}{U}: Target creature becomes blue in addition to its other colors until end of turn.\n2/1'), [
      'A:AB$ Animate | Cost$ 1 U | ValidTgts$ Creature | Colors$ Blue',
    ]);
  });
});
