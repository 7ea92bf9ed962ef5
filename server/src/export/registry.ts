/**
 * The export formats, in one registry (like the checks registry): each format is one module
 * with an `Exporter` — a pure function from the set model to files — and one line below.
 */
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { cockatrice } from './cockatrice.js';
import { draftmancer } from './draftmancer.js';
import { cubecobra } from './cubecobra.js';
import { csv } from './csv.js';
import { forge } from './forge.js';
import { mse } from './mse.js';
import { planesculptors } from './planesculptors.js';
import { scryfall } from './scryfall.js';
import { tts } from './tts.js';
import { mpc } from './mpc.js';

/** Booster slots for Draftmancer: how many cards of each rarity a pack holds. */
export interface BoosterSlots {
  common: number;
  uncommon: number;
  /** Rare-or-mythic cards per pack. */
  rare: number;
  /** One pack in this many has a mythic in its rare slot (when the set has mythics). */
  mythicRate: number;
}

export interface ExportOptions {
  boosters?: BoosterSlots;
  /** A mythic in one pack of this many, over whatever slots the packs take (`--mythic-rate` alone). */
  mythicRate?: number;
  /** Where the card images (`cardtext render --png`) are published: Scryfall's `image_uris` point there; Tabletop Simulator's sheets. */
  imageBase?: string;
  /** The bytes of a face's `Art:` picture, for formats that carry pictures (MSE); absent: pictures are left out, with a warning. */
  art?: (card: ExportCard, face: ExportFace) => Uint8Array | undefined;
  /** Packs to open (Tabletop Simulator: a deck of each), and the seed that opens them. */
  packs?: number;
  seed?: string;
  /** The output folder's absolute path, for exports whose files name each other by address (Tabletop Simulator's `file:///`). */
  outputDir?: string;
}

/**
 * A picture an export holds, drawn by the shell's browser (images/): one card face, or a sheet of
 * them in `columns` columns, row by row; a place holds a card (its face on a double-faced card;
 * the whole card otherwise), the set's card back, or nothing.
 */
export interface PictureJob {
  path: string;
  cells: (PictureCell | undefined)[];
  columns: number;
}
export type PictureCell = { card: ExportCard; face?: number } | 'back';

/** How an export's pictures are drawn: at `dpi`, in a frame (render/imagePage.ts `ImageFrame`). */
export interface PictureSpec {
  dpi: number;
  frame: 'trim' | 'square' | 'bleed' | 'mpc';
}

/** One file of an export; `path` is relative to the output (empty for a single-file format). */
export interface ExportFile {
  path: string;
  content: string | Uint8Array;
}

export interface ExportResult {
  files: ExportFile[];
  /** Things the format could not carry, each said once with how often it happened. */
  warnings: string[];
  /** Lines to print after a successful export (counts, where the file goes). */
  summary: string[];
  /**
   * Forge only: cards whose every ability is scripted, cards with none scripted, cards with some; and each card
   * that does not play fully, with the abilities left out and why.
   */
  scripted?: { full: number; textOnly: number; partly: number; notPlayable: { card: string; abilities: { text: string; reason: string }[] }[] };
  /**
   * Cards the target tool would reject (and with them, for Draftmancer, the whole file), each with
   * why. When there are any, nothing is written: the CLI exits 2 naming them, the editor says so.
   */
  refused?: { card: string; reason: string }[];
  /** The pictures the export holds besides its `files`: the shell draws them (a browser) before anything is written. */
  pictures?: { spec: PictureSpec; jobs: PictureJob[] };
}

export interface Exporter {
  /** The name used with `--to`. */
  id: string;
  title: string;
  /** A single file, or a folder of files. */
  output: 'file' | 'folder';
  /** The usual file extension of a single-file export (`.xml`). */
  extension: string;
  /** What the export holds and where it goes, for help texts and the editor's quick pick. */
  description: string;
  /** The export is mostly pictures (result.pictures): only a shell with a browser (the CLI) writes it. */
  pictures?: boolean;
  export(set: ExportSet, options: ExportOptions): ExportResult;
}

/** Every format, in the order help texts list them. */
export const exporters: Exporter[] = [cockatrice, draftmancer, cubecobra, forge, mse, planesculptors, scryfall, csv, tts, mpc];

/** The formats a shell without a browser writes (the editor's Export Set…, the playground): all but those of pictures. */
export const textExporters: Exporter[] = exporters.filter((e) => !e.pictures);

/** The exporter for a `--to` name, or undefined. */
export function exporterFor(id: string): Exporter | undefined {
  return exporters.find((e) => e.id === id.toLowerCase());
}
