import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const raider = 'Banner Raider {2}{W}\nCreature — Human Soldier\nWhenever Banner Raider attacks, create a 1/1 white Soldier creature token that\'s tapped and attacking.\n2/2';

suite('tokens put onto the battlefield tapped and attacking (506.3)', () => {
  test('"a … token that\'s tapped and attacking" is read as a tapped, attacking token and said so', () => {
    const model = parseDocument(raider).chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'token' && [s.tapped, s.attacking]), [[true, true]]);
    assert.match(describeEffect(e)[1], /create 1 tapped 1\/1 white Soldier creature token\(s\), attacking$/);
  });

  test('Forge writes TokenTapped$ and TokenAttacking$, one or many tokens', () => {
    assert.deepStrictEqual(script(raider)[1], 'SVar:TrigEffect:DB$ Token | TokenAmount$ 1 | TokenName$ Soldier | TokenTypes$ Creature,Soldier | TokenOwner$ You | TokenColors$ White | TokenPower$ 1 | TokenToughness$ 1 | TokenTapped$ True | TokenAttacking$ True');
    const many = script('Warband Caller {3}{R}\nCreature — Goblin\nWhenever Warband Caller attacks, create two 1/1 red Goblin creature tokens with haste that are tapped and attacking.\n2/2');
    assert.match(many[1], /TokenAmount\$ 2 .*TokenKeywords\$ Haste \| TokenTapped\$ True \| TokenAttacking\$ True$/);
  });

  test('a verb that does not agree with the number of tokens stays unread', () => {
    const card = (tokens: string) => `Warband Caller {3}{R}\nCreature — Goblin\nWhenever Warband Caller attacks, create ${tokens} tapped and attacking.\n2/2`;
    assert.strictEqual(notScripted(card("two 1/1 red Goblin creature tokens that's")).length, 1);
    assert.strictEqual(notScripted(card('a 1/1 red Goblin creature token that are')).length, 1);
  });
});

suite('predefined tokens (111.10)', () => {
  test('a Clue or Food token is written with its ability, compiled from the rules\' own text like a card\'s', () => {
    assert.deepStrictEqual(script('Lantern Sleuth {1}{U}\nCreature — Human Detective\nWhen Lantern Sleuth enters the battlefield, investigate.\n1/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:ABDraw:AB$ Draw | Cost$ 2 Sac<1/CARDNAME> | Defined$ You | NumCards$ 1',
      'SVar:TrigEffect:DB$ Token | TokenAmount$ 1 | TokenName$ Clue | TokenTypes$ Artifact,Clue | TokenOwner$ You | TokenColors$ Colorless | TokenAbilities$ ABDraw',
    ]);
    assert.deepStrictEqual(script('Picnic {G}\nInstant\nCreate a Food token.'), [
      'A:SP$ Token | Cost$ G | TokenAmount$ 1 | TokenName$ Food | TokenTypes$ Artifact,Food | TokenOwner$ You | TokenColors$ Colorless | TokenAbilities$ ABGainLife',
      'SVar:ABGainLife:AB$ GainLife | Cost$ 2 T Sac<1/CARDNAME> | LifeAmount$ 3',
    ]);
  });

  test('a Treasure a spell or an activated ability creates is written with its mana ability ({T}, sacrifice, Amount$ 1)', () => {
    assert.deepStrictEqual(script('Gilded Raid {1}{R}\nSorcery\nCreate two Treasure tokens.'), [
      'A:SP$ Token | Cost$ 1 R | TokenAmount$ 2 | TokenName$ Treasure | TokenTypes$ Artifact,Treasure | TokenOwner$ You | TokenColors$ Colorless | TokenAbilities$ ABMana',
      'SVar:ABMana:AB$ Mana | Cost$ T Sac<1/CARDNAME> | Produced$ Any | Amount$ 1',
    ]);
    const digger = script('Quarry Digger {2}{R}\nCreature — Dwarf\n{3}, {T}: Create a Treasure token.\n2/3');
    assert.ok(digger.includes('SVar:ABMana:AB$ Mana | Cost$ T Sac<1/CARDNAME> | Produced$ Any | Amount$ 1'), digger.join('\n'));
    assert.match(digger[0], /^A:AB\$ Token \| Cost\$ 3 T \| TokenAmount\$ 1 \| TokenName\$ Treasure .*TokenAbilities\$ ABMana/);
  });

  test('a Treasure a triggered ability creates is not written (Forge\'s scripts of it leave the {T} out), and says so', () => {
    const card = 'Gilded Lookout {1}{R}\nCreature — Goblin\nWhen Gilded Lookout enters the battlefield, create a Treasure token.\n1/1';
    assert.deepStrictEqual(script(card), []);
    assert.match(notScripted(card).join('\n'), /mana ability of a Treasure token a triggered ability creates/);
  });
});

