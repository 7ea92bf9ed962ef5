/**
 * A reader of Tabletop Simulator saved objects, written from the format as TTS saves it and
 * open-source converters write it (tts-deckconverter's `tts/structs.go` and `builder.go`, Python
 * deck builders): `ObjectStates` of objects named `Deck`/`DeckCustom` (cards in
 * `ContainedObjects`, their ids in `DeckIDs`) or `Card`/`CardCustom`; a card's `CardID` is its
 * custom deck's key × 100 + its place on that deck's sheet, row by row; the custom deck (on the
 * card, or on its deck) gives `FaceURL`, `BackURL`, `NumWidth` × `NumHeight` (at most 10 × 7);
 * a card's other faces are `States` (keys "2", "3"…), cards of their own. It refuses what TTS
 * cannot load or shows wrong: a card whose id names no custom deck or a place past its sheet, ids
 * that disagree with the cards, a sheet past 10 × 7 or an image past 4096 px, a missing address.
 */

export interface TtsCard {
  id: number;
  nickname: string;
  description: string;
  /** The sheet's address and the card's place on it. */
  face: string;
  place: number;
  back: string;
  /** The sheet's columns and rows. */
  grid: [number, number];
  states: TtsCard[];
}

export interface TtsDeck {
  nickname: string;
  cards: TtsCard[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A card object, checked against the custom decks it can see (its own, then its deck's). */
function readCard(value: unknown, where: string, inherited: Json): TtsCard {
  if (!isObject(value)) throw new Error(`${where}: not an object`);
  if (value.Name !== 'Card' && value.Name !== 'CardCustom') throw new Error(`${where}: Name "${String(value.Name)}" is no card`);
  const id = value.CardID;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 100) throw new Error(`${where}: CardID ${String(id)} is not a sheet's card (key × 100 + place)`);
  const own = isObject(value.CustomDeck) ? value.CustomDeck : {};
  const key = String(Math.floor(id / 100));
  const deck = own[key] ?? inherited[key];
  if (!isObject(deck)) throw new Error(`${where}: CardID ${id} names custom deck ${key}, which neither the card nor its deck has`);
  const columns = deck.NumWidth;
  const rows = deck.NumHeight;
  if (typeof columns !== 'number' || typeof rows !== 'number' || columns < 1 || rows < 1 || columns > 10 || rows > 7) throw new Error(`${where}: custom deck ${key} is ${String(columns)} × ${String(rows)}, not within 10 × 7`);
  const place = id % 100;
  // With the back shown for hidden cards (BackIsHidden) every place holds a card; otherwise the last is the hidden card's.
  const places = columns * rows - (deck.BackIsHidden === true ? 0 : 1);
  if (place >= places) throw new Error(`${where}: CardID ${id} is place ${place} of a ${columns} × ${rows} sheet that has ${places} for cards`);
  for (const url of ['FaceURL', 'BackURL']) {
    if (typeof deck[url] !== 'string' || deck[url] === '') throw new Error(`${where}: custom deck ${key} has no ${url}`);
  }
  const states: TtsCard[] = [];
  if (value.States !== undefined) {
    if (!isObject(value.States)) throw new Error(`${where}: States is not an object`);
    for (const [k, state] of Object.entries(value.States)) {
      if (!/^\d+$/.test(k) || Number(k) < 2) throw new Error(`${where}: state "${k}" (states are numbered from 2)`);
      states.push(readCard(state, `${where} state ${k}`, { ...inherited, ...own }));
    }
  }
  return {
    id, nickname: typeof value.Nickname === 'string' ? value.Nickname : '', description: typeof value.Description === 'string' ? value.Description : '',
    face: deck.FaceURL as string, place, back: deck.BackURL as string, grid: [columns, rows], states,
  };
}

/** The decks (and single cards, as decks of one) of a saved object's JSON, or the first problem TTS would have loading it. */
export function readSavedObject(text: string): { ok: true; decks: TtsDeck[] } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON: ${(error as Error).message}` };
  }
  try {
    if (!isObject(json) || !Array.isArray(json.ObjectStates)) throw new Error('no ObjectStates array');
    const decks: TtsDeck[] = [];
    json.ObjectStates.forEach((object: unknown, i: number) => {
      const where = `ObjectStates[${i}]`;
      if (!isObject(object)) throw new Error(`${where}: not an object`);
      if (object.Name === 'Card' || object.Name === 'CardCustom') {
        const card = readCard(object, where, {});
        decks.push({ nickname: card.nickname, cards: [card] });
        return;
      }
      if (object.Name !== 'Deck' && object.Name !== 'DeckCustom') throw new Error(`${where}: Name "${String(object.Name)}" is neither a deck nor a card`);
      if (!Array.isArray(object.ContainedObjects) || !Array.isArray(object.DeckIDs)) throw new Error(`${where}: a deck needs ContainedObjects and DeckIDs`);
      const inherited = isObject(object.CustomDeck) ? object.CustomDeck : {};
      const cards = object.ContainedObjects.map((c: unknown, k: number) => readCard(c, `${where} card ${k}`, inherited));
      const ids = object.DeckIDs as unknown[];
      if (ids.length !== cards.length || ids.some((id, k) => id !== cards[k].id)) throw new Error(`${where}: DeckIDs [${ids.slice(0, 5).join(', ')}…] disagree with its cards' ids`);
      decks.push({ nickname: typeof object.Nickname === 'string' ? object.Nickname : '', cards });
    });
    return { ok: true, decks };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The width and height of a PNG's header. */
export function pngDimensions(png: Uint8Array): [number, number] {
  const view = Buffer.from(png);
  if (view.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG');
  return [view.readUInt32BE(16), view.readUInt32BE(20)];
}

/**
 * Checks each sheet a saved object names against its image: within TTS's 4096 px, and cut into
 * its columns and rows, each card no larger than 409 × 585 px. `image` gives a `FaceURL`'s PNG.
 */
export function sheetProblems(decks: TtsDeck[], image: (url: string) => Uint8Array | undefined): string[] {
  const problems: string[] = [];
  const sheets = new Map<string, [number, number]>();
  for (const card of decks.flatMap((d) => d.cards.flatMap((c) => [c, ...c.states]))) sheets.set(card.face, card.grid);
  for (const [url, [columns, rows]] of sheets) {
    const png = image(url);
    if (!png) {
      problems.push(`${url}: no such image`);
      continue;
    }
    const [width, height] = pngDimensions(png);
    if (width > 4096 || height > 4096) problems.push(`${url}: ${width} × ${height} px, past TTS's 4096`);
    if (width / columns > 409.5 || height / rows > 585.5) problems.push(`${url}: cards of ${(width / columns).toFixed(1)} × ${(height / rows).toFixed(1)} px, past 409 × 585`);
  }
  return problems;
}
