// LSP speed over stdio: open a large (10,000-card) and a small (100-card) file in the real server
// and time (a) diagnostics after a one-character edit inside one card, (b) a hover, (c) a
// completion. The server runs with validation.delay 0 so the figures are its own work plus the
// JSON-RPC round trip (in the editor, the default 50 ms typing delay comes on top).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node.js';
import { cardToText } from '../out/server/src/language/importer.js';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function withServer(fn, settings = {}) {
  const child = spawn(process.execPath, [resolve('dist/server.js'), '--stdio'], { stdio: 'pipe' });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiters = [];
  connection.onNotification('textDocument/publishDiagnostics', (p) => {
    const i = waiters.findIndex((w) => w.version === p.version);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(p);
  });
  connection.onNotification('window/showMessage', () => undefined);
  const logs = [];
  connection.onNotification('window/logMessage', (p) => logs.push(p.message));
  // Mid-2019 Oracle text, read in its era as conformance reads it (see bench.mjs).
  connection.onRequest('workspace/configuration', (p) => p.items.map(() => ({ validation: { delay: 0 }, templating: { profile: '2019-07' }, ...settings })));
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } } });
  await connection.sendNotification('initialized', {});
  await new Promise((r) => setTimeout(r, 200));
  const diagnostics = (version) => new Promise((r) => waiters.push({ version, resolve: r }));
  // A large file's first screens are published before the whole file's (and logged before them).
  const firstScreens = () => logs.some((l) => /diagnostics of the first \d+ cards/.test(l));
  try {
    return await fn(connection, diagnostics, firstScreens);
  } finally {
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    connection.dispose();
  }
}

async function measure(text, label, edits = 40, settings = {}) {
  return withServer(async (connection, diagnostics, firstScreens) => {
    const uri = `file:///bench/${label}.cards`;
    const lines = text.split('\n');
    // The card in the middle of the file: its second rules-text line gets the edits.
    const target = lines.findIndex((l, i) => i > lines.length / 2 && l === '' && lines[i + 3] && !lines[i + 3].startsWith('//')) + 3;
    let t = performance.now();
    const opened = diagnostics(1);
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    await opened;
    if (firstScreens()) await diagnostics(1);
    const openMs = performance.now() - t;
    const editTimes = [];
    let lastCount = 0;
    for (let v = 2; v < 2 + edits; v++) {
      const insert = v % 2 === 0;
      const change = insert
        ? { range: { start: { line: target, character: 0 }, end: { line: target, character: 0 } }, text: 'x' }
        : { range: { start: { line: target, character: 0 }, end: { line: target, character: 1 } }, text: '' };
      const published = diagnostics(v);
      t = performance.now();
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: v }, contentChanges: [change] });
      lastCount = (await published).diagnostics.length;
      editTimes.push(performance.now() - t);
    }
    const hoverTimes = [];
    const completionTimes = [];
    const braceLine = lines.findIndex((l, i) => i > lines.length / 2 && /\{T\}/.test(l));
    const character = lines[braceLine].indexOf('{T}') + 1;
    for (let i = 0; i < edits; i++) {
      t = performance.now();
      await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: braceLine, character } });
      hoverTimes.push(performance.now() - t);
      t = performance.now();
      await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: braceLine, character } });
      completionTimes.push(performance.now() - t);
    }
    return { cards: text.split('\n\n').length, diagnostics: lastCount, openMs: +openMs.toFixed(1), editMs: +median(editTimes).toFixed(2), hoverMs: +median(hoverTimes).toFixed(2), completionMs: +median(completionTimes).toFixed(2) };
  }, settings);
}

/** Runs the LSP bench on the first 100 and all of the corpus cards; prints and returns the figures. */
export async function benchLsp(cards) {
  const large = cards.slice(0, 10000).map((c) => cardToText(c)).join('\n\n');
  const small = cards.slice(0, 100).map((c) => cardToText(c)).join('\n\n');
  const s = await measure(small, 'small');
  const l = await measure(large, 'large');
  // The same with the info-level codes silenced, so both files publish about as many diagnostics
  // per keystroke (LSP re-sends a document's whole diagnostic list): the incremental work alone.
  const quiet = { severity: { 'obsolete-type': 'off', 'obsolete-subtype': 'off' } };
  const sq = await measure(small, 'small-quiet', 40, quiet);
  const lq = await measure(large, 'large-quiet', 40, quiet);
  const ratio = (a, b) => +(a / b).toFixed(2);
  const result = { small: s, large: l, smallQuiet: sq, largeQuiet: lq, ratios: { edit: ratio(l.editMs, s.editMs), editQuiet: ratio(lq.editMs, sq.editMs), hover: ratio(l.hoverMs, s.hoverMs), completion: ratio(l.completionMs, s.completionMs) } };
  console.log('');
  console.log('LSP over stdio (median of 40; validation delay 0, so this is server work plus the round trip)');
  console.log('');
  console.log(`| measure | ${s.cards} cards | ${l.cards} cards | ratio | aim |`);
  console.log('|---|---|---|---|---|');
  console.log(`| open → diagnostics | ${s.openMs} ms | ${l.openMs} ms | | |`);
  console.log(`| one-character edit → diagnostics (${s.diagnostics} vs ${l.diagnostics} diagnostics published) | ${s.editMs} ms | ${l.editMs} ms | ${result.ratios.edit}x | ≤ 1.5x, well under a frame |`);
  console.log(`| the same, info codes off (${sq.diagnostics} vs ${lq.diagnostics} diagnostics published) | ${sq.editMs} ms | ${lq.editMs} ms | ${result.ratios.editQuiet}x | ≤ 1.5x |`);
  console.log(`| hover | ${s.hoverMs} ms | ${l.hoverMs} ms | ${result.ratios.hover}x | ≤ 1.5x |`);
  console.log(`| completion | ${s.completionMs} ms | ${l.completionMs} ms | ${result.ratios.completion}x | ≤ 1.5x |`);
  return result;
}
