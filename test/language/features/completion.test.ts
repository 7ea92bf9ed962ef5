import * as assert from 'node:assert';
import { doComplete } from '../../../server/src/language/features/completion.js';
import { builtInKnowledge, cursor, open } from './featureHelpers.js';

function complete(marked: string, names: string[] = []) {
  const { text, position } = cursor(marked);
  const { doc } = open(text);
  return doComplete(doc, position, builtInKnowledge(), names);
}
const labels = (items: { label: string }[]) => items.map((i) => i.label);

suite('completion', () => {
  test('after a brace it offers mana and cost symbols that replace the brace', () => {
    const items = complete('Relic {2}\nArtifact\n{|: Add {C}.');
    assert.ok(['{T}', '{Q}', '{W}', '{2/W}', '{W/P}', '{X}', '{E}'].every((s) => labels(items).includes(s)));
    const tap = items.find((i) => i.label === '{T}')!;
    assert.deepStrictEqual(tap.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 1 } });
  });

  test('symbols declared by the file are offered too', () => {
    assert.ok(labels(complete('@mana {P} purple\n\nRelic {2}\nArtifact\n{T}: Add {|')).includes('{P}'));
  });

  test('before the dash of the type line it offers card types and supertypes', () => {
    const l = labels(complete('Bear {1}{G}\nLegendary Cre|\n2/2'));
    assert.ok(l.includes('Creature') && l.includes('Legendary') && l.includes('Planeswalker'));
    assert.ok(!l.includes('Elf'));
  });

  test('after the dash it offers the subtypes that fit the types typed', () => {
    const l = labels(complete('Bear {1}{G}\nArtifact Creature — |\n2/2'));
    assert.ok(l.includes('Bear') && l.includes('Equipment') && l.includes('Elf'));
    assert.ok(!l.includes('Aura') && !l.includes('Forest'));
    assert.ok(!l.includes('Hound'), 'former types are not offered');
  });

  test('at the start of a rules line it offers keywords and field names', () => {
    const l = labels(complete('Bird {1}{W}\nCreature — Bird\nFl|\n1/1'));
    assert.ok(l.includes('Flying') && l.includes('First strike') && l.includes('Flavor') && l.includes('Ruling'));
  });

  test('after a comma it offers keywords in lower case', () => {
    const l = labels(complete('Bird {1}{W}\nCreature — Bird\nFlying, vi|\n1/1'));
    assert.ok(l.includes('vigilance'));
  });

  test('inside rules text it offers keyword actions and the self-reference', () => {
    const l = labels(complete('Seer {U}\nSorcery\nDraw a card, then sc|'));
    assert.ok(l.includes('scry') && l.includes('~'));
  });

  test('after "named" it offers card names from the workspace', () => {
    const l = labels(complete('Seer {U}\nSorcery\nSearch your library for a card named |', ['Cogwork Tracker', 'Deal Broker']));
    assert.ok(l.includes('Cogwork Tracker') && l.includes('Deal Broker'));
  });

  test('on the name line nothing is offered', () => {
    assert.deepStrictEqual(complete('Se|er {U}\nSorcery\nDraw a card.'), []);
  });
});
