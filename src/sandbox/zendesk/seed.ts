/**
 * Deterministic seed for one emulator instance: the demo admin, a few agents,
 * seven organizations and 120 end users. A small seeded PRNG drives every
 * choice and all dates hang off a fixed reference time, so two runs (and two
 * `start()` calls) produce byte-identical data that tests can assert on.
 */
import { ZENDESK_DEMO_ACCOUNT, ZENDESK_DEMO_AGENT_NAME } from './demo-account.js';
import {
  CUSTOMER_NOTES,
  CUSTOMER_TAGS,
  CUSTOMER_TIERS,
  FIRST_NAMES,
  LAST_NAMES,
  PERSONAL_EMAIL_DOMAINS,
  SEED_AGENTS,
  SEED_ORGANIZATIONS,
  SEED_PLACES,
  USER_FIELD_KEYS,
  type SeedPlace,
} from './seed-data.js';
import type { UserFieldValue, ZendeskOrganizationRecord, ZendeskRole, ZendeskUserRecord } from './types.js';

/** "Now" for the seed: every seeded date lies in the year before it. */
export const SEED_REFERENCE_TIME = Date.UTC(2026, 10, 1, 9, 0, 0);
export const SEED_END_USER_COUNT = 120;

/** Zendesk ids are large integers that grow with time; keep ours in that style. */
export const USER_ID_BASE = 19_310_000_000_000;
export const ID_STEP = 1_000;
const ORGANIZATION_ID_BASE = 19_300_000_000_000;
/** The demo account's single support group, every agent's default group. */
export const SUPPORT_GROUP_ID = 19_200_000_000_100;

const DAY_MS = 86_400_000;

/** mulberry32: tiny, fast, and good enough to spread made-up data. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Email local parts are ASCII: drop accents and apostrophes ("Chloé O’Brien" → "chloe.obrien"). */
function mailboxName(first: string, last: string): string {
  const ascii = (text: string) =>
    text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();
  return `${ascii(first)}.${ascii(last)}`;
}

function emptyUserFields(): Record<string, UserFieldValue> {
  return Object.fromEntries(USER_FIELD_KEYS.map((key) => [key, null]));
}

export interface SeededAccount {
  users: ZendeskUserRecord[];
  organizations: ZendeskOrganizationRecord[];
}

/** Base of every user record; callers override what differs. */
export function blankUser(id: number, name: string, role: ZendeskRole, at: number): ZendeskUserRecord {
  return {
    id,
    name,
    email: null,
    phone: null,
    sharedPhoneNumber: null,
    alias: '',
    details: '',
    notes: '',
    signature: '',
    organizationId: null,
    role,
    roleType: role === 'admin' ? 4 : null,
    defaultGroupId: role === 'end-user' ? null : SUPPORT_GROUP_ID,
    locale: 'en-US',
    localeId: 1,
    timeZone: 'Eastern Time (US & Canada)',
    ianaTimeZone: 'America/New_York',
    tags: [],
    userFields: emptyUserFields(),
    externalId: null,
    ticketRestriction: role === 'end-user' ? 'requested' : null,
    moderator: role !== 'end-user',
    onlyPrivateComments: false,
    restrictedAgent: role === 'agent',
    twoFactorAuthEnabled: role === 'end-user' ? null : false,
    active: true,
    verified: false,
    suspended: false,
    createdAt: at,
    updatedAt: at,
    lastLoginAt: null,
    revision: 0,
  };
}

function seedOrganizations(random: () => number): ZendeskOrganizationRecord[] {
  return SEED_ORGANIZATIONS.map((org, index) => {
    const createdAt = SEED_REFERENCE_TIME - (400 - index * 9) * DAY_MS + Math.floor(random() * DAY_MS);
    return {
      id: ORGANIZATION_ID_BASE + (index + 1) * ID_STEP,
      name: org.name,
      details: org.details,
      notes: org.notes,
      domainNames: [org.domain],
      externalId: `acct-${String(1001 + index)}`,
      groupId: null,
      sharedTickets: org.sharedTickets,
      sharedComments: org.sharedTickets,
      tags: [...org.tags],
      organizationFields: { plan: org.plan, seats: 10 + Math.floor(random() * 490) },
      createdAt,
      updatedAt: createdAt + Math.floor(random() * 200) * DAY_MS,
    };
  });
}

