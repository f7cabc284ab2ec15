/**
 * The `api.v2010.account.message` and `api.v2010.account` resources as Twilio
 * writes them: snake_case fields, RFC 2822 dates, counts and prices as strings.
 *
 * A message's JSON text is cached on the stored record (lists are the hot path
 * of the throughput benchmark), so a page is a join of ready-made strings.
 */
import { toRfc2822, toRfc2822OrNull } from './dates.js';
import type { StoredAccount, StoredMessage } from './store.js';

export const API_VERSION = '2010-04-01';
export const API_BASE = `/${API_VERSION}`;

export function accountUri(accountSid: string): string {
  return `${API_BASE}/Accounts/${accountSid}.json`;
}

export function messagesUri(accountSid: string): string {
  return `${API_BASE}/Accounts/${accountSid}/Messages.json`;
}

export function messageUri(accountSid: string, messageSid: string): string {
  return `${API_BASE}/Accounts/${accountSid}/Messages/${messageSid}.json`;
}

/** Field order follows the schema in Twilio's OpenAPI description. */
export function messageResource(message: StoredMessage, accountSid: string): Record<string, unknown> {
  return {
    body: message.body,
    num_segments: String(message.numSegments),
    direction: message.direction,
    from: message.from,
    to: message.to,
    date_updated: toRfc2822(message.dateUpdatedMs),
    price: message.price,
    error_message: message.errorMessage,
    uri: messageUri(accountSid, message.sid),
    account_sid: accountSid,
    num_media: String(message.numMedia),
    status: message.status,
    messaging_service_sid: message.messagingServiceSid,
    sid: message.sid,
    date_sent: toRfc2822OrNull(message.dateSentMs),
    date_created: toRfc2822(message.dateCreatedMs),
    error_code: message.errorCode,
    price_unit: message.priceUnit,
    api_version: API_VERSION,
    subresource_uris: {
      media: `${API_BASE}/Accounts/${accountSid}/Messages/${message.sid}/Media.json`,
    },
  };
}

export function messageJson(message: StoredMessage, accountSid: string): string {
  message.cachedJson ??= JSON.stringify(messageResource(message, accountSid));
  return message.cachedJson;
}

/** Sub-resources Twilio lists on an account, by their name in `subresource_uris`. */
const ACCOUNT_SUBRESOURCES: ReadonlyArray<readonly [string, string]> = [
  ['addresses', 'Addresses'],
  ['conferences', 'Conferences'],
  ['signing_keys', 'SigningKeys'],
  ['transcriptions', 'Transcriptions'],
  ['connect_apps', 'ConnectApps'],
  ['sip', 'SIP'],
  ['authorized_connect_apps', 'AuthorizedConnectApps'],
  ['usage', 'Usage'],
  ['keys', 'Keys'],
  ['applications', 'Applications'],
  ['recordings', 'Recordings'],
  ['short_codes', 'SMS/ShortCodes'],
  ['calls', 'Calls'],
  ['notifications', 'Notifications'],
  ['incoming_phone_numbers', 'IncomingPhoneNumbers'],
  ['queues', 'Queues'],
  ['messages', 'Messages'],
  ['outgoing_caller_ids', 'OutgoingCallerIds'],
  ['available_phone_numbers', 'AvailablePhoneNumbers'],
  ['balance', 'Balance'],
];

export function accountResource(account: StoredAccount): Record<string, unknown> {
  const base = `${API_BASE}/Accounts/${account.sid}`;
  return {
    status: account.status,
    date_updated: toRfc2822(account.dateUpdatedMs),
    auth_token: account.authToken,
    friendly_name: account.friendlyName,
    owner_account_sid: account.sid,
    uri: accountUri(account.sid),
    sid: account.sid,
    date_created: toRfc2822(account.dateCreatedMs),
    type: account.type,
    subresource_uris: Object.fromEntries(ACCOUNT_SUBRESOURCES.map(([name, path]) => [name, `${base}/${path}.json`])),
  };
}
