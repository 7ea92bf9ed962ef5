import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: "If that land was a snow land, …" of the target a sentence before chose', () => {
  test('ConditionDefined$ Targeted, ConditionPresent$ of the kind and ConditionCompare$ EQ1 on the later steps', () => {
    assert.deepStrictEqual(script('Frost Breaker {2}{R}\nSorcery\nDestroy target land. If that land was a snow land, you draw a card.'), [
      'A:SP$ Destroy | Cost$ 2 R | ValidTgts$ Land | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1 | ConditionDefined$ Targeted | ConditionPresent$ Land.Snow | ConditionCompare$ EQ1',
    ]);
    const lines = script('Dusk Warden {1}{W}\nCreature — Human Cleric\n{3}{W}, {T}: Tap target creature. If that creature is a Spirit, destroy it.\n1/3');
    assert.ok(lines.includes('SVar:DBDestroy:DB$ Destroy | Defined$ Targeted | ConditionDefined$ Targeted | ConditionPresent$ Creature.Spirit | ConditionCompare$ EQ1'), lines.join('\n'));
  });

  test('"If that permanent was an Ajani planeswalker": ConditionPresent$ without a compare, as Forge\'s scripts of it', () => {
    const lines = script('Lion Fall {1}{W}\nSorcery\nDestroy target Island, blue artifact, or blue planeswalker. If that permanent was an Ajani planeswalker, you gain 2 life.');
    assert.ok(lines.some((l) => /^SVar:\w+:DB\$ GainLife \| LifeAmount\$ 2 \| ConditionDefined\$ Targeted \| ConditionPresent\$ Planeswalker\.Ajani$/.test(l)), lines.join('\n'));
  });

  test('"if that creature was …" of a creature that died is not written (Forge\'s scripts count its last known information)', () => {
    assert.ok(notScripted('Grim Toll {2}{B}\nSorcery\nDestroy target creature. If that creature was a Spirit, you draw a card.').some((r) => /if that creature was/.test(r)));
  });
});
