/**
 * The `cardtext` command line: reads the command and hands the rest to its own file
 * (`lint.ts`, `import.ts`, `export.ts`, `render.ts`, `stats.ts`, `explain.ts`), each parsing its
 * own options. Exit codes: 0 clean, 1 errors found, 2 bad usage or unreadable input.
 */
import { type CliIO, knowledgeOptions, knowledgeSettings, parseArgs, UsageError } from './args.js';
import { explain } from './explain.js';
import { exportCommand } from './export.js';
import { importCommand } from './import.js';
import { lint } from './lint.js';
import * as lintCore from './lintCore.js';
import { renderCommand } from './render.js';
import { renderImagesCommand } from './renderImages.js';
import { statsCommand } from './stats.js';
import { knowledgeCommand } from './knowledge.js';
import { similarCommand } from './similar.js';
import { boostersCommand } from './boosters.js';
import { serveCommand } from './serve.js';
import { safeIO } from './terminalText.js';

export { type CliIO, UsageError } from './args.js';

const usage = `Usage:
  cardtext lint [--format stylish|json] [KNOWLEDGE] PATH...   lint .cards files (folders are searched;
                                                               - reads stdin, --stdin-filename NAME names it;
                                                               --cache [--cache-location PATH] re-checks
                                                               only changed cards, as ESLint's --cache;
                                                               --fix rewrites each file with every certain
                                                               and wording fix first, and prints the lines)
  cardtext import FILE... [-o OUT.cards]                       a set from Magic Set Editor, Card Conjurer, a CSV
                                                               sheet or Scryfall JSON (import --help)
  cardtext export --to FORMAT PATH... -o OUT                  the set for a playtest tool (export --help)
  cardtext render PATH... -o DIR                               a printable gallery: DIR/index.html
  cardtext render PATH... --png -o DIR [--dpi 300|600] [--bleed]
                                                               one PNG per card face, true size (744 × 1039
                                                               px at 300 dpi; --bleed adds 1/8 inch a side)
  cardtext render PATH... --pdf -o FILE.pdf [--paper a4|letter] [--duplex] [--bleed]
                                                               print sheets: nine cards a page, crop marks
                                                               (--duplex: each page's backs after it, rows
                                                               mirrored; --bleed: 1 mm more a side)
                                                               (--png/--pdf use Chrome, Chromium or Edge:
                                                               --browser PATH or CARDTEXT_BROWSER names it)
  cardtext stats [--format table|json] PATH...                 the set's numbers (colors, curve, types…,
                                                               as-fan per pack under its collation)
  cardtext boosters PATH... [--collation NAME] [--packs N] [--seed S] [--format text|json]
                                                               open packs of the set (the same seed, the
                                                               same packs)
  cardtext explain [KNOWLEDGE] WHAT                            a rule number (605.1a), symbol ({Q}),
                                                               keyword (ward), check code or card name
  cardtext serve [--port N] [--root DIR]                       the playground (npm run build:web) at
                                                               http://127.0.0.1:N/, this machine only
  cardtext knowledge update [--source URL] [--timeout S]       download Scryfall's cards and rulings into
                                                               the cache folder every cardtext shares
  cardtext knowledge status                                    what real-card data is installed, how old
  cardtext similar FILE [NAME] [--format text|json] [--limit N] [--cards FILE]
                                                               the real cards nearest to each card (or to
                                                               NAME): what differs, strictly better/worse
KNOWLEDGE (the same files as the editor's settings; without --rulings, the installed real-card data):
  --rules FILE      the Comprehensive Rules text (MagicCompRules.txt)
  --rulings FILE    Scryfall rulings or MTGJSON AtomicCards.json (repeatable)
  --cards FILE      a Scryfall cards file (joins Scryfall rulings to names) or a .cards file (repeatable)
  cardtext --help | --version

Exit codes: 0 no errors, 1 errors found, 2 bad usage or unreadable input.`;

const version = '0.1.0';

/** The commands, each a function of its arguments returning the exit code. */
const commands: Record<string, (args: string[], io: CliIO) => number | Promise<number>> = {
  lint: (args, io) => lint(args, io, () => lintCore),
  import: importCommand,
  export: exportCommand,
  render: (args, io) => (args.includes('--png') || args.includes('--pdf') ? renderImagesCommand(args, io) : renderCommand(args, io)),
  stats: statsCommand,
  knowledge: knowledgeCommand,
  similar: similarCommand,
  boosters: boostersCommand,
  serve: serveCommand,
  explain: (args, io) => {
    const { options, positionals } = parseArgs(args, knowledgeOptions);
    if (positionals.length === 0) throw new UsageError('explain needs a rule number, keyword, check code, symbol or card name');
    return explain(positionals.join(' '), knowledgeSettings(options), io);
  },
};

/**
 * A command's own part of the usage text: its lines (each `cardtext NAME …` line and the lines that
 * go on below it), and the KNOWLEDGE options when they name them. Read from {@link usage}, so one
 * text says how every command is called.
 */
export function commandUsage(command: string): string {
  const lines = usage.split('\n');
  const own: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith(`  cardtext ${command} `)) continue;
    own.push(lines[i]);
    // A command's line goes on in the lines indented past its column, until the next command's.
    while (i + 1 < lines.length && /^ {20,}\S/.test(lines[i + 1])) own.push(lines[++i]);
  }
  const knowledge: string[] = [];
  if (own.some((l) => l.includes('KNOWLEDGE'))) {
    const at = lines.findIndex((l) => l.startsWith('KNOWLEDGE'));
    for (let i = at; i >= 0 && i < lines.length && (i === at || lines[i].startsWith('  --')); i++) knowledge.push(lines[i]);
  }
  return ['Usage:', ...own, ...knowledge].join('\n');
}

/** Whether the arguments ask for help (`--help` or `-h` before a `--`). */
export function asksHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  const options = end < 0 ? args : args.slice(0, end);
  return options.includes('--help') || options.includes('-h');
}

/** Runs the CLI; returns the exit code (a promise for the commands that wait on a browser: render --png/--pdf). Never throws or rejects. */
export function runCli(argv: string[], unsafeIo: CliIO): number | Promise<number> {
  // Everything a command prints escapes control characters; JSON and colours go through the raw writers.
  const io = safeIO(unsafeIo);
  const [command, ...rest] = argv;
  const failed = (error: unknown): number => {
    if (error instanceof UsageError) {
      io.stderr(`cardtext: ${error.message}\n\n${usage}\n`);
      return 2;
    }
    io.stderr(`cardtext: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    return 2;
  };
  try {
    switch (command) {
      case '--version': case '-v': io.stdout(`cardtext ${version}\n`); return 0;
      case '--help': case '-h': case 'help': io.stdout(`${usage}\n`); return 0;
      case undefined: throw new UsageError('no command given');
      default: {
        if (!Object.hasOwn(commands, command)) throw new UsageError(`unknown command "${command}"`);
        // Export prints its own, longer usage (its formats and options).
        if (command !== 'export' && asksHelp(rest)) {
          io.stdout(`${commandUsage(command)}\n`);
          return 0;
        }
        const code = commands[command](rest, io);
        return typeof code === 'number' ? code : code.catch(failed);
      }
    }
  } catch (error) {
    return failed(error);
  }
}
