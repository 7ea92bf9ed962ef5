/**
 * The protocol guard around handlers, in process: what a handler's failure or refusal becomes.
 */
import * as assert from 'node:assert';
import { ResponseError } from 'vscode-languageserver/node.js';
import { positionParams } from '../../server/src/lsp/params.js';
import { Protocol } from '../../server/src/lsp/protocol.js';

function protocol(logs: string[] = []): Protocol {
  const p = new Protocol({ error: (m) => logs.push(m), warn: (m) => logs.push(m) });
  p.initialize();
  return p;
}
const params = { textDocument: { uri: 'file:///a.cards' }, position: { line: 0, character: 0 } };

suite('protocol guard', () => {
  test('a request refused on purpose gets error -32803 with the reason, and nothing is logged as a failure', async () => {
    const logs: string[] = [];
    const handler = protocol(logs).request('textDocument/rename', positionParams, () => {
      throw Object.assign(new Error('A card name cannot contain a line break.'), { refused: true });
    });
    await assert.rejects(handler(params), (error: ResponseError<unknown>) => error.code === -32803 && error.message === 'A card name cannot contain a line break.');
    assert.deepStrictEqual(logs, []);
  });

  test('a handler that fails gets a short -32603 message, and the stack goes to the log', async () => {
    const logs: string[] = [];
    const handler = protocol(logs).request('textDocument/hover', positionParams, () => {
      throw new TypeError('x'.repeat(1000));
    });
    await assert.rejects(handler(params), (error: ResponseError<unknown>) => error.code === -32603 && error.message.length < 300 && /^textDocument\/hover failed inside cardtext: x+…$/.test(error.message));
    assert.strictEqual(logs.length, 1);
    assert.match(logs[0], /TypeError/);
  });
});
