/**
 * `npm start`: the local identity provider, the Node mock API (stateful, data kept in
 * .mock-data/) and the Vite dev server, together; Ctrl-C stops them all. The app reaches the mock API through public/config.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (line: string) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) console.log(prefix(line));
    });
  }
  child.on('exit', (code, signal) => {
    console.log(prefix(`exited (${signal ?? code})`));
    shutdown(code ?? 0);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('idp', process.execPath, ['--import', 'tsx', 'idp/server.ts']);
// Local development: test tokens may be minted on /__mock/tokens (off whenever the mock API is started on its own).
run('mock-api', process.execPath, ['--import', 'tsx', 'mocks/server.ts'], { MOCK_DEV_TOKENS: process.env.MOCK_DEV_TOKENS ?? '1' });
run('app', process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1']);
console.log('App: http://127.0.0.1:5173  ·  Mock API: http://127.0.0.1:4010/v1.0  ·  Identity provider: http://127.0.0.1:4020');
