import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a creature becoming the target of a spell or ability', () => {
  test('"When enchanted creature becomes the target …, <step> that creature" names the creature targeted (TriggeredTarget)', () => {
    assert.deepStrictEqual(script('Test Snare {2}{W}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature becomes the target of a spell or ability, tap that creature.'), [
      'K:Enchant creature',
      'A:SP$ Attach | Cost$ 2 W | ValidTgts$ Creature',
      'T:Mode$ BecomesTarget | ValidTarget$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Tap | Defined$ TriggeredTarget',
    ]);
  });

  test('"Whenever a creature becomes the target …" is not written yet (Forge names the creature two ways)', () => {
    const card = 'Test Spirit {3}{B}\nCreature — Spirit\nWhenever a creature becomes the target of a spell or ability, tap that creature.\n2/2';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(card).join('\n'), /a creature of a kind becoming the target of a spell or ability \(not written yet: Forge spells it two ways\)/);
  });

  test('the card itself becoming the target of an Aura spell, or of a spell an opponent controls, names the source (SourceType$ Spell)', () => {
    assert.deepStrictEqual(script('Test Hermit {1}{G}\nCreature — Elf Druid\nWhenever Test Hermit becomes the target of an Aura spell, you gain 3 life.\n1/1'), [
      'T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Aura | SourceType$ Spell | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 3',
    ]);
    assert.deepStrictEqual(script('Test Smasher {4}\nCreature — Eldrazi\nWhenever Test Smasher becomes the target of a spell an opponent controls, you gain 1 life.\n5/5'), [
      'T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Card.OppCtrl | SourceType$ Spell | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
    const theirs = 'Test Moss {3}{G}\nCreature — Plant\nWhenever Test Moss becomes the target of a spell or ability an opponent controls, you gain 1 life.\n2/4';
    assert.deepStrictEqual(script(theirs).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(theirs).join('\n'), /a spell or ability an opponent controls" \(not written yet: Forge spells it two ways\)/);
  });
});
