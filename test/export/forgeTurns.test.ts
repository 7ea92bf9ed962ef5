import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('"Proliferate." and an extra turn after the card itself is sacrificed', () => {
  test('proliferate is one step, said in words, and Forge\'s Proliferate', () => {
    const grow = first('Spread Lore {2}{U}\nSorcery\nDraw two cards, then proliferate.');
    assert.deepStrictEqual(grow.steps?.[1], { do: 'proliferate' });
    assert.match(describeEffect(grow).join('\n'), /proliferate \(choose any number of permanents/);
    assert.ok(script('Spread Lore {2}{U}\nSorcery\nDraw two cards, then proliferate.').includes('SVar:DBProliferate:DB$ Proliferate'));
  });

  test('an extra turn after the card itself is sacrificed is not written yet', () => {
    assert.deepStrictEqual(notScripted('Last Hour {1}{U}\nEnchantment\nAt the beginning of your upkeep, if you have 5 or less life, sacrifice Last Hour and take an extra turn after this one.'),
      ['an extra turn after the card itself is sacrificed (not written yet)']);
  });
});

suite('"Bolster N." and "Support N." (keyword actions) beside populate', () => {
  test('read as steps and said in words; support as counters on up to N (other) target creatures', () => {
    assert.deepStrictEqual(first('Grove Call {2}{G}{W}\nSorcery\nCreate a 2/2 green Wolf creature token. Populate.').steps?.[1], { do: 'populate' });
    const bolster = first('Wall Captain {2}{W}\nCreature — Human\nWhen Wall Captain enters, bolster 2.\n2/2');
    assert.deepStrictEqual(bolster.steps, [{ do: 'bolster', amount: 2 }]);
    assert.match(describeEffect(bolster).join('\n'), /bolster 2 \(put 2 \+1\/\+1 counter\(s\) on the creature you control with the least toughness\)/);
    const [support] = first('Grove Aide {2}{G}\nCreature — Elf\nWhen Grove Aide enters, support 2.\n2/2').steps!;
    assert.ok(support.do === 'counters' && support.what.ref === 'target' && support.what.min === 0 && support.what.max === 2 && support.what.another);
  });

  test('Forge: CopyPermanent with Populate$, PutCounter with Bolster$, a targeted PutCounter for support', () => {
    assert.ok(script('Grove Call {2}{G}{W}\nSorcery\nCreate a 2/2 green Wolf creature token. Populate.').includes('SVar:DBCopyPermanent:DB$ CopyPermanent | Choices$ Creature.token+YouCtrl | NumCopies$ 1 | Populate$ True'));
    assert.ok(script('Wall Captain {2}{W}\nCreature — Human\nWhen Wall Captain enters, bolster 2.\n2/2').includes('SVar:TrigEffect:DB$ PutCounter | Bolster$ True | CounterType$ P1P1 | CounterNum$ 2'));
    assert.ok(script('Grove Aide {2}{G}\nCreature — Elf\nWhen Grove Aide enters, support 2.\n2/2').includes('SVar:TrigEffect:DB$ PutCounter | ValidTgts$ Creature.Other | TargetMin$ 0 | TargetMax$ 2 | CounterType$ P1P1 | CounterNum$ 1'));
    assert.match(script('Rally Aid {1}{G}\nSorcery\nSupport 2.')[0], /^A:SP\$ PutCounter \| Cost\$ 1 G \| ValidTgts\$ Creature \| TargetMin\$ 0 \| TargetMax\$ 2/);
  });
});

suite('"Manifest the top card of your library." (701.40)', () => {
  test('read as a step ending its sentence; "it" after it stays unread', () => {
    assert.deepStrictEqual(first('Fog Shape {2}{G}\nSorcery\nManifest the top two cards of your library.').steps, [{ do: 'manifest', amount: 2 }]);
    assert.ok(first('Fog Shape {2}{G}\nSorcery\nManifest the top card of your library, then put a +1/+1 counter on it.').unknown);
  });

  test('Forge: Manifest | Amount$ N | Defined$ TopOfLibrary', () => {
    assert.deepStrictEqual(script('Fog Shape {2}{G}\nSorcery\nManifest the top card of your library.'), ['A:SP$ Manifest | Cost$ 2 G | Amount$ 1 | Defined$ TopOfLibrary']);
  });
});

suite('"Switch target creature\'s power and toughness until end of turn." (613.4d)', () => {
  const flip = "Turnabout {1}{U}\nInstant\nSwitch target creature's power and toughness until end of turn.";

  test('read as a rule the target has this turn, said in words', () => {
    const e = first(flip);
    assert.deepStrictEqual(e.steps?.[0], { do: 'pump', what: { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [] }] }, min: 1, max: 1, id: 0, another: false }, keywords: [], rules: ["CARDNAME's power and toughness are switched"], duration: 'turn' });
    assert.match(describeEffect(e).join('\n'), /target creature has its power and toughness switched until end of turn/);
  });

  test('Forge: Pump with the hidden keyword', () => {
    assert.deepStrictEqual(script(flip), ["A:SP$ Pump | Cost$ 1 U | ValidTgts$ Creature | KW$ HIDDEN CARDNAME's power and toughness are switched"]);
  });

  test("the card's own and each creature's: read, said in words", () => {
    const own = first("Tide Shifter {2}{U}\nCreature — Shapeshifter\n{1}{U}: Switch Tide Shifter's power and toughness until end of turn.\n1/4");
    assert.deepStrictEqual(own.steps, [{ do: 'pump', what: { ref: 'self' }, keywords: [], rules: ["CARDNAME's power and toughness are switched"], duration: 'turn' }]);
    assert.match(describeEffect(own).join('\n'), /has its power and toughness switched until end of turn/);
    const each = first("Mirror Lord {3}{U}\nCreature — Spirit\n{2}: Switch each creature's power and toughness until end of turn.\n2/2");
    assert.deepStrictEqual(each.steps?.[0], { do: 'pump', what: { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [] }] } }, keywords: [], rules: ["CARDNAME's power and toughness are switched"], duration: 'turn' });
  });

  test("Forge: the card's own without Defined$ Self; each creature's as PumpAll", () => {
    assert.deepStrictEqual(script("Tide Shifter {2}{U}\nCreature — Shapeshifter\n{1}{U}: Switch Tide Shifter's power and toughness until end of turn.\n1/4"),
      ["A:AB$ Pump | Cost$ 1 U | KW$ HIDDEN CARDNAME's power and toughness are switched"]);
    assert.deepStrictEqual(script("Mirror Lord {3}{U}\nCreature — Spirit\n{2}: Switch each creature's power and toughness until end of turn.\n2/2"),
      ["A:AB$ PumpAll | Cost$ 2 | ValidCards$ Creature | KW$ HIDDEN CARDNAME's power and toughness are switched"]);
  });
});

