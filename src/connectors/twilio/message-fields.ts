/**
 * Twilio's Message resource as a unified Message: the table is the read
 * mapper, the create form and the coverage. Twilio's message has no author
 * fields: created_by and updated_by are always null.
 */
import { toIsoDateTime } from '../../core/dates.js';
import type { ModelOf } from '../../unified/define.js';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, type messages } from '../../unified/sms/messages.js';
import { fieldTable, type Codec } from '../kit/index.js';
import { fromTwilioDate } from './twilio-date.js';

type Message = ModelOf<typeof messages>;

export interface TwilioMessage {
  sid: string;
  from: string | null;
  to: string | null;
  body: string | null;
  num_segments: string | null;
  num_media: string | null;
  direction: string | null;
  status: string | null;
  price: string | null;
  price_unit: string | null;
  error_code: number | null;
  error_message: string | null;
  messaging_service_sid: string | null;
  date_created: string | null;
  date_updated: string | null;
  date_sent: string | null;
}

const directions = new Set<string>(MESSAGE_DIRECTIONS);
const statuses = new Set<string>(MESSAGE_STATUSES);

function toStatus(status: string | null): Message['status'] {
  if (status === null) return undefined;
  if (statuses.has(status)) return status as Message['status'];
  // Twilio's only status outside the unified set: some segments arrived, some did not.
  if (status === 'partially_delivered') return 'sent';
  return undefined;
}

function toCount(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Twilio's counts are decimal strings; one it did not send is left out. */
const count: Codec<number> = { read: (value) => toCount(value as string | null), write: (value) => value };

/** Twilio's dates are RFC 2822. */
const twilioDate: Codec<string> = { read: (value) => fromTwilioDate(value as string | null), write: (value) => value };

/** Twilio reports a charge as a negative decimal string; the unified price is the amount charged. */
function toPriceAmount(price: string | null): string | undefined {
  if (price === null || price === '') return undefined;
  return price.startsWith('-') ? price.slice(1) : price;
}

/**
 * The price fields, read together: Twilio reports one price for the whole
 * message (null until it is priced), so the price of a unit is known only for
 * a one-segment message. What is not known is left out, never null: the
 * reference types both amounts as non-nullable strings.
 */
function toPrice(message: TwilioMessage): Message['price'] {
  const total = toPriceAmount(message.price);
  const price: NonNullable<Message['price']> = {};
  if (total !== undefined && toCount(message.num_segments) === 1) price.per_unit = total;
  if (total !== undefined) price.total_amount = total;
  if (message.price_unit) price.currency = message.price_unit.toUpperCase();
  return Object.keys(price).length > 0 ? price : undefined;
}

/** Why a message failed; the explanation is left out when Twilio gives only the code. */
function toError(message: TwilioMessage): Message['error'] {
  if (message.error_code === null) return undefined;
  return message.error_message ? { code: String(message.error_code), message: message.error_message } : { code: String(message.error_code) };
}

const readOnly = { write: false } as const;

export const messageFields = fieldTable<Message, TwilioMessage>(
  {
    id: { at: 'sid', ...readOnly },
    from: { read: (message) => message.from ?? '', write: (from) => ({ From: from }) },
    to: { read: (message) => message.to ?? '', write: (to) => ({ To: to }) },
    body: { read: (message) => message.body ?? '', write: (body) => ({ Body: body }) },
    type: { read: (message) => ((toCount(message.num_media) ?? 0) > 0 ? 'mms' : 'sms'), ...readOnly },
    number_of_units: { at: 'num_segments', codec: count, ...readOnly },
    number_of_media_files: { at: 'num_media', codec: count, ...readOnly },
    direction: { read: (message) => (message.direction !== null && directions.has(message.direction) ? (message.direction as Message['direction']) : 'unknown'), ...readOnly },
    status: { read: (message) => toStatus(message.status), ...readOnly },
    // Left out until Twilio has sent it (date_sent is null before).
    sent_at: { read: (message) => fromTwilioDate(message.date_sent) ?? undefined, ...readOnly },
    price: { read: toPrice, ...readOnly },
    error: { read: toError, ...readOnly },
    messaging_service_id: { read: (message) => message.messaging_service_sid ?? undefined, write: (sid) => ({ MessagingServiceSid: sid }) },
    // Twilio schedules only through a messaging service, with ScheduleType=fixed.
    scheduled_at: { write: (at) => (at ? { SendAt: toIsoDateTime(at) ?? undefined, ScheduleType: 'fixed' } : {}) },
    // Replaced by the connection's inbound URL where the service receives statuses (messages.ts).
    webhook_url: { write: (url) => ({ StatusCallback: url }) },
    created_at: { at: 'date_created', codec: twilioDate, ...readOnly },
    updated_at: { at: 'date_updated', codec: twilioDate, ...readOnly },
  },
  { absent: ['created_by', 'updated_by'] },
);
