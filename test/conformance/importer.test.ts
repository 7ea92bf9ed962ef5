/** Real cards of the corpus through the importer and back: a deterministic sample of ~300. */
import * as assert from 'node:assert';
import { type CorpusCard, prng } from '../helpers.js';
import { roundTripTests } from '../language/importerRoundTrip.js';
import { corpus } from './corpus.js';

/** A deterministic sample of ~300 corpus cards: every multi-face card, every rare layout, then random others. */
function sample(): CorpusCard[] {
  const cards = corpus();
  const chosen = new Set<CorpusCard>();
  for (const c of cards) if (c.card_faces) chosen.add(c);
  const byLayout = new Map<string, CorpusCard[]>();
  for (const c of cards) byLayout.set(c.layout ?? '', [...(byLayout.get(c.layout ?? '') ?? []), c]);
  for (const [layout, list] of byLayout) if (layout !== 'normal') for (const c of list.slice(0, 6)) chosen.add(c);
  const random = prng(99);
  while (chosen.size < 300) chosen.add(cards[Math.floor(random() * cards.length)]);
  return [...chosen];
}

suite('importer', () => {
  test('the sample holds ~300 cards and every multi-face layout of the corpus', () => {
    const cards = sample();
    assert.ok(cards.length >= 300);
    const layouts = new Set(cards.filter((c) => c.card_faces).map((c) => c.layout));
    assert.deepStrictEqual([...layouts].sort(), ['aftermath', 'flip', 'split', 'transform']);
  });

  roundTripTests(sample);
});
