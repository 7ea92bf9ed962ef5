// The Node language server (dist/server.js --stdio) as the end-to-end tests talk to it: started with
// a HOME and cache folders of its own (no real-card index, no user settings: it knows what a
// browser build knows), LSP's Content-Length framing, requests with a time limit, the server's own
// requests answered as a client without settings would (configuration: none; registrations: ok).
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

/** The answer a test client gives the server's own requests. */
const clientAnswer = (msg) => (msg.method === 'workspace/configuration' ? (msg.params?.items ?? []).map(() => null) : null);
exports.clientAnswer = clientAnswer;

exports.NodeLspServer = class NodeLspServer {
  /** `onNotification(msg)` sees every notification the server sends. */
  constructor(root, onNotification = () => undefined) {
    this.home = fs.mkdtempSync(path.join(os.tmpdir(), 'cardtext-e2e-server-'));
    this.child = spawn(process.execPath, [path.join(root, 'dist', 'server.js'), '--stdio'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, HOME: this.home, XDG_CACHE_HOME: path.join(this.home, 'cache'), XDG_CONFIG_HOME: path.join(this.home, 'config') },
    });
    this.onNotification = onNotification;
    this.buffer = Buffer.alloc(0);
    this.pending = new Map();
    this.nextId = 1;
    this.child.stdout.on('data', (chunk) => this.read(chunk));
    this.child.stderr.on('data', (d) => process.stderr.write(`[node server] ${d}`));
  }
  read(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())[1]);
      if (this.buffer.length < end + 4 + length) return;
      const msg = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString('utf8'));
      this.buffer = this.buffer.subarray(end + 4 + length);
      if (msg.id !== undefined && msg.method) this.write({ jsonrpc: '2.0', id: msg.id, result: clientAnswer(msg) });
      else if (msg.id !== undefined) this.pending.get(msg.id)?.(msg);
      else this.onNotification(msg);
    }
  }
  write(msg) {
    const body = Buffer.from(JSON.stringify(msg), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }
  /** The response message of a request (its `result` or its `error`), within 60 s. */
  respond(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`node server: ${method} timed out`)), 60000);
      this.pending.set(id, (msg) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(msg);
      });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }
  notify(method, params) {
    this.write({ jsonrpc: '2.0', method, params });
  }
  close() {
    this.child.kill();
    fs.rmSync(this.home, { recursive: true, force: true });
  }
};
