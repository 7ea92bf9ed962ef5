import * as assert from 'node:assert';
import { describedFirst as described, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: counters and what a spell does after them', () => {
  test('a spell countered "this way" goes where the words say: Destination$ Exile / TopOfLibrary / BottomOfLibrary', () => {
    assert.deepStrictEqual(script("Banish Refrain {3}{U}\nInstant\nCounter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."), [
      'A:SP$ Counter | Cost$ 3 U | TargetType$ Spell | ValidTgts$ Card | Destination$ Exile',
    ]);
    assert.deepStrictEqual(script("Recall Refrain {2}{W}\nInstant\nCounter target noncreature spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard."), [
      'A:SP$ Counter | Cost$ 2 W | TargetType$ Spell | ValidTgts$ Card.nonCreature | Destination$ TopOfLibrary',
    ]);
  });

  test('"Counter target activated ability" is Counter of TargetType$ Activated, of any card or an artifact source', () => {
    assert.deepStrictEqual(script('Hush Warden {1}{U}\nCreature — Human Wizard\n{1}{U}, {T}: Counter target activated ability.\n1/1'), [
      'A:AB$ Counter | Cost$ 1 U T | TargetType$ Activated | ValidTgts$ Card',
    ]);
    assert.deepStrictEqual(script('Gear Jammer {G}\nCreature — Ouphe\n{1}{G}, {T}: Counter target activated ability from an artifact source.\n1/2'), [
      'A:AB$ Counter | Cost$ 1 G T | TargetType$ Activated | ValidTgts$ Artifact',
    ]);
  });

  test('"Untap up to four lands" after a counter is Untap with UntapUpTo$ and the lands\' type', () => {
    assert.deepStrictEqual(script('Tide Rewind {2}{U}{U}\nInstant\nCounter target spell. Untap up to four lands.'), [
      'A:SP$ Counter | Cost$ 2 U U | TargetType$ Spell | ValidTgts$ Card | SubAbility$ DBUntap',
      'SVar:DBUntap:DB$ Untap | UntapUpTo$ True | UntapType$ Land | Amount$ 4',
    ]);
  });

  test('a spell that puts itself on its owner\'s library takes itself from the stack', () => {
    const lines = script("Fold Back {1}{U}{U}\nInstant\nCounter target spell. Put Fold Back on the bottom of its owner's library.");
    assert.strictEqual(lines.length, 2);
    assert.match(lines[1], /DB\$ ChangeZone \| Origin\$ Stack \| Destination\$ Library \| LibraryPosition\$ -1/);
  });

  test('"Copy target instant or sorcery spell. You may choose new targets for the copy." is CopySpellAbility of a spell', () => {
    assert.deepStrictEqual(script('Twin Echo {R}{R}\nInstant\nCopy target instant or sorcery spell. You may choose new targets for the copy.'), [
      'A:SP$ CopySpellAbility | Cost$ R R | TargetType$ Spell | ValidTgts$ Instant,Sorcery',
    ]);
    assert.deepStrictEqual(script('Echo Adept {2}{U}{R}\nCreature — Human Wizard\n{2}{U}{R}: Copy target instant or sorcery spell you control. You may choose new targets for the copy.\n2/2'), [
      'A:AB$ CopySpellAbility | Cost$ 2 U R | TargetType$ Spell | ValidTgts$ Instant.YouCtrl,Sorcery.YouCtrl',
    ]);
    // Without the sentence about new targets, or of a permanent, it is not read.
    assert.match(forgeNotScripted('Flat Echo {R}{R}\nInstant\nCopy target instant or sorcery spell.').join('\n'), /cannot read/);
    assert.match(forgeNotScripted('Statue Echo {R}{R}\nInstant\nCopy target artifact. You may choose new targets for the copy.').join('\n'), /cannot read/);
  });

  test('"Exile up to three target cards from a single graveyard" names the targets\' one zone (TargetsFromSingleZone$)', () => {
    assert.deepStrictEqual(script('Dust Sweep {1}{B}\nInstant\nExile up to three target cards from a single graveyard.'), [
      'A:SP$ ChangeZone | Cost$ 1 B | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Card | TargetMin$ 0 | TargetMax$ 3 | TargetsFromSingleZone$ True',
    ]);
    assert.match(described('Dust Sweep {1}{B}\nInstant\nExile up to three target cards from a single graveyard.'), /exile up to 3 target cards in a single graveyard/);
  });
});
