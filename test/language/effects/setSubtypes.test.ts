import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readAbility, readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { subtypeOf } from '../../../server/src/language/effects/filters.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';
import { forgeAbilityLines as script } from '../../export/exportHelpers.js';

/** The effect model of the first card of a file, read with the file's own subtypes (as export, hover and explain read it). */
function effects(text: string): AbilityEffect[] {
  const doc = parseDocument(text);
  const model = doc.chunks.find((c) => c.model)!.model!;
  return readCardEffects(model, doc.declarations.keywordReminders, doc.declarations.subtypes).faces[0];
}

const set = '@set MOS Mossgate\n@subtype Creature Mossling\n@subtype Artifact Idol\n\n';

suite('effect model: the subtypes a set declares', () => {
  test('a declared creature type is read in an anthem, a token and a trigger, as the rules\' own types are', () => {
    const [anthem] = effects(`${set}Mossling Elder {2}{G}\nCreature — Mossling\nOther Mosslings you control get +1/+1.\n2/2`);
    assert.ok(!anthem.unknown, anthem.unknown?.reason);
    assert.match(describeEffect(anthem)[0], /Mossling/);
    const [token] = effects(`${set}Spore Call {1}{G}\nSorcery\nCreate two 1/1 green Mossling creature tokens.`);
    assert.deepStrictEqual(token.steps?.[0], { do: 'token', amount: { n: 2 }, token: { name: 'Mossling', colors: ['G'], types: ['Creature'], subtypes: ['Mossling'], supertypes: [], keywords: [], power: '1', toughness: '1' }, tapped: undefined });
    const [trigger] = effects(`${set}Mossling Herald {1}{G}\nCreature — Mossling\nWhenever another Mossling you control enters, you gain 1 life.\n1/1`);
    assert.ok(!trigger.unknown, trigger.unknown?.reason);
  });

  test('without the declaration the same words stay unread: a capitalised word is not guessed to be a type', () => {
    const [anthem] = effects('Mossling Elder {2}{G}\nCreature — Elf\nOther Mosslings you control get +1/+1.\n2/2');
    assert.ok(anthem.unknown, 'an undeclared word read as a subtype');
  });

  test('the set\'s subtypes are known only while its card is read', () => {
    effects(`${set}Idol Keeper {1}\nArtifact — Idol\nIdols you control have hexproof.`);
    assert.strictEqual(subtypeOf('Idol'), undefined);
    assert.strictEqual(subtypeOf('Elves'), 'Elf');
  });

  test('the hover\'s reading of one ability knows the set\'s subtypes too', () => {
    const doc = parseDocument(`${set}Mossling Elder {2}{G}\nCreature — Mossling\nOther Mosslings you control get +1/+1.\n2/2`);
    const model = doc.chunks.find((c) => c.model)!.model!;
    const ability = model.abilities[0];
    assert.ok(readAbility(ability, model).unknown, 'read without the set\'s subtypes');
    assert.ok(!readAbility(ability, model, undefined, undefined, doc.declarations.subtypes).unknown);
  });

  test('a subtype whose plural is the same word is plural without "a", "another", "each" or "target" before it', () => {
    const [lord] = effects('Reef Lord {1}{U}\nCreature — Merfolk\nOther Merfolk you control get +1/+1.\n2/2');
    assert.ok(!lord.unknown, lord.unknown?.reason);
    assert.strictEqual(lord.continuous?.[0].affected.ref === 'each' && lord.continuous[0].affected.filter.plural, true);
    const [own] = effects(`@subtype Creature Mosskin\n\nMosskin Elder {2}{G}\nCreature — Mosskin\nMosskin you control get +1/+1.\n2/2`);
    assert.ok(!own.unknown, own.unknown?.reason);
    const [one] = effects('Reef Caller {1}{U}\nCreature — Merfolk\nWhenever another Merfolk you control enters, draw a card.\n1/1');
    assert.strictEqual(one.trigger?.subject.ref === 'each' && one.trigger.subject.filter.plural, undefined);
    const [spells] = effects('Smith Knight {2}{W}\nCreature — Human Knight\nAura and Equipment spells you cast cost {1} less to cast.\n2/2');
    assert.ok(!spells.unknown, 'a subtype before "and" is an adjective of the noun after it');
  });

  test('a subtype whose plural is another word ("Goblins", a set\'s "Mosslings") is not plural in its singular form', () => {
    const [goblins] = effects('Goblin Chief {1}{R}\nCreature — Goblin\nOther Goblin you control get +1/+1.\n2/2');
    assert.ok(goblins.unknown, 'the singular "Goblin" read as every Goblin');
    const [own] = effects(`${set}Mossling Elder {2}{G}\nCreature — Mossling\nMossling you control get +1/+1.\n2/2`);
    assert.ok(own.unknown, 'the singular "Mossling" read as every Mossling');
  });

  test('Forge scripts name the set\'s type where the rules\' own would stand', () => {
    assert.deepStrictEqual(script(`@subtype Creature Mossling\n\nMossling Elder {2}{G}\nCreature — Mossling\nOther Mosslings you control get +1/+1.\n2/2`), [
      'S:Mode$ Continuous | Affected$ Mossling.Other+YouCtrl | AddPower$ 1 | AddToughness$ 1',
    ]);
    assert.deepStrictEqual(script(`@subtype Creature Mossling\n\nSpore Call {1}{G}\nSorcery\nCreate two 1/1 green Mossling creature tokens.`), [
      'A:SP$ Token | Cost$ 1 G | TokenAmount$ 2 | TokenName$ Mossling | TokenTypes$ Creature,Mossling | TokenOwner$ You | TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1',
    ]);
  });
});
