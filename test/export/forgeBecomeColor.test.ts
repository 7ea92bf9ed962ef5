import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: an object that becomes a colour or a creature type until end of turn', () => {
  test('a colour is Animate with Colors$ and OverwriteColors$ (Colorless for none)', () => {
    assert.deepStrictEqual(script('Hue Kavu {1}{R}\nCreature — Kavu\n{2}: Hue Kavu becomes colorless until end of turn.\n2/2'), [
      'A:AB$ Animate | Cost$ 2 | Defined$ Self | Colors$ Colorless | OverwriteColors$ True',
    ]);
    assert.deepStrictEqual(script('Dawn Griffin {2}{W}\nCreature — Griffin\n{W}: Target permanent becomes white until end of turn.\n2/2'), [
      'A:AB$ Animate | Cost$ W | ValidTgts$ Permanent | Colors$ White | OverwriteColors$ True',
    ]);
  });

  test('all colours are the five colours, with nothing to overwrite', () => {
    assert.deepStrictEqual(script('Junk Basket {2}\nArtifact Creature — Construct\n{1}: Junk Basket becomes all colors until end of turn.\n1/2'), [
      'A:AB$ Animate | Cost$ 1 | Defined$ Self | Colors$ White,Blue,Black,Red,Green',
    ]);
  });

  test('a creature type is Animate with Types$ and RemoveCreatureTypes$', () => {
    assert.deepStrictEqual(script('Taunter {2}{R}\nCreature — Goblin\n{R}: Target creature becomes a Coward until end of turn.\n2/2'), [
      'A:AB$ Animate | Cost$ R | ValidTgts$ Creature | Types$ Coward | RemoveCreatureTypes$ True',
    ]);
  });

  test('a basic land type replaces the land\'s types and abilities; an artifact type and a colour "in addition" only add', () => {
    assert.deepStrictEqual(script('Marsh Recluse {1}{B}\nCreature — Human Druid\n{T}: Target land becomes a Swamp until end of turn.\n1/3'), [
      'A:AB$ Animate | Cost$ T | ValidTgts$ Land | Types$ Swamp | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Tin Wash {3}\nArtifact\n{1}, {T}: Target creature becomes an artifact in addition to its other types until end of turn.'), [
      'A:AB$ Animate | Cost$ 1 T | ValidTgts$ Creature | Types$ Artifact',
    ]);
    assert.deepStrictEqual(script('Hue Fairy {1}{U}\nCreature — Faerie\n{U}: Target permanent becomes blue in addition to its other colors until end of turn.\n1/1'), [
      'A:AB$ Animate | Cost$ U | ValidTgts$ Permanent | Colors$ Blue',
    ]);
  });
});
