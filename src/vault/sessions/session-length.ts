/**
 * `settings.session_length` of a Vault session: a count and a unit ("30m",
 * "1h", "1d", "1w"), one minute to one week, as the reference API describes.
 */
import { ApiError } from '../../core/errors/api-error.js';

export const DEFAULT_SESSION_LENGTH = '1h';

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const MIN_MS = UNIT_MS.m as number;
const MAX_MS = UNIT_MS.w as number;

/** Milliseconds of a session length; RequestValidationError when it is not one. */
export function sessionLengthMs(text: string = DEFAULT_SESSION_LENGTH): number {
  const match = /^(\d{1,6})([mhdw])$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (UNIT_MS[match[2] as string] as number) : Number.NaN;
  if (!(ms >= MIN_MS && ms <= MAX_MS)) {
    throw new ApiError('RequestValidationError', {
      message: 'Invalid body: settings.session_length must be a duration like 30m, 1h, 1d or 1w, at most 1w',
      detail: { body: [{ field: 'settings.session_length', message: 'must be a number followed by m, h, d or w, from 1m to 1w' }] },
    });
  }
  return ms;
}
