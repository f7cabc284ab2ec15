/** A platform answering the kit's collections from a script, and every request it got (the connector kit's unit tests). */
import type { ConnectorContext } from '../../src/connectors/framework/define.js';
import type { DownstreamHttp, DownstreamRequest } from '../../src/connectors/framework/http.js';

export function scriptedPlatform(answer: (request: DownstreamRequest) => unknown) {
  const calls: DownstreamRequest[] = [];
  const http = {
    async request(request: DownstreamRequest) {
      calls.push(request);
      return { status: 200, headers: {}, body: answer(request) };
    },
    urlOf: (path: string) => new URL(`https://platform.test${path}`),
  } as unknown as DownstreamHttp;
  const ctx: ConnectorContext = { http, settings: {} };
  return { ctx, calls };
}
