/**
 * `npm run mock`: the mock server of the whole public API, for client
 * developers to build against without the service, a platform account or a
 * key. Configured by SVC_MOCK_HOST (127.0.0.1), SVC_MOCK_PORT (4010) and
 * SVC_MOCK_PUBLIC_URL (http://<host>:<port>).
 */
import { DEFAULT_MOCK_PORT, startMockServer } from './mock-server.js';
import { LIST_SIZE } from './paging.js';

function settings(env: NodeJS.ProcessEnv): { host: string; port: number; publicUrl: string | undefined } {
  const read = (name: string) => (env[name]?.trim() ? env[name]?.trim() : undefined);
  const problems: string[] = [];
  const rawPort = read('SVC_MOCK_PORT');
  const port = rawPort === undefined ? DEFAULT_MOCK_PORT : Number(rawPort);
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || port > 65535)) problems.push(`SVC_MOCK_PORT must be an integer from 0 to 65535, got "${rawPort}"`);
  const publicUrl = read('SVC_MOCK_PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl)) problems.push(`SVC_MOCK_PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}"`);
  if (problems.length > 0) {
    console.error(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(2);
  }
  return { host: read('SVC_MOCK_HOST') ?? '127.0.0.1', port, publicUrl };
}

async function main(): Promise<void> {
  const mock = await startMockServer(settings(process.env));
  const headers = '-H "Authorization: Bearer sk_sandbox_mock" -H "x-svc-app-id: app_mock" -H "x-svc-consumer-id: consumer_mock"';
  process.stdout.write(
    [
      '',
      `Mock of the unified integration API listening on ${mock.url}`,
      '  Every route of the OpenAPI documents, answered with example data from their schemas:',
      '  any Bearer key and x-svc-app-id work (public keys only where the service takes them), requests are',
      `  validated as the service validates them, lists hold ${LIST_SIZE} records with working cursors, nothing is stored.`,
      '',
      `  documents: ${mock.url}/openapi`,
      `  try:       curl -s "${mock.url}/sms/messages?limit=2" ${headers}`,
      '',
    ].join('\n'),
  );
  const shutdown = () => void mock.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('The mock server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
