import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

// Forge announces the X of a cost only when the card's SVar X is `Count$xPaid`; any other SVar X would be taken as the
// X to pay. On a face whose cost has X, another amount gets another name.
suite('Forge scripts: the X of a cost keeps the SVar name X', () => {
  test('a power dealt as damage is X2 when the spell also gains X life', () => {
    const lines = script('Ember Reckoning {X}{R}\nSorcery\nTarget Goblin you control deals damage equal to its power to another target creature. You gain X life.');
    assert.ok(lines.includes('SVar:X2:ParentTargeted$CardPower'), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$xPaid'), lines.join('\n'));
    assert.ok(lines.some((l) => /NumDmg\$ X2\b/.test(l)) && lines.some((l) => /LifeAmount\$ X\b(?!2)/.test(l)), lines.join('\n'));
  });

  test('a count of permanents is X2 in an activated ability with {X} in its cost', () => {
    const lines = script('Tally Keeper {2}{G}\nCreature — Elf Druid\n1/3\n{X}{G}, {T}: Draw cards equal to the number of Elves you control. You gain X life.');
    assert.ok(lines.includes('SVar:X2:Count$Valid Elf.YouCtrl') || lines.some((l) => /^SVar:X2:Count\$TypeYouCtrl\.Elf/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$xPaid'), lines.join('\n'));
    assert.ok(lines.some((l) => /NumCards\$ X2\b/.test(l)) && lines.some((l) => /LifeAmount\$ X\b(?!2)/.test(l)), lines.join('\n'));
  });

  test('a count of permanents is X2 in a spell with {X} in its mana cost', () => {
    assert.deepStrictEqual(script('Tally of Hands {X}{U}\nSorcery\nDraw cards equal to the number of Wizards you control. You gain X life.'), [
      'A:SP$ Draw | Cost$ X U | Defined$ You | NumCards$ X2 | SubAbility$ DBGainLife',
      'SVar:X2:Count$Valid Wizard.YouCtrl',
      'SVar:X:Count$xPaid',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ X',
    ]);
  });

  test('so too on a face whose mana cost has X, and not on a face without X', () => {
    const withX = script('Grove Surveyor {X}{G}{U}\nCreature — Elf Scout\n0/0\nThis creature enters with a +1/+1 counter on it for each Forest you control.');
    assert.ok(!withX.some((l) => /^SVar:X:(?!Count\$xPaid)/.test(l)), withX.join('\n'));
    const withoutX = script('Lantern Tally {1}{W}\nSorcery\nYou gain life equal to the number of Clerics you control.');
    assert.ok(withoutX.some((l) => /^SVar:X:Count\$/.test(l)), withoutX.join('\n'));
  });

  test('a target\'s mana value is X2 on a face that pays X (only the X paid, chosen or of X targets is named X)', () => {
    assert.deepStrictEqual(script('Tide Reckoning {X}{U}\nSorcery\nReturn target creature to its owner\'s hand. You gain life equal to its mana value. Draw X cards.'), [
      'A:SP$ ChangeZone | Cost$ X U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature | SubAbility$ DBGainLife',
      'SVar:X2:Targeted$CardManaCost',
      'SVar:X:Count$xPaid',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ X2 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ X',
    ]);
  });
});
