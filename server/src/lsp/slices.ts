/**
 * Long work in slices: the language server runs parsing and checking of large files as steps
 * (generators from the language core) and gives the event loop back between slices, so no
 * message waits behind a 10,000-card file.
 */

/** The longest a slice of work runs before the server answers other messages (milliseconds). */
export const sliceBudgetMs = 12;

/**
 * Runs `callback` after what is waiting in the event loop: Node's setImmediate, or in a browser's
 * worker a message to itself (setTimeout(0) waits at least 4 ms once nested, far too long a pause
 * between slices).
 */
const afterWaiting: (callback: () => void) => void = typeof setImmediate === 'function' ? (callback) => setImmediate(callback) : (() => {
  // Typed by hand: the project compiles with Node's types, whose MessagePort is another shape.
  const channel = new MessageChannel() as unknown as { port1: { onmessage: (() => void) | null }; port2: { postMessage(message: null): void } };
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (callback: () => void) => {
    queue.push(callback);
    channel.port2.postMessage(null);
  };
})();

/** Resolves after the event loop has handled what was waiting (messages, timers, I/O). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => afterWaiting(resolve));
}

/** Messages handled so far (the protocol layer counts them). */
let messages = 0;

/** Counts a message the server is handling (so background work gives way to a queue of them). */
export function noteMessage(): void {
  messages++;
}

/**
 * Gives the event loop back until no message arrives in one turn of it. vscode-jsonrpc handles
 * one queued message per turn: resuming work after every turn would let 2,000 queued edits wait
 * a slice each; this lets the queue drain first.
 */
export async function yieldToMessages(): Promise<void> {
  let seen: number;
  do {
    seen = messages;
    await yieldToEventLoop();
  } while (messages !== seen);
}

/**
 * Runs steps to the end, pausing whenever a slice has taken `budgetMs`. The first slice runs at
 * once, so a small job is done before anything else happens. `cancelled` is asked at each pause.
 */
export async function runInSlices<T>(steps: Generator<void, T, void>, cancelled: () => boolean = () => false, budgetMs = sliceBudgetMs): Promise<T | undefined> {
  for (;;) {
    const started = performance.now();
    do {
      const step = steps.next();
      if (step.done) return step.value;
    } while (performance.now() - started < budgetMs);
    await yieldToMessages();
    if (cancelled()) {
      steps.return(undefined as T);
      return undefined;
    }
  }
}
