/**
 * `cardtext render PATH... --png -o DIR [--dpi 300|600] [--bleed]` and
 * `cardtext render PATH... --pdf -o FILE.pdf [--paper a4|letter] [--duplex] [--bleed]`: the gallery's cards as one PNG
 * per physical card face, or as print sheets, drawn by the machine's own Chrome, Chromium or Edge
 * (`--browser PATH` names one) from the same HTML and stylesheet as the preview. The PNGs go into
 * an owned folder (cardtext replaces only the images it wrote there), the PDF by an atomic write.
 */
import { resolve } from 'node:path';
import { interruptedBy } from '../files/interrupt.js';
import { writeOwnedFolder } from '../files/outputFolder.js';
import { writeFileAtomic } from '../files/writeFile.js';
import { findBrowser } from '../images/chromium.js';
import { Browser } from '../images/devtools.js';
import { BrowserError, type Paper, papers, printSheets, takeImages } from '../images/cardImages.js';
import { imageCells, imagePixels } from '../render/imagePage.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { loadGallery } from './render.js';

const dpis = [300, 600];

/** A progress line on a terminal, rewritten in place; nothing when stderr is not one. */
function progressLine(io: CliIO, total: number): (done: number) => void {
  if (!process.stderr.isTTY) return () => undefined;
  let last = 0;
  return (done) => {
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    io.stderr(`\rcardtext: ${done}/${total} images${done === total ? '\n' : ''}`);
  };
}

/** Prints each message as cardtext's and gives exit code 2. */
function fail(io: CliIO, messages: string[]): number {
  for (const m of messages) io.stderr(`cardtext: ${m}\n`);
  return 2;
}

/** Runs `cardtext render --png` or `--pdf`; resolves to the exit code (0 written, 2 bad usage, no browser, or nothing written). */
export async function renderImagesCommand(args: string[], io: CliIO): Promise<number> {
  const { options, positionals } = parseArgs(args, {
    '-o': 'value', '--output': 'value', '--force': 'flag', '--art-folder': 'list',
    '--png': 'flag', '--pdf': 'flag', '--dpi': 'value', '--bleed': 'flag', '--duplex': 'flag', '--paper': 'value', '--browser': 'value',
  });
  const png = options['--png'] === true;
  if (png && options['--pdf'] === true) throw new UsageError('render takes --png or --pdf, not both');
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  if (!out) throw new UsageError(png ? 'render --png needs an output folder: -o DIR' : 'render --pdf needs an output file: -o FILE.pdf');
  if (positionals.length === 0) throw new UsageError('render needs at least one .cards file or folder');
  const dpi = Number(options['--dpi'] ?? 300);
  if (options['--dpi'] !== undefined && !png) throw new UsageError('--dpi goes with --png (the PDF is drawn at true size)');
  if (!dpis.includes(dpi)) throw new UsageError(`--dpi must be ${dpis.join(' or ')}, not "${String(options['--dpi'])}"`);
  if (options['--duplex'] === true && png) throw new UsageError('--duplex goes with --pdf (each page of fronts followed by the page of their backs)');
  const paper = String(options['--paper'] ?? 'a4').toLowerCase();
  if (options['--paper'] !== undefined && png) throw new UsageError('--paper goes with --pdf');
  if (!Object.hasOwn(papers, paper)) throw new UsageError(`--paper must be a4 or letter, not "${String(options['--paper'])}"`);
  const bleed = options['--bleed'] === true;
  const duplex = options['--duplex'] === true;

  const started = Date.now();
  const browser = findBrowser(options['--browser'] as string | undefined);
  if (!browser.ok) return fail(io, [browser.message]);
  // The first browser starts while the cards are read (about a second of a 300-card set); takeImages
  // draws with it, and whatever happens it is shut down below (a second shutdown is harmless).
  const launched = png ? Browser.launch(browser.path) : undefined;
  launched?.catch(() => undefined);
  try {
    return await drawAndWrite(positionals, options, io, { png, out, dpi, bleed, duplex, paper: paper as Paper, browserPath: browser.path, launched, started });
  } finally {
    await launched?.then((b) => b.shutdown(), () => undefined);
  }
}

