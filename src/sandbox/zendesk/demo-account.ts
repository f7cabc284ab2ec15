/**
 * Credentials of the seeded sandbox account. They are public on purpose: the
 * emulator only listens on loopback and holds made-up data.
 *
 * `email` is the seeded admin agent; Zendesk API tokens are account-wide, so
 * `{email}/token:{apiToken}` authenticates as that agent, and so does the
 * bearer `oauthAccessToken`.
 */
export const ZENDESK_DEMO_ACCOUNT = {
  subdomain: 'acme-demo',
  email: 'agent@acme-demo.example',
  apiToken: 'zdDemo1ePM5zBv0tSYZUSiUxKWC1nItfu51MBC6P',
  oauthAccessToken: '4340f40368cbfcb9c0ed4cabdb307be2072f304a3f37c718c7f2313706c86aeb',
} as const;

/** Name of the seeded admin that the demo credentials authenticate as. */
export const ZENDESK_DEMO_AGENT_NAME = 'Avery Demo';

/** Id of the seeded admin: the first user of the account (see seed.ts for the id scheme). */
export const ZENDESK_DEMO_AGENT_ID = '19310000001000';
