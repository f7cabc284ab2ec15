/**
 * An applicant's résumé, for the unified `download` (README.md, "Résumés"):
 * the candidate's newest `resume` attachment
 * (https://harvestdocs.greenhouse.io/reference/get_v3-attachments), read
 * afresh so its signed link (seven days) is new, then the file behind it.
 *
 * The link is the platform's storage, signed in its query: it is fetched
 * without the connection's credentials unless it is on the API's own origin
 * (the emulator serves its files there). Elsewhere it is followed only to
 * Greenhouse's file storage (Amazon S3 buckets), over https, at public
 * addresses (framework/transfer.ts, the SSRF guards); the link never leaves
 * the service.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { followContentRedirect } from '../framework/transfer.js';
import type { ConnectorContext } from '../framework/context.js';
import type { DownloadedFile } from '../framework/define.js';
import { ATTACHMENTS, withoutSignedLinks } from './side-loads.js';

const MAX_BYTES = 25 * 1024 * 1024;
/** Where Greenhouse keeps attachments: signed links to S3 buckets (its Harvest docs show `prod-heroku.s3.amazonaws.com`). */
export const GREENHOUSE_FILE_HOSTS: readonly string[] = ['*.s3.amazonaws.com'];

interface Attachment {
  id: number;
  filename?: string;
  url?: string;
  created_at?: string;
}

function noResume(id: string): ApiError {
  return new ApiError('EntityNotFoundError', { message: `The Greenhouse candidate ${id} has no résumé`, detail: { id } });
}

export async function downloadResume(ctx: ConnectorContext, candidateId: string): Promise<DownloadedFile> {
  if (!/^[1-9][0-9]{0,14}$/.test(candidateId)) throw noResume(candidateId);
  const answer = await ctx.http.request<Attachment[]>({ method: 'GET', path: ATTACHMENTS, query: { candidate_ids: candidateId, type: 'resume', per_page: 500 }, rawAnswer: withoutSignedLinks });
  const newest = (Array.isArray(answer.body) ? answer.body : []).filter((item) => typeof item.url === 'string').sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0];
  if (!newest?.url) throw noResume(candidateId);
  const link = new URL(newest.url);
  const fileName = newest.filename;
  if (link.origin === ctx.http.urlOf('/').origin) {
    const file = await ctx.http.request<Buffer>({ method: 'GET', path: `${link.pathname}${link.search}`, responseType: 'bytes' });
    return { bytes: file.body, contentType: String(file.headers['content-type'] ?? 'application/octet-stream'), fileName };
  }
  const stored = await followContentRedirect(ctx.http, link.toString(), GREENHOUSE_FILE_HOSTS);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) {
      stored.body.destroy();
      throw new ApiError('ConnectorExecutionError', { status: 502, message: 'The résumé is larger than the service serves' });
    }
    chunks.push(chunk as Buffer);
  }
  const type = stored.headers['content-type'];
  return { bytes: Buffer.concat(chunks), contentType: (Array.isArray(type) ? type[0] : type) ?? 'application/octet-stream', fileName };
}
