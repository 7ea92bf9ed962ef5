import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge: the top card revealed, and a sentence done if it is of a kind', () => {
  test('a Dig that moves nothing and remembers the card, each step under the remembered card\'s kind, the memory cleared last', () => {
    assert.deepStrictEqual(script('Cinder Augur {1}{R}\nCreature — Human Shaman\n{1}{R}, {T}: Reveal the top card of your library. If it\'s an instant or sorcery card, Cinder Augur gets +4/+0 and gains first strike until end of turn.\n2/1'), [
      'A:AB$ Dig | Cost$ 1 R T | DigNum$ 1 | Reveal$ True | DestinationZone$ Library | LibraryPosition$ 0 | LibraryPosition2$ 0 | NoMove$ True | RememberRevealed$ True | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ 4 | KW$ First Strike | ConditionDefined$ Remembered | ConditionPresent$ Card.Instant,Card.Sorcery | ConditionCompare$ GE1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"If it\'s a card": any card, Forge\'s `Card` (there is no `Card.Card`)', () => {
    const lines = script('Cinder Augur {1}{R}\nCreature — Human Shaman\n{1}{R}, {T}: Reveal the top card of your library. If it\'s a card, Cinder Augur gets +2/+0 until end of turn.\n2/1');
    assert.strictEqual(lines[1], 'SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ 2 | ConditionDefined$ Remembered | ConditionPresent$ Card | ConditionCompare$ GE1 | SubAbility$ DBCleanup');
  });

  test('in a triggered ability, not written yet', () => {
    assert.deepStrictEqual(notScripted('Cinder Augur {1}{R}\nCreature — Human Shaman\nWhenever Cinder Augur blocks, reveal the top card of your library. If it\'s an enchantment card, Cinder Augur gets +0/+2 until end of turn.\n2/1'), [
      'revealing the top card and doing something if it is of a kind, outside an activated ability (not written yet)',
    ]);
  });

  test('each step of the sentence under the condition, in order', () => {
    const lines = script('Brasswing Sentry {3}\nArtifact Creature — Construct\n{3}{W}: Reveal the top card of your library. If it\'s an artifact or creature card, untap Brasswing Sentry and it gets +0/+3 until end of turn.\n1/4');
    assert.deepStrictEqual(lines.slice(1), [
      'SVar:DBUntap:DB$ Untap | Defined$ Self | ConditionDefined$ Remembered | ConditionPresent$ Card.Artifact,Card.Creature | ConditionCompare$ GE1 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Self | NumDef$ 3 | ConditionDefined$ Remembered | ConditionPresent$ Card.Artifact,Card.Creature | ConditionCompare$ GE1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"its" after the card itself and a target are named (either, or the revealed card?): not written', () => {
    assert.deepStrictEqual(script('Cinder Augur {1}{R}\nCreature — Human Shaman\n{2}: Reveal the top card of your library. If it\'s a creature card, Cinder Augur deals 2 damage to target creature and you gain life equal to its toughness.\n2/1'), []);
  });

  test('"Untap ~. It …" after a target named before it (the target, or the card itself?): not written', () => {
    assert.deepStrictEqual(script('Brine Jailer {2}{U}\nCreature — Merfolk\n{1}: Tap target creature. Untap Brine Jailer. It doesn\'t untap during its controller\'s next untap step.\n1/1'), []);
    assert.deepStrictEqual(script('Brine Jailer {2}{U}\nCreature — Merfolk\n{2}, {T}: Gain control of target creature until end of turn. Untap Brine Jailer. It gains haste until end of turn.\n1/1'), []);
  });
});