suite('tokens another player creates (111.2)', () => {
  test('"target opponent creates …" targets an opponent and names them the tokens\' owner (TokenOwner$ Targeted)', () => {
    assert.deepStrictEqual(script('Tithe Drake {2}{U}\nCreature — Drake\nWhen Tithe Drake enters the battlefield, target opponent creates three 1/1 red Goblin creature tokens.\n4/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Token | ValidTgts$ Opponent | TokenAmount$ 3 | TokenName$ Goblin | TokenTypes$ Creature,Goblin | TokenOwner$ Targeted | TokenColors$ Red | TokenPower$ 1 | TokenToughness$ 1',
    ]);
  });
});

suite('tokens exiled at the beginning of the next end step (603.7)', () => {
  const levy = 'Storm Levy {3}{R}{R}{R}\nSorcery\nCreate three 3/1 red Elemental creature tokens with haste. Exile them at the beginning of the next end step.';

  test('"Exile them at the beginning of the next end step." marks the token step, and is said so', () => {
    const model = parseDocument(levy).chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'token' && s.exileAtEndStep), [true]);
    assert.match(describeEffect(e).join(' '), /token\(s\) with haste; exile the token\(s\) at the beginning of the next end step$/);
  });

  test('Forge writes AtEOT$ Exile and the AI\'s hint (TokenSVars$ naming EndOfTurnLeavePlay)', () => {
    assert.deepStrictEqual(script(levy), [
      'A:SP$ Token | Cost$ 3 R R R | TokenAmount$ 3 | TokenName$ Elemental | TokenTypes$ Creature,Elemental | TokenOwner$ You | TokenColors$ Red | TokenPower$ 3 | TokenToughness$ 1 | TokenKeywords$ Haste | TokenSVars$ EOTExile | AtEOT$ Exile',
      'SVar:EOTExile:SVar:EndOfTurnLeavePlay:True',
    ]);
  });

  test('"it" for more than one token, or another end, is not read', () => {
    assert.match(notScripted('Storm Levy {3}{R}\nSorcery\nCreate two 3/1 red Elemental creature tokens. Exile it at the beginning of the next end step.').join('\n'), /cannot read/);
    assert.match(notScripted('Storm Levy {3}{R}\nSorcery\nCreate a 3/1 red Elemental creature token. Exile it at the beginning of your next upkeep.').join('\n'), /cannot read/);
  });
});

