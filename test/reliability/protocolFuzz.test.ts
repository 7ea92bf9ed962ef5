/**
 * Protocol fuzzer: thousands of malformed, out-of-order and out-of-range messages sent over stdio
 * to the real server; after each one the server must still answer a hover on a known document
 * correctly (within 5 s: a slower answer counts as a hang). Messages that break the framing end
 * the server by design: it must exit with a message on stderr, never hang.
 */
import * as assert from 'node:assert';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseDocument } from '../../server/src/language/document.js';
import { plain, prng } from '../helpers.js';
import { RawServer } from '../lsp/rawServer.js';
import { record } from './figures.js';

const anchor = 'file:///fuzz/anchor.cards';
const anchorText = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {T}.\n1/1';
const edited = 'file:///fuzz/edited.cards';
const editedText = 'Bolt {R}\r\nInstant\r\nBolt deals 3 damage to any target.\n\nShock {R}\rInstant\rShock deals 2 damage to any target.';

/** Random JSON-ish values, from plain to hostile. */
function valueMaker(random: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const value = (depth = 0): unknown => {
    switch (Math.floor(random() * (depth > 2 ? 9 : 12))) {
      case 0: return null;
      case 1: return pick([0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER + 2]);
      case 2: return pick(['', 'x', 'file:///fuzz/anchor.cards', 'not a uri', '\u0000\uFFFF', '{T}'.repeat(1000)]);
      case 3: return 'y'.repeat(Math.floor(random() * 200000));
      case 4: return random() < 0.5;
      case 5: return undefined;
      case 6: return { line: pick([0, 1, -5, 1e9, 0.5, '1']), character: pick([0, 3, -1, 1e9, 2.5, null]) };
      case 7: return { uri: pick([anchor, edited, 'file:///dev/zero', 'untitled:x', '%%%', 5]) };
      case 8: return [];
      case 9: return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(['textDocument', 'position', 'range', 'context', 'uri', 'text', 'version', 'contentChanges', 'settings', 'changes', 'query', 'newName', '__proto__', 'constructor']), value(depth + 1)]));
    }
  };
  return { value, pick };
}

const requestMethods = [
  'textDocument/hover', 'textDocument/completion', 'textDocument/codeAction', 'textDocument/documentSymbol', 'workspace/symbol',
  'textDocument/foldingRange', 'textDocument/semanticTokens/full', 'textDocument/semanticTokens/range', 'textDocument/definition',
  'textDocument/references', 'textDocument/prepareRename', 'textDocument/rename', 'textDocument/formatting',
  'textDocument/rangeFormatting', 'cardtext/rule', 'textDocument/implementation', 'no/such/method', 'initialize',
];
const notificationMethods = [
  'textDocument/didOpen', 'textDocument/didChange', 'textDocument/didClose', 'textDocument/didSave', 'workspace/didChangeWatchedFiles',
  'workspace/didChangeConfiguration', '$/cancelRequest', '$/setTrace', 'initialized', 'no/such/notification',
];

