/**
 * The public URL of the service's instances in the webhook benchmark: a
 * platform sends its webhooks to one address (SVC_PUBLIC_URL), which a
 * balancer spreads over the instances. This one takes turns per request,
 * forwarding the bytes as they are (node:http, keep-alive to each instance).
 * It runs in the benchmark's process and adds one loopback hop, the same for
 * one instance as for two.
 */
import { Agent, createServer, request as forward, type Server } from 'node:http';

export interface RoundRobin {
  url: string;
  /** Requests sent to each target, in the order of `targets`. */
  readonly counts: number[];
  setTargets(bases: string[]): void;
  close(): Promise<void>;
}

export async function startRoundRobin(): Promise<RoundRobin> {
  const agent = new Agent({ keepAlive: true });
  let targets: URL[] = [];
  let counts: number[] = [];
  let turn = 0;
  const server: Server = createServer((request, response) => {
    if (targets.length === 0) {
      response.writeHead(503).end();
      return;
    }
    const index = turn++ % targets.length;
    const target = targets[index] as URL;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = forward({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    get counts() {
      return counts;
    },
    setTargets(bases) {
      targets = bases.map((base) => new URL(base));
      counts = bases.map(() => 0);
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
