/** Streamed request bodies (src/gateway/streamed-body.ts): counted as they pass, stopped with 413 past the limit, whatever else failed with them. */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { LimitedBody, withinLimit } from '../../src/gateway/streamed-body.js';

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });
const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 1)));

describe('streamed bodies', () => {
  it('passes a body within the limit through, counting its bytes', async () => {
    const limit = new LimitedBody(10_000);
    await pipeline(chunks(10, 1000), limit, sink());
    expect(limit.bytesSeen).toBe(10_000);
    expect(limit.exceeded).toBeUndefined();
  });

  it('stops a body the moment it passes the limit, with 413 PayloadTooLargeError', async () => {
    const limit = new LimitedBody(10_000);
    const failure = await pipeline(chunks(100, 1000), limit, sink()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).typeName).toBe('PayloadTooLargeError');
    expect(limit.bytesSeen).toBeLessThanOrEqual(11_000);
  });

  it('answers the 413 when the platform call failed because the body was cut', async () => {
    const limit = new LimitedBody(10);
    await pipeline(chunks(2, 10), limit, sink()).catch(() => undefined);
    const failure = await withinLimit(limit, async () => {
      throw new ApiError('ConnectorExecutionError', { status: 502, message: 'the upload broke off' });
    }).catch((error: unknown) => error);
    expect((failure as ApiError).typeName).toBe('PayloadTooLargeError');
    // Without the limit passed, the platform's error stands.
    const other = await withinLimit(new LimitedBody(10), async () => {
      throw new ApiError('ConnectorExecutionError', { status: 502, message: 'down' });
    }).catch((error: unknown) => error);
    expect((other as ApiError).typeName).toBe('ConnectorExecutionError');
  });
});
