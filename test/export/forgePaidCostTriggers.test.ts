import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: "if its surge cost was paid", "if it was kicked with its {…} kicker" (read, not written yet)', () => {
  test('"if its spectacle cost was paid" is left out with its reason (Forge\'s scripts of it differ in their effects)', () => {
    const card = 'Ashen Heckler {3}{B}\nCreature — Devil\nSpectacle {1}{B}\nWhen Ashen Heckler enters the battlefield, if its spectacle cost was paid, you gain 3 life.\n3/2';
    assert.deepStrictEqual(notScripted(card), ['"if its spectacle cost was paid" (not written yet)']);
    assert.ok(!script(card).some((l) => l.startsWith('T:')));
  });

  test('"kicked with its … kicker" of a card with two kicker costs is left out; of its one cost it is `Card.Self+kicked`', () => {
    const two = 'Dawnfield Herald {1}{W}\nCreature — Human Cleric\nKicker {2}{W} and/or {1}{U}\nWhen Dawnfield Herald enters the battlefield, if it was kicked with its {1}{U} kicker, scry 2.\n2/1';
    assert.deepStrictEqual(notScripted(two), ['"if it was kicked with its … kicker" of a card with two kicker costs (not written yet)']);
    const one = 'Dawnfield Herald {1}{W}\nCreature — Human Cleric\nKicker {2}{W}\nWhen Dawnfield Herald enters the battlefield, if it was kicked with its {2}{W} kicker, you gain 2 life.\n2/1';
    assert.ok(script(one).some((l) => l.includes('ValidCard$ Card.Self+kicked |')));
    const otherCost = one.replace('kicked with its {2}{W} kicker', 'kicked with its {3}{W} kicker');
    assert.match(notScripted(otherCost).join('\n'), /a cost the card's Kicker keyword does not have/);
  });
});
