/**
 * What to undo when the process is stopped by Ctrl+C (SIGINT), SIGTERM or a closed terminal
 * (SIGHUP): the headless browsers to stop and their profile folders, the staging folders of card
 * images, an update's lock. Whatever holds such a thing registers its undoing while it holds it;
 * the CLI and the language server install the handlers, which undo everything registered (each at
 * most a few seconds) and then exit with 128 + the signal's number (130, 143, 129), as a shell does.
 */

/** An undoing: may wait (a browser's exit), never throws to the handler. */
type Undo = () => void | Promise<void>;

const registered = new Set<Undo>();

/** Registers `undo` until the returned function is called (once the thing is undone the usual way). */
export function onInterrupt(undo: Undo): () => void {
  registered.add(undo);
  return () => void registered.delete(undo);
}

const signals = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
let installed = false;

/** How long the undoings may take in all before the process exits anyway. */
const undoMs = 5000;

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

let stoppedBy: NodeJS.Signals | undefined;

/** The signal the process is stopping for, once one came (a command then says nothing of the failures it causes). */
export function interruptedBy(): NodeJS.Signals | undefined {
  return stoppedBy;
}

/**
 * Installs the signal handlers (once per process): on a signal, undo everything registered, then
 * `exit` with the signal's code (the exit code is set at once, should the process end first). A
 * second signal while undoing exits at once.
 */
export function installInterruptHandlers(exit: (code: number) => void = (code) => process.exit(code)): void {
  if (installed) return;
  installed = true;
  for (const [signal, code] of Object.entries(signals) as [NodeJS.Signals, number][]) {
    process.on(signal, () => {
      if (stoppedBy) return exit(code);
      stoppedBy = signal;
      process.exitCode = code;
      void undoAll().then(() => exit(code));
    });
  }
}
