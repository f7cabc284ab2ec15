/**
 * A file's content (GET /files/{id}/content), streamed: Box answers with a
 * 302 to its download host (followed only there, over https, without the
 * connection's token: transfer.ts), the bytes themselves (its emulator, and
 * the 200 the description also declares), or 202 with Retry-After while a
 * new file is not ready yet (answered as 503 with the same Retry-After).
 * A `Range` goes along: Box answers 206 with Content-Range.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, StreamedFile } from '../framework/define.js';
import { followContentRedirect, transfer, type Headers, type TransferResponse } from '../framework/transfer.js';
import { BOX_CONTENT_HOSTS, boxId } from './api.js';

const one = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The file name of a Content-Disposition (its RFC 5987 form first). */
export function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed one: the plain form below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1];
}

function asFile(answer: TransferResponse, fallbackName: string | undefined): StreamedFile {
  const length = one(answer.headers, 'content-length');
  return {
    stream: answer.body,
    status: answer.status === 206 ? 206 : 200,
    contentType: one(answer.headers, 'content-type') ?? 'application/octet-stream',
    fileName: fileNameOf(one(answer.headers, 'content-disposition')) ?? fallbackName,
    contentLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
    contentRange: one(answer.headers, 'content-range'),
  };
}

export async function downloadFile(ctx: ConnectorContext, id: string, range: string | undefined): Promise<StreamedFile> {
  const fileId = boxId('file', id);
  const headers: Record<string, string> = range ? { range } : {};
  const answer = await transfer(ctx.http, { method: 'GET', url: ctx.http.urlOf(`/files/${fileId}/content`).toString(), headers });
  if (answer.status === 202) {
    answer.body.resume();
    throw new ApiError('ConnectorExecutionError', {
      status: 503,
      message: 'Box is still preparing this file for download; try again after Retry-After seconds',
      detail: { downstream_status: 202 },
      headers: { 'retry-after': one(answer.headers, 'retry-after') ?? '5' },
    });
  }
  if (answer.status >= 300 && answer.status < 400) {
    answer.body.resume();
    const location = one(answer.headers, 'location');
    if (!location) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Box redirected the download without a Location' });
    return asFile(await followContentRedirect(ctx.http, location, BOX_CONTENT_HOSTS, headers), undefined);
  }
  return asFile(answer, undefined);
}
