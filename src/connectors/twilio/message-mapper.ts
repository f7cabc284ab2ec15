/** Twilio Message resource → unified Message. */
import { mapFields } from '../framework/field-mapper.js';
import { fromTwilioDate } from './twilio-date.js';
import type { ModelOf } from '../../unified/define.js';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, type messages } from '../../unified/sms/messages.js';

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

/** Twilio's message resource has no author fields: created_by and updated_by are always null. */
export const fromTwilioMessage = mapFields<TwilioMessage, Message>(
  {
    id: (message) => message.sid,
    from: (message) => message.from ?? '',
    to: (message) => message.to ?? '',
    body: (message) => message.body ?? '',
    type: (message) => {
      const media = toCount(message.num_media);
      return media !== undefined && media > 0 ? 'mms' : 'sms';
    },
    number_of_units: (message) => toCount(message.num_segments),
    number_of_media_files: (message) => toCount(message.num_media),
    direction: (message) =>
      message.direction !== null && directions.has(message.direction) ? (message.direction as Message['direction']) : 'unknown',
    status: (message) => toStatus(message.status),
    // Left out until Twilio has sent it (date_sent is null before).
    sent_at: (message) => fromTwilioDate(message.date_sent) ?? undefined,
    price: toPrice,
    error: toError,
    messaging_service_id: (message) => message.messaging_service_sid ?? undefined,
    created_at: (message) => fromTwilioDate(message.date_created),
    updated_at: (message) => fromTwilioDate(message.date_updated),
  },
  { absent: ['created_by', 'updated_by'] },
);
