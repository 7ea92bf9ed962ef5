/**
 * What every `cardtext` command shares: where it writes (`CliIO`), how it reads its arguments
 * (`parseArgs`), the usage error it throws, and the knowledge options (`--rules`, `--rulings`,
 * `--cards`) that name the same files as the editor's settings.
 */
import type { KnowledgeSettings } from '../knowledgeFiles.js';
import type { ReadResult } from '../files/readFile.js';

/** Where the CLI writes; tests pass their own. */
export interface CliIO {
  stdout(text: string): void;
  /** Writes bytes (UTF-8 text) as they are; without it, they are decoded and given to `stdout`. */
  stdoutBytes?(bytes: Uint8Array): void;
  stderr(text: string): void;
  /** Writes text as it is, without escaping control characters (see terminalText.ts: JSON, cardtext's own colours). */
  stdoutRaw?(text: string): void;
  stderrRaw?(text: string): void;
  color: boolean;
  cwd: string;
  /**
   * The command line that starts this CLI again (node, its flags, the script), for work done in a
   * child process (`lint` of a file whose memory can't be known to fit). Without it, that work is
   * done in this process.
   */
  spawnSelf?: string[];
  /** Reads all of standard input as text (`cardtext lint -`), within the cap; without it, `-` is refused. */
  readStdin?: (maxBytes: number) => ReadResult;
}

/** A wrong command line: printed with the usage text, exit 2. */
export class UsageError extends Error {}

/** Parsed options (`--name value`, `--name=value`, `-o value`, flags, repeatable lists) and positionals. */
export interface ParsedArgs {
  options: Record<string, string | true | string[]>;
  positionals: string[];
}

/** Parses `--name value`, `--name=value` and `-o value` options; returns positionals. Throws UsageError. */
export function parseArgs(args: string[], known: Record<string, 'value' | 'flag' | 'list'>): ParsedArgs {
  const options: Record<string, string | true | string[]> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const kind = known[name];
    if (!kind) throw new UsageError(`unknown option "${name}"`);
    if (kind === 'flag') options[name] = true;
    else {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new UsageError(`option "${name}" needs a value`);
      if (kind === 'list') options[name] = [...((options[name] as string[] | undefined) ?? []), value];
      else options[name] = value;
    }
  }
  return { options, positionals };
}

/** The knowledge options shared by lint and explain (the same files the editor's settings name). */
export const knowledgeOptions = { '--rules': 'value', '--rulings': 'list', '--cards': 'list' } as const;

/** The knowledge settings the options name. */
export function knowledgeSettings(options: ParsedArgs['options']): KnowledgeSettings {
  return {
    rulesFile: options['--rules'] as string | undefined,
    rulingsFiles: (options['--rulings'] as string[] | undefined) ?? [],
    cardFiles: (options['--cards'] as string[] | undefined) ?? [],
  };
}
