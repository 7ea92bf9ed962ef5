/**
 * A headless browser driven over the Chrome DevTools Protocol on a pipe (`--remote-debugging-pipe`:
 * the browser reads JSON commands on its fd 3 and writes answers and events on fd 4, each message
 * ended by a NUL byte). No port is opened and nothing is downloaded: this is what playwright-core
 * does with Chromium, cut to the few commands cardtext needs (open a page, wait for it, take a
 * screenshot, print a PDF). Every command has a time limit; a browser that dies or hangs ends
 * with a message, and its process and profile folder are always removed — also when the process is
 * interrupted (files/interrupt.ts). A message on the pipe may be at most {@link maxMessageBytes}: a
 * browser that sends more without ending it is stopped, not buffered until memory runs out.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { nodeChildProcess } from '../files/builtins.js';
import { onInterrupt } from '../files/interrupt.js';
import { readMessage } from './cdpMessage.js';

/** A failure of the browser, with a message for the user. */
export class BrowserError extends Error {}

interface Pending { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }

/** How long the browser may take to start, and each command to answer (a page load, a screenshot). */
export interface BrowserLimits { startMs?: number; commandMs?: number }

/**
 * The largest message taken from the browser: a 600 dpi screenshot with bleed is at most a few MB
 * of base64, and a PDF comes in pieces (`IO.read`).
 */
export const maxMessageBytes = 64 * 1024 * 1024;

