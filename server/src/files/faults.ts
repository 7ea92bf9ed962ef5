/**
 * Fault injection for the crash-safety tests: `CARDTEXT_FAULT=kill@STEP` makes the process kill
 * itself with SIGKILL (nothing runs after it: no `finally`, no exit handler) when it reaches the
 * named step of a write, exactly as a power cut or the OOM killer would stop it there. The
 * reliability suite runs the real CLI with it at every step of a folder write. `kill@STEP#N` stops
 * at the Nth time the step is reached. Unset (always, outside those tests), a fault point costs one
 * property read.
 */

let plan: { step: string; nth: number } | null | undefined;
const reached = new Map<string, number>();

function planned(): { step: string; nth: number } | null {
  if (plan === undefined) {
    const match = /^kill@([a-z:-]+)(?:#(\d+))?$/.exec(process.env.CARDTEXT_FAULT ?? '');
    plan = match ? { step: match[1], nth: Number(match[2] ?? 1) } : null;
  }
  return plan;
}

/** Marks a step of a write; under `CARDTEXT_FAULT=kill@STEP[#N]` the process dies there. */
export function faultPoint(step: string): void {
  const p = planned();
  if (!p || p.step !== step) return;
  const n = (reached.get(step) ?? 0) + 1;
  reached.set(step, n);
  if (n === p.nth) process.kill(process.pid, 'SIGKILL');
}
