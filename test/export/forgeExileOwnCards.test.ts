import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a player exiling cards of their own', () => {
  test('from their graveyard: a hidden ChangeZone the targeted player chooses, of that many cards', () => {
    assert.deepStrictEqual(script('Crypt Moth {1}{B}\nCreature — Insect\n{1}, {T}: Target player exiles two cards from their graveyard.\n1/1'), [
      'A:AB$ ChangeZone | Cost$ 1 T | ValidTgts$ Player | DefinedPlayer$ Targeted | Chooser$ Targeted | Origin$ Graveyard | Destination$ Exile | ChangeType$ Card | ChangeNum$ 2 | Mandatory$ True | Hidden$ True',
    ]);
    assert.match(script('Grave Tithe {B}\nSorcery\nTarget opponent exiles a card from their graveyard and loses 1 life.')[0], /ValidTgts\$ Opponent .*ChangeNum\$ 1 .*SubAbility\$ DBLoseLife/);
  });

  test('from their hand it is not written, with the reason', () => {
    const card = 'Hollow Demand {2}{B}{B}\nSorcery\nTarget opponent exiles three cards from their hand and loses 1 life.';
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /exiling cards from their hand/);
  });
});
