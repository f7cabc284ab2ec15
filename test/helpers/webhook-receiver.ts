/** A local HTTP server that keeps every request it receives: where tests point an emulator's webhooks. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: Record<string, string> | undefined;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` webhooks whose path starts with `path` have arrived (rejects after `timeoutMs`). */
  waitFor(path: string, count?: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** The answer to the webhook at `index` (0 for the first received); 200 with no body when no `respond` is given. */
export type WebhookResponder = (webhook: ReceivedWebhook, index: number) => { status: number; headers?: Record<string, string>; body?: string };

export async function startWebhookReceiver(respond?: WebhookResponder): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, string> | undefined;
      try {
        json = JSON.parse(body) as Record<string, string>;
      } catch {
        json = undefined;
      }
      const webhook = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body, json };
      received.push(webhook);
      const answer = respond?.(webhook, received.length - 1) ?? { status: 200 };
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const matching = (path: string) => received.filter((webhook) => webhook.path.startsWith(path));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async waitFor(path, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (matching(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${matching(path).length} of ${count} webhooks to ${path} arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return matching(path);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
