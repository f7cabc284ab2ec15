/**
 * Unified SMS messages on Twilio's Message resource (the mapping is
 * message-fields.ts). Update: Twilio only lets a message's body be redacted
 * (Body="") or a scheduled message be canceled; anything else is refused by
 * Twilio itself, so an update sends the body alone.
 */
import { messages } from '../../unified/sms/messages.js';
import { collection } from '../kit/index.js';
import { twilioDialect } from './dialect.js';
import { messageFields } from './message-fields.js';

export const twilioMessages = collection(messages, {
  dialect: twilioDialect,
  downstream: { id: 'Messages', name: 'Messages' },
  what: 'message',
  fields: messageFields,
  path: '/2010-04-01/Accounts/{account_sid}/Messages.json',
  recordPath: '/2010-04-01/Accounts/{account_sid}/Messages/{id}.json',
  listAt: 'messages',
  idAt: 'sid',
  list: true,
  add: true,
  update: { method: 'POST', fields: ['body'] },
  delete: true,
  hooks: {
    // The StatusCallback is the connection's inbound URL (`/webhook/w/…`): the service receives each status, verifies
    // it and publishes `sms.message.updated` to subscribers, the message's own webhook_url included. Without one (a
    // context outside the service's routes), webhook_url is given to Twilio as is.
    beforeWrite: (ctx, { operation, body }) => (operation === 'add' && ctx.inboundUrl ? { ...(body as object), StatusCallback: ctx.inboundUrl } : body),
  },
  // Twilio POSTs each status a sent message enters to its StatusCallback URL (the emulator does too): inbound.ts.
  events: [{ action: 'updated', downstream: 'StatusCallback' }],
});
