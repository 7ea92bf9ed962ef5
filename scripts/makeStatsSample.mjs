// Makes the real-card sample the `stats` test counts (run after `npm run build`):
//   test/fixtures/stats-sample.json   50 Scryfall card objects from ../shared/corpus/cards.json
//   test/fixtures/stats-sample.cards  the same cards imported with `cardtext import`, plus a
//                                     `Rarity:` line on each front face (the importer writes none)
// The test reads only these two files (npm test must not need ../shared); it counts the JSON
// itself and compares with what `stats` computes from the .cards text.
import { readFileSync, writeFileSync } from 'node:fs';
import { cardToText } from '../out/server/src/language/importer.js';

const cards = JSON.parse(readFileSync(new URL('../../shared/corpus/cards.json', import.meta.url), 'utf8'));
const playable = cards.filter((c) => Object.keys(c.legalities ?? {}).length > 0 && !['scheme', 'planar', 'vanguard', 'host', 'augment', 'meld'].includes(c.layout));
const multi = ['transform', 'split', 'flip', 'aftermath', 'saga', 'leveler'].flatMap((layout) => playable.filter((c) => c.layout === layout).slice(0, 2));
const single = playable.filter((c) => c.layout === 'normal');
const step = Math.floor(single.length / (50 - multi.length));
const sample = [...single.filter((_, i) => i % step === 0).slice(0, 50 - multi.length), ...multi];
const keep = ['name', 'layout', 'mana_cost', 'cmc', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'colors', 'color_indicator', 'rarity', 'card_faces'];
const trimmed = sample.map((c) => Object.fromEntries(keep.filter((k) => c[k] !== undefined).map((k) => [k, c[k]])));
writeFileSync('test/fixtures/stats-sample.json', JSON.stringify(trimmed, null, 1) + '\n');
const text = trimmed.map((c) => {
  const card = cardToText(c);
  const back = card.indexOf('\n//\n');
  const rarity = `\nRarity: ${c.rarity[0].toUpperCase()}${c.rarity.slice(1)}`;
  return back < 0 ? card + rarity : card.slice(0, back) + rarity + card.slice(back);
});
writeFileSync('test/fixtures/stats-sample.cards', `# 50 real cards from the shared corpus, made by scripts/makeStatsSample.mjs for the stats test.\n${text.join('\n\n')}\n`);
console.log(`wrote ${trimmed.length} cards (${multi.length} multi-face or special layouts)`);
