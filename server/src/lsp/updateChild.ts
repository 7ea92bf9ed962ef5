/**
 * The process the language server runs a real-card update in (bundled as dist/updateChild.js):
 * it downloads and converts the files into a new index beside the installed one and says so; the
 * server installs it. An update the listing makes too large, a crash or running out of memory
 * ends this process only, and a cancelled update is ended by killing it (which closes its files
 * and connections with it).
 *
 * Messages in: `{ folder, listing, name }`; out: `{ progress }`, then `{ staged }` or `{ error }`.
 */
import { asUpdateError, prepareUpdate, type StagedUpdate, type UpdateOptions } from '../realCards/update.js';

/** What the server asks of the process. */
export interface UpdateChildJob { folder: string; listing: string; name: string }

/** What the process says. */
export type UpdateChildMessage = { progress: Parameters<NonNullable<UpdateOptions['onProgress']>>[0] } | { staged: StagedUpdate } | { error: string };

const send = (message: UpdateChildMessage) => new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

// The server gone (its channel closed before the answer): nothing is waiting for this update.
process.once('disconnect', () => process.exit(0));

process.once('message', (job: UpdateChildJob) => {
  void prepareUpdate({ ...job, onProgress: (progress) => void send({ progress }) })
    .then((staged) => send({ staged }), (error) => send({ error: asUpdateError(error).message }))
    .finally(() => process.connected && process.disconnect());
});
