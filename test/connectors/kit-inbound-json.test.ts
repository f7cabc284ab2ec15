import { describe, expect, it } from 'vitest';
import { inboundJson } from '../../src/connectors/kit/index.js';
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';

const request = (body: string): InboundRequest => ({ method: 'POST', url: 'https://example.test/webhook', headers: {}, rawBody: Buffer.from(body, 'utf8'), query: {} });

describe('inboundJson', () => {
  it('answers the JSON object a webhook carries', () => {
    expect(inboundJson(request('{"id":"evt_1","detail":{"role":"end-user"}}'))).toEqual({ id: 'evt_1', detail: { role: 'end-user' } });
  });

  it('answers undefined for a body that is not a JSON object', () => {
    for (const body of ['', 'not json', '[1, 2]', 'null', '"text"', '42']) expect(inboundJson(request(body))).toBeUndefined();
  });
});
