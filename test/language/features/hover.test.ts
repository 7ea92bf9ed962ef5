import * as assert from 'node:assert';
import { doHover } from '../../../server/src/language/features/hover.js';
import { builtInKnowledge, fixtureKnowledge, cursor, open } from './featureHelpers.js';
import { renderedText } from './renderMarkdown.js';

function hover(marked: string, knowledge = builtInKnowledge(), others: Record<string, string> = {}): string {
  const { text, position } = cursor(marked);
  const { doc, workspace, diagnostics } = open(text, others);
  void text;
  return doHover(doc, position, knowledge, diagnostics, workspace)?.contents ?? '';
}

suite('hover', () => {
  test('{T} in a creature activation cost explains the tap symbol and mentions summoning sickness', () => {
    const h = hover('Llanowar Elves {G}\nCreature — Elf Druid\n{|T}: Add {G}.\n1/1');
    assert.match(h, /107\.5/);
    assert.match(h, /302\.6/);
  });

  test('{T} on an artifact explains the tap symbol without summoning sickness', () => {
    const h = hover('Mind Stone {2}\nArtifact\n{|T}: Add {C}.');
    assert.match(h, /107\.5/);
    assert.doesNotMatch(h, /On a creature/);
  });

  test('{Q} in a creature cost mentions 107.6 and 302.6', () => {
    const h = hover('Pili-Pala {2}\nArtifact Creature — Scarecrow\n{2}, {|Q}: Add one mana of any color.\n1/1');
    assert.match(h, /107\.6/);
    assert.match(h, /302\.6/);
  });

  test('Add of a mana ability says it is one, what it produces and that it does not use the stack', () => {
    const h = hover('Llanowar Elves {G}\nCreature — Elf Druid\n{T}: A|dd {G}.\n1/1');
    assert.match(h, /Mana ability/);
    assert.match(h, /\{G\}/);
    assert.match(h, /605\.3b/);
    assert.match(h, /605\.1a/);
  });

  test('Add of an ability with a target says why it is not a mana ability', () => {
    const h = hover('Blood Vassal {2}{B}\nCreature — Thrull\n{T}: A|dd {B}. Target player loses 1 life.\n2/2');
    assert.match(h, /not a mana ability/);
    assert.match(h, /target/);
  });

  test('Add in a loyalty ability is not a mana ability', () => {
    const h = hover('Nissa {3}{G}\nLegendary Planeswalker — Nissa\n+1: A|dd {G}{G}.\nLoyalty: 3');
    assert.match(h, /not a mana ability: it is a loyalty ability/);
  });

  test('Add in a spell says it resolves as a spell', () => {
    const h = hover('Dark Ritual {B}\nInstant\nA|dd {B}{B}{B}.');
    assert.match(h, /not a mana ability/);
    assert.match(h, /spell/);
  });

  test('Add of mana of an undefined type explains 106.5', () => {
    const h = hover('Relic {2}\nArtifact\n{T}: A|dd {E}.');
    assert.match(h, /106\.5/);
  });

  test('X in an enters-the-battlefield ability points to 107.3m', () => {
    const h = hover('Hydra {X}{G}\nCreature — Hydra\nWhen this creature enters, put |X +1/+1 counters on it.\n0/0');
    assert.match(h, /107\.3m/);
  });

  test('X defined by nothing says the player may choose any value (107.3f)', () => {
    const h = hover('Scholar {1}{U}\nSorcery\nDraw |X cards.');
    assert.match(h, /107\.3f/);
  });

  test('a keyword ability shows its rule', () => {
    assert.match(hover('Bird {1}{W}\nCreature — Bird\nFly|ing\n1/1'), /702\.9/);
  });

  test('a keyword action in rules text shows its rule', () => {
    assert.match(hover('Seer {U}\nSorcery\nSc|ry 2.'), /701\.\d+/);
  });

  test('the type line shows mana value, colours and colour identity', () => {
    const h = hover('Knight {1}{W}\nCreature — Hu|man Knight\n{R}: This creature gets +1/+0 until end of turn.\n2/2');
    assert.match(h, /Mana value 2/);
    assert.match(h, /colors W/);
    assert.match(h, /color identity WR/);
  });

  test('a split card\'s name shows each half\'s type line', () => {
    const h = hover('Sha|tter {1}{R}\nInstant\nDestroy target artifact.\n//\nSplinter {2}{G}{G}\nSorcery\nExile target artifact.');
    assert.strictEqual(h.split('\n')[0], '**Shatter // Splinter** — Instant // Sorcery');
  });

  test('a type line with no known type shows as written, and no type line shows no dash', () => {
    assert.strictEqual(hover('Be|ar {1}{G}\nCreture\n2/2').split('\n')[0], '**Bear** — Creture');
    assert.strictEqual(hover('Be|ar {1}{G}').split('\n')[0], '**Bear**');
  });

  test('the name line shows the card\'s own rulings, newest first', () => {
    const h = hover('Bro|ker {1}{B}\nCreature — Human\nRuling: 2019-01-01 Older ruling.\nRuling: 2020-05-05 Newer ruling.\n1/1');
    assert.ok(h.indexOf('Newer ruling') < h.indexOf('Older ruling') && h.indexOf('Older ruling') > 0, h);
    assert.match(h, /2020-05-05/);
  });

  test('a custom card sharing a real card\'s name shows the real card\'s rulings', () => {
    const h = hover('Bane Alley Br|oker {1}{U}{B}\nCreature — Human Rogue\nRuling: 2026-01-01 My own note.\n0/3', fixtureKnowledge());
    assert.match(h, /My own note/);
    assert.match(h, /exiled with it/i);
  });

  test('hovering another card named in rules text shows that card\'s rulings', () => {
    const h = hover('Tracker Hunter {1}{G}\nSorcery\nSearch your library for a card named Cogwork Tr|acker.', fixtureKnowledge(), { 'file:///other.cards': 'Cogwork Tracker {4}\nArtifact Creature — Hound\n4/4' });
    assert.match(h, /Cogwork Tracker/);
    assert.match(h, /Rulings/);
  });

  test('with the rules file loaded, hover quotes the official text of the cited rule', () => {
    const h = hover('Mind Stone {2}\nArtifact\n{|T}: Add {C}.', fixtureKnowledge());
    assert.match(h, /\*\*107\.5\*\* The tap symbol is \{T\}/);
  });

  test('"could produce" and "tapped for mana" explain 106.7 and 106.12', () => {
    assert.match(hover('Reflecting Pool\nLand\n{T}: Add one mana of any type that a land you control could pro|duce.'), /106\.7/);
    assert.match(hover('Sprawl {G}\nEnchantment — Aura\nWhenever enchanted land is tapped for ma|na, its controller adds an additional {G}.'), /106\.12/);
  });

  test('a diagnostic\'s span explains its rule and what the symbol means', () => {
    const h = hover('Relic {2}\nArtifact\n{T}: Add {|E}.');
    assert.match(h, /Types of mana and undefined mana\*\* · CR 106\.1b, 106\.1a, 106\.5/);
    assert.match(h, /Energy symbol \{E\}/);
  });

  test('with a rules file loaded, a diagnostic\'s span quotes its rule\'s official text', () => {
    const official = { ...builtInKnowledge(), rule: (n: string) => (n === '106.5' ? 'If an effect would add mana of an undefined type, it adds nothing.' : undefined) };
    assert.match(hover('Relic {2}\nArtifact\n{T}: Add {|E}.', official), /\*\*106\.5\*\* If an effect would add mana of an undefined type, it adds nothing\./);
  });

  test('a diagnostic\'s hover never repeats its message and never shows ⚠', () => {
    const text = [
      'Relic {2}\nArtifact\n{T}: Add {E}.\n{T}{T}: Draw a card.\n{1}, {t}: Add {2}.',
      'Bear {G}{1}\nCreature - Bear',
      'Witch {B}\nCreature — Wizzard\n{T}: Target player discards X cards.\n1/1',
      'Relic {2}\nArtifact\nLoyalty: 3',
      'Spark {R}\nInstant\nWhen this enters, pay {ZZ}.',
      'Prism {2}\nArtifact\n{T}: Add one mana of the chosen color.',
    ].join('\n\n');
    const { doc, workspace, diagnostics } = open(text);
    const sentences = (message: string) => message.split(/(?<=[.;!?])\s+|:\s+/).map((p) => p.trim()).filter((p) => p.length >= 20);
    assert.ok(new Set(diagnostics.map((d) => d.code)).size >= 9, diagnostics.map((d) => d.code).join(' '));
    for (const d of diagnostics) {
      const contents = doHover(doc, d.range.start, builtInKnowledge(), diagnostics, workspace)?.contents ?? '';
      const shown = renderedText(contents);
      assert.ok(!contents.includes('⚠'), `${d.code}: no ⚠ in\n${contents}`);
      for (const s of sentences(d.message)) assert.ok(!shown.includes(s), `${d.code}: the hover repeats "${s}":\n${shown}`);
    }
  });

  test('{T} in a creature\'s cost explains summoning sickness once', () => {
    const h = renderedText(hover('Llanowar Elves {G}\nCreature — Elf Druid\n{|T}: Add {G}.\n1/1'));
    assert.strictEqual(h.match(/summoning sickness/gi)?.length, 1, h);
    assert.strictEqual(h.match(/continuously/gi)?.length, 1, h);
    assert.match(h, /creature, so that restriction applies/);
  });

  test('Add of mana of an undefined type says why (its diagnostic stands on the symbol), without ⚠', () => {
    const h = hover('Relic {2}\nArtifact\n{T}: A|dd {E}.');
    assert.match(h, /energy counter, not mana/);
    assert.ok(!h.includes('⚠'), h);
  });

  test('a self-reference explains that it means this object', () => {
    assert.match(hover('Goblin {R}\nCreature — Goblin\n|~ gets +1/+0.\n1/1'), /201\.5/);
  });
});
