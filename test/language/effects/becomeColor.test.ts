import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: an object that becomes a colour or a creature type until end of turn', () => {
  test('"~ becomes colorless until end of turn" replaces its colours with none', () => {
    const [e] = effects('Hue Kavu {2}{R}\nCreature — Kavu Lizard\n{1}{R}: Hue Kavu becomes colorless until end of turn.\n2/3');
    assert.deepStrictEqual(e.steps, [{ do: 'becomeColor', what: { ref: 'self' }, colors: [], duration: 'turn' }]);
    assert.match(describeEffect(e).join('\n'), /this card \(~\) becomes colorless \(its only color\) until end of turn/);
  });

  test('"Target creature becomes white until end of turn" replaces its colours with white', () => {
    const [e] = effects('Dawn Falcon {1}{W}\nCreature — Bird\n{1}{W}: Target creature becomes white until end of turn.\n1/2');
    assert.strictEqual(e.steps![0].do, 'becomeColor');
    assert.deepStrictEqual(e.steps![0].do === 'becomeColor' && e.steps![0].colors, ['W']);
    assert.match(describeEffect(e).join('\n'), /target creature becomes white \(its only color\) until end of turn/);
  });

  test('"Target creature becomes a Peasant until end of turn" replaces its creature types', () => {
    const [e] = effects('Taunter {1}{R}{R}\nCreature — Orc\n{1}{R}: Target creature becomes a Peasant until end of turn.\n3/1');
    assert.strictEqual(e.steps![0].do, 'becomeType');
    assert.match(describeEffect(e).join('\n'), /target creature becomes a Peasant \(its only creature type\) until end of turn/);
  });

  test('"becomes a Mountain" of a land, "an artifact in addition to its other types", "blue in addition to its other colors"', () => {
    const [land] = effects('Ridge Recluse {1}{B}\nCreature — Human Druid\n{T}: Target land becomes a Mountain until end of turn.\n1/3');
    assert.deepStrictEqual(land.steps![0].do === 'becomeType' && [land.steps![0].kind, land.steps![0].type], ['Land', 'Mountain']);
    assert.match(describeEffect(land).join('\n'), /target land becomes a Mountain \(its only land type, with only that type's mana ability\) until end of turn/);
    const [artifact] = effects('Tin Wash {3}\nArtifact\n{1}, {T}: Target creature becomes an artifact in addition to its other types until end of turn.');
    assert.match(describeEffect(artifact).join('\n'), /target creature becomes an artifact in addition to its other types until end of turn/);
    const [blue] = effects('Hue Sprite {2}{U}\nCreature — Fish\n{1}{U}: Target creature becomes blue in addition to its other colors until end of turn.\n2/1');
    assert.deepStrictEqual(blue.steps![0].do === 'becomeColor' && blue.steps![0].addition, true);
    assert.match(describeEffect(blue).join('\n'), /target creature becomes blue in addition to its other colors until end of turn/);
  });

  test('"target land becomes an Island" with no duration is for good (611.2a); a creature type with none is not read', () => {
    const [land] = effects('Tide Colossus {4}{U}\nCreature — Giant\nWhen Tide Colossus dies, target land becomes an Island.\n4/4');
    assert.ok(!land.unknown, JSON.stringify(land.unknown));
    assert.deepStrictEqual(land.steps![0].do === 'becomeType' && [land.steps![0].kind, land.steps![0].type, land.steps![0].duration], ['Land', 'Island', 'permanent']);
    assert.match(describeEffect(land).join('\n'), /target land becomes an Island \(its only land type, with only that type's mana ability\) permanently/);
    assert.ok(effects('Taunter {1}{R}{R}\nCreature — Orc\n{1}{R}: Target creature becomes a Peasant.\n3/1')[0].unknown);
  });

  test('"~ becomes all colors until end of turn" is all five colours', () => {
    const [e] = effects('Junk Basket {3}\nArtifact Creature — Golem\n{3}: Junk Basket becomes all colors until end of turn.\n2/1');
    assert.deepStrictEqual(e.steps![0].do === 'becomeColor' && e.steps![0].colors, ['W', 'U', 'B', 'R', 'G']);
    assert.match(describeEffect(e).join('\n'), /this card \(~\) becomes all colors until end of turn/);
  });

  test('two colours, an artifact without "in addition" or a land type of a creature are not read', () => {
    assert.ok(effects('Tin Wash {3}\nArtifact\n{1}, {T}: Target creature becomes an artifact until end of turn.')[0].unknown);
    assert.ok(effects('Ridge Recluse {1}{B}\nCreature — Human Druid\n{T}: Target creature becomes a Mountain until end of turn.\n1/3')[0].unknown);
    assert.ok(effects('Hue Sprite {2}{U}\nCreature — Fish\n{1}{U}: Target creature becomes blue and red until end of turn.\n2/1')[0].unknown);
  });
});

suite('effect model: a spell or a permanent that becomes a colour for good', () => {
  test('"Target spell or permanent becomes green." lasts indefinitely (611.2a)', () => {
    const [e] = effects('Inkwash {1}{U}\nInstant\nTarget spell or permanent becomes green. You lose 1 life.');
    assert.deepStrictEqual(e.steps![0].do === 'becomeColor' && [e.steps![0].colors, e.steps![0].duration], [['G'], 'permanent']);
    assert.match(describeEffect(e).join('\n'), /target spell or permanent becomes green \(its only color\) permanently/);
  });

  test('a spell alone, and a creature, with no duration, likewise', () => {
    const [spell] = effects('Hue Gnome {1}\nArtifact Creature — Gnome\n{2}, Sacrifice Hue Gnome: Target spell becomes colorless. Scry 1.\n1/1');
    assert.deepStrictEqual(spell.steps![0].do === 'becomeColor' && spell.steps![0].duration, 'permanent');
    const [creature] = effects('Hue Sprite {2}{U}\nCreature — Fish\n{1}{U}: Target creature becomes blue.\n2/1');
    assert.deepStrictEqual(creature.steps![0].do === 'becomeColor' && creature.steps![0].duration, 'permanent');
  });

  test('"in addition to its other colors" with no duration is not read', () => {
    const [e] = effects('Inkwash {1}{U}\nInstant\nTarget permanent becomes blue in addition to its other colors.');
    assert.ok(!e.steps || e.steps[0].do !== 'becomeColor');
  });
});

suite('effect model: a typed spell beside a permanent', () => {
  test('"target creature spell or permanent" is not read (the zone is the whole list\'s)', () => {
    assert.ok(effects('Hue Jolt {1}{U}\nInstant\nTarget creature spell or permanent becomes red. Scry 1.')[0].unknown);
    assert.ok(effects('Quell Knot {1}{U}\nInstant\nCounter target creature spell or artifact. Its controller loses 1 life.')[0].unknown);
  });
});
