import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: counters distributed among targets', () => {
  test('"Distribute three +1/+0 counters among one, two, or three target creatures you control" is one counters step on divided targets', () => {
    const e = instant('Distribute three +1/+0 counters among one, two, or three target creatures you control.', '{2}{G}');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'counters' || s.what.ref !== 'target') return assert.fail('counters on targets');
    assert.deepStrictEqual([s.counter, s.amount, s.what.min, s.what.max, s.what.divided], ['P1P0', { n: 3 }, 1, 3, true]);
    assert.match(describeEffect(e).join('\n'), /distribute 3 \+1\/\+0 counters among one to 3 target creatures you control, divided as you choose/);
  });

  test('"among any number of target creatures" is at most as many targets as counters', () => {
    const [e] = effectsOf('Seed Scatter {3}{G}\nSorcery\nDistribute five +1/+1 counters among any number of target creatures.');
    const [s] = e.steps!;
    assert.ok(s.do === 'counters' && s.what.ref === 'target' && s.what.divided && s.what.min === 1 && s.what.max === 5);
  });

  test('a single counter or counters among one target are not distributed', () => {
    const [e] = effectsOf('Lone Seed {G}\nSorcery\nDistribute a +1/+1 counter among one or two target creatures.');
    assert.ok(e.unknown);
  });
});