interface Drawing { png: boolean; out: string; dpi: number; bleed: boolean; duplex: boolean; paper: Paper; browserPath: string; launched?: Promise<Browser>; started: number }

/** Reads the cards, draws them and writes the images or the PDF; resolves to the exit code. */
async function drawAndWrite(positionals: string[], options: Record<string, string | boolean | string[]>, io: CliIO, d: Drawing): Promise<number> {
  const { png, out, dpi, bleed, paper, started } = d;
  const gallery = loadGallery(positionals, (options['--art-folder'] as string[] | undefined) ?? [], io);
  if ('fail' in gallery) return fail(io, [...gallery.problems, gallery.fail]);
  const { problems, warnings } = gallery;
  const force = options['--force'] === true;
  try {
    if (png) {
      const cells = imageCells(gallery.cards, gallery.numberOf);
      const images = await takeImages({ browserPath: d.browserPath, files: gallery.writes, cells, dpi, bleed, progress: progressLine(io, cells.length), launched: d.launched });
      const dir = resolve(io.cwd, out);
      const written = writeOwnedFolder(dir, cells.map((cell, i) => ({ path: `${cell.name}.png`, content: images[i] })), { owner: gallery.owner('images'), inputs: gallery.inputs, force });
      if (!written.ok) return fail(io, [...problems, `cannot write the images into "${out}": ${written.message}`]);
      if (written.recovered) warnings.push(`"${out}" held an interrupted earlier write; it was finished first`);
      if (written.kept.length > 0) warnings.push(`kept ${written.kept.length} file${written.kept.length === 1 ? '' : 's'} of an earlier run that changed since cardtext wrote ${written.kept.length === 1 ? 'it' : 'them'}: ${written.kept.slice(0, 5).join(', ')}`);
      for (const m of [...problems, ...warnings]) io.stderr(`cardtext: ${m}\n`);
      const size = imagePixels(dpi, bleed);
      io.stderr(`cardtext: wrote ${cells.length} image${cells.length === 1 ? '' : 's'} of ${gallery.cards.length} card${gallery.cards.length === 1 ? '' : 's'} (${size.width} × ${size.height} px, ${dpi} dpi${bleed ? ', with bleed' : ''}) to ${out} in ${Date.now() - started} ms\n`);
    } else {
      // Duplex or with bleed, the sheets are their own page (print.html); else the gallery's.
      const own = d.duplex || bleed;
      const pdf = own
        ? await printSheets(d.browserPath, [...gallery.writes, gallery.printPage({ duplex: d.duplex, bleed })], paper, 'print.html', { bleed })
        : await printSheets(d.browserPath, gallery.writes, paper);
      const written = writeFileAtomic(resolve(io.cwd, out), pdf, gallery.inputs, { force });
      if (!written.ok) return fail(io, [...problems, `cannot write "${out}": ${written.message}`]);
      for (const m of [...problems, ...warnings]) io.stderr(`cardtext: ${m}\n`);
      io.stderr(`cardtext: wrote ${gallery.cards.length} card${gallery.cards.length === 1 ? '' : 's'} as print sheets (${paper === 'a4' ? 'A4' : 'Letter'}, nine to a page, crop marks${bleed ? ', 1 mm bleed' : ''}${d.duplex ? ', each page of fronts followed by their backs: print both sides, flipping on the long edge' : ''}) to ${out} in ${Date.now() - started} ms\n`);
    }
  } catch (error) {
    if (!(error instanceof BrowserError)) throw error;
    // Stopped by Ctrl+C: the browsers were closed on purpose, and the exit code says so.
    if (interruptedBy()) return 2;
    return fail(io, [...problems, `cannot draw the cards with "${d.browserPath}": ${error.message}`]);
  }
  return problems.length > 0 ? 2 : 0;
}
