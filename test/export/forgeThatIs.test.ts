import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: "If that land was a snow land, …" of the target a sentence before chose', () => {
  test('ConditionDefined$ Targeted, ConditionPresent$ of the kind and ConditionCompare$ EQ1 on the later steps', () => {
    assert.deepStrictEqual(script('Rime Tithe {1}{U}\nInstant\nReturn target land to its owner\'s hand. If that land was a snow land, scry 2.'), [
      'A:SP$ ChangeZone | Cost$ 1 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Land | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionDefined$ Targeted | ConditionPresent$ Land.Snow | ConditionCompare$ EQ1',
    ]);
    const lines = script('Vale Tender {G}\nCreature — Elf Druid\n{1}, {T}: Untap target creature. If that creature is a Treefolk, put a +1/+1 counter on it.\n1/1');
    assert.ok(lines.includes('SVar:DBPutCounter:DB$ PutCounter | Defined$ Targeted | CounterType$ P1P1 | CounterNum$ 1 | ConditionDefined$ Targeted | ConditionPresent$ Creature.Treefolk | ConditionCompare$ EQ1'), lines.join('\n'));
  });

  test('"If that permanent was a Tezzeret planeswalker": ConditionPresent$ without a compare, as Forge\'s scripts of it', () => {
    const lines = script('Spark Recall {2}{U}\nInstant\nReturn target artifact or planeswalker to its owner\'s hand. If that permanent was a Tezzeret planeswalker, draw two cards.');
    assert.ok(lines.includes('SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 2 | ConditionDefined$ Targeted | ConditionPresent$ Planeswalker.Tezzeret'), lines.join('\n'));
  });

  test('"if that creature was …" of a creature that left is not written (Forge\'s scripts count its last known information)', () => {
    assert.ok(notScripted('Bury Rite {3}{B}\nSorcery\nExile target creature. If that creature was a Vampire, scry 2.').some((r) => /if that creature was/.test(r)));
  });

  test('a conditional step that chooses a target of its own is not written (its `Targeted` would be that new target)', () => {
    const why = /after \(or of a step choosing\) another target/;
    assert.ok(notScripted('Spike Thaw {2}{R}\nSorcery\nReturn target land to its owner\'s hand. If that land was a snow land, Spike Thaw deals 2 damage to any target.').some((r) => why.test(r)));
    assert.ok(notScripted('Spike Thaw {1}{W}\nInstant\nUntap target land. If that land is a Forest, tap target creature.').some((r) => why.test(r)));
  });

  test('"is" of a target a step before took away (destroyed, exiled, returned) is not written; of one still there, written', () => {
    const why = /of a target a step before took away/;
    assert.ok(notScripted('Cairn Oath {2}{B}\nInstant\nExile target creature. If that creature is a Wolf, you gain 2 life.').some((r) => why.test(r)));
    assert.ok(notScripted('Cairn Oath {2}{B}\nInstant\nPut target creature on top of its owner\'s library. If that creature is an Elk, scry 1.').some((r) => why.test(r)));
    assert.ok(script('Cairn Oath {2}{B}\nInstant\nTap target creature. If that creature is a Wolf, you gain 2 life.').some((l) => l.includes('ConditionPresent$ Creature.Wolf')));
  });

  test('a conditional step is not folded into the one before (nor a plain one into a conditional one): each keeps its condition', () => {
    const shield = script('Hush Veil {1}{W}\nInstant\nTarget creature gets +1/+3 until end of turn. If that creature is a Kithkin, prevent all damage that would be dealt to it this turn.');
    assert.ok(shield.includes('A:SP$ Pump | Cost$ 1 W | ValidTgts$ Creature | NumAtt$ +1 | NumDef$ +3 | SubAbility$ DBPump'), shield.join('\n'));
    assert.ok(shield.some((l) => l.startsWith('SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Prevent all damage') && l.endsWith('ConditionPresent$ Creature.Kithkin | ConditionCompare$ EQ1')), shield.join('\n'));
    assert.deepStrictEqual(script('Warband Lure {2}{R}\nSorcery\nGain control of target creature until end of turn. If that creature is a Goblin, untap it.'), [
      'A:SP$ GainControl | Cost$ 2 R | ValidTgts$ Creature | LoseControl$ EOT | SubAbility$ DBUntap',
      'SVar:DBUntap:DB$ Untap | Defined$ Targeted | ConditionDefined$ Targeted | ConditionPresent$ Creature.Goblin | ConditionCompare$ EQ1',
    ]);
    const first = script('Warband Lure {2}{R}\nSorcery\nIf you control a Goblin, gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.');
    assert.ok(first.includes('SVar:DBUntap:DB$ Untap | Defined$ Targeted | SubAbility$ DBPump'), first.join('\n'));
  });
});
