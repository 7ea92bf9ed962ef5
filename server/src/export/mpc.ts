/**
 * MakePlayingCards (MPC), the print-on-demand shop playgroups print custom sets with: every card in
 * its poker template (63 × 88 mm with bleed: 822 × 1122 px at 300 dpi), front and back, and an
 * order that says which picture goes in which slot:
 * - `front/001 Name.png` for each card (a double-faced card's front face), `back/001 Name.png` for
 *   a double-faced card's back face, and `cardback.png` (the set's `@back`, or the plain back)
 *   behind every other card — MPC's uploader fills its slots in file-name order, fronts and backs
 *   apart, and "same image for all backs" takes the one card back;
 * - `cards.xml`, the order as MPC Autofill (the open-source tool that fills an MPC project) reads
 *   it: `details` (quantity, MPC's price bracket, stock, foil), `fronts` and `backs` (each picture's
 *   file as its `id`, read from the folder the tool runs in, and the slots it fills), `cardback`;
 * - `manifest.txt`: each slot's card, count and pictures, for an order placed by hand.
 * One copy of each card and token. Pure: the pictures are jobs the shell draws.
 */
import type { Exporter, PictureJob } from './registry.js';
import { plural, printedFaces, publisherOrder, Warnings } from './text.js';

/** MPC's project sizes (the price brackets); a project holds at most 612 cards. */
export const mpcBrackets = [18, 36, 55, 72, 90, 108, 126, 144, 162, 180, 198, 216, 234, 396, 504, 612] as const;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file name safe on every system (the images' own rule: no separators, reserved or control characters). */
function fileName(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/\s+/g, ' ').trim().replace(/[. ]+$/, '').slice(0, 120) || 'card';
}



export const mpc: Exporter = {
  id: 'mpc',
  title: 'MakePlayingCards',
  output: 'folder',
  extension: '',
  description: 'MakePlayingCards print order: every card front and back in the poker template (822 × 1122 px at 300 dpi with bleed), cards.xml for MPC Autofill and a manifest',
  pictures: true,
  export(set) {
    const warnings = new Warnings();
    const cards = publisherOrder(set);
    const jobs: PictureJob[] = [];
    const fronts: { file: string; slot: number; query: string }[] = [];
    const backs: { file: string; slot: number; query: string }[] = [];
    const common: number[] = [];
    const lines: string[] = [];
    const used = new Set<string>();
    const unique = (name: string) => {
      let file = name;
      for (let k = 2; used.has(file.toLowerCase()); k++) file = `${name} ${k}`;
      used.add(file.toLowerCase());
      return file;
    };
    cards.forEach((card, slot) => {
      const number = card.number.replace(/^([A-Za-z]*)(\d+)/, (_, p: string, d: string) => p + d.padStart(3, '0'));
      const twoFaces = printedFaces(card).length > 1;
      const front = `front/${unique(fileName(`${number} ${twoFaces ? card.faces[0].name : card.listedName.replace(/\s*\/\/\s*/g, ' - ')}`))}.png`;
      jobs.push({ path: front, cells: [{ card, face: twoFaces ? 0 : undefined }], columns: 1 });
      fronts.push({ file: front, slot, query: card.name.toLowerCase() });
      let back = 'cardback.png';
      if (twoFaces) {
        back = `back/${unique(fileName(`${number} ${card.faces[1].name}`))}.png`;
        jobs.push({ path: back, cells: [{ card, face: 1 }], columns: 1 });
        backs.push({ file: back, slot, query: card.faces[1].name.toLowerCase() });
        if (card.faces.length > 2) warnings.add('a card back shows one face: faces after the second are left out', card.name);
      } else common.push(slot);
      lines.push(`${String(slot + 1).padStart(4)}  1  ${card.name}  ${front}  ${back}`);
    });
    jobs.push({ path: 'cardback.png', cells: ['back'], columns: 1 });
    const quantity = cards.length;
    const bracket = mpcBrackets.find((b) => b >= quantity);
    if (bracket === undefined) warnings.add(`MakePlayingCards takes at most ${mpcBrackets[mpcBrackets.length - 1]} cards a project: the order holds ${quantity}, so MPC Autofill will split it into projects`);
    const card = (c: { file: string; slot: number; query: string }) =>
      `    <card>\n      <id>${xml(c.file)}</id>\n      <slots>${c.slot}</slots>\n      <name>${xml(c.file.split('/').pop()!)}</name>\n      <query>${xml(c.query)}</query>\n    </card>`;
    const order = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<order>',
      '  <details>',
      `    <quantity>${quantity}</quantity>`,
      `    <bracket>${bracket ?? mpcBrackets[mpcBrackets.length - 1]}</bracket>`,
      '    <stock>(S30) Standard Smooth</stock>',
      '    <foil>false</foil>',
      '  </details>',
      '  <fronts>', ...fronts.map(card), '  </fronts>',
      '  <backs>', ...backs.map(card), '  </backs>',
      '  <cardback>cardback.png</cardback>',
      '</order>',
      '',
    ].join('\n');
    const manifest = [
      `${set.name} (${set.code}) for MakePlayingCards: ${plural(quantity, 'card')}, poker size (63 × 88 mm), 822 × 1122 px at 300 dpi with bleed.`,
      `Order ${bracket ?? quantity} cards (MPC's bracket for ${quantity}); fronts from front/ in name order, backs: cardback.png for every slot but ${backs.length === 0 ? 'none' : `the ${plural(backs.length, 'double-faced card')}'s, from back/`}.`,
      'MPC Autofill reads cards.xml when run in this folder.',
      '',
      'slot  count  card  front  back',
      ...lines,
      '',
      `Cards behind the card back (${common.length}): slots ${common.map((s) => s + 1).join(', ') || 'none'}.`,
      '',
    ].join('\n');
    return {
      files: [{ path: 'cards.xml', content: order }, { path: 'manifest.txt', content: manifest }],
      pictures: { spec: { dpi: 300, frame: 'mpc' as const }, jobs },
      warnings: warnings.list(),
      summary: [`${plural(quantity, 'card')} in MakePlayingCards' poker template (822 × 1122 px): ${plural(fronts.length, 'front')}, ${plural(backs.length, 'own back')} and cardback.png; cards.xml for MPC Autofill, manifest.txt for ordering by hand`],
    };
  },
};
