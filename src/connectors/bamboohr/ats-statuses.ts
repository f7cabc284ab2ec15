/**
 * BambooHR's applicant statuses (Get Applicant Statuses) and what each is in
 * the unified Application's `status`. BambooHR says a status's group (new,
 * active, inactive, hired) only through the list's `applicationStatus`
 * filter, not on a status; the unified status is read from the status's
 * code: HIRED is hired, the codes of BambooHR's standard "no" statuses
 * (REJECTED_CODES) are rejected, every other status (a company's own,
 * without a code, included) is open. An update's `status` picks the
 * company's status for it: HIRED, NOFIT (Not a Fit), NEW.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { Application } from '../../unified/ats/applications.js';
import type { Static } from 'typebox';
import type { BambooHRApplicantStatus } from './ats-wire-types.js';

type Status = NonNullable<Static<typeof Application>['status']>;

export const REJECTED_CODES: ReadonlySet<string> = new Set(['NOFIT', 'DECLINED', 'NOTQUAL', 'OVERQUAL', 'ELSEWHERE']);
const CODE_FOR: Readonly<Partial<Record<Status, string>>> = { hired: 'HIRED', rejected: 'NOFIT', open: 'NEW' };

export interface StatusCatalogue {
  byId: ReadonlyMap<string, BambooHRApplicantStatus>;
}

export async function loadStatuses(ctx: ConnectorContext): Promise<StatusCatalogue> {
  const { body } = await ctx.http.request({ method: 'GET', path: '/api/v1/applicant_tracking/statuses' });
  const list = Array.isArray(body) ? (body as BambooHRApplicantStatus[]) : [];
  return { byId: new Map(list.map((status) => [String(status.id), status])) };
}

export function statusOf(id: unknown, catalogue: StatusCatalogue | undefined): Status | null {
  if (id === null || id === undefined) return null;
  const code = catalogue?.byId.get(String(id))?.code ?? null;
  if (code === 'HIRED') return 'hired';
  if (code !== null && REJECTED_CODES.has(code)) return 'rejected';
  return 'open';
}

/** The BambooHR status id an update moves to: the stage's id, or the stage named, or the one standing for the unified status. */
export function targetStatus(catalogue: StatusCatalogue, wanted: { stageId?: string | null | undefined; stageName?: string | null | undefined; status?: Status | null | undefined }): number | undefined {
  const enabled = [...catalogue.byId.values()].filter((status) => status.enabled !== false);
  if (wanted.stageId) {
    const found = enabled.find((status) => String(status.id) === wanted.stageId);
    if (!found) throw new ApiError('RequestValidationError', { message: 'stage.id is not one of the BambooHR company\'s enabled applicant statuses', detail: { field: 'stage.id' } });
    return Number(found.id);
  }
  if (wanted.stageName) {
    const found = enabled.find((status) => (status.name ?? '').toLowerCase() === wanted.stageName!.toLowerCase());
    if (!found) throw new ApiError('RequestValidationError', { message: 'stage.name is not one of the BambooHR company\'s enabled applicant statuses', detail: { field: 'stage.name' } });
    return Number(found.id);
  }
  if (wanted.status) {
    const code = CODE_FOR[wanted.status];
    const found = code === undefined ? undefined : enabled.find((status) => status.code === code);
    if (!found) throw new ApiError('RequestValidationError', { message: 'BambooHR moves an application to open, rejected or hired (or give stage.id)', detail: { field: 'status' } });
    return Number(found.id);
  }
  return undefined;
}
