/**
 * The people and companies a realm deals with: customers (households and
 * businesses, a few in foreign currencies, some with a separate delivery
 * site, a sub-customer for a job, notes and tax numbers where a bookkeeper
 * keeps them), vendors (companies and sole proprietors) and employees (one
 * since released). Fixed names (the first customer and vendor) let demos
 * and tests find them.
 */
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../framework/kit/index.js';
import type { QuickBooksRealm } from './realms.js';
import { ref, type SeedLists } from './seed-lists.js';
import type { SeedWriter } from './seed-writer.js';

export interface SeedNames {
  customers: StoredRecord[];
  vendors: StoredRecord[];
  employees: StoredRecord[];
}

const CUSTOMER_NOTES = ['Gate code 4471; dogs on site.', 'Prefers invoices by email, paid within the week.', 'Waters Tuesdays only: schedule visits around it.'];
const TITLES = ['Mr.', 'Ms.', 'Dr.', 'Mrs.'];
const SUFFIXES = ['Jr.', 'Sr.', 'III'];

function streetAddress(faker: Faker, country: string, state = true) {
  return {
    Line1: faker.location.streetAddress(), City: faker.location.city(),
    ...(state ? { CountrySubDivisionCode: faker.location.state({ abbreviated: true }) } : {}),
    PostalCode: faker.location.zipCode(), Country: country,
  };
}

function seedCustomers(w: SeedWriter, faker: Faker, realm: QuickBooksRealm, lists: SeedLists): StoredRecord[] {
  const foreign = Object.keys(realm.exchangeRates);
  const customers: StoredRecord[] = [];
  for (let c = 0; c < 24; c++) {
    const first = c === 0 ? 'Amy' : faker.person.firstName();
    const last = c === 0 ? 'Lauderdale' : faker.person.lastName();
    const companyName = c === 0 ? 'Amy\'s Bird Sanctuary' : c % 3 === 0 ? faker.company.name() : undefined;
    const currency = c >= 20 ? foreign[(c - 20) % foreign.length] : undefined;
    const slug = (companyName ?? `${first}${last}`).toLowerCase().replace(/[^a-z0-9]+/g, '');
    customers.push(w.create('Customer', {
      GivenName: first, FamilyName: last, ...(companyName ? { CompanyName: companyName, DisplayName: companyName } : {}),
      ...(c % 5 === 1 ? { Title: TITLES[c % TITLES.length], MiddleName: faker.person.middleName() } : {}),
      ...(c % 7 === 3 ? { Suffix: SUFFIXES[c % SUFFIXES.length] } : {}),
      PrimaryEmailAddr: { Address: faker.internet.email({ firstName: first, lastName: last }).toLowerCase() },
      PrimaryPhone: { FreeFormNumber: faker.phone.number({ style: 'national' }) },
      ...(companyName ? { WebAddr: { URI: `https://www.${slug.slice(0, 30)}.example` }, PrimaryTaxIdentifier: `${faker.string.numeric(2)}-${faker.string.numeric(7)}` } : {}),
      BillAddr: streetAddress(faker, realm.country),
      // Businesses take deliveries at another site.
      ...(companyName && c % 2 === 0 ? { ShipAddr: streetAddress(faker, realm.country) } : {}),
      ...(c % 6 === 2 ? { Notes: CUSTOMER_NOTES[(c >> 1) % CUSTOMER_NOTES.length] } : {}),
      ...(currency ? { CurrencyRef: { value: currency } } : {}), SalesTermRef: ref(lists.terms[c % 4 === 0 ? 1 : 2] as StoredRecord), Taxable: c % 2 === 0,
      ...(c % 4 === 1 ? { PaymentMethodRef: ref(lists.methods[c % lists.methods.length] as StoredRecord) } : {}),
    }, 300 - c * 5));
  }
  // A job of the first customer: billed to her, tracked apart.
  customers.push(w.create('Customer', {
    DisplayName: 'Pond Restoration', CompanyName: 'Amy\'s Bird Sanctuary', ParentRef: ref(customers[0] as StoredRecord), BillWithParent: true,
    BillAddr: customers[0]!.BillAddr, SalesTermRef: ref(lists.terms[2] as StoredRecord), Taxable: false,
  }, 160));
  return customers;
}

