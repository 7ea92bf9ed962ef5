/**
 * The `cardtext.*` settings: read defensively, every problem becomes a clear message for the
 * user and the server keeps working with the rest.
 */
import { codeInfo } from '../language/checks/codes.js';
import type { Severity } from '../language/checks/codes.js';
import { declarationsFrom, reservedSymbols } from '../language/declarations.js';
import { emptyDeclarations, type Declarations } from '../language/model/symbols.js';
import { showValue } from './params.js';
import { readProfile, type TemplatingProfile } from '../language/templating/profile.js';
import { wordingCodes } from '../language/checks/codes.js';

/** A key as it appears in a message (keys can be any length). */
const showKey = (key: string) => showValue(key).slice(1, -1);
const isCheckCode = (code: string) => Object.prototype.hasOwnProperty.call(codeInfo, code);

export interface Settings {
  /** Custom mana symbols for the workspace: `{ "P": "purple" }` or `["{P} purple"]`. */
  customManaSymbols: Map<string, string>;
  customKeywords: string[];
  /** Card type → invented subtypes. */
  customSubtypes: Map<string, string[]>;
  severity: Partial<Record<string, Severity | 'off'>>;
  rulesFile?: string;
  rulingsFiles: string[];
  /** Scryfall cards files (join Scryfall rulings to names) and `.cards` files with in-file rulings. */
  cardFiles: string[];
  /** Folders (besides each set's own folder) that cards' `Art:` may show images from. */
  artFolders: string[];
  /** Milliseconds to wait after a keystroke before validating. */
  validationDelay: number;
  /** The browser that draws card images (`cardtext.render.browserPath`); empty: found automatically. */
  browserPath?: string;
  /** The templating profile for files without `@templating` (`cardtext.templating.profile`). */
  templating?: TemplatingProfile;
  /** The bulk-data listing real-card downloads read (`cardtext.realCards.source`); empty: Scryfall's. */
  realCardsSource?: string;
}

export function defaultSettings(): Settings {
  return { customManaSymbols: new Map(), customKeywords: [], customSubtypes: new Map(), severity: {}, rulingsFiles: [], cardFiles: [], artFolders: [], validationDelay: 50 };
}

const severities = new Set(['error', 'warning', 'info', 'hint', 'off']);

