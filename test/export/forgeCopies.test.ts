import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: copies of spells', () => {
  test('"…, except that the copy is white." in a mode is CopySpellAbility with CopyIsColor$ and OverwriteColors$', () => {
    assert.deepStrictEqual(script('Prism Riddle {1}{U}{W}\nInstant\nChoose one —\n• Copy target instant spell, except that the copy is white. You may choose new targets for the copy.\n• You gain 4 life.'), [
      'A:SP$ Charm | Cost$ 1 U W | Choices$ DBChoice,DBChoice2 | CharmNum$ 1',
      'SVar:DBChoice:DB$ CopySpellAbility | TargetType$ Spell | ValidTgts$ Instant | CopyIsColor$ White | OverwriteColors$ True',
      'SVar:DBChoice2:DB$ GainLife | LifeAmount$ 4',
    ]);
  });

  test('"The controller of target sorcery spell an opponent controls copies it." names that player the copy\'s (Controller$ TargetedController)', () => {
    assert.deepStrictEqual(script('Tidecourt Mimic {2}{U}\nCreature — Merfolk Trickster\nWhen this creature enters, the controller of target sorcery spell an opponent controls copies it. That player may choose new targets for the copy. Draw a card.\n1/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:TrigEffect:DB$ CopySpellAbility | TargetType$ Spell | ValidTgts$ Sorcery.OppCtrl | Controller$ TargetedController | SubAbility$ DBDraw',
    ]);
  });

  test('"you may copy that spell" after an opponent\'s cast trigger copies the triggered spell ability (Defined$ TriggeredSpellAbility)', () => {
    const lines = script('Rune Tender {2}{U}\nEnchantment\nWhenever an opponent casts a sorcery spell, you may copy that spell. You may choose new targets for the copy.');
    assert.match(lines[0], /^T:Mode\$ SpellCast \| ValidCard\$ Sorcery \| ValidActivatingPlayer\$ Opponent .*OptionalDecider\$ You/);
    assert.match(lines[1], /^SVar:\w+:DB\$ CopySpellAbility \| Defined\$ TriggeredSpellAbility$/);
  });

  test('"copy that spell" after a step that targets another spell is not written (it is not the spell cast)', () => {
    assert.deepStrictEqual(script('Rune Tender {2}{U}\nEnchantment\nWhenever you cast an artifact spell, counter target sorcery spell an opponent controls. Copy that spell. You may choose new targets for the copy.'), []);
  });
});

suite('Forge scripts: copies of abilities', () => {
  test('"Copy target triggered ability you control." is CopySpellAbility of TargetType$ Triggered', () => {
    assert.deepStrictEqual(script('Relay Lens {2}\nArtifact\n{2}{U}, Sacrifice this artifact: Copy target triggered ability you control. You may choose new targets for the copy. Scry 1.'), [
      'A:AB$ CopySpellAbility | Cost$ 2 U Sac<1/CARDNAME> | TargetType$ Triggered | ValidTgts$ Card.YouCtrl | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });
});
