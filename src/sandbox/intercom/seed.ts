/**
 * A believable workspace: 36 users (customers who signed up, most with an
 * external_id from the customer's own system, some with a phone, a location
 * and custom attributes), 8 leads (Messenger visitors who left an email or
 * nothing) and one archived user that nothing lists. Deterministic per
 * workspace (the kit seeds Faker per account). Every record is valid against
 * the description's `contact` schema: the contract test checks the answers.
 * The first user is named so demos and tests can find it.
 */
import { seedClock, type SeedContext } from '../framework/kit/index.js';
import type { IntercomAccount } from './accounts.js';

const USERS = 36;
const LEADS = 8;
const PLANS = ['free', 'starter', 'pro', 'enterprise'];

function contactId(ctx: SeedContext<IntercomAccount>): string {
  return ctx.faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' });
}

function base(ctx: SeedContext<IntercomAccount>, createdAt: number) {
  const { faker } = ctx;
  return {
    id: contactId(ctx),
    workspace_id: ctx.account.id,
    owner_id: null,
    has_hard_bounced: false,
    marked_email_as_spam: false,
    unsubscribed_from_emails: faker.datatype.boolean({ probability: 0.1 }),
    created_at: createdAt,
    updated_at: createdAt + faker.number.int({ min: 0, max: 5 }) * 86_400_000,
    last_seen_at: createdAt + faker.number.int({ min: 1, max: 9 }) * 3_600_000,
    browser: faker.helpers.arrayElement(['chrome', 'firefox', 'safari', 'edge']),
    browser_language: faker.helpers.arrayElement(['en', 'en-GB', 'fr', 'de']),
    os: faker.helpers.arrayElement(['OS X 14.4', 'Windows 11', 'iOS 17.4', 'Android 14']),
    location: { type: 'location', country: faker.location.country(), region: faker.location.state(), city: faker.location.city() },
  };
}

export function seedIntercom(ctx: SeedContext<IntercomAccount>): void {
  const { faker, put } = ctx;
  const clock = seedClock(ctx.now);
  for (let i = 0; i < USERS; i++) {
    const first = i === 0 ? 'Ada' : faker.person.firstName();
    const last = i === 0 ? 'Lovelace' : faker.person.lastName();
    const createdAt = clock.daysAgo(120 - i * 3, faker);
    put('contacts', {
      ...base(ctx, createdAt),
      role: 'user',
      external_id: i % 4 === 3 ? null : `cus_${faker.string.alphanumeric({ length: 10, casing: 'lower' })}`,
      email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
      phone: i % 3 === 0 ? faker.helpers.replaceSymbols('+1 415 555 ####') : null,
      name: i % 9 === 8 ? first : `${first} ${last}`,
      signed_up_at: createdAt,
      custom_attributes: { plan: faker.helpers.arrayElement(PLANS), seats: faker.number.int({ min: 1, max: 40 }) },
    });
  }
  for (let i = 0; i < LEADS; i++) {
    const createdAt = clock.daysAgo(30 - i * 2, faker);
    const named = i % 2 === 0;
    put('contacts', {
      ...base(ctx, createdAt),
      role: 'lead',
      external_id: null,
      email: named ? faker.internet.email({ provider: 'example.org' }).toLowerCase() : '',
      phone: null,
      name: named ? faker.person.fullName() : null,
      signed_up_at: null,
      custom_attributes: {},
    });
  }
  const createdAt = clock.daysAgo(200, faker);
  put('contacts', {
    ...base(ctx, createdAt),
    role: 'user',
    external_id: 'cus_archived0001',
    email: 'former.customer@example.com',
    phone: null,
    name: 'Former Customer',
    signed_up_at: createdAt,
    custom_attributes: {},
    archived: true,
  });
}
