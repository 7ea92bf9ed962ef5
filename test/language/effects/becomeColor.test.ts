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
  test('"Target spell or permanent becomes blue." lasts indefinitely (611.2a)', () => {
    const [e] = effects('Inkwash {1}{U}\nInstant\nTarget spell or permanent becomes blue.');
    assert.deepStrictEqual(e.steps![0].do === 'becomeColor' && [e.steps![0].colors, e.steps![0].duration], [['U'], 'permanent']);
    assert.match(describeEffect(e).join('\n'), /target spell or permanent becomes blue \(its only color\) permanently/);
  });

  test('a spell alone, and a creature, with no duration, likewise', () => {
    const [spell] = effects('Gnome {1}\nArtifact Creature — Gnome\n{T}: Target spell becomes colorless.\n1/1');
    assert.deepStrictEqual(spell.steps![0].do === 'becomeColor' && spell.steps![0].duration, 'permanent');
    const [creature] = effects('Hue Sprite {2}{U}\nCreature — Fish\n{1}{U}: Target creature becomes blue.\n2/1');
    assert.deepStrictEqual(creature.steps![0].do === 'becomeColor' && creature.steps![0].duration, 'permanent');
  });

  test('"in addition to its other colors" with no duration is not read', () => {
    const [e] = effects('Inkwash {1}{U}\nInstant\nTarget permanent becomes blue in addition to its other colors.');
    assert.ok(!e.steps || e.steps[0].do !== 'becomeColor');
  });
});

suite('effect model: banding granted until end of turn', () => {
  test('"gains banding until end of turn" is a pump granting Banding', () => {
    const [e] = effects('Herd Captain {3}{W}\nCreature — Human Knight\n{2}{W}: Target Soldier creature gains banding until end of turn.\n2/3');
    assert.deepStrictEqual(e.steps![0].do === 'pump' && e.steps![0].keywords, ['Banding']);
  });
});

suite('effect model: a target that can\'t block the card this turn', () => {
  test('"Target creature can\'t block ~ this turn" is a restriction naming the card, for the turn', () => {
    const [e] = effects('Alley Brawler {3}{R}\nCreature — Human Rogue\n{2}: Target creature can\'t block Alley Brawler this turn.\n3/2');
    assert.deepStrictEqual(e.steps![0].do === 'pump' && [e.steps![0].rules, e.steps![0].duration], [['CantBlockCardUIDSource'], 'turn']);
    assert.match(describeEffect(e).join('\n'), /target creature can't block this card \(~\)/);
  });
});

suite('effect model: one of a creature\'s base power and toughness set', () => {
  test('"has base power 1 until end of turn" sets the base power only', () => {
    const [e] = effects('Sapping Reed {1}\nArtifact\n{2}, {T}: Target blocking creature has base power 1 until end of turn.');
    assert.deepStrictEqual(e.steps![0].do === 'animate' && [e.steps![0].only, e.steps![0].power], ['power', 1]);
    assert.match(describeEffect(e).join('\n'), /target blocking creature has base power 1 until end of turn/);
  });
});

suite('effect model: the card itself destroyed at the beginning of the next end step', () => {
  test('"Destroy ~ at the beginning of the next end step." is done later (603.7a)', () => {
    const [e] = effects('Rampant Boar {1}{G}\nCreature — Boar\n{1}{G}: Rampant Boar gets +4/+1 until end of turn. Destroy Rampant Boar at the beginning of the next end step.\n2/2');
    assert.deepStrictEqual(e.steps![1], { do: 'destroy', what: { ref: 'self' }, delayed: 'nextEndStep' });
    assert.match(describeEffect(e).join('\n'), /destroy this card \(~\) at the beginning of the next end step/);
  });
});

suite('effect model: the enchanted creature and other creatures that share a creature type with it', () => {
  test('is every creature that shares a creature type with the enchanted one', () => {
    const [, e] = effects('Crest of Kin {1}{R}\nEnchantment — Aura\nEnchant creature\n{2}: Enchanted creature and other creatures that share a creature type with it gain vigilance until end of turn.');
    assert.deepStrictEqual(e.steps![0].do === 'pump' && e.steps![0].what, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'sharesTypeWithEnchanted' }] }], plural: true } });
    assert.match(describeEffect(e).join('\n'), /share a creature type with the enchanted creature/);
  });
});
