/**
 * What of an exported set plays in Forge, per card: "41 of 52 cards fully playable in Forge; not playable:
 * Kelp Stalker — 'Whenever…' (why)". The summary names the first cards; `forge-playability.txt` lists them all.
 */
import type { ExportCard } from '../setModel.js';
import type { CardScript } from './cardScript.js';

/** The file, beside `cards/` and `editions/`, that lists every card that does not play fully. */
export const playabilityFile = 'forge-playability.txt';

/** One card that does not play fully: each ability left out, and why. */
export interface NotPlayable {
  card: string;
  abilities: { text: string; reason: string }[];
}

/** Cards named in the summary itself; the rest are in the file. */
const shown = 20;

function quote(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `'${t.slice(0, 57)}…'` : `'${t}'`;
}

/** One line per card: its name, then each ability left out with why. */
export function notPlayableLine(n: NotPlayable): string {
  return `${n.card} — ${n.abilities.map((a) => `${quote(a.text)} (${a.reason})`).join('; ')}`;
}

/** The summary lines, the counts and the file's text (empty when every card plays). */
export function playabilityReport(scripts: { card: ExportCard; script: CardScript }[]): {
  summary: string[];
  scripted: { full: number; textOnly: number; partly: number; notPlayable: NotPlayable[] };
  file: string;
} {
  const notPlayable: NotPlayable[] = [];
  let partly = 0;
  for (const { card, script } of scripts) {
    if (script.full) continue;
    if (script.partly) partly++;
    notPlayable.push({ card: card.name, abilities: script.notScripted.map((n) => ({ text: n.text, reason: n.reason })) });
  }
  const full = scripts.length - notPlayable.length;
  const head = `${full} of ${scripts.length} cards fully playable in Forge${notPlayable.length > 0 ? `; not playable (an ability cardtext cannot script exactly is left out):` : ''}`;
  const summary = [head, ...notPlayable.slice(0, shown).map((n) => `  ${notPlayableLine(n)}`)];
  if (notPlayable.length > shown) summary.push(`  … and ${notPlayable.length - shown} more, all listed in ${playabilityFile}`);
  const file = notPlayable.length === 0 ? '' : [
    `# Cards that do not play fully in Forge (${notPlayable.length} of ${scripts.length})`,
    '# Each line: the card, then every ability left out of its script and why. `cardtext explain NAME --cards FILE` shows how an ability was read.',
    '',
    ...notPlayable.map(notPlayableLine),
  ].join('\n') + '\n';
  return { summary, scripted: { full, textOnly: scripts.length - full - partly, partly, notPlayable }, file };
}
