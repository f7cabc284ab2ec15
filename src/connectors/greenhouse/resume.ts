/**
 * An applicant's résumé, for the unified `download` (README.md, "Résumés"):
 * the candidate's newest `resume` attachment
 * (https://harvestdocs.greenhouse.io/reference/get_v3-attachments), read
 * afresh so its signed link (seven days) is new, then the file behind it.
 *
 * The link is the platform's storage, signed in its query: it is fetched
 * without the connection's credentials unless it is on the API's own origin
 * (the emulator serves its files there). Only https links elsewhere are
 * followed; the link never leaves the service.
 */
import { fetch } from 'undici';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/context.js';
import type { DownloadedFile } from '../framework/define.js';
import { ATTACHMENTS, withoutSignedLinks } from './side-loads.js';

const MAX_BYTES = 25 * 1024 * 1024;
const FILE_TIMEOUT_MS = 30_000;

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
  if (link.protocol !== 'https:') throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Greenhouse pointed to a résumé link that is not https' });
  const response = await fetch(link, { redirect: 'error', signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
  if (!response.ok) throw new ApiError('ConnectorExecutionError', { status: 502, message: `Greenhouse's résumé link answered ${response.status}` });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'The résumé is larger than the service serves' });
  return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream', fileName };
}
