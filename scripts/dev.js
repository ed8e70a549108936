#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite's dev server (port 5173,
// proxying /api to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@keeling/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@keeling/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
