import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { instant } from './effectHelpers.js';

/** The spell ability of an instant with this rules text. */
suite('effect model: sentences that change the step before "instead"', () => {
  test('"If that spell is countered this way, exile it instead …" sends the countered card to exile', () => {
    const e = instant("Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.");
    assert.strictEqual(e.unknown, undefined);
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'counter' && s.to === 'exile');
    assert.strictEqual(e.steps!.length, 1);
    assert.match(describeEffect(e).join('\n'), /counter target spell; if it is countered this way, exile it instead of into its owner's graveyard/);
  });

  test('"… put it on top of / on the bottom of its owner\'s library instead of into that player\'s graveyard" names the library\'s end', () => {
    const top = instant("Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.").steps as Step[];
    assert.ok(top[0].do === 'counter' && top[0].to === 'libraryTop');
    const bottom = instant("Counter target creature spell. If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard.").steps as Step[];
    assert.ok(bottom[0].do === 'counter' && bottom[0].to === 'libraryBottom');
  });

  test('"If that spell is countered this way" after anything but one counter, or with other words, is not read', () => {
    assert.ok(instant("Draw a card. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.").unknown);
    assert.ok(instant('Counter target spell. If that spell is countered this way, you gain 3 life.').unknown);
    assert.ok(instant("Counter target spell and draw a card. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.").unknown);
  });

  test('"If that creature would die this turn, exile it instead" is still read onto a step on one target creature', () => {
    const e = instant('Target creature gets -3/-3 until end of turn. If that creature would die this turn, exile it instead.');
    assert.strictEqual(e.unknown, undefined);
    assert.ok((e.steps as Step[])[0].exileIfDies);
    assert.ok(instant('Each creature gets -1/-1 until end of turn. If that creature would die this turn, exile it instead.').unknown);
  });

  test('"Counter target activated ability (from an artifact source)" counters an ability on the stack, of a kind of source', () => {
    const [any] = instant('Counter target activated ability.').steps as Step[];
    assert.ok(any.do === 'counter' && any.ability && any.what.ref === 'target' && any.what.filter.alts[0].noun === 'Card');
    const e = instant('Counter target activated ability from an artifact source.');
    const [art] = e.steps as Step[];
    assert.ok(art.do === 'counter' && art.ability && art.what.ref === 'target' && art.what.filter.alts[0].noun === 'Artifact');
    assert.match(describeEffect(e).join('\n'), /counter target activated ability from an artifact source/);
  });

  test('"Untap up to four lands" untaps lands the player chooses as it resolves, not targets', () => {
    const e = instant('Counter target spell. Untap up to four lands.');
    const [, untap] = e.steps as Step[];
    assert.ok(untap.do === 'untap' && untap.what.ref === 'chosen' && untap.what.upTo && 'n' in untap.what.amount && untap.what.amount.n === 4);
    assert.match(describeEffect(e).join('\n'), /untap up to 4 lands \(chosen by you\)/);
    // "up to two target lands" stays a target.
    const [targeted] = instant('Untap up to two target lands.').steps as Step[];
    assert.ok(targeted.do === 'untap' && targeted.what.ref === 'target' && targeted.what.max === 2);
  });
});