function seedAgents(random: () => number): ZendeskUserRecord[] {
  const accountCreated = SEED_REFERENCE_TIME - 420 * DAY_MS;
  const demo = blankUser(USER_ID_BASE + ID_STEP, ZENDESK_DEMO_AGENT_NAME, 'admin', accountCreated);
  const team = SEED_AGENTS.map((agent, index) => {
    const createdAt = accountCreated + (index + 1) * 3 * DAY_MS;
    const user = blankUser(USER_ID_BASE + (index + 2) * ID_STEP, agent.name, agent.role, createdAt);
    user.email = agent.email;
    user.signature = agent.signature;
    return user;
  });
  Object.assign(demo, { email: ZENDESK_DEMO_ACCOUNT.email, signature: 'Avery, Acme Demo Support', alias: 'Avery' });
  return [demo, ...team].map((user) => ({
    ...user,
    verified: true,
    updatedAt: SEED_REFERENCE_TIME - Math.floor(random() * 30) * DAY_MS,
    lastLoginAt: SEED_REFERENCE_TIME - Math.floor(random() * 48) * 3_600_000,
  }));
}

function seedUserFields(random: () => number, index: number): Record<string, UserFieldValue> {
  const fields = emptyUserFields();
  // Roughly half the customers have custom fields filled in, some only partly.
  if (index % 2 === 1) return fields;
  fields.customer_tier = pick(random, CUSTOMER_TIERS);
  fields.account_number = `ACME-${String(10_000 + index * 37)}`;
  if (index % 4 === 0) {
    const renewal = new Date(SEED_REFERENCE_TIME + (30 + Math.floor(random() * 300)) * DAY_MS);
    fields.contract_renewal_date = `${renewal.toISOString().slice(0, 10)}T00:00:00Z`;
    fields.lifetime_value = Math.round(random() * 5_000_000) / 100;
    fields.marketing_opt_in = random() < 0.6;
  }
  return fields;
}

function seedEndUsers(random: () => number, organizations: ZendeskOrganizationRecord[], firstId: number): ZendeskUserRecord[] {
  // Creation times first, sorted, so that ids grow with created_at as in Zendesk.
  const createdTimes = Array.from({ length: SEED_END_USER_COUNT }, () =>
    SEED_REFERENCE_TIME - Math.floor(random() * 364 * DAY_MS) - DAY_MS,
  ).sort((a, b) => a - b);
  const usedEmails = new Set<string>();
  return createdTimes.map((createdAt, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    // One customer in six has no organization (a consumer rather than a company contact).
    const organization = index % 6 === 5 ? null : pick(random, organizations);
    const place: SeedPlace = pick(random, SEED_PLACES);
    const domain = organization ? (organization.domainNames[0] as string) : pick(random, PERSONAL_EMAIL_DOMAINS);
    let mailbox = mailboxName(first, last);
    if (usedEmails.has(`${mailbox}@${domain}`)) mailbox = `${mailbox}${index}`;
    const email = `${mailbox}@${domain}`;
    usedEmails.add(email);

    const user = blankUser(firstId + index * ID_STEP, `${first} ${last}`, 'end-user', createdAt);
    user.email = email;
    // Every seventh customer has no phone on file.
    if (index % 7 !== 3) {
      user.phone = `${place.phonePrefix}${String(100 + Math.floor(random() * 100)).padStart(4, '0')}`;
      user.sharedPhoneNumber = index % 11 === 0;
    }
    user.organizationId = organization?.id ?? null;
    user.details = `${10 + Math.floor(random() * 190)} ${pick(random, place.streets)}, ${place.city}`;
    user.notes = pick(random, CUSTOMER_NOTES);
    user.locale = place.locale;
    user.localeId = place.localeId;
    user.timeZone = place.timeZone;
    user.ianaTimeZone = place.ianaTimeZone;
    user.tags = CUSTOMER_TAGS.filter(() => random() < 0.18);
    user.userFields = seedUserFields(random, index);
    user.externalId = index % 5 === 4 ? null : `crm-${String(5000 + index).padStart(6, '0')}`;
    user.ticketRestriction = organization?.sharedTickets ? 'organization' : 'requested';
    user.verified = index % 9 !== 8;
    user.suspended = index % 15 === 14;
    user.alias = index % 13 === 0 ? first : '';
    user.updatedAt = createdAt + Math.floor(random() * (SEED_REFERENCE_TIME - createdAt));
    if (index % 3 !== 2) user.lastLoginAt = user.updatedAt - Math.floor(random() * DAY_MS);
    return user;
  });
}

/** Builds a fresh copy of the seeded account; callers own (and may mutate) the result. */
export function seedAccount(): SeededAccount {
  const random = createRandom(0x2e0de5c);
  const organizations = seedOrganizations(random);
  const agents = seedAgents(random);
  const firstEndUserId = USER_ID_BASE + (agents.length + 1) * ID_STEP;
  const endUsers = seedEndUsers(random, organizations, firstEndUserId);
  return { users: [...agents, ...endUsers], organizations };
}
