import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of abilities granted in quotes', () => {
  test('an Equipment\'s creature gets the ability as an SVar named by AddAbility$ (Card.EquippedBy), with its P/T change', () => {
    assert.deepStrictEqual(script('Lantern Rod {2}\nArtifact — Equipment\nEquipped creature gets +1/+0 and has "{T}: Scry 1."\nEquip {1}'), [
      'S:Mode$ Continuous | Affected$ Card.EquippedBy | AddPower$ 1 | AddAbility$ AB',
      'SVar:AB:AB$ Scry | Cost$ T | ScryNum$ 1',
      'K:Equip:1',
    ]);
  });

  test('objects of a kind get it as the other statics name them; "this creature" is the object that has it', () => {
    assert.deepStrictEqual(script('Hive Mender {2}{G}\nCreature — Sliver\nAll Slivers have "{1}{G}: Regenerate this creature."\n2/2'), [
      'S:Mode$ Continuous | Affected$ Sliver | AddAbility$ AB',
      'SVar:AB:AB$ Regenerate | Cost$ 1 G',
    ]);
    assert.deepStrictEqual(script('Grove Spring {2}{G}\nEnchantment\nLands you control have "{T}: Add two mana of any one color."'), [
      'S:Mode$ Continuous | Affected$ Land.YouCtrl | AddAbility$ ABMana',
      'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ Any | Amount$ 2',
    ]);
  });

  test('a granted cost may sacrifice the object that has it (Sac<1/CARDNAME>); "one mana of any color" granted is Amount$ 1', () => {
    assert.deepStrictEqual(script('Ash Sliver {1}{B}\nCreature — Sliver\nAll Slivers have "{2}, Sacrifice this permanent: Draw a card."\n1/1')[1], 'SVar:AB:AB$ Draw | Cost$ 2 Sac<1/CARDNAME> | Defined$ You | NumCards$ 1');
    assert.deepStrictEqual(script('Gem Sliver {1}{G}\nCreature — Sliver\nAll Slivers have "{T}: Add one mana of any color."\n1/1')[1], 'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ Any | Amount$ 1');
  });

  test('"Untap this creature" names the object (Defined$ Self), and the SVars the ability uses are named by AddSVar$', () => {
    assert.deepStrictEqual(script('Bell Rod {1}\nArtifact — Equipment\nEquipped creature has "{4}: Untap this creature."\nEquip {1}')[1], 'SVar:AB:AB$ Untap | Cost$ 4 | Defined$ Self');
    assert.deepStrictEqual(script('Ink Quill {2}\nArtifact — Equipment\nEquipped creature has "{T}: This creature deals 1 damage to target player. You draw a card."\nEquip {2}').slice(0, 3), [
      'S:Mode$ Continuous | Affected$ Card.EquippedBy | AddAbility$ AB | AddSVar$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:AB:AB$ DealDamage | Cost$ T | ValidTgts$ Player | NumDmg$ 1 | SubAbility$ DBDraw',
    ]);
  });

  test('an Aura\'s enchanted creature gets the ability as Creature.EnchantedBy, with its P/T change', () => {
    assert.deepStrictEqual(script('Bone Mask {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+2 and has "{1}{B}: Regenerate this creature."').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 2 | AddAbility$ AB',
      'SVar:AB:AB$ Regenerate | Cost$ 1 B',
    ]);
    assert.deepStrictEqual(script('Seer Band {2}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "{1}, {T}: Draw a card."').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddAbility$ AB',
      'SVar:AB:AB$ Draw | Cost$ 1 T | Defined$ You | NumCards$ 1',
    ]);
    // "one mana of any color" granted by an Aura: no Amount$ 1 (as both of Forge's scripts of it).
    assert.deepStrictEqual(script('Sap Band {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 and has "{T}: Add one mana of any color."')[3], 'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ Any');
  });

  test('an Aura\'s grant that makes a token or copies a spell, or beside a "+N/+0", is read but not written (Forge\'s one script of each differs)', () => {
    assert.match(notScripted('Elm Band {3}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "{1}{G}, {T}: Create a 1/1 green Saproling creature token."').join('\n'), /a token or a copy/);
    assert.match(notScripted('Echo Band {2}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "{U}{U}, {T}: Copy target instant spell you control. You may choose new targets for the copy."').join('\n'), /a token or a copy/);
    assert.match(notScripted('Bone Fang {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+0 and has "{B}{B}: Regenerate this creature."').join('\n'), /\+N\/\+0/);
  });

  test('an Aura\'s enchanted land gets the ability as Card.EnchantedBy when it adds mana, taps, draws, makes a token, damages each or gives a keyword', () => {
    assert.deepStrictEqual(script('Moss Ward {2}{G}\nEnchantment — Aura\nEnchant land\nEnchanted land has "{T}: Target creature gains trample until end of turn."').slice(2), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddAbility$ AB',
      'SVar:AB:AB$ Pump | Cost$ T | ValidTgts$ Creature | KW$ Trample',
    ]);
    assert.deepStrictEqual(script('Well Ward {1}{B}\nEnchantment — Aura\nEnchant land\nEnchanted land has "{T}, Pay 2 life: Draw a card."').slice(2), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddAbility$ AB',
      'SVar:AB:AB$ Draw | Cost$ T PayLife<2> | Defined$ You | NumCards$ 1',
    ]);
  });

  test('an Aura\'s land granted damage to a target, prevention, life loss or a P/T change, objects of a subtype with a quality, and "this creature gains …" are read but not written (Forge\'s scripts differ)', () => {
    for (const granted of ['{T}: Target player loses 2 life.', '{T}: This land deals 2 damage to target creature.', '{T}: Target creature gets +1/+2 until end of turn.']) {
      assert.deepStrictEqual(notScripted(`Salt Ward {1}{U}\nEnchantment — Aura\nEnchant land\nEnchanted land has "${granted}"`), [
        'an ability in quotes that an Aura grants a land, other than mana, tapping, drawing, a token, damage to each or a keyword (Forge\'s scripts spell the land or the ability two ways)',
      ], granted);
    }
    assert.deepStrictEqual(notScripted('Mire Caller {1}{B}\nCreature — Human Shaman\nShamans you control have "{T}: Add {B}."\n1/1'), [
      'an ability in quotes granted to objects of a subtype with a quality (Forge\'s scripts spell them two ways)',
    ]);
    assert.deepStrictEqual(notScripted('Wing Rod {1}\nArtifact — Equipment\nEquipped creature has "{1}: This creature gains flying until end of turn."\nEquip {1}'), [
      '"this creature gains …" in an ability in quotes (Forge\'s scripts spell it two ways)',
    ]);
  });

  test('a triggered ability in quotes is an SVar named by AddTrigger$, its execute named by AddSVar$', () => {
    assert.deepStrictEqual(script('Rot Brand {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 and has "At the beginning of your end step, put a -1/-1 counter on this creature."').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 2 | AddToughness$ 2 | AddTrigger$ Trig | AddSVar$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ M1M1 | CounterNum$ 1',
      'SVar:Trig:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
    ]);
  });

  test('beside an activated one, AddAbility$ and AddTrigger$; "untap this creature" in a trigger names no Defined$; "is dealt damage" no TriggerZones$', () => {
    const rod = script('Reaper Rod {2}\nArtifact — Equipment\nEquipped creature has "{1}, {T}: Draw a card." and "Whenever a creature you control dies, untap this creature."\nEquip {2}');
    assert.deepStrictEqual(rod.slice(0, 5), [
      'S:Mode$ Continuous | Affected$ Card.EquippedBy | AddAbility$ AB | AddTrigger$ Trig | AddSVar$ TrigEffect',
      'SVar:AB:AB$ Draw | Cost$ 1 T | Defined$ You | NumCards$ 1',
      'SVar:TrigEffect:DB$ Untap',
      'SVar:Trig:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'K:Equip:2',
    ]);
    assert.deepStrictEqual(script('Bruise Sliver {2}{G}\nCreature — Sliver\nAll Sliver creatures have "Whenever this creature is dealt damage, you gain 1 life."\n2/2')[2], 'SVar:Trig:Mode$ DamageDoneOnce | ValidTarget$ Card.Self | Execute$ TrigEffect');
  });

  test('the card\'s own activated ability while a condition holds names no AddSVar$ (its SVars are the card\'s own)', () => {
    const lines = script('Bog Scholar {2}{B}\nCreature — Zombie Wizard\nAs long as you control a Swamp, Bog Scholar has "{2}, {T}: Draw a card, then discard a card."\n1/3');
    assert.strictEqual(lines[0], 'S:Mode$ Continuous | Affected$ Card.Self | AddAbility$ AB | CheckSVar$ X | SVarCompare$ GE1');
    assert.ok(lines.includes('SVar:AB:AB$ Draw | Cost$ 2 T | Defined$ You | NumCards$ 1 | SubAbility$ DBDiscard'), lines.join('\n'));
  });

  test('a granted trigger on attacking, becoming a target or entering, and the card\'s own while a condition holds, are read but not written', () => {
    assert.match(notScripted('War Brand {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "Whenever this creature attacks, you gain 1 life."').join('\n'), /attacking, becoming a target or entering/);
    assert.match(notScripted('Glass Brand {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "When this creature enters the battlefield, draw a card."').join('\n'), /attacking, becoming a target or entering/);
    assert.match(notScripted('Moor Ghoul {3}{B}\nCreature — Zombie\nAs long as you control an Island, Moor Ghoul gets +1/+1 and has "At the beginning of your upkeep, you lose 1 life."\n2/2').join('\n'), /while a condition holds/);
  });
});
