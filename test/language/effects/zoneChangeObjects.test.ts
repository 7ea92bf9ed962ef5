import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the objects and players of enters, dies and put-into-a-graveyard triggers', () => {
  test('"you get an experience counter" is an experience step (122.1), "gain 2 life and get {E}{E}" two steps', () => {
    const [e] = effectsOf('Test Sage {1}{G}\nCreature — Elf Druid\nWhenever a Forest enters the battlefield under your control, you get an experience counter.\n1/2');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps, [{ do: 'experience', amount: { n: 1 } }]);
    const [w] = effectsOf('Test Walker {3}{W}\nCreature — Construct\nWhen Test Walker enters the battlefield, you gain 2 life and get {E}{E}.\n2/4');
    assert.ok(!w.unknown, w.unknown?.reason);
    assert.deepStrictEqual(w.steps?.map((s) => s.do), ['gainLife', 'energy']);
  });

  test('"its controller" after "Whenever an artifact enters the battlefield" is the controller of the artifact that entered', () => {
    const [e] = effectsOf('Test Foundry {3}{R}\nEnchantment\nWhenever an artifact enters the battlefield, its controller loses 1 life.');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[0].do === 'loseLife' && e.steps[0].who, { ref: 'controller', of: { ref: 'triggered', what: 'object' } });
  });

  test('"that creature" after "Whenever a creature enters the battlefield" is the creature that entered', () => {
    const [e] = effectsOf('Test Cloak {1}{W}\nArtifact — Equipment\nWhenever a Knight enters the battlefield under your control, you may attach Test Cloak to that creature.\nEquip {2}');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[0].do === 'attach' && e.steps[0].to, { ref: 'triggered', what: 'object' });
    // A land that entered is not "that creature".
    const [l] = effectsOf('Test Cloak {1}{W}\nArtifact — Equipment\nWhenever a land enters the battlefield under your control, you may attach Test Cloak to that creature.');
    assert.ok(l.unknown);
  });

  test('"is put into an opponent\'s graveyard from the battlefield" is a dies trigger of permanents an opponent owns', () => {
    const [e] = effectsOf('Test Vulture {2}{B}\nEnchantment\nWhenever an enchantment is put into an opponent\'s graveyard from the battlefield, you gain 2 life.');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.strictEqual(e.trigger?.event, 'dies');
    // An enchantment does not die (700.4): the description says what the card says.
    assert.match(describeEffect(e).join('\n'), /whenever an enchantment an opponent owns is put into a graveyard from the battlefield/);
    assert.deepStrictEqual(e.trigger?.subject, { ref: 'each', filter: { alts: [{ noun: 'Enchantment', props: [{ is: 'owner', who: 'opponent' }] }] } });
  });

  test('"When enchanted land is put into a graveyard" is the enchanted permanent dying', () => {
    const [, e] = effectsOf('Test Blessing {1}{G}\nEnchantment — Aura\nEnchant land\nWhen enchanted land is put into a graveyard, you draw two cards.');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.trigger && { event: e.trigger.event, subject: e.trigger.subject }, { event: 'dies', subject: { ref: 'enchanted', permanent: true } });
    assert.match(describeEffect(e).join('\n'), /when the enchanted permanent is put into a graveyard from the battlefield/);
  });

  test('"that card" of a permanent put into your graveyard is put on your library or returned to your hand', () => {
    const [put] = effectsOf('Test Crypt {3}{B}\nEnchantment\nWhenever an artifact is put into your graveyard from the battlefield, put that card on the bottom of your library.');
    assert.ok(!put.unknown, put.unknown?.reason);
    assert.deepStrictEqual(put.steps, [{ do: 'putOnLibrary', what: { ref: 'triggered', what: 'object' }, position: 'bottom' }]);
    const [back] = effectsOf('Test Crypt {3}{B}\nEnchantment\nWhenever an artifact is put into your graveyard from the battlefield, return that card to your hand.');
    assert.ok(!back.unknown, back.unknown?.reason);
    assert.deepStrictEqual(back.steps, [{ do: 'return', what: { ref: 'triggered', what: 'object' }, to: 'hand' }]);
    // The enchanted creature's card goes to its owner's hand, whoever that is (400.3).
    const [, shell] = effectsOf('Test Shell {1}{R}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, you may return that card to its owner\'s hand.');
    assert.ok(!shell.unknown, shell.unknown?.reason);
    assert.match(describeEffect(shell).join('\n'), /return that object \(of the trigger\) to its owner's hand/);
    // "your hand" of a card another player may own is not read.
    const [any] = effectsOf('Test Crypt {3}{B}\nEnchantment\nWhenever an artifact dies, return that card to your hand.');
    assert.ok(any.unknown);
  });

  test('"that player" after "enters the battlefield under an opponent\'s control" is the controller of what entered', () => {
    const [e] = effectsOf('Test Warden {1}{W}\nEnchantment\nWhenever a land enters the battlefield under an opponent\'s control, that player loses 1 life.');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[0].do === 'loseLife' && e.steps[0].who, { ref: 'controller', of: { ref: 'triggered', what: 'object' } });
  });

  test('"sacrifice it unless {G} was spent to cast it" is the sacrifice, done only if no {G} was spent to cast the card', () => {
    const [e] = effectsOf('Test Wurm {4}{G}\nCreature — Wurm\nTrample\nWhen Test Wurm enters the battlefield, sacrifice it unless {G} was spent to cast it.\n6/6').slice(-1);
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.trigger?.condition, { manaNotSpent: 'G' });
    assert.deepStrictEqual(e.steps, [{ do: 'sacrifice', what: { ref: 'self' }, who: { ref: 'you' } }]);
  });

  test('"enters the battlefield or leaves the battlefield" is the card itself entering, or leaving', () => {
    const [e] = effectsOf('Test Treefolk {4}{G}\nCreature — Treefolk\nWhen Test Treefolk enters the battlefield or leaves the battlefield, you gain 2 life.\n3/5');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.trigger, { event: 'enters', subject: { ref: 'self' }, orSelf: undefined, orLeaves: true });
  });

  test('"its power" of the enchanted creature that died is the power of the card that died', () => {
    const [, e] = effectsOf('Test Pact {B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, you gain life equal to its power.');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[0].do === 'gainLife' && e.steps[0].amount, { count: 'power', of: { ref: 'triggered', what: 'object' } });
  });

  test('"return a Goblin card at random from your graveyard to your hand" is one card chosen at random, not targeted', () => {
    const [e] = effectsOf('Test Scavenger {3}{R}\nCreature — Goblin\nWhen Test Scavenger enters the battlefield, return a Goblin card at random from your graveyard to your hand.\n2/3');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[0].do === 'return' && [e.steps[0].atRandom, e.steps[0].what.ref], [true, 'chosen']);
    // Picked by chance, not by the player.
    assert.match(describeEffect(e).join('\n'), /return 1 Goblin card in your graveyard chosen at random to your hand/);
    assert.doesNotMatch(describeEffect(e).join('\n'), /chosen by you/);
  });

  test('"if it was an Elf" and "if 3 or more damage was dealt to it this turn" are conditions of what died', () => {
    const [e] = effectsOf('Test Amulet {1}\nArtifact — Equipment\nWhenever equipped creature dies, if it was an Elf, draw a card.\nEquip {2}');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.trigger?.condition, { itWas: 'Elf' });
    const [idol] = effectsOf('Test Idol {3}\nArtifact\nWhen Test Idol is put into a graveyard from the battlefield, if it was a creature, you gain 3 life.');
    assert.match(describeEffect(idol).join('\n'), /if it was a creature\b/);
    const [z] = effectsOf('Test Zubera {1}{U}\nCreature — Zubera Spirit\nWhen Test Zubera dies, if 3 or more damage was dealt to it this turn, you gain 4 life.\n1/2');
    assert.ok(!z.unknown, z.unknown?.reason);
    assert.deepStrictEqual(z.trigger?.condition, { damagedThisTurn: 3 });
  });

  test('"you may goad target creature an opponent controls" is the goad keyword action (701.38a) of one target', () => {
    const [e] = effectsOf('Test Imp {1}{R}\nCreature — Imp\nWhen Test Imp enters the battlefield, you may goad target creature an opponent controls.\n1/1');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.map((s) => [s.do, s.optional]), [['goad', true]]);
  });

  test('"put a card from your hand on the bottom of your library" is a card you choose from your hand', () => {
    const [e] = effectsOf('Test Heron {2}{U}\nCreature — Bird\nWhen Test Heron enters the battlefield, draw a card, then put a card from your hand on the bottom of your library.\n2/2');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[1], { do: 'handToTop', amount: 1, bottom: true });
  });

  test('"if you have three or more artifact cards in your graveyard" is a count of cards of one kind in your graveyard', () => {
    const [e] = effectsOf('Test Keeper {3}{B}\nCreature — Spirit\nWhen Test Keeper enters the battlefield, if you have three or more artifact cards in your graveyard, draw a card.\n2/2');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.ok(e.trigger?.condition && 'graveyardAtLeast' in e.trigger.condition && e.trigger.condition.count === 3);
    assert.match(describeEffect(e).join('\n'), /if you have 3 or more artifact cards in your graveyard\b/);
  });

  test('"that creature\'s controller" after a step named a target creature, in a trigger on a creature dying, is not read (which creature?)', () => {
    const [e] = effectsOf('Test Mourner {2}{B}\nEnchantment\nWhenever a creature dies, tap target creature. That creature\'s controller loses 1 life.');
    assert.ok(e.unknown);
    // With no target named, it is the creature that died.
    const [d] = effectsOf('Test Mourner {2}{B}\nEnchantment\nWhenever a creature dies, that creature\'s controller loses 1 life.');
    assert.ok(!d.unknown, d.unknown?.reason);
    assert.deepStrictEqual(d.steps?.[0].do === 'loseLife' && d.steps[0].who, { ref: 'controller', of: { ref: 'triggered', what: 'object' } });
  });
});
