/**
 * Vonage's SMS API refuses a send with HTTP 200 and a non-zero `status` per
 * message part (https://developer.vonage.com/en/api-errors/sms). Each status
 * becomes the error a caller of the unified API can act on: credentials,
 * rate limit, or the platform refusing this message (the status a 4xx of
 * another platform would have had, with Vonage's answer in `detail`).
 * Throttling (1, 10) on the first part is seen by the HTTP layer already
 * (definition.ts, `isRateLimited`), with every instance told to hold back.
 */
import { ApiError } from '../../core/errors/api-error.js';

export interface VonageSubmission {
  'message-count'?: string;
  messages?: Array<{ status?: string; 'error-text'?: string; 'message-id'?: string; to?: string }>;
}

/** Statuses that say "slow down": throttled, and too many simultaneous connections. */
export const THROTTLED = new Set(['1', '10']);

/** Bad, barred or unprovisioned credentials, or a request signature Vonage cannot check. */
const CREDENTIALS = new Set(['4', '8', '11', '14', '32']);

/** Refusals of this message that are the caller's to fix, with the status another platform would have given. */
const REFUSED: Readonly<Record<string, number>> = {
  '2': 400, // missing parameters
  '3': 400, // invalid parameters
  '6': 400, // invalid message (an unrecognised number prefix)
  '7': 400, // number barred
  '9': 402, // not enough credit
  '12': 400, // message too long
  '15': 400, // sender id not authorised
  '22': 400, // invalid network code
  '23': 400, // invalid callback URL
  '29': 400, // demo account: destination not whitelisted
  '33': 400, // number de-activated
};

export function firstPartStatus(body: unknown): string | undefined {
  return (body as VonageSubmission | null)?.messages?.[0]?.status;
}

/**
 * The id of an accepted send, or the error its refusal means. A long text
 * is sent as several messages, each with its own id: the unified message is
 * named by the first part's. When a later part is refused, the parts before it
 * were sent: that is reported as a failure naming them, not as one to retry.
 */
export function acceptedId(body: unknown): string {
  const parts = (body as VonageSubmission | null)?.messages ?? [];
  const refused = parts.findIndex((part) => part.status !== '0');
  const detail = { downstream_status: 200, downstream_body: body };
  if (refused < 0) {
    const id = parts[0]?.['message-id'];
    if (parts.length > 0 && id) return id;
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Vonage did not answer with the message\'s id', detail });
  }
  const { status = '', 'error-text': text } = parts[refused]!;
  const message = `Vonage refused the message (status ${status}${text ? `: ${text}` : ''})`;
  if (refused > 0) {
    const sent = parts.slice(0, refused).map((part) => part['message-id']);
    throw new ApiError('ConnectorExecutionError', {
      status: 502,
      message: `Vonage sent ${refused} of ${parts.length} parts, then refused the next (status ${status}${text ? `: ${text}` : ''})`,
      detail: { ...detail, sent_message_ids: sent },
    });
  }
  if (THROTTLED.has(status)) return throttled(message, detail);
  if (CREDENTIALS.has(status)) throw new ApiError('ConnectorCredentialsError', { message, detail });
  throw new ApiError('ConnectorExecutionError', { status: REFUSED[status] ?? 502, message, detail });
}

function throttled(message: string, detail: unknown): never {
  throw new ApiError('ConnectorRateLimitError', { message, detail, headers: { 'retry-after': '1' } });
}
