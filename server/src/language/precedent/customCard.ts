/**
 * A card of a `.cards` file as precedent compares it (normalize.ts's ComparedCard): its name,
 * type lines, costs and text of all faces, its mana value and colours as the model gives them,
 * and the front face's P/T and loyalty. Pure.
 */
import type { CardModel } from '../model/cardModel.js';
import type { ComparedCard } from './normalize.js';

/** The compared form of a card model. */
export function comparedCardOf(model: CardModel): ComparedCard {
  const faces = model.card.faces;
  const front = faces[0];
  const pt = front?.stats.find((s) => s.statKind === 'powerToughness' && !s.levelBand);
  const loyalty = front?.stats.find((s) => s.statKind === 'loyalty');
  const cost = (i: number) => (faces[i]?.manaCost?.symbols ?? []).map((s) => `{${s.body}}`).join('');
  return {
    name: model.card.name,
    typeLine: faces.map((f) => f.typeLine?.text.trim() ?? '').join(' // '),
    manaCost: model.isSplit ? faces.map((_, i) => cost(i)).join(' // ') : cost(0),
    manaValue: model.manaValue,
    colors: model.colors.join(''),
    text: faces.map((f) => f.abilities.map((a) => a.text).join('\n')).join('\n//\n'),
    power: pt?.power, toughness: pt?.toughness, loyalty: loyalty?.value,
  };
}
