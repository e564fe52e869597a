// `npm run dev`: the API with restart on change (port 3000) and Vite's dev server with hot reload (port 5173,
// proxying /api to the API), with the development mailbox at /dev/mailbox. Stop both with Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  // a developer's machine: the development mailbox on (it never is by default), unless .env says otherwise
  spawn('node', ['--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { DEV_MAILBOX: 'true', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@simportal/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
