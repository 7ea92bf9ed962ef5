/**
 * What to undo when the process is stopped by Ctrl+C (SIGINT), SIGTERM or a closed terminal
 * (SIGHUP): the headless browsers to stop and their profile folders, the staging folders of card
 * images, an update's new index and lock. Whatever holds such a thing registers its undoing while
 * it holds it. The signal handlers are installed only while something is registered: then a
 * signal undoes everything registered (each at most a few seconds) and the process exits with
 * 128 + the signal's number (130, 143, 129), as a shell does. With nothing registered the signals
 * keep Node's own action, so a command busy with synchronous work (a lint) still stops at once.
 * A process that exits another way (`process.exit`) runs the undoings' synchronous parts on its
 * way out: browsers killed, folders removed.
 */

/** An undoing: may wait (a browser's exit), never throws to the handler. */
type Undo = () => void | Promise<void>;

const registered = new Set<Undo>();
const signals = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
/** How long the undoings may take in all before the process exits anyway. */
const undoMs = 5000;

let stoppedBy: NodeJS.Signals | undefined;
let listening = false;

function onSignal(signal: NodeJS.Signals): void {
  const code = signals[signal as keyof typeof signals];
  if (stoppedBy) return process.exit(code);
  stoppedBy = signal;
  process.exitCode = code;
  void undoAll().then(() => process.exit(code));
}

/** The process exits another way (`process.exit`, the language server's `exit`): the undoings' synchronous parts run. */
function onExit(): void {
  for (const undo of registered) {
    try {
      void undo();
    } catch {
      // as in undoAll
    }
  }
}

/** Listens to the signals while something is registered (or the process is stopping), and only then. */
function listen(on: boolean): void {
  if (on === listening || typeof process.on !== 'function') return;
  listening = on;
  for (const signal of Object.keys(signals) as NodeJS.Signals[]) {
    if (on) process.on(signal, onSignal);
    else process.off(signal, onSignal);
  }
  if (on) process.on('exit', onExit);
  else process.off('exit', onExit);
}

/** Registers `undo` until the returned function is called (once the thing is undone the usual way). */
export function onInterrupt(undo: Undo): () => void {
  registered.add(undo);
  listen(true);
  return () => {
    registered.delete(undo);
    if (registered.size === 0 && !stoppedBy) listen(false);
  };
}

/** Runs every registered undoing (at most {@link undoMs} in all); for the handlers and tests. */
export async function undoAll(): Promise<void> {
  const all = [...registered];
  registered.clear();
  const running = all.map(async (undo) => {
    try {
      await undo();
    } catch {
      // An undoing that fails must not keep the others from running.
    }
  });
  // A timer that holds the process open: the undoings may leave nothing else to wait on.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(running), new Promise((resolve) => { timer = setTimeout(resolve, undoMs); })]);
  clearTimeout(timer);
}

/** The signal the process is stopping for, once one came (a command then says nothing of the failures it causes). */
export function interruptedBy(): NodeJS.Signals | undefined {
  return stoppedBy;
}
