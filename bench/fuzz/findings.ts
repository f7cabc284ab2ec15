/** What a fuzz run reports: one finding per broken rule, with the request that broke it. */
import type { PlannedRequest } from './plan.js';

export type FindingKind =
  /** A 5xx from the service itself. */
  | 'server-error'
  /** An error answer that is not the error envelope (or whose status_code/type_name disagree with the status). */
  | 'no-envelope'
  /** An answer without a Request-Id header. */
  | 'no-request-id'
  /** No answer within the client's timeout, or the connection dropped without one. */
  | 'no-answer'
  /** An answer reporting an error, after which a platform or the store holds something it did not before. */
  | 'left-behind'
  /** A record gone from a platform or the store without a successful delete asking for it. */
  | 'lost'
  /** A change at a platform while only reads were running. */
  | 'read-wrote';

export interface Finding {
  kind: FindingKind;
  /** Request number in the run (-1: found by a check after the run). */
  n: number;
  operation: string;
  method: string;
  url: string;
  status?: number;
  consumer?: string;
  mutation: string;
  detail: string;
  /** Set when an allow-listed known issue explains it (known-issues.ts). */
  known?: string;
}

export function findingOf(plan: PlannedRequest | undefined, kind: FindingKind, detail: string, status?: number): Finding {
  return {
    kind,
    n: plan?.n ?? -1,
    operation: plan ? `${plan.operation.document}:${plan.operation.operationId}` : '(after the run)',
    method: plan?.method ?? '',
    url: plan ? plan.url.slice(0, 300) : '',
    ...(status !== undefined ? { status } : {}),
    ...(plan?.consumer ? { consumer: plan.consumer } : {}),
    mutation: plan?.mutation ?? '',
    detail: detail.slice(0, 600),
  };
}
