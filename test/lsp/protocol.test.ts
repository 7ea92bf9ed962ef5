/**
 * The protocol's edge cases against the real server over stdio, written byte by byte: requests
 * before initialize, params of the wrong shape, broken framing.
 */
import * as assert from 'node:assert';
import { RawServer } from './rawServer.js';

suite('protocol edge cases over stdio', function () {
  this.timeout(30000);

  test('a request before initialize gets error -32002, and the server works once initialized', async () => {
    const server = new RawServer();
    try {
      server.send({ id: 1, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///a.cards' }, position: { line: 0, character: 0 } } });
      server.send({ id: 2, method: 'textDocument/documentSymbol', params: { textDocument: { uri: 'file:///a.cards' } } });
      assert.strictEqual((await server.response(1)).error?.code, -32002);
      assert.strictEqual((await server.response(2)).error?.code, -32002);
      server.initialize(3);
      await server.response(3);
      server.send({ method: 'textDocument/didOpen', params: { textDocument: { uri: 'file:///a.cards', languageId: 'cardtext', version: 1, text: 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.' } } });
      server.send({ id: 4, method: 'textDocument/documentSymbol', params: { textDocument: { uri: 'file:///a.cards' } } });
      assert.deepStrictEqual(((await server.response(4)).result as { name: string }[]).map((s) => s.name), ['Bolt']);
    } finally {
      server.kill();
    }
  });

  test('params of the wrong type get error -32602 with a short message naming the field', async () => {
    const server = new RawServer();
    try {
      server.initialize();
      await server.response(1);
      const cases: [string, unknown, RegExp][] = [
        ['textDocument/hover', 5, /params must be an object \(got 5\)/],
        ['textDocument/hover', { textDocument: 7, position: 'x' }, /params\.textDocument must be an object \(got 7\)/],
        ['textDocument/hover', { textDocument: { uri: 'file:///a.cards' }, position: { line: 'a'.repeat(5000), character: 0 } }, /params\.position\.line must be a whole number \(got "a{39}… \(5002 characters\)\)/],
        ['textDocument/completion', { textDocument: { uri: 'file:///a.cards' }, position: { line: 0.5, character: 0 } }, /params\.position\.line must be a whole number \(got 0\.5\)/],
        ['textDocument/rename', { textDocument: { uri: 'file:///a.cards' }, position: { line: 0, character: 0 }, newName: 3 }, /params\.newName must be a string/],
        ['workspace/symbol', { query: null }, /params\.query must be a string \(got null\)/],
        ['textDocument/codeAction', { textDocument: { uri: 'file:///a.cards' }, range: { start: { line: 0, character: 0 } }, context: {} }, /params\.range\.end must be an object/],
        ['cardtext/rule', { number: 5 }, /params\.number must be a string \(got 5\)/],
      ];
      let id = 10;
      for (const [method, params, message] of cases) {
        server.send({ id: ++id, method, params });
        const { error } = await server.response(id);
        assert.strictEqual(error?.code, -32602, `${method} ${JSON.stringify(params).slice(0, 80)}`);
        assert.match(error.message, message);
        assert.ok(error.message.length < 200 && !/TypeError|at .*\.js/.test(error.message), error.message);
      }
    } finally {
      server.kill();
    }
  });

  for (const [what, frame] of [
    ['a Content-Length that is not a number', 'Content-Length: abc\r\n\r\n{}'],
    ['a header without Content-Length', 'Content-Type: application/json\r\n\r\n{}'],
    ['a header line without a colon', 'Hello there\r\n\r\n{}'],
    ['a Content-Length beyond any message', 'Content-Length: 99999999999\r\n\r\n{}'],
  ] as const) {
    test(`${what}: the server answers what came before, then exits with a message on stderr instead of going deaf`, async () => {
      const server = new RawServer();
      try {
        server.initialize();
        server.send({ id: 2, method: 'workspace/symbol', params: { query: '' } });
        server.write(frame);
        server.send({ id: 3, method: 'workspace/symbol', params: { query: '' } });
        const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 8000))]);
        assert.strictEqual(code, 1);
        assert.ok((await server.response(2, 0)).result, 'the request before the broken frame was answered');
        assert.match(server.stderr, /the LSP message stream is broken .*; exiting so that the editor can restart the server/);
      } finally {
        server.kill();
      }
    });
  }
});
