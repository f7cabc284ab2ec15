/**
 * `npm run mock` as a client developer runs it: the built mock (dist/) as a
 * child process on the port SVC_MOCK_PORT names, printing a command that
 * works as printed; a bad port stops it with a message naming the variable.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root, stop } from '../helpers/processes.js';

const run = promisify(execFile);
const MAIN = path.join(root, 'dist/src/mock/main.js');

/** Resolves with the banner once the mock listens; rejects if it exits first. */
function startMock(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; banner: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the mock did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('try:')) {
        clearTimeout(timer);
        resolve({ child, banner: output });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited with ${code}:\n${output}`));
    });
  });
}

describe('npm run mock', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child) await stop(child);
  });

  it('serves the API on SVC_MOCK_PORT and prints a call that works as printed', async () => {
    const port = await freePort();
    const started = await startMock({ ...process.env, SVC_MOCK_PORT: String(port) });
    child = started.child;
    expect(started.banner).toContain(`listening on http://127.0.0.1:${port}`);
    const curl = started.banner.split('\n').find((line) => line.includes('curl ')) as string;
    const { stdout } = await run('sh', ['-c', `${curl.slice(curl.indexOf('curl '))} -w '\\n%{http_code}'`]);
    expect(stdout.trim().split('\n').at(-1), stdout).toBe('200');
    const body = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n')));
    expect(body).toMatchObject({ status_code: 200, resource: 'messages', operation: 'all', meta: { items_on_page: 2 } });
    expect(body.links.next).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/sms/messages\\?`));
  });

  it('refuses a port that is not one, naming the variable', async () => {
    await expect(startMock({ ...process.env, SVC_MOCK_PORT: 'eighty' })).rejects.toThrow(/exited with 2[\s\S]*SVC_MOCK_PORT must be an integer/);
  });
});
