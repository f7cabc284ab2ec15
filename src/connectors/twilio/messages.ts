/**
 * Unified SMS messages on Twilio's Message resource.
 * Update: Twilio only lets a message's body be redacted (Body="") or a
 * scheduled message be canceled; anything else is refused by Twilio itself.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { messages } from '../../unified/sms/messages.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { nextUrlPaging } from '../framework/paging/index.js';
import { restCreate, restDelete, restList, restOne, restUpdate, type NotFoundRule } from '../framework/rest/index.js';
import { fromTwilioMessage } from './message-mapper.js';

type Message = ModelOf<typeof messages>;

const LIST = '/2010-04-01/Accounts/{account_sid}/Messages.json';
const ONE = '/2010-04-01/Accounts/{account_sid}/Messages/{id}.json';

/** Twilio's 20404 ("The requested resource was not found") for a message sid. */
const notFound: NotFoundRule = {
  message: 'No Twilio message has this id',
  when: (body) => (body as { code?: unknown } | null)?.code === 20404,
};

/**
 * The StatusCallback is the connection's inbound URL (`/webhook/w/…`): the
 * service receives each status, verifies it and publishes `sms.message.updated`
 * to subscribers, the message's own `webhook_url` included. Without one (a
 * context outside the service's routes), `webhook_url` is given to Twilio as is.
 */
export function toTwilioForm(record: Partial<Message>, inboundUrl?: string): Record<string, string | undefined> {
  return {
    To: record.to,
    From: record.from,
    Body: record.body,
    MessagingServiceSid: record.messaging_service_id,
    StatusCallback: inboundUrl ?? record.webhook_url,
    // Twilio schedules only through a messaging service, with ScheduleType=fixed.
    SendAt: record.scheduled_at ? (toIsoDateTime(record.scheduled_at) ?? undefined) : undefined,
    ScheduleType: record.scheduled_at ? 'fixed' : undefined,
  };
}

export const twilioMessages = implement(messages, {
  downstream: { id: 'Messages', name: 'Messages' },
  mapper: fromTwilioMessage,
  list: restList({
    path: LIST,
    // Twilio pages by URIs under the account's message list; 1000 is its largest PageSize.
    paging: nextUrlPaging({ size: 'PageSize', max: 1000, next: 'next_page_uri', previous: 'previous_page_uri' }),
    itemsAt: 'messages',
    map: fromTwilioMessage,
  }),
  one: restOne({ path: ONE, map: fromTwilioMessage, notFound }),
  add: (ctx, params) => restCreate<Message>({ path: LIST, form: (record) => toTwilioForm(record, ctx.inboundUrl), idAt: 'sid' })(ctx, params),
  update: restUpdate({ path: ONE, method: 'POST', form: (record) => ({ Body: record.body }), idAt: 'sid', notFound }),
  delete: restDelete({ path: ONE, notFound }),
  // Twilio POSTs each status a sent message enters to its StatusCallback URL (the emulator does too): inbound.ts.
  events: [{ action: 'updated', downstream: 'StatusCallback' }],
});
