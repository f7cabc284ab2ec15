/**
 * Deterministic seed of the demo account: the demo admin, five agents, seven
 * organizations and 120 end users (customers), with the demo OAuth token.
 * People come from the kit's Faker (seeded per account) and every date hangs
 * off a fixed reference time, so two starts serve byte-identical data.
 * Ids grow with creation time, as Zendesk's do.
 */
import type { Faker } from '@faker-js/faker';
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { ZendeskAccount } from './auth.js';
import { ZENDESK_DEMO_ACCOUNT, ZENDESK_DEMO_AGENT_ID, ZENDESK_DEMO_AGENT_NAME } from './demo-account.js';
import { ID_STEP, ORGANIZATION_ID_BASE, USER_ID_BASE } from './ids.js';
import { CUSTOMER_NOTES, CUSTOMER_TAGS, CUSTOMER_TIERS, PERSONAL_EMAIL_DOMAINS, SEED_AGENTS, SEED_ORGANIZATIONS, SEED_PLACES } from './seed-data.js';
import { blankUser } from './user-rules.js';

/** "Now" for the seed: every seeded date lies in the year before it. */
const SEED_REFERENCE_TIME = Date.UTC(2026, 10, 1, 9, 0, 0);
const END_USERS = 120;
const DAY = 86_400_000;

/** Email local parts are ASCII: accents and apostrophes go ("Chloé O’Brien" → "chloe.obrien"). */
const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();

function seedOrganizations(faker: Faker): StoredRecord[] {
  return SEED_ORGANIZATIONS.map((org, index) => {
    const createdAt = SEED_REFERENCE_TIME - (400 - index * 9) * DAY + faker.number.int(DAY);
    return {
      id: String(ORGANIZATION_ID_BASE + (index + 1) * ID_STEP), name: org.name, details: org.details, notes: org.notes,
      domainNames: [org.domain], externalId: `acct-${1001 + index}`, groupId: null, sharedTickets: org.sharedTickets, sharedComments: org.sharedTickets,
      tags: [...org.tags], organizationFields: { plan: org.plan, seats: faker.number.int({ min: 10, max: 499 }) },
      createdAt, updatedAt: createdAt + faker.number.int(199) * DAY,
    };
  });
}

function seedAgents(faker: Faker): StoredRecord[] {
  const accountCreated = SEED_REFERENCE_TIME - 420 * DAY;
  const demo = { name: ZENDESK_DEMO_AGENT_NAME, email: ZENDESK_DEMO_ACCOUNT.email, role: 'admin', signature: 'Avery, Acme Demo Support', alias: 'Avery' };
  return [demo, ...SEED_AGENTS].map((agent, index) => ({
    ...blankUser(agent.role),
    ...agent,
    id: index === 0 ? ZENDESK_DEMO_AGENT_ID : String(USER_ID_BASE + (index + 1) * ID_STEP),
    localeId: 1,
    ianaTimeZone: 'America/New_York',
    verified: true,
    createdAt: accountCreated + index * 3 * DAY,
    updatedAt: SEED_REFERENCE_TIME - faker.number.int(29) * DAY,
    lastLoginAt: SEED_REFERENCE_TIME - faker.number.int(47) * 3_600_000,
  }));
}

/** Roughly half the customers have custom fields filled in, some only partly. */
function userFields(faker: Faker, index: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...(blankUser('end-user').userFields as object) };
  if (index % 2 === 1) return fields;
  Object.assign(fields, { customer_tier: faker.helpers.arrayElement(CUSTOMER_TIERS), account_number: `ACME-${10_000 + index * 37}` });
  if (index % 4 === 0) {
    const renewal = new Date(SEED_REFERENCE_TIME + faker.number.int({ min: 30, max: 329 }) * DAY);
    Object.assign(fields, { contract_renewal_date: `${renewal.toISOString().slice(0, 10)}T00:00:00Z`, lifetime_value: faker.number.int(5_000_000) / 100, marketing_opt_in: faker.datatype.boolean(0.6) });
  }
  return fields;
}

function seedEndUsers(faker: Faker, organizations: StoredRecord[], firstId: number): StoredRecord[] {
  // Creation times first, sorted, so that ids grow with created_at.
  const created = Array.from({ length: END_USERS }, () => SEED_REFERENCE_TIME - faker.number.int(364 * DAY) - DAY).sort((a, b) => a - b);
  const emails = new Set<string>();
  return created.map((createdAt, index) => {
    const [first, last] = [faker.person.firstName(), faker.person.lastName()];
    // One customer in six has no organization (a consumer rather than a company contact).
    const organization = index % 6 === 5 ? undefined : faker.helpers.arrayElement(organizations);
    const place = faker.helpers.arrayElement(SEED_PLACES);
    const domain = organization ? (organization.domainNames as string[])[0] : faker.helpers.arrayElement(PERSONAL_EMAIL_DOMAINS);
    let email = `${ascii(first)}.${ascii(last)}@${domain}`;
    if (emails.has(email)) email = email.replace('@', `${index}@`);
    emails.add(email);
    const updatedAt = createdAt + faker.number.int(SEED_REFERENCE_TIME - createdAt);
    // Every seventh customer has no phone on file.
    const phone = index % 7 === 3 ? null : `${place.phonePrefix}${String(faker.number.int({ min: 100, max: 199 })).padStart(4, '0')}`;
    return {
      ...blankUser('end-user'),
      id: String(firstId + index * ID_STEP), name: `${first} ${last}`, email, phone, sharedPhoneNumber: phone === null ? null : index % 11 === 0,
      organizationId: organization ? Number(organization.id) : null, details: `${faker.location.streetAddress()}, ${place.city}`,
      notes: faker.helpers.arrayElement(CUSTOMER_NOTES), locale: place.locale, localeId: place.localeId, timeZone: place.timeZone, ianaTimeZone: place.ianaTimeZone,
      tags: CUSTOMER_TAGS.filter(() => faker.datatype.boolean(0.18)), userFields: userFields(faker, index),
      externalId: index % 5 === 4 ? null : `crm-${String(5000 + index).padStart(6, '0')}`, ticketRestriction: organization?.sharedTickets ? 'organization' : 'requested',
      verified: index % 9 !== 8, suspended: index % 15 === 14, alias: index % 13 === 0 ? first : '',
      createdAt, updatedAt, lastLoginAt: index % 3 === 2 ? null : updatedAt - faker.number.int(DAY),
    };
  });
}

export function seedZendesk({ put, faker }: SeedContext<ZendeskAccount>): void {
  const organizations = seedOrganizations(faker).map((organization) => put('organizations', organization));
  const agents = seedAgents(faker).map((agent) => put('users', agent));
  for (const user of seedEndUsers(faker, organizations, USER_ID_BASE + (agents.length + 1) * ID_STEP)) put('users', user);
  put('oauth_tokens', { id: ZENDESK_DEMO_ACCOUNT.oauthAccessToken, userId: ZENDESK_DEMO_AGENT_ID });
}
