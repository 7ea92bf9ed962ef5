import * as assert from 'node:assert';
import { describedAll, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: "if it\'s enchanted", "if ~ is monstrous", "if ~ is renowned" (the card itself so)', () => {
  test('"Whenever ~ attacks, if it\'s enchanted, …" is IsPresent$ Card.Self+enchanted', () => {
    const card = 'Veilborn Sentry {3}{W}\nCreature — Human Knight\nWhenever Veilborn Sentry attacks, if it\'s enchanted, tap target creature.\n3/3';
    assert.strictEqual(script(card)[0], 'T:Mode$ Attacks | ValidCard$ Card.Self | IsPresent$ Card.Self+enchanted | Execute$ TrigEffect');
    assert.match(describedAll(card), /if this card \(~\) is enchanted/);
  });

  test('monstrous and renowned are Forge\'s IsMonstrous and IsRenowned', () => {
    assert.strictEqual(script('Hill Brute {3}{R}\nCreature — Giant\n{5}{R}: Monstrosity 2.\nWhenever Hill Brute attacks, if Hill Brute is monstrous, you gain 2 life.\n3/3').find((l) => l.startsWith('T:')),
      'T:Mode$ Attacks | ValidCard$ Card.Self | IsPresent$ Card.Self+IsMonstrous | Execute$ TrigEffect');
    assert.strictEqual(script('Road Champion {1}{W}\nCreature — Human Soldier\nRenown 1\nWhenever Road Champion attacks, if Road Champion is renowned, you gain 2 life.\n2/2').find((l) => l.startsWith('T:')),
      'T:Mode$ Attacks | ValidCard$ Card.Self | IsPresent$ Card.Self+IsRenowned | Execute$ TrigEffect');
  });

  test('"if it\'s enchanted" of another subject is that object, not the card: not read', () => {
    for (const card of [
      'Banner Keeper {2}{W}\nCreature — Human Knight\nWhenever a Knight you control attacks, if it\'s enchanted, you gain 1 life.\n2/2',
      'Crown of Tusks {1}{G}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals combat damage to a player, if it\'s monstrous, draw a card.',
      'Shield Twin {2}{W}\nEnchantment Creature — Spirit\nBestow {3}{W}\nWhenever Shield Twin or enchanted creature attacks, if it\'s renowned, scry 1.\nEnchanted creature gets +1/+1.\n1/1',
    ]) assert.match(notScripted(card).join('\n'), /intervening|cannot read/, card);
  });
});
