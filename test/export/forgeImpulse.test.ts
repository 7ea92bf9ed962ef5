import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const scout = 'Cinder Scout {1}{R}\nCreature — Human Scout\nWhen Cinder Scout enters, exile the top card of your library. Until the end of your next turn, you may play that card.\n2/1';

suite('exiling the top cards of your library to play them for a while ("impulse draw")', () => {
  test('the cards exiled and how long they may be played are read, and said in words', () => {
    const [e] = readCardEffects(parseDocument(scout).chunks.find((c) => c.model)!.model!).faces[0];
    assert.deepStrictEqual(e.steps, [{ do: 'impulse', amount: { n: 1 }, duration: 'endOfYourNextTurn' }]);
    assert.strictEqual(describeEffect(e)[1], '  1. exile the top 1 card(s) of your library; you may play them until the end of your next turn');
  });

  test('Forge: Mill into exile remembered, an effect that may play the remembered cards, the memory cleared last', () => {
    assert.deepStrictEqual(script(scout).slice(1).sort(), [
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
      'SVar:DBEffect:DB$ Effect | RememberObjects$ RememberedCard | StaticAbilities$ STPlay | ExileOnMoved$ Exile | Duration$ UntilTheEndOfYourNextTurn | SubAbility$ DBCleanup',
      'SVar:STPlay:Mode$ Continuous | MayPlay$ True | EffectZone$ Command | Affected$ Card.IsRemembered | AffectedZone$ Exile',
      'SVar:TrigEffect:DB$ Mill | Defined$ You | NumCards$ 1 | Destination$ Exile | RememberMilled$ True | SubAbility$ DBEffect',
    ]);
    const lines = script('Reckless Study {2}{R}\nSorcery\nExile the top two cards of your library. You may play them this turn. Draw a card.');
    assert.match(lines[0], /^A:SP\$ Mill \| Cost\$ 2 R \| Defined\$ You \| NumCards\$ 2 \| Destination\$ Exile/);
    assert.ok(!lines.some((l) => l.includes('Duration$')), 'this turn is the effect\'s default');
    assert.ok(lines.includes('SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBCleanup'), 'the memory is cleared after the other steps');
  });

  test('of more than one card, the effect forgets each card played and ends only when none is left (ForgetOnMoved, not ExileOnMoved)', () => {
    const lines = script('Reckless Study {2}{R}\nSorcery\nExile the top two cards of your library. You may play them this turn. Draw a card.');
    assert.ok(lines.some((l) => l.startsWith('SVar:DBEffect:DB$ Effect |') && l.includes('| ForgetOnMoved$ Exile')), lines.join('\n'));
    assert.ok(!lines.some((l) => l.includes('ExileOnMoved$')), 'playing one card must not end the permission for the other');
  });

  test('words that do not agree, or another permission than playing, stay unread', () => {
    assert.strictEqual(notScripted('Odd Study {R}\nSorcery\nExile the top two cards of your library. You may play that card this turn.').length, 1);
    assert.strictEqual(notScripted('Odd Study {R}\nSorcery\nExile the top card of your library. You may cast that card this turn.').length, 1);
  });

  test('two such exiles in one ability are not written (the second effect would remember the first cards too, for its own duration)', () => {
    const text = 'Twin Study {1}{R}\nSorcery\nExile the top card of your library. You may play it this turn. Exile the top two cards of your library. Until the end of your next turn, you may play those cards.';
    assert.deepStrictEqual(script(text), []);
    assert.deepStrictEqual(notScripted(text), ['exiling the top cards of your library to play them twice in one ability']);
  });
});
