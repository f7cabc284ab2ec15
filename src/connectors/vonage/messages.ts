/**
 * Unified SMS messages on Vonage's SMS API (https://developer.vonage.com/en/api/sms):
 * create sends (`POST /sms/json`, form-encoded). The API keeps nothing a
 * client can read, change or delete (Vonage reports deliveries by webhook
 * only), so list, get, update and delete are not offered and answer
 * ConnectorOperationUnsupportedError. With no record ever read, there is no
 * response mapper, and so no `supported_fields` to claim.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import { messages } from '../../unified/sms/messages.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { acceptedId } from './sms-status.js';

type Message = ModelOf<typeof messages>;

/** GSM 03.38's basic and extension tables: a text of only these is sent as `text`, any other as `unicode`. */
const GSM_CHARACTERS = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà' +
    '\f^{}\\[~]|€',
);

function encodingOf(text: string): 'text' | 'unicode' {
  for (const character of text) if (!GSM_CHARACTERS.has(character)) return 'unicode';
  return 'text';
}

/** Vonage writes numbers in E.164 without the "+"; an alphanumeric sender id is sent as it is. */
function vonageNumber(value: string | undefined): string | undefined {
  return value !== undefined && /^\+?[\d\s().-]+$/.test(value) ? value.replace(/\D/g, '') : value;
}

function unsupported(field: string, why: string): ApiError {
  return new ApiError('RequestValidationError', { message: `Vonage's SMS API ${why}`, detail: { [field]: `not supported by vonage` } });
}

/**
 * The send's `callback` (where its delivery receipts go) is the connection's
 * inbound URL: the service verifies each receipt and publishes
 * `sms.message.updated`, to the message's own `webhook_url` too. Without one
 * (a context outside the service's routes), `webhook_url` is given to Vonage as is.
 */
export function toVonageSms(record: WriteModel<Message>, inboundUrl?: string): Record<string, string | undefined> {
  // Sending now what was asked for later, or a text for a picture, would be worse than refusing.
  if (record.scheduled_at) throw unsupported('scheduled_at', 'sends at once: it cannot schedule a message');
  if (record.type === 'mms') throw unsupported('type', 'sends text messages only');
  if (record.messaging_service_id) throw unsupported('messaging_service_id', 'has no messaging services: send from a number or sender id');
  const text = record.body ?? '';
  return {
    from: vonageNumber(record.from),
    to: vonageNumber(record.to),
    text,
    // Characters outside GSM's tables arrive garbled unless the message is sent as unicode.
    ...(encodingOf(text) === 'unicode' ? { type: 'unicode' } : {}),
    callback: inboundUrl ?? record.webhook_url,
    'client-ref': record.reference,
  };
}

async function send(ctx: ConnectorContext, { record }: { record: WriteModel<Message> }): Promise<{ id: string }> {
  const { body } = await ctx.http.request({ method: 'POST', path: '/sms/json', form: toVonageSms(record, ctx.inboundUrl) });
  // A long text is split into several messages at Vonage: the unified id is the first part's.
  return { id: acceptedId(body) };
}

export const vonageMessages = implement(messages, {
  downstream: { id: 'sms', name: 'SMS' },
  add: send,
  // Vonage (and its emulator) sends a delivery receipt per part when a sent message's status
  // moves, and `inbound-sms` when a message reaches one of the account's numbers.
  events: [
    { action: 'created', downstream: 'inbound-sms' },
    { action: 'updated', downstream: 'delivery-receipt' },
  ],
});