suite('tokens the controller or owner of a target creates (111.2)', () => {
  test('after an exile, "That creature\'s controller" / "Its owner" creates the tokens: TokenOwner$ TargetedController', () => {
    assert.deepStrictEqual(script('Hatch Curse {1}{U}\nSorcery\nExile target creature. That creature\'s controller creates a 3/3 green Frog Lizard creature token.'), [
      'A:SP$ ChangeZone | Cost$ 1 U | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature | SubAbility$ DBToken',
      'SVar:DBToken:DB$ Token | TokenAmount$ 1 | TokenName$ Frog Lizard | TokenTypes$ Creature,Frog,Lizard | TokenOwner$ TargetedController | TokenColors$ Green | TokenPower$ 3 | TokenToughness$ 3',
    ]);
    const pyre = script('Pyre Rite {W}\nInstant\nExile target card from a graveyard. Its owner creates a 1/1 white Spirit creature token with flying.');
    assert.match(pyre[1], /^SVar:DBToken:DB\$ Token \| .*TokenOwner\$ TargetedController \| TokenColors\$ White .*TokenKeywords\$ Flying$/);
  });

  test('after a destroy it is not written (Forge\'s scripts name that player two ways), and the spell is listed', () => {
    const reasons = notScripted('Swift Transmute {U}\nInstant\nDestroy target creature. It can\'t be regenerated. That creature\'s controller creates a 3/3 green Frog Lizard creature token.');
    assert.match(reasons.join('\n'), /tokens of a destroyed creature's controller/);
  });
});

suite('a number of tokens equal to a devotion (700.5)', () => {
  test('Forge counts them with TokenAmount$ X and Count$Devotion', () => {
    const lines = script('Tithe Drake {2}{U}\nCreature — Drake\nWhen Tithe Drake enters the battlefield, create a number of 1/1 blue Bird creature tokens equal to your devotion to blue.\n2/2');
    assert.ok(lines.some((l) => /^SVar:TrigEffect:DB\$ Token \| TokenAmount\$ X \| TokenName\$ Bird .*TokenPower\$ 1 \| TokenToughness\$ 1/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$Devotion.Blue'), lines.join('\n'));
  });
});

suite('a token\'s ability in quotes ("It has …")', () => {
  const hatcher = (effect: string) => `Brood Warden {3}\nCreature — Eldrazi\nWhen Brood Warden enters the battlefield, ${effect}\n2/2`;

  test('"Sacrifice this creature: Add {C}." is the token\'s TokenAbilities$ SVar with Amount$ 1, as Forge\'s scripts write it', () => {
    assert.deepStrictEqual(script(hatcher('create two 1/1 colorless Eldrazi Drone creature tokens. They have "Sacrifice this creature: Add {C}."')), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:ABMana:AB$ Mana | Cost$ Sac<1/CARDNAME> | Produced$ C | Amount$ 1',
      'SVar:TrigEffect:DB$ Token | TokenAmount$ 2 | TokenName$ Eldrazi Drone | TokenTypes$ Creature,Eldrazi,Drone | TokenOwner$ You | TokenColors$ Colorless | TokenPower$ 1 | TokenToughness$ 1 | TokenAbilities$ ABMana',
    ]);
  });

  test('"{T}: Add {G}." on a token is its TokenAbilities$ SVar with Cost$ T and no Amount$, as Forge\'s scripts write it', () => {
    assert.deepStrictEqual(script(hatcher('create a 1/1 green Elf Druid creature token. It has "{T}: Add {G}."')), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ G',
      'SVar:TrigEffect:DB$ Token | TokenAmount$ 1 | TokenName$ Elf Druid | TokenTypes$ Creature,Elf,Druid | TokenOwner$ You | TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1 | TokenAbilities$ ABMana',
    ]);
  });

  test('another ability of one effect on a token is compiled as an activated ability\'s, in its TokenAbilities$ SVar', () => {
    const lines = script(hatcher('create a 1/1 colorless Thopter artifact creature token. It has "Sacrifice this creature: This creature deals 1 damage to any target."'));
    assert.ok(lines.includes('SVar:ABDealDamage:AB$ DealDamage | Cost$ Sac<1/CARDNAME> | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 1'), lines.join('\n'));
    assert.match(lines.find((l) => l.startsWith('SVar:TrigEffect'))!, /TokenName\$ Thopter .*TokenAbilities\$ ABDealDamage$/);
  });

  test('a token\'s ability in quotes that would name an SVar (a count) is not written, and says so', () => {
    const card = hatcher('create a 1/1 colorless Thopter artifact creature token. It has "Sacrifice this creature: You gain 1 life for each artifact you control."');
    assert.deepStrictEqual(script(card), []);
    assert.match(notScripted(card).join('\n'), /names an SVar/);
  });

  test('another ability in quotes on a token is not written yet, and says so', () => {
    const card = hatcher('create a 1/1 colorless Eldrazi Drone creature token. It has "{1}, {T}: Add {C}."');
    assert.deepStrictEqual(script(card), []);
    assert.match(notScripted(card).join('\n'), /ability in quotes a token has/);
  });

  test('a token\'s mana ability adding more than one mana is not written yet (Forge\'s scripts of it add one)', () => {
    for (const mana of ['{C}{C}', 'two mana of any one color']) {
      const card = hatcher(`create a 1/1 colorless Eldrazi Drone creature token. It has "Sacrifice this creature: Add ${mana}."`);
      assert.deepStrictEqual(script(card), [], mana);
      assert.match(notScripted(card).join('\n'), /the mana an ability in quotes adds/, mana);
    }
  });
});
