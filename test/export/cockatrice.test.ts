import * as assert from 'node:assert';
import { cockatriceCost, tableRow, xmlEscape } from '../../server/src/export/cockatrice.js';
import { exportAs, textOf } from './exportHelpers.js';

/** The schema's order of a card's children (cards-v4.xsd): each may appear zero or more times, in this order. */
const cardOrder = ['name', 'text', 'prop', 'set', 'related', 'token', 'tablerow', 'cipt', 'upsidedown', 'landscapeOrientation'];

/** The child element names of each <card>, read with a small scanner (no XML library). */
function cardChildren(xml: string): { name: string; children: string[] }[] {
  const cards: { name: string; children: string[] }[] = [];
  for (const m of xml.matchAll(/<card>([\s\S]*?)<\/card>/g)) {
    const body = m[1].replace(/<prop>[\s\S]*?<\/prop>/, '<prop></prop>');
    const children = [...body.matchAll(/^ {6}<([A-Za-z-]+)[\s>]/gm)].map((c) => c[1]);
    cards.push({ name: /<name>([^<]*)<\/name>/.exec(m[1])![1], children });
  }
  return cards;
}

suite('export: Cockatrice', () => {
  test('each card\'s elements follow the schema\'s order: name, text, prop, set, related, token, tablerow, cipt, upsidedown, landscapeOrientation', () => {
    const cards = cardChildren(textOf(exportAs('cockatrice')));
    assert.strictEqual(cards.length, 12);
    for (const card of cards) {
      const positions = card.children.map((c) => cardOrder.indexOf(c));
      assert.ok(positions.every((p) => p >= 0), `${card.name}: unknown element in ${card.children.join(', ')}`);
      assert.deepStrictEqual(positions, [...positions].sort((a, b) => a - b), `${card.name}: ${card.children.join(', ')}`);
      assert.deepStrictEqual(card.children.slice(0, 4), ['name', 'text', 'prop', 'set']);
    }
  });

  test('a card named Fish & Chips <Deluxe> is escaped in its name, text and the XML stays well-formed', () => {
    const xml = textOf(exportAs('cockatrice'));
    assert.ok(xml.includes('<name>Fish &amp; Chips &lt;Deluxe&gt;</name>'));
    assert.ok(xml.includes('<text>Draw two cards, then discard a card. &quot;Delicious,&quot; she said.</text>'));
    assert.ok(!/&(?!amp;|lt;|gt;|quot;|apos;)/.test(xml), 'every & starts an entity');
    const opened = [...xml.matchAll(/<(\/?)([A-Za-z_-]+)[^>]*?(\/?)>/g)].filter((m) => !m[0].startsWith('<?'));
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of opened) {
      if (selfClosing) continue;
      if (close) assert.strictEqual(stack.pop(), name);
      else stack.push(name);
    }
    assert.deepStrictEqual(stack, []);
  });

  test('characters XML cannot hold are left out with a warning', () => {
    assert.strictEqual(xmlEscape('a\u0001b<'), 'ab&lt;');
  });

  test('mana costs lose their braces except around hybrid and Phyrexian symbols, as Cockatrice\'s importer writes them', () => {
    assert.strictEqual(cockatriceCost(['2', 'W/U', 'G/P', 'X', 'C']), '2{W/U}{G/P}XC');
  });

  test('tablerow is 0 for lands, 1 for other permanents, 2 for creatures, 3 for instants and sorceries', () => {
    assert.deepStrictEqual(['Land', 'Artifact', 'Creature', 'Instant', 'Sorcery', 'Planeswalker'].map(tableRow), [0, 1, 2, 3, 3, 1]);
  });

  test('the set is declared, tokens carry <token>, and cards link to their tokens with a count', () => {
    const xml = textOf(exportAs('cockatrice'));
    assert.match(xml, /<sets>\s*<set>\s*<name>VHL<\/name>\s*<longname>Violet Hollow<\/longname>\s*<settype>Custom<\/settype>\s*<releasedate>2026-01-15<\/releasedate>/);
    assert.match(xml, /<name>Spore Caller<\/name>[\s\S]*?<related count="2">Saproling<\/related>[\s\S]*?<\/card>/);
    assert.match(xml, /<name>Saproling<\/name>[\s\S]*?<token>1<\/token>[\s\S]*?<\/card>/);
  });

  test('a transforming card is two cards linked with attach="transform"; a split card is one card with both texts', () => {
    const cards = cardChildren(textOf(exportAs('cockatrice'))).map((c) => c.name);
    assert.ok(cards.includes('Moonlit Acolyte') && cards.includes('Silver-Winged Herald') && cards.includes('Fire // Ice'));
    const xml = textOf(exportAs('cockatrice'));
    assert.match(xml, /<side>back<\/side>[\s\S]*?<related attach="transform">Moonlit Acolyte<\/related>/);
  });
});