suite('"can\'t be regenerated this turn" and "detain" (rules a target has for a while)', () => {
  test('"Target creature can\'t be regenerated this turn.": Pump with the hidden keyword; of a target named again, not written', () => {
    assert.deepStrictEqual(script("Bone Jackal {B}\nCreature — Jackal\n{T}: Target creature can't be regenerated this turn.\n1/1"), ["A:AB$ Pump | Cost$ T | ValidTgts$ Creature | KW$ HIDDEN CARDNAME can't be regenerated."]);
    assert.deepStrictEqual(notScripted("Fire Rage {4}{R}\nSorcery\nFire Rage deals 4 damage to target creature. It can't be regenerated this turn."), ['"it can\'t be regenerated" of a target named before (not written yet)']);
  });

  test('"Detain target creature an opponent controls.": both rules until your next turn, said in words; not written in a trigger yet', () => {
    const text = 'Hold Order {1}{W}{U}\nInstant\nDetain target creature an opponent controls.';
    assert.match(describeEffect(first(text)).join('\n'), /can't attack or block and can't have its activated abilities activated until your next turn/);
    assert.deepStrictEqual(script(text), ["A:SP$ Pump | Cost$ 1 W U | ValidTgts$ Creature.OppCtrl | KW$ HIDDEN CARDNAME can't attack or block. & HIDDEN CARDNAME's activated abilities can't be activated. | UntilYourNextTurn$ True"]);
    assert.deepStrictEqual(notScripted('Hold Warden {2}{W}\nCreature — Human\nWhen Hold Warden enters, detain target creature an opponent controls.\n2/2'), ['detain in a triggered ability (not written yet)']);
  });
});

