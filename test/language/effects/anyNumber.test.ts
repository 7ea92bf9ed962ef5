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
    const [e] = effectsOf('Pollen Drift {2}{G}{G}\nSorcery\nDistribute six +1/+1 counters among any number of target creatures you control. You gain 2 life.');
    const [s, gain] = e.steps!;
    assert.ok(s.do === 'counters' && s.what.ref === 'target' && s.what.divided && s.what.min === 1 && s.what.max === 6);
    assert.strictEqual(gain.do, 'gainLife');
  });

  test('a single counter or counters among one target are not distributed', () => {
    for (const text of [
      'Distribute a +1/+1 counter among one or two target creatures.',
      'Distribute a +1/+1 counter among any number of target creatures.',
      'Distribute two +1/+1 counters among one target creature.',
    ]) assert.ok(effectsOf(`Lone Seed {G}\nSorcery\n${text}`)[0].unknown, text);
  });
});

suite('effect model: any number of target players each …', () => {
  test('"Any number of target players each draw two cards" is one step of 0 to any number of target players', () => {
    const [e] = effectsOf('Common Cup {2}{W}\nSorcery\nAny number of target players each draw two cards.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'draw' || s.who.ref !== 'target') return assert.fail('cards drawn by targets');
    assert.deepStrictEqual([s.who.min, s.who.max, s.who.filter.alts[0].noun, s.amount], [0, Infinity, 'Player', { n: 2 }]);
  });

  test('"each … unless they pay {3}" is paid by each of the targets; another cost of theirs is not read', () => {
    const [e] = effectsOf('Tollgate Curse {2}{B}\nSorcery\nAny number of target opponents each sacrifice an artifact unless they pay {3}.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'sacrifice' && s.unless?.each && s.unless.payer === s.who && s.who.ref === 'target');
    assert.ok(effectsOf('Tollgate Hex {2}{B}\nSorcery\nAny number of target opponents each lose 2 life unless they sacrifice an enchantment.')[0].unknown);
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
    const [e] = effectsOf('Crossbow Hail {X}{W}{W}\nInstant\nCrossbow Hail deals X damage divided as you choose among any number of target blocking creatures.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'damage' || s.to.ref !== 'target') return assert.fail('damage to targets');
    assert.deepStrictEqual([s.amount, s.to.min, s.to.max, s.to.divided], [{ x: true }, 0, Infinity, true]);
    assert.match(describeEffect(e).join('\n'), /any number of targets \(blocking creature\)/);
  });

  test('X damage among "one, two, or three targets" is not read', () => {
    const [e] = effectsOf('Split Sparks {X}{R}\nInstant\nSplit Sparks deals X damage divided as you choose among one, two, or three targets.');
    assert.ok(e.unknown);
  });
});

suite('effect model: tap any number of untapped creatures you control', () => {
  test('"Tap any number of untapped creatures you control. Target player loses 2 life for each creature tapped this way." counts the tapped', () => {
    const [e] = effectsOf('Toll of Labor {1}{B}\nSorcery\nTap any number of untapped creatures you control. Target player loses 2 life for each creature tapped this way.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [tap, lose] = e.steps!;
    assert.strictEqual(tap.do, 'tapAny');
    assert.ok(lose.do === 'loseLife' && 'count' in lose.amount && lose.amount.count === 'tappedThisWay' && lose.amount.each === 2);
    assert.match(describeEffect(e).join('\n'), /tap any number of untapped creatures you control/);
  });

  test('"you may tap any number of …" is the same choice (none may be chosen), not a "may" of its own', () => {
    const [e] = effectsOf('Lantern Host {3}{W}\nCreature — Human Cleric\nAt the beginning of your end step, you may tap any number of untapped creatures you control. Draw a card for each creature tapped this way.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [tap, draw] = e.steps!;
    assert.ok(tap.do === 'tapAny' && !tap.optional);
    assert.ok(draw.do === 'draw' && 'count' in draw.amount && draw.amount.count === 'tappedThisWay');
  });

  test('"for each creature tapped this way" with no such step before is not read', () => {
    const [e] = effectsOf('Rally Alone {W}\nSorcery\nYou gain 3 life for each creature tapped this way.');
    assert.ok(e.unknown);
  });

  test('"for each creature tapped this way" after tapping other permanents is not read (not all of them are creatures)', () => {
    assert.ok(effectsOf('Idle Muster {1}{W}\nSorcery\nTap any number of untapped artifacts you control. You gain 3 life for each creature tapped this way.')[0].unknown);
    assert.ok(effectsOf('Idle Muster {1}{W}\nSorcery\nTap any number of untapped permanents you control. Draw a card for each creature tapped this way.')[0].unknown);
  });
});

suite('effect model: card types joined by "and/or"', () => {
  test('"any number of target artifacts and/or enchantments" is one target of either type', () => {
    const [e] = effectsOf("Relic Tide {3}{U}\nSorcery\nReturn any number of target artifacts and/or enchantments to their owners' hands.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'bounce' && s.what.ref === 'target' && s.what.max === Infinity);
    assert.deepStrictEqual(s.what.filter.alts.map((a) => a.noun), ['Artifact', 'Enchantment']);
  });

  test('a condition after the last type is both types\' ("creatures and/or planeswalkers an opponent controls")', () => {
    const [e] = effectsOf('Ember Lattice {3}{R}\nInstant\nEmber Lattice deals 3 damage divided as you choose among any number of target creatures and/or planeswalkers an opponent controls. Draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'damage' && s.to.ref === 'target' && s.to.divided && s.to.max === 3);
    assert.deepStrictEqual(s.to.filter.alts.map((a) => [a.noun, a.props.length]), [['Creature', 1], ['Planeswalker', 1]]);
  });
});

suite('effect model: sacrifice any number of …', () => {
  test('"Sacrifice any number of Islands. ~ deals that much damage …": "that much" is the number sacrificed', () => {
    const [e] = effectsOf('Tidal Offering {2}{U}\nSorcery\nSacrifice any number of Islands. Tidal Offering deals that much damage to target creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [sac, dmg] = e.steps!;
    assert.ok(sac.do === 'sacrificeAny' && sac.filter.alts[0].noun === 'Island');
    assert.ok(dmg.do === 'damage' && 'count' in dmg.amount && dmg.amount.count === 'sacrificedThisWay');
    assert.match(describeEffect(e).join('\n'), /sacrifice any number of Islands/);
  });

  test('"that much" is the number sacrificed only in the step right after the sacrifice', () => {
    const [e] = effectsOf('Bone Tithe {2}{B}\nSorcery\nSacrifice any number of artifacts. Target player loses 3 life. You gain that much life.');
    assert.ok(e.unknown);
  });

  test('"then add that much {B}" is one {B} for each permanent sacrificed', () => {
    const [e] = effectsOf('Ash Tithe {1}{B}\nInstant\nSacrifice any number of creatures, then add that much {B}. You lose 1 life.');
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
  test('"deals 1 damage to each of up to five targets" is 0 to 5 targets of any kind, each dealt 1', () => {
    const [e] = effectsOf('Sleet Fan {3}{R}\nSorcery\nSleet Fan deals 1 damage to each of up to five targets. You lose 2 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'damage' && s.to.ref === 'target' && !s.to.divided && 'n' in s.amount && s.amount.n === 1);
    assert.deepStrictEqual([s.to.min, s.to.max, s.to.filter.alts.map((a) => a.noun)], [0, 5, ['Creature', 'Player', 'Planeswalker']]);
  });

  test('"each of up to three target creatures with flying" is those targets; "each of two targets" is not read', () => {
    const [e] = effectsOf('Needle Trio {2}{R}\nInstant\nNeedle Trio deals 2 damage to each of up to three target creatures with flying.');
    const [s] = e.steps!;
    assert.ok(s.do === 'damage' && s.to.ref === 'target' && s.to.min === 0 && s.to.max === 3 && s.to.filter.alts[0].noun === 'Creature');
    assert.ok(effectsOf('Needle Trio {2}{R}\nInstant\nNeedle Trio deals 2 damage to each of two targets.')[0].unknown);
  });
});

suite('effect model: target player shuffles up to N target cards from their graveyard', () => {
  test('the cards are targets of that player\'s graveyard (0 to N), the player a target before them', () => {
    const [e] = effectsOf('Silt Return {1}{U}\nInstant\nTarget player shuffles up to two target cards from their graveyard into their library.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'shuffleIntoLibrary' || s.what.ref !== 'target') return assert.fail('a shuffle of targets');
    assert.deepStrictEqual([s.what.min, s.what.max, s.what.filter.zone, s.what.filter.zoneOwner, s.owner?.ref], [0, 2, 'graveyard', 'target', 'target']);
    assert.match(describeEffect(e).join('\n'), /target player shuffles up to 2 target cards from their graveyard into their library/);
  });
});

suite('effect model: up to X target …', () => {
  test('"Tap up to X target creatures, where X is …" is 0 to that amount of targets', () => {
    const [e] = effectsOf('Chime Keeper {2}\nArtifact\n{3}, {T}: Tap up to X target creatures, where X is the number of time counters on Chime Keeper.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    if (s.do !== 'tap' || s.what.ref !== 'target') return assert.fail('a tap of targets');
    assert.deepStrictEqual([s.what.min, s.what.upTo], [0, { count: 'counters', counter: 'TIME', of: { ref: 'self' } }]);
    assert.match(describeEffect(e).join('\n'), /up to the number of time counters on this card \(~\) target creatures/);
  });
});

suite('effect model: any number of / up to, in words', () => {
  test('targets among which counters are distributed are not said to divide damage when a later step names them', () => {
    const [e] = effectsOf('Brace Triad {2}{G}\nInstant\nDistribute three +1/+1 counters among one, two, or three target creatures. Those creatures gain trample until end of turn.');
    const words = describeEffect(e).join('\n');
    assert.match(words, /one to 3 targets \(creature\) gains trample/);
    assert.doesNotMatch(words, /damage divided/);
  });

  test('a pump "for each creature tapped this way" says the creatures tapped', () => {
    const [e] = effectsOf('Yoke Ogre {4}{R}\nCreature — Ogre Warrior\nAt the beginning of combat on your turn, you may tap any number of untapped creatures you control. Yoke Ogre gets +3/+0 until end of turn for each creature tapped this way.\n4/4');
    assert.match(describeEffect(e).join('\n'), /gets \+3\/\+0 for each creature tapped this way/);
  });

  test('any number of target opponents: "each of any number of target opponents discards their hand"', () => {
    const [e] = effectsOf('Clean Slates {2}{U}{U}\nSorcery\nAny number of target opponents each discard their hands, then draw four cards.');
    assert.match(describeEffect(e).join('\n'), /each of any number of target opponents discards their hand/);
  });
});
