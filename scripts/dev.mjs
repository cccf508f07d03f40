// `npm run dev`: Vite with hot reload on :5173 (proxying /api to the server) and the server in
// watch mode on :3000. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser talks to Vite, so links in emails and the token issuer use Vite's address.
const env = { PUBLIC_URL: 'http://localhost:5173', ...process.env };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@grantpilot/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
