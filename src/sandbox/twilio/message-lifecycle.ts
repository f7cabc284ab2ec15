/**
 * What Twilio lets a client do to an existing message.
 *
 * Update (POST Messages/{Sid}.json) has exactly two uses: redact the body
 * (`Body=""`) or cancel a scheduled message (`Status=canceled`). Anything else,
 * or both at once, is error 30400; canceling a message that is no longer
 * scheduled is error 30409.
 *
 * Delete is refused (error 20009) while the message is still on its way.
 */
import { TwilioErrorCode } from './errors.js';
import type { MessageStatus, StoredMessage } from './store.js';

export type LifecycleResult = { ok: true } | { ok: false; code: number; message: string };

const PARAMETERS_NOT_VALID: LifecycleResult = {
  ok: false,
  code: TwilioErrorCode.updateParametersInvalid,
  message: 'Parameters are not valid',
};

/** Statuses of a message Twilio has not finished with. */
const IN_FLIGHT: ReadonlySet<MessageStatus> = new Set(['queued', 'sending', 'accepted', 'scheduled', 'receiving']);

export function applyMessageUpdate(message: StoredMessage, form: URLSearchParams, nowMs: number): LifecycleResult {
  const body = form.get('Body');
  const status = form.get('Status');
  const redacts = body !== null;
  const cancels = status !== null;
  if (redacts === cancels) return PARAMETERS_NOT_VALID;
  if (redacts) {
    if (body !== '') return PARAMETERS_NOT_VALID;
    message.body = '';
  } else {
    if (status !== 'canceled') return PARAMETERS_NOT_VALID;
    if (message.status !== 'scheduled') {
      return { ok: false, code: TwilioErrorCode.cannotCancel, message: 'This message cannot be canceled' };
    }
    message.status = 'canceled';
  }
  message.dateUpdatedMs = nowMs;
  return { ok: true };
}

export function deletionRefusal(message: StoredMessage): LifecycleResult {
  if (!IN_FLIGHT.has(message.status)) return { ok: true };
  return {
    ok: false,
    code: TwilioErrorCode.cannotDeleteIncomplete,
    message: 'Cannot delete message because delivery has not been completed.',
  };
}
