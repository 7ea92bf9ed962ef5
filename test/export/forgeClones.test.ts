import * as assert from 'node:assert';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const mirror = (rules: string, types = 'Creature — Shapeshifter') => script(`Mirror Test {3}{U}\n${types}\n${rules}\n0/0`);

suite('Forge export: a permanent that may enter as a copy of another (clone)', () => {
  test('the optional Copy replacement running Clone with the choices other than the card itself', () => {
    assert.deepStrictEqual(mirror('You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield.'), [
      'K:ETBReplacement:Copy:DBCopy:Optional',
      'SVar:DBCopy:DB$ Clone | Choices$ Creature.Other',
    ]);
  });

  test('a copy of one of two kinds: read, not written yet (Forge\'s one script of it lists them in another order)', () => {
    assert.deepStrictEqual(notScripted("Mirror Test {3}{U}\nArtifact Creature — Shapeshifter\nYou may have Mirror Test enter the battlefield as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.\n0/0"),
      ['a copy of one of two kinds (not written yet)']);
  });

  test('the exceptions as the Clone effect\'s own parameters', () => {
    assert.strictEqual(mirror("You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it's 7/7.")[1], 'SVar:DBCopy:DB$ Clone | Choices$ Creature.Other | SetPower$ 7 | SetToughness$ 7');
    assert.strictEqual(mirror('You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it has haste.')[1], 'SVar:DBCopy:DB$ Clone | Choices$ Creature.Other | AddKeywords$ Haste');
    assert.strictEqual(mirror('You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it has haste and dethrone.')[1], 'SVar:DBCopy:DB$ Clone | Choices$ Creature.Other | AddKeywords$ Haste & Dethrone');
    assert.strictEqual(mirror("You may have Mirror Test enter the battlefield as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types.")[1], 'SVar:DBCopy:DB$ Clone | Choices$ Creature.Other | AddTypes$ Ninja');
  });
});

suite('Forge export: a token that is a copy of a target permanent (707.2)', () => {
  test('"Create a token that\'s a copy of target creature you control." is CopyPermanent of that target, and said so', () => {
    assert.deepStrictEqual(script("Mirror Rite {1}{U}{U}\nInstant\nCreate a token that's a copy of target creature you control."), [
      'A:SP$ CopyPermanent | Cost$ 1 U U | ValidTgts$ Creature.YouCtrl',
    ]);
    assert.match(describedFirst("Glass Pool {3}\nArtifact\n{4}, {T}, Sacrifice Glass Pool: Create a token that's a copy of target creature you control."), /create a token that's a copy of target creature you control$/);
  });

  test('"it" after the copy (the token, not the target) is not read', () => {
    assert.match(notScripted("Mirror Rite {1}{U}{U}\nInstant\nCreate a token that's a copy of target creature you control. It gains haste until end of turn.").join('\n'), /cannot read "It gains haste until end of turn\."/);
  });

  test('a copy "except …", or of something not targeted, is not read', () => {
    assert.match(notScripted("Mirror Rite {1}{U}{U}\nInstant\nCreate a token that's a copy of target creature you control, except it has haste.").join('\n'), /cannot read/);
    assert.match(notScripted("Mirror Rite {1}{U}{U}\nInstant\nCreate a token that's a copy of each creature you control.").join('\n'), /cannot read/);
  });

  test('a token another ability speaks of ("exile the token") is left out: the link is not written (607.2a)', () => {
    const reasons = notScripted("Dancing Glass {1}{U}{U}\nEnchantment\nWhen Dancing Glass enters the battlefield, create a token that's a copy of target nontoken creature.\nWhen Dancing Glass leaves the battlefield, exile the token.");
    assert.match(reasons.join('\n'), /creates a token another of its abilities refers to \(linked abilities, 607\.2a\)/);
  });
});

suite('Forge export: a token that is a copy of the card itself (707.2)', () => {
  test('"{4}, {T}: Create a token that\'s a copy of ~." is CopyPermanent of the card itself (Defined$ Self), and said so', () => {
    const beetle = "Echo Beetle {3}\nArtifact Creature — Insect\n{4}, {T}: Create a token that's a copy of Echo Beetle.\n1/1";
    assert.deepStrictEqual(script(beetle), ['A:AB$ CopyPermanent | Cost$ 4 T | Defined$ Self']);
    assert.match(describedFirst(beetle), /create a token that's a copy of this card \(~\)$/);
  });

  test('in a triggered ability it is read, not written yet (Forge\'s scripts add NumCopies$ 1 there), and said so', () => {
    const reasons = notScripted("Mirror Hound {2}{U}\nCreature — Dog\nWhenever Mirror Hound is dealt damage, create a token that's a copy of Mirror Hound.\n2/2");
    assert.deepStrictEqual(reasons, ["a token that's a copy of the card itself in a triggered ability (not written yet)"]);
  });

  test('a copy of the card itself "except …" is not read', () => {
    assert.match(notScripted("Echo Beetle {3}\nArtifact Creature — Insect\n{4}, {T}: Create a token that's a copy of Echo Beetle, except it has haste.\n1/1").join('\n'), /cannot read/);
  });
});
