/**
 * src/core/http/undici.ts against the locked undici: its Agent answers a
 * request (the request API is wired onto dispatchers as the package's entry
 * does), its error classes are undici's, and the service's HTTP clients load
 * none of Node's own bundled undici, which is what the module is for. Run in
 * a child process on the built files, so nothing this test process loaded
 * (vitest's own fetch) counts.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Agent, errors, request } from '../../src/core/http/undici.js';
import { root } from '../helpers/processes.js';

const run = promisify(execFile);
const built = (file: string) => path.join(root, 'dist/src', file);

describe('undici without its entry file', () => {
  it('requests through an Agent and exposes undici\'s errors', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((incoming, answer) => answer.end(`${incoming.method} ${incoming.url}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent();
    try {
      const { port } = server.address() as { port: number };
      const answer = await request(`http://127.0.0.1:${port}/files/1?version=2`, { dispatcher: agent, headersTimeout: 5_000 });
      expect(answer.statusCode).toBe(200);
      expect(await answer.body.text()).toBe('GET /files/1?version=2');
      expect(new errors.HeadersTimeoutError()).toBeInstanceOf(errors.UndiciError);
    } finally {
      await agent.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it.skipIf(!existsSync(built('connectors/framework/http.js')))('loads none of Node\'s bundled undici with the service\'s HTTP clients', async () => {
    const modules = ['core/http/undici.js', 'connectors/framework/http.js', 'connectors/framework/transfer.js', 'webhooks/delivery/sender.js', 'proxy/downstream-exchange.js'].map(built);
    const script = `for (const file of ${JSON.stringify(modules)}) await import(file); console.log(process.moduleLoadList.filter((name) => name.includes('deps/undici')).join(',') || 'none');`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    expect(stdout.trim()).toBe('none');
  });
});
