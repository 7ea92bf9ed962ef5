import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: more static subjects and effects', () => {
  test('"You may cast artifact spells as though they had flash.": spells of a kind you may cast any time you could cast an instant (702.8a)', () => {
    const [e] = effectsOf('Quickwire Lens {2}\nArtifact\nYou may cast enchantment spells as though they had flash.');
    const c = e.continuous?.[0];
    assert.deepStrictEqual(c?.affected, { ref: 'you' });
    assert.deepStrictEqual(c?.castWithFlash?.alts, [{ noun: 'Enchantment', props: [] }]);
    assert.strictEqual(describeEffect(e).join('\n'), 'static: you may cast enchantment spells as though they had flash (any time you could cast an instant)');
    const [all] = effectsOf('Quickwire Lens {1}{U}{U}\nArtifact\nYou may cast spells as though they had flash.\n{1}, {T}: Scry 1.');
    assert.deepStrictEqual(all.continuous?.[0].castWithFlash?.alts, [{ noun: 'Spell', props: [] }]);
  });

  test('"Face-down creatures you control get +1/+0.": a face-down permanent (708.2) as a state of the creatures', () => {
    const [e] = effectsOf('Veiled Drillmaster {2}{U}\nEnchantment\nFace-down creatures you control get +1/+0.');
    const c = e.continuous?.[0];
    assert.deepStrictEqual(c?.affected, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'state', state: 'face-down' }, { is: 'controller', who: 'you' }] }], plural: true } });
    assert.strictEqual(c?.power, 1);
  });

  test('"Artifacts and lands you control have hexproof.": two kinds, whose they are said once for both', () => {
    const [e] = effectsOf('Warded Vault {2}{W}\nEnchantment\nArtifacts and lands you control have hexproof.');
    const c = e.continuous?.[0];
    assert.deepStrictEqual(c?.affected, { ref: 'each', filter: { alts: [{ noun: 'Artifact', props: [{ is: 'controller', who: 'you' }] }, { noun: 'Land', props: [{ is: 'controller', who: 'you' }] }], plural: true } });
    assert.deepStrictEqual(c?.keywords, ['Hexproof']);
    const [colors] = effectsOf("Stern Decree {1}{W}\nEnchantment\nRed creatures and green creatures can't attack.");
    assert.deepStrictEqual(colors.continuous?.[0].affected, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'color', color: 'R' }] }, { noun: 'Creature', props: [{ is: 'color', color: 'G' }] }], plural: true } });
  });

  test('two kinds of which one is a subtype, or each with its own controller, stay unread', () => {
    const [sub] = effectsOf('Warded Vault {2}{W}\nEnchantment\nOther Elves and Forests you control have hexproof.');
    assert.ok(sub.unknown, JSON.stringify(sub.continuous));
    const [own] = effectsOf('Warded Vault {2}{W}\nEnchantment\nArtifacts you control and lands you control have hexproof.');
    assert.ok(own.unknown, JSON.stringify(own.continuous));
  });

  test('"All creatures are green.": the colour replaces their others (105.3)', () => {
    const [e] = effectsOf('Verdant Wash {1}{G}\nEnchantment\nAll creatures are green.');
    assert.strictEqual(e.continuous?.[0].setColor, 'G');
  });

  test('"Creatures your opponents control with counters on them can\'t block.": counters of any kind', () => {
    const [e] = effectsOf("Tallying Warden {3}{W}\nCreature — Human Cleric\n2/4\nCreatures your opponents control with counters on them can't block.");
    assert.deepStrictEqual(e.continuous?.[0].affected, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'opponent' }, { is: 'anyCounter' }] }], plural: true } });
  });

  test('"Enchanted creature gets +1/+1, has vigilance, and can\'t attack you or planeswalkers you control.": a list, and whom it can\'t attack', () => {
    const [, e] = effectsOf("Oath of Truce {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1, has vigilance, and can't attack you or planeswalkers you control.");
    const c = e.continuous?.[0];
    assert.strictEqual(c?.power, 1);
    assert.deepStrictEqual(c?.keywords, ['Vigilance']);
    assert.deepStrictEqual(c?.cantAttackYou, { planeswalkers: true });
  });

  test('"is a Vampire in addition to its other types" (205.1b): a type added; "is a creature …" stays unread', () => {
    const [, e] = effectsOf('Night Pact {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1, has lifelink, and is a Vampire in addition to its other types.');
    assert.strictEqual(e.continuous?.[0].addedType, 'Vampire');
    assert.deepStrictEqual(e.continuous?.[0].keywords, ['Lifelink']);
    assert.match(describeEffect(e).join('\n'), /is a Vampire in addition to its other types/);
    const [, animated] = effectsOf('Wake Pact {2}{W}\nEnchantment — Aura\nEnchant artifact\nEnchanted artifact is a creature in addition to its other types.');
    assert.ok(animated.unknown, JSON.stringify(animated.continuous));
  });

  test('"Enchanted land is a 4/2 red Elemental creature with haste. It\'s still a land.": base P/T, colour, creature types, keywords', () => {
    const [, e] = effectsOf("Stoneblood Rite {2}{R}\nEnchantment — Aura\nEnchant land\nEnchanted land is a 4/2 red Elemental creature with haste. It's still a land.");
    const c = e.continuous?.[0];
    assert.deepStrictEqual([c?.basePT, c?.setColor, c?.landCreature, c?.keywords], [{ power: 4, toughness: 2 }, 'R', ['Elemental'], ['Haste']]);
    const [, clause] = effectsOf("Stoneblood Rite {2}{R}\nEnchantment — Aura\nEnchant land\nEnchanted land is a 4/2 red Elemental creature that's still a land.");
    assert.ok(clause.unknown, JSON.stringify(clause.continuous));
  });

  test('"Your opponents can\'t cast spells during your turn." (101.2): the players and the spells; of a colour, unread', () => {
    const [e] = effectsOf("Hush Warden {1}{W}\nCreature — Human Cleric\n2/3\nYour opponents can't cast spells during your turn.");
    assert.deepStrictEqual(e.continuous?.[0].affected, { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } });
    assert.deepStrictEqual(e.continuous?.[0].cantCast, { spells: { alts: [{ noun: 'Spell', props: [] }], plural: true, zone: 'stack' }, duringYourTurn: true });
    assert.strictEqual(describeEffect(e).join('\n'), "static: each opponent can't cast spells during your turn");
    const [red] = effectsOf("Hush Warden {1}{W}\nCreature — Human Cleric\n2/3\nYou can't cast red spells.");
    assert.ok(red.unknown, JSON.stringify(red.continuous));
  });

  test('"You may play land cards from your graveyard." is read; "You may play cards from your graveyard." (casting too) is not', () => {
    const [, e] = effectsOf('Root Digger {3}{G}{G}\nCreature — Elf Druid\n4/5\nReach\nYou may play land cards from your graveyard.');
    assert.strictEqual(e.continuous?.[0].playLandsFromGraveyard, true);
    assert.strictEqual(describeEffect(e).join('\n'), 'static: you may play land cards from your graveyard');
    const [, all] = effectsOf('Root Digger {3}{G}{G}\nCreature — Elf Druid\n4/5\nReach\nYou may play cards from your graveyard.');
    assert.ok(all.unknown, JSON.stringify(all.continuous));
  });

  test('"~ can\'t be the target of blue or black spells your opponents control." (115.4); "… black spells or abilities." stays unread', () => {
    const [e] = effectsOf("Veil Knight {2}{W}\nCreature — Human Knight\n2/2\nVeil Knight can't be the target of blue or black spells your opponents control.");
    assert.deepStrictEqual(e.continuous?.[0].cantTarget, { spellsOnly: true, sourceColors: ['U', 'B'], opponents: true });
    assert.strictEqual(describeEffect(e).join('\n'), "static: this card (~) can't be the target of blue or black spells your opponents control");
    const [mixed] = effectsOf("Veil Knight {2}{W}\nCreature — Human Knight\n2/2\nVeil Knight can't be the target of black spells or abilities.");
    assert.ok(mixed.unknown, JSON.stringify(mixed.continuous));
  });

  test('how explain says an upkeep cost in quotes, a keyword with a number and a card type added', () => {
    const [life] = effectsOf('Tithe Fog {2}{B}\nEnchantment\nAll creatures have "At the beginning of your upkeep, sacrifice this creature unless you pay 3 life."');
    assert.strictEqual(describeEffect(life).join('\n'), 'static: each creature has "At the beginning of your upkeep, sacrifice this unless you pay 3 life"');
    const [, age] = effectsOf('Slow Rot {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "Cumulative upkeep—Pay 2 life."');
    assert.strictEqual(describeEffect(age).join('\n'), 'static: the enchanted permanent has cumulative upkeep—Pay 2 life');
    const [, titan] = effectsOf('Titan Harness {4}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+3 and has vigilance and annihilator 1.');
    assert.strictEqual(describeEffect(titan).join('\n'), 'static: the enchanted permanent gets +3/+3 and has vigilance, annihilator 1');
    const [lands] = effectsOf('Rustgrown Field {3}\nArtifact\nAll lands are artifacts in addition to their other types.');
    assert.strictEqual(describeEffect(lands).join('\n'), 'static: each land is an artifact in addition to its other types');
  });

  test('"… It\'s still a land." is read of an enchanted land only, not of an enchanted creature or permanent', () => {
    const [, creature] = effectsOf("Stoneblood Rite {2}{R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature is a 4/2 red Elemental creature with haste. It's still a land.");
    assert.ok(creature.unknown, JSON.stringify(creature.continuous));
    const [, permanent] = effectsOf("Stoneblood Rite {2}{R}\nEnchantment — Aura\nEnchant permanent\nEnchanted permanent is a 4/2 red Elemental creature. It's still a land.");
    assert.ok(permanent.unknown, JSON.stringify(permanent.continuous));
  });

  test('a permanent that doesn\'t untap is said to stay tapped during its own controller\'s untap step, whoever controls the ability', () => {
    const [theirs] = effectsOf("Rimebound Idol {4}\nArtifact\nEnchantments, creatures, and lands your opponents control don't untap during their controllers' untap steps.");
    assert.strictEqual(describeEffect(theirs).join('\n'), "static: each enchantment an opponent controls or creature an opponent controls or land an opponent controls doesn't untap during its controller's untap step");
    const [, chained] = effectsOf("Frostlock Chain {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -2/-0 and doesn't untap during its controller's untap step.");
    assert.strictEqual(describeEffect(chained).join('\n'), "static: the enchanted permanent gets -2/-0 and doesn't untap during its controller's untap step");
  });
});
