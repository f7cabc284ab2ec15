/**
 * The accounts the emulator knows and the Account resource: Accounts.json
 * lists the authenticated account (Twilio adds its subaccounts; the sandbox
 * has none), Accounts/{Sid}.json fetches it (connectors call it to test
 * credentials). Another account's sid is a 403 before this is reached.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { TwilioAccount } from './dialect.js';
import { API_BASE } from './dialect.js';
import { TWILIO_DEMO_ACCOUNT, TWILIO_TEST_CREDENTIALS } from './seed-content.js';

export const TWILIO_ACCOUNTS: readonly TwilioAccount[] = [
  { id: TWILIO_DEMO_ACCOUNT.accountSid, authToken: TWILIO_DEMO_ACCOUNT.authToken, friendlyName: TWILIO_DEMO_ACCOUNT.friendlyName },
  { id: TWILIO_TEST_CREDENTIALS.accountSid, authToken: TWILIO_TEST_CREDENTIALS.authToken, friendlyName: TWILIO_TEST_CREDENTIALS.friendlyName, test: true },
];

/** Sub-resources Twilio lists on an account, by their name in `subresource_uris`. */
const SUBRESOURCES: ReadonlyArray<readonly [string, string]> = [
  ['addresses', 'Addresses'], ['conferences', 'Conferences'], ['signing_keys', 'SigningKeys'], ['transcriptions', 'Transcriptions'],
  ['connect_apps', 'ConnectApps'], ['sip', 'SIP'], ['authorized_connect_apps', 'AuthorizedConnectApps'], ['usage', 'Usage'],
  ['keys', 'Keys'], ['applications', 'Applications'], ['recordings', 'Recordings'], ['short_codes', 'SMS/ShortCodes'],
  ['calls', 'Calls'], ['notifications', 'Notifications'], ['incoming_phone_numbers', 'IncomingPhoneNumbers'], ['queues', 'Queues'],
  ['messages', 'Messages'], ['outgoing_caller_ids', 'OutgoingCallerIds'], ['available_phone_numbers', 'AvailablePhoneNumbers'], ['balance', 'Balance'],
];

export const accounts = defineResource<TwilioAccount>({
  name: 'accounts',
  labels: { list: 'accounts' },
  routes: { list: `GET ${API_BASE}/Accounts.json`, get: `GET ${API_BASE}/Accounts/:Sid.json` },
  idParam: 'Sid',
  // No create route (subaccounts are not emulated), so no id is ever made.
  newId: () => {
    throw fail.unsupported('Subaccounts are not emulated');
  },
  fields: {
    status: { kind: 'string', readOnly: true },
    dateUpdated: { wire: 'date_updated', kind: 'time', readOnly: true },
    authToken: { wire: 'auth_token', kind: 'string', readOnly: true },
    friendlyName: { wire: 'friendly_name', kind: 'string', readOnly: true },
    id: { wire: 'sid', kind: 'string', readOnly: true },
    dateCreated: { wire: 'date_created', kind: 'time', readOnly: true },
    type: { kind: 'string', readOnly: true },
  },
  filters: {
    FriendlyName: (record, value) => record.friendlyName === value,
    Status: (record, value) => record.status === value,
  },
  hooks: {
    present: (wire, record) => {
      const base = `${API_BASE}/Accounts/${record.id}`;
      const subresources = SUBRESOURCES.map(([name, path]) => [name, `${base}/${path}.json`]);
      // The sandbox has no subaccounts: every account owns itself.
      return { ...wire, owner_account_sid: record.id, uri: `${base}.json`, subresource_uris: Object.fromEntries(subresources) };
    },
  },
});
