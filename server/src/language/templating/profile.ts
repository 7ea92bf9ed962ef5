/**
 * Templating profiles: the Oracle wording as of a date. Each wording change the checks know applies
 * from the date it reached Oracle text, so `@templating 2019-07` reads a card as the 2019 corpus
 * does ("enters the battlefield", "converted mana cost", the card's name), `current` as cards are
 * worded today, and `off` checks no wording at all.
 *
 * The profile is chosen by the file's `@templating` directive, else the `cardtext.templating`
 * setting (or the CLI's `--templating`), else the file's `@released` date, else `current`.
 */
import { isIsoDate } from '../setInfo.js';

/** Where a file's profile came from, for hover and messages. */
export type ProfileSource = 'directive' | 'setting' | 'released' | 'default';

/** The wording a file is checked against. */
export interface TemplatingProfile {
  /** As written: `current`, `off`, `2019-07`, `2019-07-12`. */
  name: string;
  /** The day whose wording applies (`YYYY-MM-DD`; the last day of a month for `YYYY-MM`); undefined when off. */
  date?: string;
  source: ProfileSource;
}

/** The day `current` stands for: later than every wording change. */
const today = '9999-12-31';

/** The profile of a file that names none: today's wording. */
export const currentProfile: TemplatingProfile = { name: 'current', date: today, source: 'default' };

/** A wording change of Oracle text and the day it applies from. */
export interface WordingChange {
  /** `YYYY-MM-DD`: the release whose update brought the wording to every card. */
  date: string;
  /** The release, as a designer knows it. */
  since: string;
  /** What changed, for messages and docs. */
  what: string;
  /** The rule or convention it rests on. */
  rule: string;
}

/**
 * The wording changes the checks know, each from the release whose Oracle update applied it to
 * every card. A profile dated before a change reads the older wording as right.
 */
export const wordingChanges = {
  /** Amonkhet introduced "create" for tokens (111.2: the player who creates a token owns it). */
  createToken: { date: '2017-04-28', since: 'Amonkhet (April 2017)', what: 'tokens are created, not put onto the battlefield', rule: '111.2' },
  /** Strixhaven renamed converted mana cost (202.3; the glossary lists the old term as obsolete). */
  manaValue: { date: '2021-04-23', since: 'Strixhaven (April 2021)', what: '"mana value" replaced "converted mana cost"', rule: '202.3' },
  /** Bloomburrow shortened "enters the battlefield" to "enters" (603.6a; glossary "Enters the Battlefield"). */
  enters: { date: '2024-08-02', since: 'Bloomburrow (August 2024)', what: '"enters" replaced "enters the battlefield"', rule: '603.6a' },
  /** Bloomburrow named the main phases first and second (505.1, 505.1b). */
  mainPhase: { date: '2024-08-02', since: 'Bloomburrow (August 2024)', what: '"first/second main phase" replaced "precombat/postcombat main phase"', rule: '505.1' },
  /**
   * Foundations began, and the Aetherdrift update finished, writing a permanent's reference to itself
   * as "this creature", "this artifact"… and a legendary card's as its short name (201.5, 201.5c).
   */
  thisObject: { date: '2025-02-14', since: 'Aetherdrift\'s Oracle update (February 2025)', what: 'permanents call themselves "this creature", "this artifact"…; legendary cards use their short name', rule: '201.5' },
} as const satisfies Record<string, WordingChange>;

export type WordingChangeName = keyof typeof wordingChanges;

/** True if the profile checks wording and the change applies to it (its date is on or after the change's). */
export function applies(profile: TemplatingProfile | undefined, change: WordingChangeName): boolean {
  const date = (profile ?? currentProfile).date;
  return date !== undefined && date >= wordingChanges[change].date;
}

/** True if the profile checks wording at all (not `off`). */
export function checksWording(profile: TemplatingProfile | undefined): boolean {
  return (profile ?? currentProfile).date !== undefined;
}

/** How a profile is written, for messages and the directive's usage. */
export const profileUsage = '"current", "off", or a date written YYYY-MM or YYYY-MM-DD (like 2019-07)';

/**
 * Reads a profile as written in `@templating`, a setting or a CLI option. Returns the profile, or
 * the reason it is not one.
 */
export function readProfile(written: string, source: ProfileSource): TemplatingProfile | { problem: string } {
  const text = written.trim();
  const lower = text.toLowerCase();
  if (lower === 'current') return { name: 'current', date: today, source };
  if (lower === 'off') return { name: 'off', source };
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month && isIsoDate(`${text}-01`)) {
    // A month stands for its last day: `2024-08` includes a change of 2 August.
    const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
    return { name: text, date: `${text}-${String(last).padStart(2, '0')}`, source };
  }
  if (isIsoDate(text)) return { name: text, date: text, source };
  return { problem: `"${text.length > 30 ? `${text.slice(0, 29)}…` : text}" is not a templating profile: use ${profileUsage}` };
}

/** The profile a file reads as: directive, else setting, else release date, else current. */
export function chooseProfile(directive: string | undefined, setting: TemplatingProfile | undefined, released: string | undefined): TemplatingProfile {
  if (directive !== undefined) {
    const read = readProfile(directive, 'directive');
    if (!('problem' in read)) return read;
  }
  if (setting) return setting;
  if (released !== undefined && isIsoDate(released)) return { name: released, date: released, source: 'released' };
  return currentProfile;
}

/** One line that says which wording a profile checks, for hover and the CLI. */
export function describeProfile(profile: TemplatingProfile): string {
  const from = { directive: 'the file\'s @templating', setting: 'the cardtext.templating setting', released: 'the file\'s @released date', default: 'the default' }[profile.source];
  if (profile.date === undefined) return `Templating checks are off (${from}).`;
  if (profile.name === 'current') return `Wording is checked against today's Oracle templating (${from}).`;
  const applied = Object.values(wordingChanges).filter((c) => profile.date! >= c.date).map((c) => c.what);
  return `Wording is checked as of ${profile.name} (${from})${applied.length ? `: ${applied.join('; ')}` : ': before every wording change cardtext knows'}.`;
}