function seedVendors(w: SeedWriter, faker: Faker, realm: QuickBooksRealm, lists: SeedLists): StoredRecord[] {
  const foreign = Object.keys(realm.exchangeRates);
  const vendors: StoredRecord[] = [];
  for (let v = 0; v < 12; v++) {
    // Every fourth vendor is a sole proprietor, known by a person's name.
    const person = v % 4 === 3 ? { Title: TITLES[v % TITLES.length], GivenName: faker.person.firstName(), MiddleName: faker.person.middleName(), FamilyName: faker.person.lastName(), ...(v === 7 ? { Suffix: 'Jr.' } : {}) } : undefined;
    const name = v === 0 ? 'Cal Telephone' : person ? `${person.GivenName} ${person.FamilyName}` : faker.company.name();
    const domain = faker.internet.domainName();
    vendors.push(w.create('Vendor', {
      DisplayName: name, ...(person ?? { CompanyName: name }), PrimaryEmailAddr: { Address: `billing@${domain}` },
      ...(v % 2 === 0 ? { WebAddr: { URI: `https://${domain}` } } : {}),
      BillAddr: streetAddress(faker, realm.country, false),
      // The company's account number with the vendor, and the vendor's tax id for 1099s.
      ...(v % 3 === 0 ? { AcctNum: `ACCT-${faker.string.numeric(6)}` } : {}),
      ...(v % 4 === 1 || person ? { TaxIdentifier: `${faker.string.numeric(2)}-${faker.string.numeric(7)}` } : {}),
      ...(v % 5 === 2 ? { Notes: 'Orders placed by phone; confirm prices first.' } : {}),
      TermRef: ref(lists.terms[v % 3 === 0 ? 2 : 1] as StoredRecord), Vendor1099: v % 4 === 1 || person !== undefined,
      ...(v === 11 && foreign[0] ? { CurrencyRef: { value: foreign[0] } } : {}),
    }, 320 - v * 7));
  }
  return vendors;
}

function seedEmployees(w: SeedWriter, faker: Faker, realm: QuickBooksRealm): StoredRecord[] {
  const employees: StoredRecord[] = [];
  for (let e = 0; e < 5; e++) {
    const gender = faker.helpers.arrayElement(['Male', 'Female'] as const);
    const first = faker.person.firstName(gender === 'Male' ? 'male' : 'female');
    employees.push(w.create('Employee', {
      GivenName: first, FamilyName: faker.person.lastName(), EmployeeNumber: `E-${100 + e}`, HiredDate: w.date(900 - e * 120),
      PrimaryEmailAddr: { Address: faker.internet.email({ firstName: first }).toLowerCase() },
      ...(e % 2 === 0 ? { PrimaryPhone: { FreeFormNumber: faker.phone.number({ style: 'national' }) } } : { Mobile: { FreeFormNumber: faker.phone.number({ style: 'national' }) } }),
      PrimaryAddr: streetAddress(faker, realm.country),
      BirthDate: faker.date.birthdate({ min: 20, max: 60, mode: 'age', refDate: 1_767_225_600_000 }).toISOString().slice(0, 10), Gender: gender,
      ...(e === 1 ? { Notes: 'Certified pesticide applicator.' } : {}),
    }, 300 - e * 40));
  }
  // Released three months ago: the record stays, inactive, with its release date.
  w.change('Employee', employees[3] as StoredRecord, { ReleasedDate: w.date(90), Active: false }, 90);
  return employees;
}

export function seedNames(w: SeedWriter, faker: Faker, realm: QuickBooksRealm, lists: SeedLists): SeedNames {
  return { customers: seedCustomers(w, faker, realm, lists), vendors: seedVendors(w, faker, realm, lists), employees: seedEmployees(w, faker, realm) };
}
