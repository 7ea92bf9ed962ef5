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

  /** Labels in the order an editor lists them (by sortText). */
  const listed = (items: { label: string; sortText?: string }[]) => [...items].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((i) => i.label);

  test('in a mana cost only mana symbols are offered: W U B R G, then C, then numbers ascending, then the rest', () => {
    const items = listed(complete('Briar Witch {|'));
    assert.deepStrictEqual(items.slice(0, 17), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}', '{0}', '{1}', '{2}', '{3}', '{4}', '{5}', '{6}', '{7}', '{8}', '{9}', '{10}']);
    assert.ok(['{X}', '{W/U}', '{2/W}', '{W/P}', '{S}'].every((s) => items.includes(s)), items.join(' '));
    for (const notMana of ['{T}', '{Q}', '{E}', '{TK}', '{PW}', '{CHAOS}', '{H}']) assert.ok(!items.includes(notMana), `${notMana} is not offered in a mana cost`);
  });

  test('in a mana cost the declared custom symbols are offered, after the numbers', () => {
    const items = listed(complete('@mana {P} purple\n\nBriar Witch {1}{|'));
    assert.ok(items.indexOf('{P}') > items.indexOf('{10}'), items.join(' '));
  });

  test('after "Add" only mana a card can produce: the colors, {C} and declared custom mana', () => {
    assert.deepStrictEqual(listed(complete('Relic {2}\nArtifact\n{T}: Add {|')), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}']);
    assert.deepStrictEqual(listed(complete('@mana {P} purple\n\nRelic {2}\nArtifact\n{T}: Add {G} or {|}.')), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}', '{P}']);
  });

  test('in an activation cost {T}, {Q} and {E} are offered besides mana', () => {
    const items = listed(complete('Relic {2}\nArtifact\n{1}, {|'));
    assert.ok(['{T}', '{Q}', '{E}', '{W}', '{1}', '{X}'].every((s) => items.includes(s)), items.join(' '));
    assert.ok(!items.includes('{TK}') && !items.includes('{CHAOS}'));
    assert.deepStrictEqual(items.slice(0, 6), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}']);
  });

  test('in a granted ability\'s cost {T} is offered, and after its "Add" only mana', () => {
    assert.ok(labels(complete('Aura {G}\nEnchantment — Aura\nEnchanted land has "{|')).includes('{T}'));
    assert.ok(!labels(complete('Aura {G}\nEnchantment — Aura\nEnchanted land has "{T}: Add {|')).includes('{T}'));
  });

  test('in a keyword\'s cost only mana symbols are offered', () => {
    const items = listed(complete('Blade {1}\nArtifact — Equipment\nEquip {|'));
    assert.deepStrictEqual(items.slice(0, 6), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}']);
    assert.ok(items.includes('{2}') && !items.includes('{T}') && !items.includes('{Q}'), items.join(' '));
    assert.ok(!labels(complete('Bolt {R}\nInstant\nKicker {|\nBolt deals 3 damage to any target.')).includes('{T}'));
  });

  test('elsewhere in rules text every symbol is offered, in the same order', () => {
    const items = listed(complete('Tinker {2}\nSorcery\nYou get {|'));
    assert.ok(['{E}', '{T}', '{TK}', '{W}'].every((s) => items.includes(s)));
    assert.deepStrictEqual(items.slice(0, 7), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}', '{0}']);
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
