/**
 * Finding the machine's own Chrome, Chromium or Edge for card images. cardtext downloads no
 * browser: it drives the one installed (the setting `cardtext.render.browserPath`, the flag
 * `--browser PATH` or the `CARDTEXT_BROWSER` variable name it; else the usual names on PATH and
 * the usual install folders are tried, in that order).
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The browser found, or why none was. */
export type BrowserFound = { ok: true; path: string } | { ok: false; message: string };

const pathNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome', 'microsoft-edge', 'microsoft-edge-stable', 'msedge'];

/** Install locations outside PATH, per platform. */
function installPaths(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    return ['Google Chrome', 'Chromium', 'Microsoft Edge'].flatMap((app) => [`/Applications/${app}.app/Contents/MacOS/${app}`, join(env.HOME ?? '', `Applications/${app}.app/Contents/MacOS/${app}`)]);
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => !!r);
    return roots.flatMap((root) => [join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'), join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe'), join(root, 'Chromium', 'Application', 'chrome.exe')]);
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/opt/google/chrome/chrome', '/snap/bin/chromium', '/usr/bin/microsoft-edge'];
}

function runnable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    if (process.platform !== 'win32') accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The message when no browser is found: what was tried and how to name one. */
export const noBrowserHelp = 'cardtext draws card images with the machine\'s own Chrome, Chromium or Edge (headless): install one '
  + '(Debian/Ubuntu: apt-get install chromium) or name it with --browser PATH, the CARDTEXT_BROWSER variable or the setting cardtext.render.browserPath';

/**
 * The browser to drive: `explicit` (a flag or setting) when given, which must exist; else
 * `CARDTEXT_BROWSER`; else the first usual name on PATH or install folder that is there.
 */
export function findBrowser(explicit?: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): BrowserFound {
  const named = explicit?.trim() || env.CARDTEXT_BROWSER?.trim();
  if (named) {
    const from = explicit?.trim() ? 'the browser named' : 'CARDTEXT_BROWSER';
    return runnable(named) ? { ok: true, path: named } : { ok: false, message: `${from}, "${named}", is not a program that can be run` };
  }
  const exe = platform === 'win32' ? '.exe' : '';
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of pathNames) {
      const path = join(dir, name + exe);
      if (runnable(path)) return { ok: true, path };
    }
  }
  for (const path of installPaths(platform, env)) if (runnable(path)) return { ok: true, path };
  return { ok: false, message: `no Chrome, Chromium or Edge found. ${noBrowserHelp}` };
}
