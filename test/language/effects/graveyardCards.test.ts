import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: every card of some kinds moved from graveyards', () => {
  test('"Each player returns all <kind> cards from their graveyard to the battlefield" moves each player\'s own cards of that kind', () => {
    const e = instant('Each player returns all Aura cards from their graveyard to the battlefield. You gain 3 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'battlefield' && s.who.ref === 'each' && s.filter?.zone === 'graveyard');
    assert.match(describeEffect(e).join('\n'), /each player returns all Aura cards from their graveyard to the battlefield\n.*you gain 3 life/);
    // Of one player, to the hand, or of cards with more said of them: not this step.
    assert.ok(instant('Each opponent returns all Aura cards from their graveyard to the battlefield.').unknown);
    assert.ok(instant('Each player returns all green creature cards from their graveyard to their hand.').unknown);
    assert.ok(instant('Each player returns all creature cards with power 3 or greater from their graveyard to the battlefield.').unknown);
  });

  test('"Exile all land cards from all graveyards" exiles every card of that kind there', () => {
    const e = instant('Exile all land cards from all graveyards. Scry 1.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'exile' && s.who.ref === 'each' && s.filter?.alts[0].props.some((p) => p.is === 'type' && p.type === 'Land'));
    assert.match(describeEffect(e).join('\n'), /exile all land cards from all graveyards/);
    // From one player's graveyard: not this step yet.
    assert.ok(instant("Exile all land cards from target player's graveyard. Scry 1.").unknown);
  });

  test('"Exile all <kind> cards from your graveyard" exiles every card of that kind in your own graveyard', () => {
    const e = instant('Exile all artifact cards from your graveyard. Draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'exile' && s.who.ref === 'you' && s.filter?.alts[0].props.some((p) => p.is === 'type' && p.type === 'Artifact'));
    assert.match(describeEffect(e).join('\n'), /exile all artifact cards from your graveyard/);
    // Cards with more said of them than their kinds: not this step.
    assert.ok(instant('Exile all artifact cards with mana value 2 or less from your graveyard. Draw a card.').unknown);
  });

  test('"Return all <kind> cards from your graveyard to your hand" returns every card of that kind you own there', () => {
    const e = instant('Return all Equipment cards from your graveyard to your hand. You lose 2 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'hand' && s.who.ref === 'you' && s.filter?.zone === 'graveyard');
    assert.match(describeEffect(e).join('\n'), /return all Equipment cards from your graveyard to your hand\n.*you lose 2 life/);
    // To the battlefield: not this step yet.
    assert.ok(instant('Return all Equipment cards from your graveyard to the battlefield.').unknown);
  });

  test('"all <kind> and <kind> cards" is the cards of either kind, each kind as it would be read alone', () => {
    const e = instant('Exile all instant and sorcery cards from all graveyards. Scry 2.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'exile' && s.who.ref === 'each');
    assert.deepStrictEqual(s.filter?.alts.map((a) => a.props), [[{ is: 'type', type: 'Instant' }], [{ is: 'type', type: 'Sorcery' }]]);
    assert.match(describeEffect(e).join('\n'), /exile all instant cards or sorcery cards from all graveyards/);
    const yours = instant('You lose 1 life. Return all land and creature cards from your graveyard to your hand.');
    assert.ok(!yours.unknown, JSON.stringify(yours.unknown));
    assert.strictEqual(yours.steps![1].do === 'wholeGraveyard' && yours.steps![1].filter?.alts.length, 2);
    // Two subtypes are two kinds as well.
    const subtypes = instant('Scry 1. Each player returns all Equipment and Aura cards from their graveyard to the battlefield.');
    assert.ok(!subtypes.unknown, JSON.stringify(subtypes.unknown));
    const sub = subtypes.steps![1];
    assert.deepStrictEqual(sub.do === 'wholeGraveyard' && sub.filter?.alts.map((a) => a.props), [[{ is: 'type', type: 'Equipment' }], [{ is: 'type', type: 'Aura' }]]);
    // The same kind twice, a colour, or more said of the second kind: not read.
    assert.ok(instant('Exile all creature and creature cards from all graveyards.').unknown);
    assert.ok(instant('Exile all artifact and green cards from all graveyards.').unknown);
    // A plural first kind ("artifacts and creature cards" may be the artifacts on the battlefield): not read.
    assert.ok(instant('Exile all artifacts and creature cards from all graveyards.').unknown);
    assert.ok(instant('Exile all artifact and enchantment cards with mana value 3 or less from all graveyards.').unknown);
  });

  test('"Return all <kind> cards from all graveyards to the battlefield under their owners\' control" is each player\'s cards of the kind', () => {
    const e = instant("Return all land and creature cards from all graveyards to the battlefield under their owners' control. You gain 4 life.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'battlefield' && s.who.ref === 'each' && s.filter?.alts.length === 2);
    assert.match(describeEffect(e).join('\n'), /each player returns all land cards or creature cards from their graveyard to the battlefield\n.*you gain 4 life/);
    // Under your control, to their owners' hands, tapped: not this step.
    assert.ok(instant('Return all land cards from all graveyards to the battlefield under your control.').unknown);
    assert.ok(instant("Return all land cards from all graveyards to their owners' hands.").unknown);
    assert.ok(instant("Return all land cards from all graveyards to the battlefield tapped under their owners' control.").unknown);
  });

  test('"Shuffle all <kind> cards from target player\'s graveyard into that player\'s library" moves those cards of a target player', () => {
    const e = instant("Shuffle all land cards from target player's graveyard into that player's library. Scry 1.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'wholeGraveyard' && s.to === 'library' && s.who.ref === 'target' && s.filter?.alts[0].props.some((p) => p.is === 'type' && p.type === 'Land'));
    assert.match(describeEffect(e).join('\n'), /shuffle all land cards from target player's graveyard into that player's library/);
    // Cards with more said of them, all cards, or another player's library: not this step.
    assert.ok(instant("Shuffle all land cards with mana value 2 or less from target player's graveyard into that player's library.").unknown);
    assert.ok(instant("Shuffle all cards from target player's graveyard into that player's library.").unknown);
    assert.ok(instant("Shuffle all land cards from target player's graveyard into your library.").unknown);
  });
});