/** A running headless browser. */
export class Browser {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(method: string, params: Record<string, unknown>, sessionId?: string) => void>();
  private buffered: Buffer[] = [];
  private bufferedLength = 0;
  private closed: string | undefined;
  private stderr = '';
  private readonly forgetInterrupt: () => void;
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess, private readonly profile: string, private readonly commandMs: number) {
    const output = child.stdio[4] as Readable;
    const input = child.stdio[3] as Writable;
    input.on('error', () => undefined);
    output.on('data', (chunk: Buffer) => this.read(chunk));
    child.stderr?.on('data', (d) => { if (this.stderr.length < 4000) this.stderr += String(d); });
    child.on('exit', (code, signal) => this.fail(`the browser stopped (${signal ?? `exit code ${code}`})${this.lastError()}`));
    child.on('error', (error) => this.fail(`the browser could not be started: ${error.message}`));
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    // Interrupted (Ctrl+C): stop it, and remove its profile once it is gone.
    this.forgetInterrupt = onInterrupt(async () => {
      this.close();
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      this.removeProfile();
    });
  }

  /** Starts `path` headless with a fresh profile; resolves once it answers. */
  static async launch(path: string, limits: BrowserLimits = {}): Promise<Browser> {
    const profile = mkdtempSync(join(tmpdir(), 'cardtext-browser-'));
    const args = [
      '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`,
      '--no-first-run', '--no-default-browser-check', '--disable-extensions', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-default-apps', '--mute-audio', '--hide-scrollbars',
      '--disable-gpu', '--force-color-profile=srgb', '--font-render-hinting=none',
      // The pages are cardtext's own, local and without scripts of their own; the sandbox cannot
      // start as root or in many containers (playwright-core turns it off for the same reason).
      '--no-sandbox',
      // Nothing of the browser's outside its temporary profile: no crash database in ~/.config (and,
      // by the environment below, no config, cache or dconf settings in the home folder either).
      '--disable-crash-reporter', '--disable-breakpad', `--crash-dumps-dir=${join(profile, 'crashes')}`,
      // No window of its own (cardtext opens its pages as new targets, as playwright-core does), and
      // no WebUI omnibox popup: Chromium 15x loads that page in a renderer of its own at start-up
      // even headless, about 1.7 s of CPU per browser, taken from the first pictures. An unknown
      // feature name is ignored, so older browsers start as before.
      '--no-startup-window', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    ];
    let child: ChildProcess;
    try {
      // Its own process group (not on Windows, where that opens a console): close() ends the
      // browser's helper processes with it, so none of them is left writing into the profile.
      // Its temporary files (Chromium's org.chromium.Chromium.* singleton folder) inside the profile too: a
      // browser that is killed (Ctrl+C) cannot remove them itself, and the profile goes with them.
      mkdirSync(join(profile, 'tmp'));
      const tmp = join(profile, 'tmp');
      child = nodeChildProcess().spawn(path, args, { detached: process.platform !== 'win32', stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], env: { ...process.env, XDG_CONFIG_HOME: join(profile, 'config'), XDG_CACHE_HOME: join(profile, 'cache'), GSETTINGS_BACKEND: 'memory', TMPDIR: tmp, TMP: tmp, TEMP: tmp } });
    } catch (error) {
      rmSync(profile, { recursive: true, force: true });
      throw new BrowserError(`the browser "${path}" could not be started: ${(error as Error).message}`);
    }
    const browser = new Browser(child, profile, limits.commandMs ?? 60000);
    try {
      await browser.send('Browser.getVersion', {}, undefined, limits.startMs ?? 30000);
    } catch (error) {
      browser.close();
      throw new BrowserError(`the browser "${path}" did not start: ${(error as Error).message}`);
    }
    return browser;
  }

  private lastError(): string {
    const line = this.stderr.split('\n').map((l) => l.trim()).filter((l) => l && !/^\[\d+:\d+:/.test(l)).pop() ?? this.stderr.split('\n').filter(Boolean).pop();
    return line ? `: ${line.slice(0, 300)}` : '';
  }

  private read(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(0); end >= 0; end = chunk.indexOf(0, start)) {
      this.buffered.push(chunk.subarray(start, end));
      const message = readMessage(this.buffered, this.bufferedLength + end - start);
      this.buffered = [];
      this.bufferedLength = 0;
      start = end + 1;
      if (!message) continue;
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        if (!waiting) continue;
        this.pending.delete(message.id);
        clearTimeout(waiting.timer);
        if (message.error) waiting.reject(new BrowserError(message.error.message));
        else waiting.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of this.listeners) listener(message.method, message.params ?? {}, message.sessionId);
      }
    }
    if (start < chunk.length) {
      this.buffered.push(chunk.subarray(start));
      this.bufferedLength += chunk.length - start;
      if (this.bufferedLength > maxMessageBytes) {
        this.buffered = [];
        this.bufferedLength = 0;
        this.fail(`the browser sent a message of more than ${maxMessageBytes / 1024 / 1024} MB without ending it: not a browser cardtext can drive`);
        this.close();
      }
    }
  }

  private fail(reason: string): void {
    if (this.closed) return;
    this.closed = reason;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new BrowserError(reason));
    }
    this.pending.clear();
  }

  /** Sends a command (to a page when `sessionId` is given); rejects after the time limit. */
  send(method: string, params: Record<string, unknown> = {}, sessionId?: string, ms = this.commandMs): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new BrowserError(this.closed));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // The limit is checked once more after the pipe has been read: an answer that came while the
      // process was busy (reading a large set's cards after an early launch) still counts.
      const timer = setTimeout(() => setImmediate(() => {
        if (!this.pending.has(id)) return;
        this.pending.delete(id);
        reject(new BrowserError(`the browser did not answer ${method} within ${Math.round(ms / 1000)} s`));
      }), ms);
      this.pending.set(id, { resolve, reject, timer });
      (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  /** Sends a command whose answer carries base64 `data` (a screenshot, a PDF); resolves to those bytes. */
  async sendForData(method: string, params: Record<string, unknown>, sessionId?: string, ms = this.commandMs): Promise<Buffer> {
    const { data } = await this.send(method, params, sessionId, ms);
    // A large answer's data arrives decoded (cdpMessage.ts); a small one as base64 text.
    if (data instanceof Uint8Array) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (typeof data === 'string') return Buffer.from(data, 'base64');
    throw new BrowserError(`the browser answered ${method} without data`);
  }

  /**
   * Reads a stream the browser holds (an answer sent with `transferMode: 'ReturnAsStream'`, such as a
   * PDF, on the page `sessionId`) in pieces, at most `maxBytes` in all; closes it.
   */
  async readStream(handle: string, sessionId: string | undefined, maxBytes: number, what: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    let size = 0;
    try {
      for (;;) {
        const piece = await this.send('IO.read', { handle, size: 4 * 1024 * 1024 }, sessionId);
        const data = piece.data;
        const bytes = data instanceof Uint8Array ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
          : typeof data === 'string' ? Buffer.from(data, piece.base64Encoded === true ? 'base64' : 'utf8') : Buffer.alloc(0);
        size += bytes.length;
        if (size > maxBytes) throw new BrowserError(`${what} would be larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        parts.push(bytes);
        if (piece.eof === true || bytes.length === 0) return Buffer.concat(parts);
      }
    } finally {
      await this.send('IO.close', { handle }, sessionId, 5000).catch(() => undefined);
    }
  }

  /** Resolves on the next event `method` of the page `sessionId` (or rejects after `ms`). */
  event(method: string, sessionId: string, ms = this.commandMs): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const listener = (m: string, params: Record<string, unknown>, session?: string) => {
        if (m !== method || session !== sessionId) return;
        done();
        resolve(params);
      };
      const timer = setTimeout(() => {
        done();
        reject(new BrowserError(`the page did not finish loading within ${Math.round(ms / 1000)} s`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      this.listeners.add(listener);
    });
  }

  /** Opens a blank page; the returned session id addresses it. */
  async newPage(): Promise<string> {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    return sessionId as string;
  }

  /** Asks the browser to quit, waits for it (at most 3 s), then makes sure it is gone. */
  async shutdown(): Promise<void> {
    if (!this.closed && this.child.exitCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.send('Browser.close', {}, undefined, 3000).catch(() => undefined);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    }
    this.close();
  }

  /**
   * Stops the browser at once, closes this end of its pipes (a process it started outside its
   * group may hold theirs open: ours must not keep this process alive) and removes its profile
   * folder. Safe to call twice.
   */
  close(): void {
    this.fail('the browser was closed');
    try {
      if (process.platform !== 'win32' && this.child.pid !== undefined) process.kill(-this.child.pid, 'SIGKILL');
      else this.child.kill('SIGKILL');
    } catch {
      // already gone
    }
    for (const stream of this.child.stdio) stream?.destroy();
    this.child.unref();
    this.removeProfile();
    this.forgetInterrupt();
  }

  private removeProfile(): void {
    try {
      rmSync(this.profile, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A folder that cannot be removed is left; nothing else depends on it.
    }
  }
}
