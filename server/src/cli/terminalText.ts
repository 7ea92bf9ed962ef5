/**
 * What the command line prints is read on a terminal, and card text, file names, rulings and
 * rules files come from other people: a card named with `ESC ] 52` (set the clipboard) or
 * `ESC [ 2K ESC [ 1A` (erase lines) must not reach the terminal as a command. Every human-readable
 * output goes through {@link terminalSafe}: control characters (C0 but tab and line feed, DEL, C1)
 * and the bidirectional overrides that reorder what is shown ("Trojan Source") are written as
 * visible escapes (`\x1B`, `\u202E`). JSON output keeps its meaning with {@link jsonSafe}: the same
 * characters as JSON escapes, which JSON.stringify leaves raw. cardtext's own colours are added
 * after the text is made safe, through the raw writers.
 */
import type { CliIO } from './args.js';

/** Characters a terminal may act on, or that reorder the text shown. */
const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const unsafeTest = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** The same in JSON text (outside strings JSON.stringify never writes them; a line feed in a string is already escaped). */
const unsafeInJson = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/g;

const hex = (c: string, digits: number) => c.charCodeAt(0).toString(16).toUpperCase().padStart(digits, '0');

/** Text with every control and reordering character written as a visible escape (`\x1B`, `\u202E`). */
export function terminalSafe(text: string): string {
  if (!unsafeTest.test(text)) return text;
  return text.replace(unsafe, (c) => (c.charCodeAt(0) <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/** JSON text with the characters JSON.stringify leaves raw but a terminal would act on written as `\u` escapes (the same JSON value). */
export function jsonSafe(json: string): string {
  return json.replace(unsafeInJson, (c) => `\\u${hex(c, 4).toLowerCase()}`);
}

/** {@link jsonSafe} for UTF-8 JSON bytes; the bytes themselves when there is nothing to escape (the usual case). */
export function jsonSafeBytes(bytes: Uint8Array): Uint8Array {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    // DEL, C1 (C2 80–9F), U+061C (D8 9C), U+200E/F, U+2028/9, U+202A–E (E2 80 8E–AE), U+2066–9 (E2 81 A6–A9)
    if (b === 0x7f || (b === 0xc2 && bytes[i + 1] >= 0x80 && bytes[i + 1] <= 0x9f) || (b === 0xd8 && bytes[i + 1] === 0x9c) || (b === 0xe2 && (bytes[i + 1] === 0x80 || bytes[i + 1] === 0x81))) {
      const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
      const safe = jsonSafe(text);
      return safe === text ? bytes : Buffer.from(safe, 'utf8');
    }
  }
  return bytes;
}

const wrapped = new WeakSet<CliIO>();

/**
 * The CLI's writers made safe: `stdout` and `stderr` escape control characters; `stdoutRaw` and
 * `stderrRaw` write as they are, for JSON made safe with {@link jsonSafe} and for text whose
 * every user-written part was made safe before cardtext's colours were added. Wrapping twice is
 * the same as once.
 */
export function safeIO(io: CliIO): CliIO {
  if (wrapped.has(io)) return io;
  const safe: CliIO = {
    ...io,
    stdout: (text) => io.stdout(terminalSafe(text)),
    stderr: (text) => io.stderr(terminalSafe(text)),
    stdoutRaw: io.stdoutRaw ?? io.stdout,
    stderrRaw: io.stderrRaw ?? io.stderr,
  };
  wrapped.add(safe);
  return safe;
}

/** Writes data (JSON already made safe, cardtext's own styled text) to stdout as it is. */
export const writeRaw = (io: Pick<CliIO, 'stdout' | 'stdoutRaw'>, text: string): void => (io.stdoutRaw ?? io.stdout)(text);
/** Writes styled text whose user-written parts were made safe to stderr as it is. */
export const writeRawError = (io: Pick<CliIO, 'stderr' | 'stderrRaw'>, text: string): void => (io.stderrRaw ?? io.stderr)(text);
