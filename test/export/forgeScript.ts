/**
 * A reader of Forge card scripts for tests and conformance: `Key:Value` lines per face
 * (`ALTERNATE` between faces), and what the `A:AB$ Mana` and `A:AB$ ManaReflected` lines produce (other ability lines
 * are read past).
 */

export interface ForgeFace {
  name: string;
  manaCost: string;
  types: string;
  pt?: string;
  loyalty?: string;
  keywords: string[];
  /** Per mana ability: the mana types it can add (WUBRGC letters, or `any`). */
  produced: string[][];
  oracle: string;
}

/** Parses a Forge card script line by line; throws on a line that is not `Key:Value`. */
export function parseForgeScript(text: string): ForgeFace[] {
  const faces: ForgeFace[] = [];
  let face: ForgeFace | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line === 'ALTERNATE') {
      face = undefined;
      continue;
    }
    const m = /^([A-Za-z]+):(.*)$/.exec(line);
    if (!m) throw new Error(`not a Forge script line: ${JSON.stringify(line)}`);
    const [, key, value] = m;
    if (key === 'Name') {
      face = { name: value, manaCost: '', types: '', keywords: [], produced: [], oracle: '' };
      faces.push(face);
      continue;
    }
    if (!face) throw new Error(`"${key}" before any Name line`);
    if (key === 'ManaCost') face.manaCost = value;
    else if (key === 'Types') face.types = value;
    else if (key === 'PT') face.pt = value;
    else if (key === 'Loyalty') face.loyalty = value;
    else if (key === 'K') face.keywords.push(value);
    else if (key === 'Oracle') face.oracle = value;
    else if (key === 'A' && value.startsWith('AB$ Mana ')) {
      const produced = /\| Produced\$ ([^|]+?)(?: \||$)/.exec(value)?.[1];
      if (!produced) throw new Error(`a mana ability that produces nothing: ${value}`);
      // `Any`, `Combo Any` ("two mana in any combination of colors") and `Chosen` ("one mana of the chosen color", a
      // colour chosen as the card entered): the five colours.
      const letters = produced.replace(/^Combo /, '').split(' ').flatMap((l) => (l === 'Any' || l === 'Chosen' ? ['W', 'U', 'B', 'R', 'G'] : [l]));
      face.produced.push([...new Set(letters)]);
    } else if (key === 'A' && value.startsWith('AB$ ManaReflected ')) {
      // "one mana of any color (type) that a land you control could produce": what the lands make, any of the colours.
      face.produced.push(['W', 'U', 'B', 'R', 'G']);
    }
  }
  return faces;
}
