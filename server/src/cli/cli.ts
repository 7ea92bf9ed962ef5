/** Entry point of the `cardtext` command. */
import { runCli } from './main.js';
import { readDescriptorText } from '../files/readFile.js';

// Set the exit code rather than calling process.exit(), so a large report drains to a pipe first.
process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color: !!process.stdout.isTTY && !process.env.NO_COLOR,
  cwd: process.cwd(),
  spawnSelf: [process.execPath, ...process.execArgv, process.argv[1]],
  readStdin: (maxBytes) => readDescriptorText(0, { maxBytes }),
});
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // A closed pipe (`cardtext lint … | head`) is not an error of ours.
  if (error.code !== 'EPIPE') throw error;
});
