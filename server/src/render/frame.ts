/**
 * The frame of a face: its colour (one colour, gold for several, a split gradient for hybrid,
 * grey for colourless artifacts, brown for lands), its layout class, and the rarity mark.
 */
import type { FaceModel } from '../language/model/cardModel.js';
import { classifySymbol, type Declarations } from '../language/model/symbols.js';

export { fieldValue, rarityOf } from '../stats/cardFields.js';

/** The face layouts the stylesheet knows. */
export type FaceLayout = 'normal' | 'saga' | 'planeswalker' | 'battle' | 'leveler' | 'token' | 'land';

/** Which layout a face is drawn with. */
export function faceLayout(fm: FaceModel): FaceLayout {
  if (fm.isToken) return 'token';
  if (fm.subtypes.includes('Saga')) return 'saga';
  if (fm.types.includes('Planeswalker')) return 'planeswalker';
  if (fm.types.includes('Battle')) return 'battle';
  if (fm.face.abilities.some((a) => a.abilityKind === 'level')) return 'leveler';
  if (fm.types.includes('Land')) return 'land';
  return 'normal';
}

/** True if every coloured symbol of the cost is a hybrid one, so the card reads as hybrid (two colours, a split frame). */
function isHybrid(fm: FaceModel, declarations?: Declarations): boolean {
  const symbols = fm.face.manaCost?.symbols ?? [];
  const colored = symbols.map((s) => classifySymbol(s.body, declarations)).filter((i) => i.colors.length > 0);
  return colored.length > 0 && colored.every((i) => i.cls === 'hybrid' || i.cls === 'hybridPhyrexian');
}

/** The frame's colour classes: `frame-w`, `frame-gold`, `frame-hybrid frame-a-w frame-b-u`, `frame-artifact`, `frame-land`, `frame-colorless`. */
export function frameClasses(fm: FaceModel, declarations?: Declarations): string {
  const colors = fm.colors.map((c) => c.toLowerCase());
  if (colors.length === 1) return `frame-${colors[0]}`;
  if (colors.length === 2 && isHybrid(fm, declarations)) return `frame-hybrid frame-a-${colors[0]} frame-b-${colors[1]}`;
  if (colors.length >= 2) return 'frame-gold';
  if (fm.types.includes('Land')) return 'frame-land';
  if (fm.types.includes('Artifact')) return 'frame-artifact';
  return 'frame-colorless';
}
