/**
 * Saving an export to this machine's disk, for the desktop extension: through the same writers as
 * the CLI. A folder is written by the owned-folder writer (only files cardtext wrote there are
 * replaced; the user is asked before any other is), a file atomically.
 */
import { type Uri, window } from 'vscode';
import { writeOwnedFolder } from '../../server/src/files/outputFolder.js';
import { writeFileAtomic } from '../../server/src/files/writeFile.js';
import type { DiskSave } from './exportSet.js';

export const saveToDisk: DiskSave = async (target: Uri, output, owner, files) => {
  const fail = (message: string) => {
    void window.showErrorMessage(`cardtext: cannot write ${target.fsPath}: ${message}`);
    return false;
  };
  if (output === 'file') {
    const written = writeFileAtomic(target.fsPath, files[0].content);
    return written.ok || fail(written.message);
  }
  const options = { owner, inputs: [] as string[] };
  let written = writeOwnedFolder(target.fsPath, files, options);
  if (!written.ok && written.files?.length) {
    const replace = await window.showWarningMessage(`cardtext: ${written.message}`, { modal: true }, 'Replace them');
    if (replace !== 'Replace them') return false;
    written = writeOwnedFolder(target.fsPath, files, { ...options, force: true });
  }
  return written.ok || fail(written.message);
};
