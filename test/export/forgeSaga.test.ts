import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const reminder = '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)';
const saga = (...chapters: string[]) => `Tale of the Fen {2}{G}\nEnchantment — Saga\n${reminder}\n${chapters.join('\n')}`;

suite('Sagas: chapter abilities in the effect model and as Forge\'s K:Saga', () => {
  test('each chapter is read as a chapter ability with its numbers and steps, and described with them', () => {
    const model = parseDocument(saga('I, II — Create a 1/1 green Saproling creature token.', 'III — Creatures you control get +2/+2 until end of turn.')).chunks.find((c) => c.model)!.model!;
    const [note, first, last] = readCardEffects(model).faces[0];
    assert.ok(note.nothing, 'the lore reminder is reminder text only');
    assert.strictEqual(first.kind, 'chapter');
    assert.deepStrictEqual(first.chapters, [1, 2]);
    assert.strictEqual(first.steps?.[0].do, 'token');
    assert.deepStrictEqual(last.chapters, [3]);
    assert.match(describeEffect(first)[0], /^chapter I, II — /);
    assert.match(describeEffect(last)[1], /creature you control/);
  });

  test('all chapters are one K:Saga line naming each chapter\'s SVar in order, a chapter of two numbers twice', () => {
    assert.deepStrictEqual(script(saga('I, II — Create a 1/1 green Saproling creature token.', 'III — Creatures you control get +2/+2 until end of turn.')), [
      'K:Saga:3:DBChapter1,DBChapter1,DBChapter3',
      'SVar:DBChapter1:DB$ Token | TokenAmount$ 1 | TokenName$ Saproling | TokenTypes$ Creature,Saproling | TokenOwner$ You | TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1',
      'SVar:DBChapter3:DB$ PumpAll | ValidCards$ Creature.YouCtrl | NumAtt$ +2 | NumDef$ +2',
    ]);
  });

  test('a chapter cardtext cannot script leaves the whole Saga out (a Saga missing a chapter would skip it), each chapter saying why', () => {
    const text = saga('I — Draw a card.', 'II — Each player shuffles their hand into their library.', 'III — Draw two cards.');
    assert.deepStrictEqual(script(text), []);
    const reasons = notScripted(text);
    assert.strictEqual(reasons.length, 3);
    assert.strictEqual(reasons[0], 'part of a Saga whose other chapters cardtext cannot script');
    assert.match(reasons[1], /^cardtext cannot read/);
    assert.strictEqual(reasons[2], 'part of a Saga whose other chapters cardtext cannot script');
  });

  test('chapter lines on a card that is not a Saga are not written as one (nothing adds its lore counters or sacrifices it)', () => {
    const text = 'Fen Almanac {2}{G}\nEnchantment\nI — Draw a card.\nII — Draw a card.';
    assert.deepStrictEqual(script(text), []);
    assert.deepStrictEqual(notScripted(text), ['chapter abilities on a card that is not a Saga', 'chapter abilities on a card that is not a Saga']);
  });

  test('a Saga whose chapters skip a number is not written', () => {
    assert.deepStrictEqual(notScripted(saga('I — Draw a card.', 'III — Draw two cards.')), ['a Saga without chapter 2', 'a Saga without chapter 2']);
  });
});