/** Reads the `cardtext` settings object; unknown or malformed values are reported and ignored. */
export function readSettings(raw: unknown): { settings: Settings; problems: string[] } {
  const settings = defaultSettings();
  const problems: string[] = [];
  // Lua clients (Neovim) encode an empty table as [], so an empty list means "no settings".
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return { settings, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { settings, problems: ['cardtext settings must be an object; using the defaults.'] };
  const r = raw as Record<string, unknown>;
  const symbols = r.customManaSymbols;
  if (Array.isArray(symbols)) {
    symbols.forEach((entry, i) => {
      const m = typeof entry === 'string' ? /^\s*\{([A-Za-z][A-Za-z0-9]*)\}\s+(.+)$/.exec(entry) : null;
      if (m && reservedSymbols.has(m[1].toUpperCase())) problems.push(`cardtext.customManaSymbols[${i}]: {${m[1].toUpperCase()}} is already ${reservedSymbols.get(m[1].toUpperCase())}; pick another letter.`);
      else if (m) settings.customManaSymbols.set(m[1].toUpperCase(), m[2].trim());
      else problems.push(`cardtext.customManaSymbols[${i}] must look like "{P} purple"; got ${showValue(entry)}.`);
    });
  } else if (symbols && typeof symbols === 'object') {
    for (const [key, name] of Object.entries(symbols)) {
      const body = key.replace(/^\{|\}$/g, '').toUpperCase();
      if (reservedSymbols.has(body)) problems.push(`cardtext.customManaSymbols: {${showKey(body)}} is already ${reservedSymbols.get(body)}; pick another letter.`);
      else if (/^[A-Z][A-Z0-9]*$/.test(body) && typeof name === 'string' && name.trim()) settings.customManaSymbols.set(body, name.trim());
      else problems.push(`cardtext.customManaSymbols: "${showKey(key)}" must be a symbol of letters mapped to a name, like "P": "purple".`);
    }
  } else if (symbols !== undefined) problems.push('cardtext.customManaSymbols must be a list like ["{P} purple"] or an object like {"P": "purple"}.');
  if (Array.isArray(r.customKeywords)) {
    r.customKeywords.forEach((k, i) => (typeof k === 'string' && k.trim() ? settings.customKeywords.push(k.trim()) : problems.push(`cardtext.customKeywords[${i}] must be a keyword name.`)));
  } else if (r.customKeywords !== undefined) problems.push('cardtext.customKeywords must be a list of keyword names.');
  if (r.customSubtypes && typeof r.customSubtypes === 'object' && !Array.isArray(r.customSubtypes)) {
    for (const [type, list] of Object.entries(r.customSubtypes as Record<string, unknown>)) {
      if (Array.isArray(list) && list.every((s) => typeof s === 'string')) settings.customSubtypes.set(type, list as string[]);
      else problems.push(`cardtext.customSubtypes.${showKey(type)} must be a list of subtype names.`);
    }
  } else if (r.customSubtypes !== undefined) problems.push('cardtext.customSubtypes must map a card type to a list of subtypes, like {"Creature": ["Wizardkin"]}.');
  if (r.severity && typeof r.severity === 'object' && !Array.isArray(r.severity)) {
    for (const [code, value] of Object.entries(r.severity as Record<string, unknown>)) {
      if (!isCheckCode(code)) problems.push(`cardtext.severity: "${showKey(code)}" is not a cardtext check code (see the README for the list).`);
      else if (typeof value !== 'string' || !severities.has(value)) problems.push(`cardtext.severity.${code} must be one of error, warning, info, hint, off (got ${showValue(value)}).`);
      else settings.severity[code] = value as Severity | 'off';
    }
  } else if (r.severity !== undefined) problems.push('cardtext.severity must map check codes to error, warning, info, hint or off.');
  const path = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string') return value;
    problems.push(`cardtext.${name} must be a file path.`);
    return undefined;
  };
  settings.rulesFile = path('rulesFile', r.rulesFile);
  const paths = (name: 'rulingsFiles' | 'cardFiles' | 'artFolders', what = 'file path') => {
    const value = r[name];
    if (Array.isArray(value)) value.forEach((p, i) => (typeof p === 'string' && p ? settings[name].push(p) : problems.push(`cardtext.${name}[${i}] must be a ${what}.`)));
    else if (typeof value === 'string' && value) settings[name].push(value);
    else if (value !== undefined && value !== null && value !== '') problems.push(`cardtext.${name} must be a list of ${what}s.`);
  };
  paths('rulingsFiles');
  paths('cardFiles');
  paths('artFolders', 'folder path');
  const validation = r.validation as Record<string, unknown> | undefined;
  const delay = validation?.delay ?? r.validationDelay;
  if (typeof delay === 'number' && delay >= 0 && delay <= 5000) settings.validationDelay = delay;
  else if (delay !== undefined) problems.push('cardtext.validation.delay must be a number of milliseconds between 0 and 5000.');
  readTemplating(r.templating, settings, problems);
  const render = r.render as Record<string, unknown> | undefined;
  const browser = render && typeof render === 'object' ? render.browserPath : undefined;
  if (typeof browser === 'string') settings.browserPath = browser.trim() || undefined;
  else if (browser !== undefined && browser !== null) problems.push('cardtext.render.browserPath must be the path of a Chrome, Chromium or Edge program.');
  const realCards = r.realCards as Record<string, unknown> | undefined;
  const source = realCards && typeof realCards === 'object' ? realCards.source : undefined;
  if (typeof source === 'string' && (source.trim() === '' || /^https?:\/\/\S+$/.test(source.trim()))) settings.realCardsSource = source.trim() || undefined;
  else if (source !== undefined && source !== null) problems.push('cardtext.realCards.source must be the http(s) address of a bulk-data listing in Scryfall\'s shape (empty: Scryfall\'s own).');
  return { settings, problems };
}

/**
 * `cardtext.templating`: `{ "profile": "2019-07", "severity": "warning" }` (or just the profile as a
 * string). The severity applies to every wording code that `cardtext.severity` does not set itself.
 */
function readTemplating(raw: unknown, settings: Settings, problems: string[]): void {
  if (raw === undefined || raw === null) return;
  const value = typeof raw === 'string' ? { profile: raw } : raw;
  if (typeof value !== 'object' || Array.isArray(value)) return void problems.push('cardtext.templating must be an object like {"profile": "current", "severity": "info"}.');
  const { profile, severity } = value as Record<string, unknown>;
  if (profile !== undefined && profile !== null && profile !== '') {
    const read = typeof profile === 'string' ? readProfile(profile, 'setting') : { problem: `got ${showValue(profile)}` };
    if ('problem' in read) problems.push(`cardtext.templating.profile: ${read.problem.replace(/ is not a templating profile/, ' is not a profile')}.`);
    else settings.templating = read;
  }
  if (severity !== undefined && severity !== null && severity !== '') {
    if (typeof severity !== 'string' || !severities.has(severity)) problems.push(`cardtext.templating.severity must be one of error, warning, info, hint, off (got ${showValue(severity)}).`);
    else for (const code of wordingCodes) if (severity !== codeInfo[code].severity) settings.severity[code] ??= severity as Severity | 'off';
  }
}

/** The declarations the settings make (custom mana, keywords, subtypes), as a base for every file. */
export function settingsDeclarations(settings: Settings): Declarations {
  const base = emptyDeclarations();
  for (const [body, name] of settings.customManaSymbols) base.manaSymbols.set(body, name);
  for (const k of settings.customKeywords) base.keywords.set(k.toLowerCase(), k);
  for (const [type, list] of settings.customSubtypes) base.subtypes.set(type.toLowerCase(), new Set(list));
  base.templating = settings.templating;
  return declarationsFrom([], base);
}
