import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a creature card with this line. */
function trigger(line: string, types = 'Creature — Beast', pt = '\n3/3'): AbilityEffect {
  const model = parseDocument(`Test Beast {2}{G}\n${types}\n${line}${pt}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: triggers on events of the game', () => {
  test('"a creature dealt damage by ~ this turn" is a creature the card itself damaged this turn', () => {
    const e = trigger('Whenever a creature dealt damage by Test Beast this turn dies, put a +1/+1 counter on Test Beast.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.subject, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'damagedBySelf' }] }] } });
    assert.match(describeEffect(e)[0], /whenever a creature dealt damage by this card \(~\) this turn dies/);
  });

  test('"that player skips their next untap step / draw step / combat phase" (500.11); another step is not read', () => {
    const e = trigger('Whenever Test Beast deals combat damage to a player, that player skips their next untap step.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'skipNext', who: { ref: 'triggered', what: 'player' }, step: 'untap' }]);
    assert.match(describeEffect(e).join('\n'), /that player skips their next untap step|skips their next untap step/);
    assert.strictEqual(trigger('When Test Beast enters the battlefield, target opponent skips their next combat phase.').steps?.[0].do, 'skipNext');
    assert.ok(trigger('Whenever Test Beast deals combat damage to a player, that player skips their next turn.').unknown);
  });

  test('"that player gets a poison counter" / "gets two poison counters": poison counters put on a player (122.1f)', () => {
    const e = trigger('Whenever Test Beast deals damage to a player, that player gets a poison counter.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'poison', who: { ref: 'triggered', what: 'player' }, amount: { n: 1 } }]);
    assert.match(describeEffect(e).join('\n'), /that player gets 1 poison counter\(s\)|gets 1 poison counter/);
    assert.deepStrictEqual(trigger('Whenever Test Beast deals combat damage to a player, that player gets two poison counters.').steps?.[0], { do: 'poison', who: { ref: 'triggered', what: 'player' }, amount: { n: 2 } });
    // Counters of another kind on a player are not read as poison.
    assert.ok(trigger('Whenever Test Beast deals damage to a player, that player gets two rad counters.').unknown);
  });

  test('"create that many … tokens" after a damage trigger: one token for each point of the damage dealt', () => {
    const e = trigger('Whenever Test Beast deals combat damage to a player, create that many 1/1 green Saproling creature tokens.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0].do === 'token' && e.steps[0].amount, { count: 'eventDamage' });
    assert.match(describeEffect(e).join('\n'), /that much \(the damage dealt\)/);
    // Without a damage event, "that many" names nothing: not read.
    assert.ok(trigger('Whenever Test Beast attacks, create that many 1/1 green Saproling creature tokens.').unknown);
  });

  test('"target artifact that player controls" after a combat damage trigger is what the player dealt damage controls', () => {
    const e = trigger('Whenever Test Beast deals combat damage to a player, destroy target artifact that player controls.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps!;
    if (step.do !== 'destroy' || step.what.ref !== 'target') return assert.fail(step.do);
    assert.deepStrictEqual(step.what.filter.alts, [{ noun: 'Artifact', props: [{ is: 'controller', who: 'thatPlayer' }] }]);
    assert.match(describeEffect(e)[1], /destroy target artifact that player controls/);
    // With no player the trigger names, "that player" is no one: not read.
    assert.ok(trigger('When Test Beast enters the battlefield, destroy target artifact that player controls.').unknown);
  });

  test('"each creature that player controls" after a combat damage trigger is every creature of the player dealt damage', () => {
    const e = trigger('Whenever Test Beast deals combat damage to a player, Test Beast deals 1 damage to each creature that player controls.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps!;
    if (step.do !== 'damage') return assert.fail(step.do);
    assert.deepStrictEqual(step.to, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'thatPlayer' }] }] } });
    assert.match(describeEffect(e)[1], /each creature that player controls/);
    // With no player the trigger names, "that player" is no one: not read.
    assert.ok(trigger('When Test Beast enters the battlefield, tap all lands that player controls.').unknown);
  });

  test('"When you control no Forests, sacrifice ~" is a state trigger (603.8) on the count of what you control', () => {
    const e = trigger('When you control no Forests, sacrifice Test Beast.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'state');
    assert.deepStrictEqual(e.trigger?.state, { youControl: { alts: [{ noun: 'Forest', props: [{ is: 'controller', who: 'you' }] }], plural: true }, compare: 'EQ', count: 0 });
    assert.match(describeEffect(e)[0], /when you control no forest\(s\) \(a state trigger\)/i);
    const other = trigger('When you control no other artifacts, sacrifice Test Beast.', 'Artifact Creature — Golem');
    assert.deepStrictEqual(other.trigger?.state?.youControl.alts[0].props, [{ is: 'other' }, { is: 'controller', who: 'you' }]);
  });

  test('"you may draw a card. If you do, discard a card": the discard happens only if the player drew', () => {
    const e = trigger('Whenever Test Beast deals combat damage to a player, you may draw two cards. If you do, discard a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => [s.do, !!s.optional, !!s.ifYouDo]), [['draw', true, false], ['discard', false, true]]);
    assert.match(describeEffect(e).join('\n'), /you may draw 2 card\(s\)[\s\S]*if you do, you discard 1 card\(s\)/);
    // "if you do" after a "you may" that could be chosen and still not be done (a discard with an empty hand) is not
    // read as a step: it is read as a cost paid as the ability resolves (see the next test).
    assert.strictEqual(trigger('Whenever Test Beast attacks, you may discard a card. If you do, draw a card.').payToDo?.[0].pay, 'discard');
    // After a step that is not optional: not read.
    assert.ok(trigger('Whenever Test Beast attacks, draw a card. If you do, discard a card.').unknown);
  });

  test('"you may sacrifice / discard / return …. If you do, …": the action is a cost paid as the ability resolves, and the rest happens only if it was paid', () => {
    const sac = trigger('Whenever Test Beast attacks, you may sacrifice another creature. If you do, Test Beast gets +2/+0 until end of turn.');
    assert.ok(!sac.unknown, JSON.stringify(sac.unknown));
    assert.deepStrictEqual(sac.payToDo?.map((c) => c.pay), ['sacrifice']);
    const [paid] = sac.payToDo ?? [];
    assert.ok(paid?.pay === 'sacrifice' && paid.what.ref === 'chosen' && paid.what.filter?.alts[0].props[0].is === 'other');
    assert.deepStrictEqual(sac.steps?.map((s) => [s.do, !!s.optional]), [['pump', false]]);
    assert.match(describeEffect(sac)[0], /you may sacrifice 1 other creature \(chosen by you\), and if you do:/);
    // "sacrifice it" of a trigger on the card itself that is still on the battlefield: the card.
    const self = trigger('Whenever Test Beast deals combat damage to a player, you may sacrifice it. If you do, that player discards two cards.');
    assert.ok(!self.unknown, JSON.stringify(self.unknown));
    assert.deepStrictEqual(self.payToDo, [{ pay: 'sacrifice', what: { ref: 'self' }, amount: 1 }]);
    // … but not when "it" could be another object (or the card has left the battlefield).
    assert.ok(trigger('Whenever another creature dies, you may sacrifice it. If you do, draw a card.').unknown);
    assert.ok(trigger('When Test Beast dies, you may sacrifice it. If you do, draw a card.').unknown);
    // "the sacrificed creature" names what the cost sacrificed.
    const power = trigger('When Test Beast enters, you may sacrifice a creature. If you do, you gain life equal to the sacrificed creature\'s power.');
    assert.ok(!power.unknown, JSON.stringify(power.unknown));
    assert.match(JSON.stringify(power.steps), /"ref":"sacrificed"/);
    const discard = trigger('At the beginning of your upkeep, you may discard a card. If you do, untap Test Beast.');
    assert.deepStrictEqual(discard.payToDo?.map((c) => c.pay), ['discard']);
    assert.match(describeEffect(discard)[0], /you may discard 1 card, and if you do:/);
    const land = trigger('Whenever Test Beast attacks, you may return a land you control to its owner\'s hand. If you do, Test Beast gets +1/+1 until end of turn.');
    assert.deepStrictEqual(land.payToDo?.map((c) => c.pay), ['return']);
    // An action that is no cost (exiling a target, searching): not read as a cost, but as a "you may" step and the steps
    // done only if it was done.
    const exile = trigger('When Test Beast enters, you may exile target card from a graveyard. If you do, you gain 2 life.');
    assert.deepStrictEqual([exile.payToDo, exile.steps?.map((s) => s.ifYouDo)], [undefined, [undefined, true]]);
  });

  test('"that creature\'s controller" in a trigger on another creature is the controller of the trigger\'s creature', () => {
    const e = trigger('Whenever another creature dies, that creature\'s controller loses 1 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0], { do: 'loseLife', who: { ref: 'controller', of: { ref: 'triggered', what: 'object' } }, amount: { n: 1 } });
    assert.match(describeEffect(e).join('\n'), /the controller of that object \(of the trigger\) loses 1 life/);
    // A trigger with no creature of its own: not read.
    assert.ok(trigger('At the beginning of your upkeep, that creature\'s controller loses 1 life.').unknown);
  });

  test('"it gets +1/+0 until end of turn for each other attacking Beast": the P/T change is per object counted', () => {
    const e = trigger('Whenever Test Beast attacks, it gets +1/+0 until end of turn for each other attacking Beast.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [pump] = e.steps ?? [];
    assert.ok(pump?.do === 'pump' && pump.forEach && 'filter' in pump.forEach);
    assert.deepStrictEqual(pump.forEach.filter.alts, [{ noun: 'Beast', props: [{ is: 'other' }, { is: 'state', state: 'attacking' }] }]);
    assert.deepStrictEqual([pump.power, pump.toughness, pump.duration], [1, 0, 'turn']);
    assert.match(describeEffect(e).join('\n'), /gets \+1\/\+0 for each other attacking beast until end of turn/i);
    // The count may come before the duration.
    const before = trigger('Whenever Test Beast attacks, it gets +1/+1 for each Forest you control until end of turn.');
    assert.ok(before.steps?.[0].do === 'pump' && before.steps[0].forEach);
  });

  test('"Whenever a creature deals damage to you, destroy it": the source of the damage, named "it"', () => {
    const e = trigger('Whenever a creature deals damage to you, destroy it.', 'Enchantment', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'damageToYou');
    assert.deepStrictEqual(e.steps, [{ do: 'destroy', what: { ref: 'triggered', what: 'object' } }]);
    assert.match(describeEffect(e)[0], /whenever a creature deals damage to you/);
    assert.strictEqual(trigger('Whenever a Goblin deals combat damage to you, you gain 1 life.', 'Enchantment', '').trigger?.event, 'combatDamageToYou');
  });

  test('"attacks alone": the only creature declared as an attacker (506.5)', () => {
    const self = trigger('Whenever Test Beast attacks alone, it gets +2/+0 until end of turn.');
    assert.ok(!self.unknown, JSON.stringify(self.unknown));
    assert.deepStrictEqual({ event: self.trigger?.event, alone: self.trigger?.alone }, { event: 'attacks', alone: true });
    assert.match(describeEffect(self)[0], /attacks alone/);
    const yours = trigger('Whenever a creature you control attacks alone, it gains lifelink until end of turn.', 'Enchantment', '');
    assert.strictEqual(yours.trigger?.alone, true);
    assert.deepStrictEqual(yours.steps?.[0], { do: 'pump', what: { ref: 'triggered', what: 'object' }, keywords: ['Lifelink'], duration: 'turn' });
  });

  test('heroic, "when you cast ~", battalion and "enters the battlefield or dies" are read, and described', () => {
    const heroic = trigger('Whenever you cast a spell that targets Test Beast, put a +1/+1 counter on Test Beast.');
    assert.deepStrictEqual({ event: heroic.trigger?.event, targetsSelf: heroic.trigger?.targetsSelf }, { event: 'cast', targetsSelf: true });
    assert.match(describeEffect(heroic)[0], /whenever you cast a spell that targets this card \(~\)/);
    const cast = trigger('When you cast this spell, you gain 3 life.');
    assert.deepStrictEqual(cast.trigger, { event: 'cast', subject: { ref: 'self' }, whose: 'you' });
    const battalion = trigger('Whenever Test Beast and at least two other creatures attack, Test Beast gets +1/+1 until end of turn.');
    assert.strictEqual(battalion.trigger?.withOthers, 2);
    assert.match(describeEffect(battalion)[0], /with at least 2 other attacking creatures/);
    const both = trigger('When Test Beast enters the battlefield or dies, you gain 2 life.');
    assert.deepStrictEqual({ event: both.trigger?.event, orDies: both.trigger?.orDies }, { event: 'enters', orDies: true });
    assert.match(describeEffect(both)[0], /enters the battlefield or dies/);
  });

  test('"When ~ enters the battlefield or is turned face up" is the card itself entering, or turned face up', () => {
    const either = trigger('When Test Beast enters the battlefield or is turned face up, you gain 2 life.');
    assert.deepStrictEqual({ event: either.trigger?.event, orTurnedFaceUp: either.trigger?.orTurnedFaceUp }, { event: 'enters', orTurnedFaceUp: true });
    assert.match(describeEffect(either)[0], /enters the battlefield or is turned face up/);
    // Of another object than the card itself: not read.
    assert.ok(trigger('Whenever a creature you control enters the battlefield or is turned face up, you gain 2 life.').unknown);
  });

  test('"becomes tapped", "becomes untapped", "an opponent discards a card" and "defending player controls" are read', () => {
    assert.strictEqual(trigger('Whenever Test Beast becomes tapped, you gain 1 life.').trigger?.event, 'taps');
    assert.strictEqual(trigger('Whenever Test Beast becomes untapped, you gain 1 life.').trigger?.event, 'untaps');
    const discard = trigger('Whenever an opponent discards a card, that player loses 1 life.', 'Enchantment', '');
    assert.strictEqual(discard.trigger?.event, 'discard');
    assert.deepStrictEqual(discard.steps, [{ do: 'loseLife', who: { ref: 'triggered', what: 'player' }, amount: { n: 1 } }]);
    const tap = trigger('Whenever Test Beast attacks, tap target creature defending player controls.');
    assert.ok(!tap.unknown, JSON.stringify(tap.unknown));
    assert.match(describeEffect(tap).join('\n'), /creature the defending player controls/);
  });

  test('"Whenever enchanted land becomes tapped, its controller …": the controller of the permanent that became tapped', () => {
    const e = trigger('Enchant land\nWhenever enchanted land becomes tapped, its controller loses 2 life.', 'Enchantment — Aura', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'loseLife', who: { ref: 'controller', of: { ref: 'triggered', what: 'object' } }, amount: { n: 2 } }]);
    assert.match(describeEffect(e).join('\n'), /enchanted .*becomes tapped/);
  });

  test('"When a spell or ability an opponent controls causes you to discard ~, that player …": the card itself, that opponent', () => {
    const e = trigger('When a spell or ability an opponent controls causes you to discard Test Beast, that player loses 3 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'discard', subject: { ref: 'self' }, byOpponent: true });
    assert.deepStrictEqual(e.steps, [{ do: 'loseLife', who: { ref: 'triggered', what: 'player' }, amount: { n: 3 } }]);
    assert.match(describeEffect(e).join('\n'), /an opponent \("that player"\) controls causes you to discard this card/);
  });

  test('"Whenever you cycle or discard (another) card" is a card you own discarded (cycling discards it, 702.29a)', () => {
    const e = trigger('Whenever you cycle or discard another card, Test Beast gets +1/+0 until end of turn.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'discard', subject: { ref: 'each', filter: { alts: [{ noun: 'Card', props: [{ is: 'other' }, { is: 'owner', who: 'you' }] }] } } });
    assert.match(describeEffect(e)[0], /whenever another card you own is discarded/);
    assert.ok(trigger('Whenever you discard a creature card, you gain 1 life.').unknown);
  });

  test('"that player" after "that creature\'s controller" (with no player of the trigger) is that controller', () => {
    const e = trigger("Enchant creature\nWhenever enchanted creature becomes tapped, Test Beast deals 3 damage to that creature's controller unless that player pays {3}.", 'Enchantment — Aura', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const controller = { ref: 'controller', of: { ref: 'triggered', what: 'object' } };
    assert.deepStrictEqual(e.steps?.[0].do === 'damage' && [e.steps[0].to, e.steps[0].unless?.payer], [controller, controller]);
  });

  test('"you may attach ~ to it": the card itself attached to the object of the trigger (701.3)', () => {
    const e = trigger('Whenever a Wizard creature enters the battlefield, you may attach Test Beast to it.', 'Artifact — Equipment', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'attach', to: { ref: 'triggered', what: 'object' }, optional: true }]);
    assert.match(describeEffect(e).join('\n'), /attach this card \(~\) to/);
  });

  test('"exile target creature until ~ leaves the battlefield" (610.3c): an exile that ends when the card leaves', () => {
    const e = trigger('When Test Beast enters the battlefield, exile target creature an opponent controls until Test Beast leaves the battlefield.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps?.[0].do, 'exile');
    assert.deepStrictEqual((e.steps?.[0] as { until?: string }).until, 'selfLeaves');
    assert.match(describeEffect(e).join('\n'), /until this card \(~\) leaves the battlefield/);
    // Only a target: "exile all creatures until …" is not read.
    assert.ok(trigger('When Test Beast enters the battlefield, exile all artifacts until Test Beast leaves the battlefield.').unknown);
  });

  test('"return that card to the battlefield" of a dies trigger is the card that died; "it" afterwards (a new object) is not read', () => {
    const aura = (rest: string) => trigger(`Enchant creature\nWhen enchanted creature dies, ${rest}`, 'Enchantment — Aura', '');
    const e = aura('return that card to the battlefield under your control.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'return', what: { ref: 'triggered', what: 'object' }, to: 'battlefield', tapped: undefined, underYourControl: true }]);
    assert.ok(aura('return that card to the battlefield under your control. Put a +1/+1 counter on it.').unknown);
  });

  test('"When you set this scheme in motion" (701.25a) and "When ~ exploits a creature" (702.110b) are read', () => {
    const model = parseDocument('Test Scheme\nScheme\nWhen you set this scheme in motion, create a 5/5 red Dragon creature token with flying.').chunks.find((c) => c.model)!.model!;
    const scheme = readCardEffects(model).faces[0][0];
    assert.ok(!scheme.unknown, JSON.stringify(scheme.unknown));
    assert.deepStrictEqual(scheme.trigger, { event: 'setInMotion', subject: { ref: 'self' } });
    assert.match(describeEffect(scheme)[0], /this card \(~\) is set in motion/);
    const exploit = trigger('Exploit\nWhen Test Beast exploits a creature, you draw two cards and you lose 2 life.');
    assert.deepStrictEqual(exploit.trigger, { event: 'exploits', subject: { ref: 'self' } });
  });

  test('"a historic spell" (700.6): a spell with the historic property', () => {
    const e = trigger('Whenever you cast a historic spell, scry 1.', 'Artifact', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.spell?.alts[0].props, [{ is: 'historic' }]);
    assert.match(describeEffect(e)[0], /whenever you cast a historic spell/);
  });

  test('"a spell that\'s both red and white" is a spell of both colours, said so in words; one colour twice or three is not read', () => {
    const e = trigger("Whenever you cast a spell that's both red and white, you gain 2 life.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.spell?.alts, [{ noun: 'Spell', props: [{ is: 'color', color: 'R' }, { is: 'color', color: 'W' }] }]);
    assert.match(describeEffect(e)[0], /whenever you cast a spell that's both red and white/);
    assert.ok(trigger("Whenever you cast a spell that's both red and red, you gain 2 life.").unknown);
    assert.ok(trigger("Whenever you cast a creature spell that's both red and white, you gain 2 life.").unknown);
  });

  test('"that player" of "Whenever a player casts a spell" is the caster, the trigger\'s player', () => {
    const e = trigger('Whenever a player casts a spell, Test Beast deals 1 damage to that player.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.match(describeEffect(e).join('\n'), /deal 1 damage to that player/);
  });

  test('"Whenever you sacrifice another permanent" (701.17a) is a permanent of a kind you sacrifice, said so in words', () => {
    const e = trigger('Whenever you sacrifice another permanent, put a +1/+1 counter on Test Beast.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'sacrificed');
    assert.deepStrictEqual(e.trigger?.subject.ref === 'each' && e.trigger.subject.filter.alts, [{ noun: 'Permanent', props: [{ is: 'other' }] }]);
    assert.match(describeEffect(e)[0], /whenever you sacrifice another permanent/);
    assert.ok(!trigger('Whenever you sacrifice a creature, you gain 1 life.').unknown);
    assert.ok(trigger('Whenever you sacrifice two creatures, you gain 1 life.').unknown);
  });

  test('"Whenever you / an opponent / a player draws a card" is each card drawn, said so in words; "that player" after it is not read yet', () => {
    const e = trigger('Whenever an opponent draws a card, you gain 1 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'drawCard', subject: { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }] } } });
    assert.match(describeEffect(e)[0], /whenever an opponent draws a card/);
    assert.deepStrictEqual(trigger('Whenever you draw a card, you gain 1 life.').trigger, { event: 'drawCard', subject: { ref: 'you' } });
    assert.ok(trigger('Whenever a player draws a card, that player loses 1 life.').unknown);
    assert.ok(trigger('Whenever you draw a card during your turn, you gain 1 life.').unknown);
  });

  test('"Whenever a player cycles a card" (702.29a) is any card cycled, said so in words', () => {
    const e = trigger('Whenever a player cycles a card, you gain 1 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'cycle', subject: { ref: 'each', filter: { alts: [{ noun: 'Card', props: [] }] } } });
    assert.match(describeEffect(e)[0], /whenever a player cycles a card/);
  });

  test('"that much damage" in a damage trigger is the damage of the event; elsewhere it is not read', () => {
    const e = trigger('Whenever Test Beast is dealt damage, it deals that much damage to any target.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps?.[0] as { amount?: unknown }).amount, { count: 'eventDamage' });
    assert.match(describeEffect(e).join('\n'), /that much \(the damage dealt\)/);
    assert.ok(trigger('When Test Beast enters the battlefield, it deals that much damage to any target.').unknown);
  });

  test('"Whenever ~ deals damage" (anything, at one time) with "that much life"; "deals damage to a creature / an opponent" are events of their own', () => {
    const e = trigger('Whenever Test Beast deals damage, you gain that much life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'dealsDamage');
    assert.deepStrictEqual(e.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'eventDamage' } }]);
    assert.match(describeEffect(e)[0], /deals damage$/);
    const creature = trigger('Whenever Test Beast deals damage to a creature, destroy that creature.');
    assert.strictEqual(creature.trigger?.event, 'damageToCreature');
    assert.deepStrictEqual(creature.steps, [{ do: 'destroy', what: { ref: 'triggered', what: 'object' } }]);
    const opponent = trigger('Whenever Test Beast deals damage to an opponent, that player discards a card.');
    assert.strictEqual(opponent.trigger?.event, 'damageToOpponent');
    assert.deepStrictEqual(opponent.steps?.[0], { do: 'discard', who: { ref: 'triggered', what: 'player' }, amount: { n: 1 }, how: 'choice' });
  });

  test('"a spell that targets only ~", "you control two or more", and a heroic opponent\'s spell stay unread', () => {
    assert.ok(trigger('Whenever you cast a spell that targets only Test Beast, draw a card.').unknown);
    assert.ok(trigger('Whenever an opponent casts a spell that targets Test Beast, draw a card.').unknown);
    assert.ok(trigger('When Test Beast and at least two other creatures block, draw a card.').unknown);
  });

  test('"is put into a graveyard from anywhere" / "… an opponent\'s graveyard" / "… your graveyard from your library": a card going to its owner\'s graveyard', () => {
    const self = trigger("When Test Beast is put into a graveyard from anywhere, shuffle it into its owner's library.");
    assert.ok(!self.unknown, JSON.stringify(self.unknown));
    assert.deepStrictEqual([self.trigger?.event, self.trigger?.subject, self.trigger?.from], ['putIntoGraveyard', { ref: 'self' }, 'anywhere']);
    assert.deepStrictEqual(self.steps, [{ do: 'shuffleIntoLibrary', what: { ref: 'self' } }]);
    assert.match(describeEffect(self).join('\n'), /when this card \(~\) is put into a graveyard from anywhere[\s\S]*shuffle this card \(~\) into its owner's library/);
    // "a card": never a token (108.2); "an opponent's graveyard": a card an opponent owns (404.2).
    const theirs = trigger("Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on Test Beast.");
    assert.ok(!theirs.unknown, JSON.stringify(theirs.unknown));
    assert.deepStrictEqual(theirs.trigger?.subject, { ref: 'each', filter: { alts: [{ noun: 'Card', props: [{ is: 'state', state: 'nontoken' }, { is: 'owner', who: 'opponent' }] }] } });
    const library = trigger('When Test Beast is put into your graveyard from your library, draw a card.');
    assert.deepStrictEqual([library.trigger?.event, library.trigger?.from], ['putIntoGraveyard', 'library']);
    // Another graveyard's library, or a zone the reader does not know: not read.
    assert.ok(trigger("When Test Beast is put into an opponent's graveyard from anywhere, draw a card.").unknown);
    assert.ok(trigger('When Test Beast is put into a graveyard from your hand, draw a card.').unknown);
  });
});
