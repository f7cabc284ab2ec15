/**
 * A unified message as the form of Vonage's send (`POST /sms/json`): the
 * table is the write body and the coverage. Vonage keeps nothing a client
 * can read back, so no field is read and none is claimed as supported.
 * Scheduling, MMS and messaging services are refused (400): Vonage sends at
 * once, text only, from a number or an alphanumeric sender id.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import type { messages } from '../../unified/sms/messages.js';
import { fieldTable } from '../kit/index.js';

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
function vonageNumber(value: string): string {
  return /^\+?[\d\s().-]+$/.test(value) ? value.replace(/\D/g, '') : value;
}

/** Sending now what was asked for later, or a text for a picture, would be worse than refusing. */
function refused(field: string, why: string): never {
  throw new ApiError('RequestValidationError', { message: `Vonage's SMS API ${why}`, detail: { [field]: `not supported by vonage` } });
}

export const messageFields = fieldTable<Message, unknown>({
  scheduled_at: { write: (at) => (at ? refused('scheduled_at', 'sends at once: it cannot schedule a message') : {}) },
  type: { write: (type) => (type === 'mms' ? refused('type', 'sends text messages only') : {}) },
  messaging_service_id: { write: (sid) => (sid ? refused('messaging_service_id', 'has no messaging services: send from a number or sender id') : {}) },
  from: { write: (from) => ({ from: vonageNumber(from) }) },
  to: { write: (to) => ({ to: vonageNumber(to) }) },
  // Characters outside GSM's tables arrive garbled unless the message is sent as unicode.
  body: { write: (text) => ({ text, ...(encodingOf(text) === 'unicode' ? { type: 'unicode' } : {}) }) },
  // Replaced by the connection's inbound URL where the service receives receipts (messages.ts).
  webhook_url: { write: (url) => ({ callback: url }) },
  reference: { write: (reference) => ({ 'client-ref': reference }) },
});
