// `npm run dev`: the API with restart on change (port 3000) and Vite's dev server with hot reload (port 5173,
// proxying /api to the API). Stop both with Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@simportal/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
