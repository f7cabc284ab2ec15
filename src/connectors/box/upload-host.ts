/**
 * JSON calls on Box's upload host (its chunked sessions live there, not on
 * the API host): through the transfer client, which sends the connection's
 * token to that declared host only. Box's 202 with Retry-After (a commit
 * still assembling its parts) is waited for, a few times.
 */
import type { Readable } from 'node:stream';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { sleep } from '../framework/retry-policy.js';
import { transfer } from '../framework/transfer.js';
import { BOX_UPLOAD_HOST, uploadBase } from './api.js';
import { jsonOf } from './direct-upload.js';

const ACCEPTED_WAITS = 5;

export interface UploadHostCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
  body?: Readable;
}

export async function uploadHost<T>(ctx: ConnectorContext, call: UploadHostCall): Promise<{ status: number; body: T }> {
  for (let wait = 0; ; wait++) {
    const answer = await transfer(ctx.http, {
      method: call.method,
      url: `${uploadBase(ctx)}${call.path}`,
      headers: { accept: 'application/json', ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}), ...call.headers },
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : call.body ? { body: call.body } : {}),
      credentialHosts: [BOX_UPLOAD_HOST],
    });
    if (answer.status !== 202 || call.body) {
      if (answer.status === 204) {
        answer.body.resume();
        return { status: 204, body: undefined as T };
      }
      return { status: answer.status, body: await jsonOf<T>(answer.body) };
    }
    answer.body.resume();
    if (wait >= ACCEPTED_WAITS) throw new ApiError('ConnectorTimeoutError', { message: 'Box did not finish assembling the upload in time', detail: { downstream_status: 202 } });
    const retryAfter = Number(answer.headers['retry-after']);
    await sleep(Math.min(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000, 5000));
  }
}

/** DELETE on the upload host (an aborted session). */
export async function deleteOnUploadHost(ctx: ConnectorContext, path: string): Promise<void> {
  const answer = await transfer(ctx.http, { method: 'DELETE', url: `${uploadBase(ctx)}${path}`, credentialHosts: [BOX_UPLOAD_HOST] });
  answer.body.resume();
}
