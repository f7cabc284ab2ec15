/**
 * Seeded customers: people with one or two addresses (some none), email and
 * phone on most, a few disabled or invited, some tax exempt, and a few B2B
 * buyers whose company location carries a tax registration id (typed with
 * stray spaces, as merchants paste them: the connector trims them).
 */
import type { SeedContext } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import { nextLegacyId } from './ids.js';
import type { StoredAddress, StoredCustomer } from './records.js';

const DAY = 86_400_000;
const TAX_IDS = [' DE811907980 ', 'GB123456789', '94-1234567 ', 'FR40303265045'];
const STATES = [['New York', 'NY'], ['California', 'CA'], ['Oregon', 'OR'], ['Texas', 'TX'], ['Maine', 'ME']] as const;

export function seedAddress(seed: SeedContext<ShopifyAccount>, person: { firstName: string; lastName: string; company?: string | null; phone?: string | null }): StoredAddress {
  const { faker, account } = seed;
  const japan = account.country === 'JP';
  const [province, provinceCode] = japan ? ['Kyoto', 'JP-26'] : faker.helpers.arrayElement(STATES);
  return {
    id: nextLegacyId(seed.tenant.next.bind(seed.tenant), 'MailingAddress'),
    firstName: person.firstName,
    lastName: person.lastName,
    company: person.company ?? null,
    address1: faker.location.streetAddress(),
    address2: faker.datatype.boolean({ probability: 0.3 }) ? `Apt ${faker.number.int({ min: 1, max: 40 })}` : null,
    city: japan ? 'Kyoto' : faker.location.city(),
    province,
    provinceCode,
    country: japan ? 'Japan' : 'United States',
    countryCodeV2: account.country,
    zip: japan ? `60${faker.string.numeric(1)}-${faker.string.numeric(4)}` : faker.location.zipCode('#####'),
    phone: person.phone ?? null,
  };
}

export function seedCustomers(seed: SeedContext<ShopifyAccount>): StoredCustomer[] {
  const { faker, account, now, tenant } = seed;
  const next = tenant.next.bind(tenant);
  const customers: StoredCustomer[] = [];
  for (let index = 0; index < account.customers; index += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const created = new Date(now - (400 - index * 9) * DAY - faker.number.int(DAY)).toISOString();
    const updated = new Date(Date.parse(created) + faker.number.int({ min: 0, max: 150 }) * DAY).toISOString();
    const phone = index % 5 === 4 ? null : `+1${faker.string.numeric({ length: 1, exclude: ['0', '1'] })}${faker.string.numeric(9)}`;
    const business = index % 8 === 2;
    const companyName = business ? faker.company.name() : null;
    const addresses = Array.from({ length: index % 9 === 6 ? 0 : 1 + (index % 3 === 0 ? 1 : 0) }, () => seedAddress(seed, { firstName, lastName, company: companyName, phone }));
    const taxId = business ? TAX_IDS[(index / 8) % TAX_IDS.length | 0]! : null;
    customers.push(
      seed.put('customers', {
        id: nextLegacyId(next, 'Customer'),
        firstName,
        lastName,
        email: index % 13 === 12 ? null : faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
        phone,
        state: index % 11 === 5 ? 'DISABLED' : index % 11 === 7 ? 'INVITED' : 'ENABLED',
        note: index % 4 === 0 ? 'Prefers email contact' : null,
        tags: business ? ['wholesale'] : [],
        locale: account.country === 'JP' ? 'ja' : 'en',
        verifiedEmail: index % 6 !== 3,
        taxExempt: index % 10 === 3,
        taxExemptions: index % 10 === 3 ? ['US_NY_RESELLER_EXEMPTION'] : [],
        createdAt: created,
        updatedAt: updated,
        addresses,
        defaultAddressId: addresses[0]?.id ?? null,
        company: business
          ? {
              id: nextLegacyId(next, 'Company'),
              contactId: nextLegacyId(next, 'CompanyContact'),
              name: companyName!,
              locations: [{ id: nextLegacyId(next, 'CompanyLocation'), name: `${companyName} HQ`, taxRegistrationId: taxId, address: seedAddress(seed, { firstName, lastName, company: companyName, phone }) }],
            }
          : null,
      }) as unknown as StoredCustomer,
    );
  }
  return customers;
}