suite('"~ can attack this turn as though it didn\'t have defender." (702.3b)', () => {
  const wall = "Tidal Bulwark {1}{U}\nCreature — Wall\nDefender\n{1}{U}: Tidal Bulwark can attack this turn as though it didn't have defender.\n0/5";

  test('read as a rule the card has this turn, said in words', () => {
    const e = readCardEffects(parseDocument(wall).chunks.find((c) => c.model)!.model!).faces[0][1];
    assert.deepStrictEqual(e.steps, [{ do: 'pump', what: { ref: 'self' }, keywords: [], rules: ["CARDNAME can attack as though it didn't have defender."], duration: 'turn' }]);
    assert.match(describeEffect(e).join('\n'), /can attack as though it didn't have defender until end of turn/);
  });

  test("Forge: Pump with the hidden keyword, the card's own without Defined$ Self", () => {
    assert.ok(script(wall).includes("A:AB$ Pump | Cost$ 1 U | KW$ HIDDEN CARDNAME can attack as though it didn't have defender."));
    assert.deepStrictEqual(script("Siege Call {G}\nInstant\nTarget creature with defender can attack this turn as though it didn't have defender."),
      ["A:SP$ Pump | Cost$ G | ValidTgts$ Creature.withDefender | KW$ HIDDEN CARDNAME can attack as though it didn't have defender."]);
  });
});

suite('"~ can block an additional creature this turn." (509.1a)', () => {
  const guard = 'Gate Sentry {2}{W}\nCreature — Human Soldier\n{1}{W}: Gate Sentry can block an additional creature this turn.\n1/3';

  test('read as a rule the card has this turn, said in words', () => {
    const e = first(guard);
    assert.deepStrictEqual(e.steps, [{ do: 'pump', what: { ref: 'self' }, keywords: [], rules: ['CARDNAME can block an additional creature each combat.'], duration: 'turn' }]);
    assert.match(describeEffect(e).join('\n'), /can block an additional creature until end of turn/);
  });

  test('Forge: Pump with the hidden keyword and Defined$ Self', () => {
    assert.deepStrictEqual(script(guard), ['A:AB$ Pump | Cost$ 1 W | Defined$ Self | KW$ HIDDEN CARDNAME can block an additional creature each combat.']);
  });
});

suite('"… gains shroud until end of turn and can\'t be blocked this turn": a keyword and a restriction for the turn', () => {
  test('read as one pump with both, said in words', () => {
    const e = first("Mist Cloak {1}{U}\nInstant\nTarget creature gains shroud until end of turn and can't be blocked this turn.");
    assert.deepStrictEqual(e.steps, [{ do: 'pump', what: { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [] }] }, min: 1, max: 1, id: 0, another: false }, keywords: ['Shroud'], duration: 'turn', rules: ['Unblockable'] }]);
    assert.match(describeEffect(e).join('\n'), /gains shroud and can't be blocked until end of turn/);
  });

  test('Forge: one Pump with the keyword and the hidden one', () => {
    assert.deepStrictEqual(script("Mist Cloak {1}{U}\nInstant\nTarget creature gains shroud until end of turn and can't be blocked this turn."), ['A:SP$ Pump | Cost$ 1 U | ValidTgts$ Creature | KW$ Shroud & HIDDEN Unblockable']);
    assert.deepStrictEqual(script("Ink Diver {1}{U}\nCreature — Fish\nDiscard a card: Ink Diver gains shroud until end of turn and can't be blocked this turn.\n1/1"), ['A:AB$ Pump | Cost$ Discard<1/Card> | Defined$ Self | KW$ Shroud & HIDDEN Unblockable']);
  });
});

suite('a condition after a pump\'s restriction or damage could be said of either: not read', () => {
  test('"… and can\'t be blocked this turn if you control a Wizard", "… and deals 1 damage to you if …" are left unread', () => {
    assert.ok(first("Mist Cloak {1}{U}\nInstant\nTarget creature gets +2/+2 until end of turn and can't be blocked this turn if you control a Wizard.").unknown);
    assert.ok(first('Ember Imp {R}\nCreature — Imp\n{R}: Ember Imp gets +2/+0 until end of turn and deals 1 damage to you if you control no Mountains.\n1/1').unknown);
  });
});

suite('"… gets -2/-0 until end of turn and attacks this turn if able": a P/T change and a rule of the turn', () => {
  test('read as one pump with both; Forge: one Pump, the card\'s own without Defined$ Self', () => {
    const e = first('Goad Spark {U}{R}\nInstant\nTarget creature gets -2/-0 until end of turn and attacks this turn if able.');
    assert.deepStrictEqual(e.steps?.[0].do === 'pump' && e.steps[0].rules, ['CARDNAME attacks each combat if able.']);
    assert.deepStrictEqual(script('Goad Spark {U}{R}\nInstant\nTarget creature gets -2/-0 until end of turn and attacks this turn if able.'), ['A:SP$ Pump | Cost$ U R | ValidTgts$ Creature | NumAtt$ -2 | KW$ HIDDEN CARDNAME attacks each combat if able.']);
    assert.deepStrictEqual(script("Tidal Bulwark {1}{U}\nCreature — Wall\nDefender\n{2}{U}: Tidal Bulwark gets +3/-3 until end of turn and can attack this turn as though it didn't have defender.\n0/5").slice(-1),
      ["A:AB$ Pump | Cost$ 2 U | NumAtt$ +3 | NumDef$ -3 | KW$ HIDDEN CARDNAME can attack as though it didn't have defender."]);
  });
});
