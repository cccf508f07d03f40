// `npm start`: build what is out of date, then run the server in production mode.
// The package script runs this file with `exec`, so the signal a service manager sends to npm
// reaches this process (npm forwards it) rather than ending a shell between the two; from here
// it goes on to the server, which finishes its requests and releases the database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOutOfDate } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildOutOfDate();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// Should whatever started us end without a word (a wrapper killed outright), stop the server
// rather than leave it running as an orphan that holds the data dir's lock.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
