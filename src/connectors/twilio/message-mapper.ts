/** Twilio Message resource → unified Message. */
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
function toPriceAmount(price: string | null): string | null {
  if (price === null) return null;
  return price.startsWith('-') ? price.slice(1) : price;
}

export function fromTwilioMessage(message: TwilioMessage): Message {
  const media = toCount(message.num_media);
  const record: Message = {
    id: message.sid,
    from: message.from ?? '',
    to: message.to ?? '',
    body: message.body ?? '',
    type: media !== undefined && media > 0 ? 'mms' : 'sms',
    number_of_units: toCount(message.num_segments),
    number_of_media_files: media,
    direction: message.direction !== null && directions.has(message.direction) ? (message.direction as Message['direction']) : 'unknown',
    status: toStatus(message.status),
    sent_at: fromTwilioDate(message.date_sent),
    price: {
      per_unit: toCount(message.num_segments) === 1 ? toPriceAmount(message.price) : null,
      total_amount: toPriceAmount(message.price),
      currency: message.price_unit ? message.price_unit.toUpperCase() : null,
    },
    messaging_service_id: message.messaging_service_sid ?? undefined,
    created_at: fromTwilioDate(message.date_created),
    updated_at: fromTwilioDate(message.date_updated),
    created_by: null,
    updated_by: null,
  };
  if (message.error_code !== null) {
    record.error = { code: String(message.error_code), message: message.error_message };
  }
  return record;
}