suite('protocol fuzzing over stdio', function () {
  this.timeout(300000);

  test('4,000 malformed, out-of-order and out-of-range messages: the server answers a correct hover after each', async () => {
    const random = prng(0xF022);
    const { value, pick } = valueMaker(random);
    const server = new RawServer({ CARDTEXT_MEASURE_BLOCKING: '1' });
    let id = 1000;
    let shadow = editedText;
    const total = 4000;
    const figures = { inputs: 0, crashes: 0, hangs: 0, wrongAnswers: 0, editedChecks: 0, maxHoverMs: 0, kinds: {} as Record<string, number> };
    const hoverOk = async () => {
      const started = performance.now();
      const requestId = ++id;
      server.send({ id: requestId, method: 'textDocument/hover', params: { textDocument: { uri: anchor }, position: { line: 2, character: 1 } } });
      let answer;
      try {
        answer = await server.response(requestId, 5000);
      } catch {
        figures.hangs++;
        return false;
      }
      figures.maxHoverMs = Math.max(figures.maxHoverMs, performance.now() - started);
      const text = (answer.result as { contents?: { value?: string } } | null)?.contents?.value ?? '';
      if (!/107\.5/.test(text)) figures.wrongAnswers++;
      return true;
    };
    try {
      server.initialize();
      await server.response(1);
      server.send({ method: 'textDocument/didOpen', params: { textDocument: { uri: anchor, languageId: 'cardtext', version: 1, text: anchorText } } });
      server.send({ method: 'textDocument/didOpen', params: { textDocument: { uri: edited, languageId: 'cardtext', version: 1, text: editedText } } });
      assert.ok(await hoverOk());
      const inputs: [string, () => void][] = [
        ['bytes that are not JSON', () => {
          const body = pick(['{', '[', '{"jsonrpc":', 'null', '"x"', '1e999', '\u0000\u0001', '{"jsonrpc":"2.0","method":"textDocument/hover","id":', '[[[[[[[[[[', 'x'.repeat(Math.floor(random() * 5000))]);
          server.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
        }],
        ['JSON that is not JSON-RPC', () => {
          const body = JSON.stringify(pick([{}, [], 5, { jsonrpc: '1.0', id: 1, method: 'initialize' }, { id: {}, method: 5 }, { method: null }, [{ jsonrpc: '2.0', id: 9, method: 'shutdown' }], { jsonrpc: '2.0', id: 77, result: {} }, { jsonrpc: '2.0', id: 78, error: { code: 1, message: 'x' } }]));
          server.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
        }],
        ['requests with random params', () => server.send({ id: pick([++id, `s${++id}`, null, 1.5]), method: pick(requestMethods), params: value() })],
        ['requests with positions out of range', () => {
          const p = { line: pick([0, 3, 4, 100, 1e9, -1]), character: pick([0, 5, 1e9, -3]) };
          const method = pick(requestMethods.slice(0, 15));
          server.send({ id: ++id, method, params: { textDocument: { uri: pick([anchor, edited, 'file:///fuzz/never-opened.cards']) }, position: p, range: { start: p, end: { line: p.line + 2, character: 0 } }, context: { diagnostics: [], includeDeclaration: true }, newName: 'Renamed', query: 'l', number: '107.5' } });
        }],
        ['notifications with random params', () => {
          const method = pick(notificationMethods);
          // The anchor document stays as it is: its hover is what is checked.
          const params = value() as Record<string, unknown> | undefined;
          if (method.startsWith('textDocument/') && JSON.stringify(params ?? {}).includes(anchor)) return;
          server.send({ method, params });
        }],
        ['out-of-order document events', () => {
          const uri = pick(['file:///fuzz/scratch.cards', 'file:///fuzz/never-opened.cards', 'untitled:scratch']);
          const event = pick(['open', 'change', 'close', 'close']);
          if (event === 'open') server.send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'cardtext', version: pick([1, null, -4]), text: pick(['', 'Bolt {R}\nInstant', '\uFEFF', 'z'.repeat(50000)]) } } });
          else if (event === 'change') server.send({ method: 'textDocument/didChange', params: { textDocument: { uri, version: 3 }, contentChanges: [{ range: { start: { line: 9, character: 9 }, end: { line: 0, character: 0 } }, text: 'x\r' }] } });
          else server.send({ method: 'textDocument/didClose', params: { textDocument: { uri } } });
        }],
        ['edits with ranges past the end, CR and CRLF', () => {
          const lines = shadow.split(/\r\n|\r|\n/).length;
          const position = () => ({ line: Math.floor(random() * (lines + 3)) - (random() < 0.05 ? 2 : 0), character: Math.floor(random() * 60) - (random() < 0.05 ? 5 : 0) });
          const changes = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ range: { start: position(), end: position() }, text: pick(['', 'x', '\r', '\n', '\r\n', '{T}', '\n\n', 'Zap {R}\nInstant\n']) }));
          for (const change of changes) {
            const doc = TextDocument.create(edited, 'cardtext', 1, shadow);
            TextDocument.update(doc, [change], 2);
            shadow = doc.getText();
          }
          server.send({ method: 'textDocument/didChange', params: { textDocument: { uri: edited, version: pick([2, 2, null]) }, contentChanges: changes } });
        }],
        ['cancellations and responses nobody asked for', () => {
          server.send({ method: '$/cancelRequest', params: { id: pick([id, id + 1, 'x', null]) } });
          server.send({ id: pick([1, 999999, 'zzz']), result: value() });
        }],
      ];
      /** The edited document, after out-of-range edits, holds the reference library's text. */
      const compareEdited = async () => {
        const requestId = ++id;
        server.send({ id: requestId, method: 'textDocument/documentSymbol', params: { textDocument: { uri: edited } } });
        const symbols = ((await server.response(requestId)).result as { name: string; range: unknown }[]).map((s) => [s.name, s.range]);
        assert.deepStrictEqual(symbols, parseDocument(shadow).cards.map((c) => [c.name || '(unnamed card)', plain(c.range)]), `after ${figures.inputs} inputs`);
        figures.editedChecks++;
      };
      for (let i = 0; i < total; i++) {
        const [kind, send] = pick(inputs);
        send();
        figures.inputs++;
        figures.kinds[kind] = (figures.kinds[kind] ?? 0) + 1;
        if (server.child.exitCode !== null) {
          figures.crashes++;
          break;
        }
        if (!(await hoverOk())) break;
        if (i % 200 === 199) {
          await compareEdited();
          if (shadow.length < 60) {
            shadow = editedText;
            server.send({ method: 'textDocument/didChange', params: { textDocument: { uri: edited, version: 1 }, contentChanges: [{ text: shadow }] } });
          }
        }
      }
      const failed = figures.crashes + figures.hangs + figures.wrongAnswers > 0;
      record('protocol fuzzer', { ...figures, maxHoverMs: Math.round(figures.maxHoverMs), ...(failed ? { stderr: server.stderr.slice(0, 300), lastInputs: server.sent.slice(-3).map((m) => m.slice(0, 300)) } : {}) });
      assert.ok(!failed, JSON.stringify(figures));
      assert.strictEqual(figures.inputs, total);
      await compareEdited();
      assert.strictEqual(await server.shutdown(), 0);
      const blocking = /cardtext-blocking: (\{.*\})/.exec(server.stderr)?.[1];
      record('protocol fuzzer, server blocking', blocking ? JSON.parse(blocking) : 'not measured');
    } finally {
      server.kill();
    }
  });

  test('frames that break Content-Length make the server exit with a message, never hang', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'workspace/symbol', params: { query: '' } });
    const frames = [
      `Content-Length: abc\r\n\r\n${body}`,
      `Content-Length: -5\r\n\r\n${body}`,
      `Content-Length: 1e3\r\n\r\n${body}`,
      `content-type: application/json\r\n\r\n${body}`,
      `Just some text\r\n\r\n${body}`,
      `Content-Length: ${'9'.repeat(15)}\r\n\r\n${body}`,
      `Content-Length: 5\r\n\r\n${body}`,
      `Content-Length: ${body.length + 40}\r\n\r\n${body}`,
      `${'X-Long: '.padEnd(9000, 'y')}\r\n\r\n${body}`,
      `\r\n${body}`,
    ];
    const figures = { inputs: 0, exitedWithMessage: 0, hangs: 0, maxExitMs: 0 };
    for (const frame of frames) {
      const server = new RawServer();
      try {
        server.initialize();
        await server.response(1);
        const started = performance.now();
        server.write(frame);
        figures.inputs++;
        // Keep talking, as a client would: the bytes that follow can't be read as messages either.
        const talk = setInterval(() => server.send({ id: 6, method: 'workspace/symbol', params: { query: '' } }), 100);
        const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('hang'), 10000))]);
        clearInterval(talk);
        if (code === 'hang') figures.hangs++;
        else if (code === 1 && /the LSP message stream is broken/.test(server.stderr)) figures.exitedWithMessage++;
        figures.maxExitMs = Math.max(figures.maxExitMs, Math.round(performance.now() - started));
      } finally {
        server.kill();
      }
    }
    record('broken framing', figures);
    assert.deepStrictEqual([figures.exitedWithMessage, figures.hangs], [frames.length, 0], JSON.stringify(figures));
  });
});
