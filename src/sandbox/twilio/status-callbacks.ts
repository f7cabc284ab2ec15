/**
 * Twilio's status callbacks: when a message names a StatusCallback URL, each
 * status it enters after creation (messages.ts, CALLBACK_STATUSES) is POSTed
 * there as Twilio's form, signed with X-Twilio-Signature from the account's
 * Auth Token (dialect.ts). Test credentials never trigger callbacks.
 */
import type { OutgoingWebhook, PlatformEvent } from '../framework/kit/index.js';
import { API_VERSION, type TwilioAccount } from './dialect.js';

export function statusCallbacks(event: PlatformEvent<TwilioAccount>): OutgoingWebhook[] {
  const message = event.record;
  const url = message.statusCallback;
  if (event.resource !== 'messages' || typeof url !== 'string' || event.account.test) return [];
  // The state is the event's, not the record's: a read may have moved the record further since.
  const status = event.type.slice('message.'.length);
  const form = new URLSearchParams({
    AccountSid: event.account.id,
    ApiVersion: API_VERSION,
    From: String(message.from ?? ''),
    MessageSid: message.id,
    MessageStatus: status,
    SmsSid: message.id,
    SmsStatus: status,
    To: String(message.to),
  });
  if (typeof message.messagingServiceSid === 'string') form.set('MessagingServiceSid', message.messagingServiceSid);
  if ((status === 'failed' || status === 'undelivered') && message.errorCode != null) form.set('ErrorCode', String(message.errorCode));
  return [{
    url,
    body: form.toString(),
    contentType: 'application/x-www-form-urlencoded',
    secret: event.account.authToken,
    headers: { 'user-agent': 'TwilioProxy/1.1', 'i-twilio-idempotency-token': `${message.id}-${status}` },
  }];
}