suite('effect model: any number of target players each …', () => {
  test('"Any number of target players each gain 4 life" is one step of 0 to any number of target players', () => {
    const [e] = effectsOf('Shared Harvest {1}{G}\nSorcery\nAny number of target players each gain 4 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'gainLife' || s.who.ref !== 'target') return assert.fail('life gained by targets');
    assert.deepStrictEqual([s.who.min, s.who.max, s.who.filter.alts[0].noun, s.amount], [0, Infinity, 'Player', { n: 4 }]);
  });

  test('the sentence\'s later verbs are the same players\' ("each lose 1 life and draw a card")', () => {
    const [e] = effectsOf('Shared Toll {2}{B}\nSorcery\nAny number of target opponents each lose 1 life and draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [a, b] = e.steps!;
    assert.ok(a.do === 'loseLife' && b.do === 'draw' && b.who === a.who && a.who.ref === 'target' && a.who.filter.alts[0].noun === 'Opponent');
  });
});

suite('effect model: X damage divided among any number of targets', () => {
  test('"X damage divided as you choose among any number of target attacking creatures" is 0 to any number of divided targets', () => {
    const [e] = effectsOf('Volley of Pins {X}{W}\nInstant\nVolley of Pins deals X damage divided as you choose among any number of target attacking creatures.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'damage' || s.to.ref !== 'target') return assert.fail('damage to targets');
    assert.deepStrictEqual([s.amount, s.to.min, s.to.max, s.to.divided], [{ x: true }, 0, Infinity, true]);
    assert.match(describeEffect(e).join('\n'), /any number of targets \(creature that is attacking|any number of targets \(attacking creature/);
  });

  test('X damage among "one, two, or three targets" is not read', () => {
    const [e] = effectsOf('Split Sparks {X}{R}\nInstant\nSplit Sparks deals X damage divided as you choose among one, two, or three targets.');
    assert.ok(e.unknown);
  });
});

suite('effect model: tap any number of untapped creatures you control', () => {
  test('"Tap any number of untapped creatures you control. You gain 3 life for each creature tapped this way." counts the tapped', () => {
    const [e] = effectsOf('Rally the Weary {2}{W}\nSorcery\nTap any number of untapped creatures you control. You gain 3 life for each creature tapped this way.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [tap, gain] = e.steps!;
    assert.strictEqual(tap.do, 'tapAny');
    assert.ok(gain.do === 'gainLife' && 'count' in gain.amount && gain.amount.count === 'tappedThisWay' && gain.amount.each === 3);
    assert.match(describeEffect(e).join('\n'), /tap any number of untapped creatures you control/);
  });

  test('"you may tap any number of …" is the same choice (none may be chosen), not a "may" of its own', () => {
    const [e] = effectsOf('Weary Host {3}{W}\nCreature — Human Cleric\nWhen Weary Host enters the battlefield, you may tap any number of untapped creatures you control. Draw a card for each creature tapped this way.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [tap, draw] = e.steps!;
    assert.ok(tap.do === 'tapAny' && !tap.optional);
    assert.ok(draw.do === 'draw' && 'count' in draw.amount && draw.amount.count === 'tappedThisWay');
  });

  test('"for each creature tapped this way" with no such step before is not read', () => {
    const [e] = effectsOf('Rally Alone {W}\nSorcery\nYou gain 3 life for each creature tapped this way.');
    assert.ok(e.unknown);
  });
});

suite('effect model: card types joined by "and/or"', () => {
  test('"any number of target artifacts and/or enchantments" is one target of either type', () => {
    const [e] = effectsOf('Rust Sweep {3}{G}\nSorcery\nDestroy any number of target artifacts and/or enchantments.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'destroy' && s.what.ref === 'target' && s.what.max === Infinity);
    assert.deepStrictEqual(s.what.filter.alts.map((a) => a.noun), ['Artifact', 'Enchantment']);
  });

  test('a condition after the last type is both types\' ("creatures and/or planeswalkers an opponent controls")', () => {
    const [e] = effectsOf('Ember Lattice {3}{R}\nSorcery\nEmber Lattice deals 4 damage divided as you choose among any number of target creatures and/or planeswalkers an opponent controls.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'damage' && s.to.ref === 'target' && s.to.divided && s.to.max === 4);
    assert.deepStrictEqual(s.to.filter.alts.map((a) => [a.noun, a.props.length]), [['Creature', 1], ['Planeswalker', 1]]);
  });
});

suite('effect model: sacrifice any number of …', () => {
  test('"Sacrifice any number of Forests. ~ deals that much damage …": "that much" is the number sacrificed', () => {
    const [e] = effectsOf('Rootquake {1}{R}\nSorcery\nSacrifice any number of Forests. Rootquake deals that much damage to any target.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [sac, dmg] = e.steps!;
    assert.ok(sac.do === 'sacrificeAny' && sac.filter.alts[0].noun === 'Forest');
    assert.ok(dmg.do === 'damage' && 'count' in dmg.amount && dmg.amount.count === 'sacrificedThisWay');
    assert.match(describeEffect(e).join('\n'), /sacrifice any number of Forests/);
  });

  test('"then add that much {R}" is one {R} for each permanent sacrificed', () => {
    const [e] = effectsOf('Land Burn {2}{R}\nInstant\nSacrifice any number of artifacts, then add that much {R}.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [, mana] = e.steps!;
    assert.ok(mana.do === 'mana' && mana.times && 'count' in mana.times && mana.times.count === 'sacrificedThisWay');
  });

  test('"that much" of a trigger\'s damage is not taken over', () => {
    const [e] = effectsOf("Grudge Keeper {3}{R}\nCreature — Ogre\nWhenever Grudge Keeper is dealt damage, sacrifice any number of lands.\n3/3");
    assert.ok(e.unknown);
  });
});

suite('effect model: damage to each of up to N targets', () => {
  test('"deals 3 damage to each of up to two targets" is 0 to 2 targets of any kind, each dealt 3', () => {
    const [e] = effectsOf('Twin Cinders {2}{R}\nSorcery\nTwin Cinders deals 3 damage to each of up to two targets.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'damage' && s.to.ref === 'target' && !s.to.divided);
    assert.deepStrictEqual([s.to.min, s.to.max, s.to.filter.alts.map((a) => a.noun)], [0, 2, ['Creature', 'Player', 'Planeswalker']]);
  });

  test('"each of up to three target creatures" is those targets; "each of two targets" is not read', () => {
    const [e] = effectsOf('Fan of Sparks {1}{R}\nInstant\nFan of Sparks deals 1 damage to each of up to three target creatures.');
    const [s] = e.steps!;
    assert.ok(s.do === 'damage' && s.to.ref === 'target' && s.to.min === 0 && s.to.max === 3 && s.to.filter.alts[0].noun === 'Creature');
    assert.ok(effectsOf('Fan of Sparks {1}{R}\nInstant\nFan of Sparks deals 1 damage to each of two targets.')[0].unknown);
  });
});

suite('effect model: target player shuffles up to N target cards from their graveyard', () => {
  test('the cards are targets of that player\'s graveyard (0 to N), the player a target before them', () => {
    const [e] = effectsOf('Undertow of Years {2}{U}\nSorcery\nTarget player shuffles up to five target cards from their graveyard into their library.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'shuffleIntoLibrary' || s.what.ref !== 'target') return assert.fail('a shuffle of targets');
    assert.deepStrictEqual([s.what.min, s.what.max, s.what.filter.zone, s.what.filter.zoneOwner, s.owner?.ref], [0, 5, 'graveyard', 'target', 'target']);
    assert.match(describeEffect(e).join('\n'), /target player shuffles up to 5 target cards from their graveyard into their library/);
  });
});

suite('effect model: up to X target …', () => {
  test('"Destroy up to X target enchantments, where X is …" is 0 to that amount of targets', () => {
    const [e] = effectsOf('Hymn Keeper {1}{W}\nEnchantment\n{2}, Sacrifice Hymn Keeper: Destroy up to X target enchantments, where X is the number of charge counters on Hymn Keeper.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'destroy' || s.what.ref !== 'target') return assert.fail('a destroy of targets');
    assert.deepStrictEqual([s.what.min, s.what.upTo], [0, { count: 'counters', counter: 'CHARGE', of: { ref: 'self' } }]);
    assert.match(describeEffect(e).join('\n'), /up to the number of charge counters on this card \(~\) target enchantments/);
  });
});
