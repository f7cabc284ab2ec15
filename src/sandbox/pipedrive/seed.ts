/**
 * A sales team's Pipedrive, deterministic per company (Faker under a fixed
 * seed): five users; the standard and a few custom person, organization and
 * deal fields; Pipedrive's default sales pipeline (Qualified → Negotiations
 * started) and a partnerships pipeline; a dozen organizations with their
 * addresses and two to four persons each (emails, phones and, with contact
 * sync, postal addresses and job titles); open deals across the stages and
 * won and lost ones; leads in the inbox (some archived); notes on deals,
 * persons and organizations; and calls, meetings, emails and tasks, past ones
 * done. The demo company's first organization and person are fixed (Northwind
 * Traders, Ada Lovelace) so demos and tests can find them.
 */
import type { Faker } from '@faker-js/faker';
import { seedClock, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { ACTIVITY_TYPES } from './activities.js';

type Put = (resource: string, record: StoredRecord) => StoredRecord;

const DEFAULT_STAGES: readonly [string, number][] = [['Qualified', 10], ['Contact made', 20], ['Demo scheduled', 40], ['Proposal made', 60], ['Negotiations started', 80]];
const PARTNER_STAGES: readonly [string, number][] = [['Sourced', 10], ['Evaluating', 50], ['Agreement sent', 90]];
const LOST_REASONS = ['Went with a competitor', 'No budget this year', 'Timing', 'No decision maker'];

interface FieldSpec {
  key?: string;
  name: string;
  type: string;
  options?: string[];
}

const PERSON_FIELDS: FieldSpec[] = [
  { key: 'name', name: 'Name', type: 'varchar' }, { key: 'org_id', name: 'Organization', type: 'org' }, { key: 'email', name: 'Email', type: 'varchar' },
  { key: 'phone', name: 'Phone', type: 'phone' }, { key: 'owner_id', name: 'Owner', type: 'user' }, { key: 'add_time', name: 'Person created', type: 'date' },
  { name: 'Lead source', type: 'enum', options: ['Website', 'Referral', 'Event', 'Outbound'] }, { name: 'LinkedIn profile', type: 'varchar' },
];
const ORGANIZATION_FIELDS: FieldSpec[] = [
  { key: 'name', name: 'Name', type: 'varchar' }, { key: 'owner_id', name: 'Owner', type: 'user' }, { key: 'address', name: 'Address', type: 'address' },
  { name: 'Industry', type: 'enum', options: ['Software', 'Manufacturing', 'Retail', 'Healthcare', 'Logistics'] }, { name: 'Employees', type: 'double' },
  { name: 'Website', type: 'varchar' },
];
const DEAL_FIELDS: FieldSpec[] = [
  { key: 'title', name: 'Title', type: 'varchar' }, { key: 'value', name: 'Value', type: 'monetary' }, { key: 'expected_close_date', name: 'Expected close date', type: 'date' },
  { key: 'person_id', name: 'Contact person', type: 'people' }, { key: 'org_id', name: 'Organization', type: 'org' },
  { name: 'Deal type', type: 'enum', options: ['New business', 'Upsell', 'Renewal'] }, { name: 'Contract length (months)', type: 'double' },
  { name: 'Competitor', type: 'varchar' },
];

/** Field definitions; returns the custom ones by name. */
function seedFields(put: Put, faker: Faker, table: string, specs: FieldSpec[], at: number, options: { next: number }): Map<string, StoredRecord> {
  const custom = new Map<string, StoredRecord>();
  specs.forEach((spec, index) => {
    const editable = spec.key === undefined;
    const record = put(table, {
      id: String(index + 1), key: spec.key ?? faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }), name: spec.name, order_nr: index + 1,
      field_type: spec.type, add_time: at, update_time: at, active_flag: true, edit_flag: editable, index_visible_flag: true, details_visible_flag: true,
      add_visible_flag: true, important_flag: false, bulk_edit_allowed: editable, searchable_flag: editable, filtering_allowed: true, sortable_flag: true,
      mandatory_flag: spec.key === 'name' || spec.key === 'title',
      ...(spec.options ? { options: spec.options.map((label) => ({ id: options.next++, label })) } : {}),
    });
    if (editable) custom.set(spec.name, record);
  });
  return custom;
}

const optionId = (field: StoredRecord | undefined, faker: Faker): number => faker.helpers.arrayElement(field?.options as { id: number }[]).id;

export function seedPipedrive({ account, faker, now, put, tenant }: SeedContext<PipedriveAccount>): void {
  const clock = seedClock(now);
  const demo = account.contactSync;
  const currency = demo ? 'USD' : 'EUR';
  const domain = account.userEmail.split('@')[1] as string;

  // Users: the token's user first, an admin.
  const userIds = [account.userId, ...[1, 2, 3, 4].map((n) => account.userId + n)];
  userIds.forEach((id, index) => {
    const first = index === 0 ? account.userName.split(' ')[0] as string : faker.person.firstName();
    const last = index === 0 ? account.userName.split(' ').slice(1).join(' ') : faker.person.lastName();
    const created = clock.daysAgo(400 - index * 30, faker);
    put('users', {
      id: String(id), name: `${first} ${last}`, default_currency: currency, locale: demo ? 'en_US' : 'de_DE', lang: 1,
      email: index === 0 ? account.userEmail : faker.internet.email({ firstName: first, lastName: last, provider: domain }).toLowerCase(),
      phone: faker.phone.number({ style: 'international' }), activated: true, last_login: clock.daysAgo(index, faker), created, modified: clock.daysAgo(10, faker),
      has_created_company: index === 0, is_admin: index === 0 ? 1 : 0, active_flag: true, timezone_name: demo ? 'America/New_York' : 'Europe/Berlin',
      timezone_offset: demo ? '-05:00' : '+01:00', role_id: 1, icon_url: `https://avatars.pipedrive.com/profile_120x120_${id}.jpg`,
    });
  });
  const owner = () => faker.helpers.arrayElement(userIds);

  const fieldsAt = clock.daysAgo(380, faker);
  const optionCounter = { next: 101 };
  const personCustom = seedFields(put, faker, 'personFields', PERSON_FIELDS, fieldsAt, optionCounter);
  const orgCustom = seedFields(put, faker, 'organizationFields', ORGANIZATION_FIELDS, fieldsAt, optionCounter);
  const dealCustom = seedFields(put, faker, 'dealFields', DEAL_FIELDS, fieldsAt, optionCounter);
  tenant.extras.set('seq:field-option', optionCounter.next);

  // Pipelines and stages.
  const stageIds: { id: number; pipeline: number; probability: number }[] = [];
  let stageId = 1;
  [['Sales pipeline', DEFAULT_STAGES], ['Partnerships', PARTNER_STAGES]].forEach(([name, stages], p) => {
    const at = clock.daysAgo(370, faker);
    put('pipelines', { id: String(p + 1), seq: p + 1, name, order_nr: p + 1, is_deleted: false, is_deal_probability_enabled: p === 0, add_time: at, update_time: at });
    (stages as [string, number][]).forEach(([stage, probability], order) => {
      put('stages', { id: String(stageId), seq: stageId, order_nr: order + 1, name: stage, is_deleted: false, deal_probability: probability, pipeline_id: p + 1, is_deal_rot_enabled: p === 0, days_to_rotten: p === 0 ? 30 : null, add_time: at, update_time: at });
      stageIds.push({ id: stageId, pipeline: p + 1, probability });
      stageId += 1;
    });
  });

  // Organizations and their persons.
  const organizationCount = demo ? 12 : 6;
  const people: { id: number; org: number; name: string }[] = [];
  const orgNames: string[] = [];
  let personId = 1;
  for (let o = 1; o <= organizationCount; o++) {
    const name = demo && o === 1 ? 'Northwind Traders' : faker.company.name();
    const added = clock.daysAgo(300 - o * 15, faker);
    const street = faker.location.street();
    const number = faker.location.buildingNumber();
    const city = faker.location.city();
    const state = faker.location.state({ abbreviated: true });
    const zip = faker.location.zipCode();
    const country = demo ? 'United States' : 'Germany';
    orgNames[o] = name;
    const website = `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example`;
    put('organizations', {
      id: String(o), seq: o, name, owner_id: owner(), add_time: added, update_time: clock.daysAgo(20 - o, faker), is_deleted: false, visible_to: 3, label_ids: [],
      address: {
        value: `${number} ${street}, ${city}, ${state} ${zip}, ${country}`, street_number: number, route: street, sublocality: null, locality: city,
        admin_area_level_1: state, admin_area_level_2: null, country, postal_code: zip, formatted_address: `${number} ${street}, ${city}, ${state} ${zip}, ${country}`,
      },
      custom_fields: {
        [String(orgCustom.get('Industry')?.key)]: optionId(orgCustom.get('Industry'), faker),
        [String(orgCustom.get('Employees')?.key)]: faker.number.int({ min: 12, max: 4000 }),
        [String(orgCustom.get('Website')?.key)]: website,
      },
    });
    const headcount = 2 + (o % 3);
    for (let p = 0; p < headcount; p++) {
      const first = demo && personId === 1 ? 'Ada' : faker.person.firstName();
      const last = demo && personId === 1 ? 'Lovelace' : faker.person.lastName();
      const emailDomain = website.replace('https://', '');
      const emails = [{ value: `${first}.${last}@${emailDomain}`.toLowerCase().replace(/[^a-z0-9@.-]/g, ''), primary: true, label: 'work' }];
      if (p % 3 === 1) emails.push({ value: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(), primary: false, label: 'home' });
      const phones = [{ value: faker.phone.number({ style: 'international' }), primary: true, label: 'work' }];
      if (p % 2 === 0) phones.push({ value: faker.phone.number({ style: 'international' }), primary: false, label: 'mobile' });
      const added = clock.daysAgo(280 - personId * 4, faker);
      const record: StoredRecord = {
        id: String(personId), seq: personId, name: `${first} ${last}`, first_name: first, last_name: last, owner_id: owner(), org_id: o,
        add_time: added, update_time: clock.daysAgo(Math.max(1, 60 - personId), faker), emails, phones, is_deleted: false, visible_to: 3,
        label_ids: [], picture_id: null,
        custom_fields: {
          [String(personCustom.get('Lead source')?.key)]: optionId(personCustom.get('Lead source'), faker),
          ...(p === 0 ? { [String(personCustom.get('LinkedIn profile')?.key)]: `https://www.linkedin.com/in/${first}-${last}`.toLowerCase() } : {}),
        },
      };
      if (demo) {
        const city = faker.location.city();
        const streetName = faker.location.street();
        const houseNumber = faker.location.buildingNumber();
        Object.assign(record, {
          postal_address: p === 0 ? { value: `${houseNumber} ${streetName}, ${city}, United States`, country: 'United States', admin_area_level_1: faker.location.state({ abbreviated: true }), admin_area_level_2: null, locality: city, sublocality: null, route: streetName, street_number: houseNumber, subpremise: null, postal_code: faker.location.zipCode() } : null,
          birthday: p === 1 ? faker.date.birthdate({ mode: 'age', min: 28, max: 60 }).toISOString().slice(0, 10) : null,
          job_title: faker.person.jobTitle(), notes: p === 0 ? `Met at ${faker.company.buzzNoun()} summit; prefers email.` : null, im: [],
        });
      }
      put('persons', record);
      people.push({ id: personId, org: o, name: `${first} ${last}` });
      personId += 1;
    }
  }

  // Deals: open ones across the stages, then won and lost.
  const dealCount = demo ? 30 : 12;
  for (let d = 1; d <= dealCount; d++) {
    const person = people[(d * 5) % people.length] as (typeof people)[number];
    const stage = stageIds[d % stageIds.length] as (typeof stageIds)[number];
    const status = d % 5 === 0 ? 'won' : d % 7 === 0 ? 'lost' : 'open';
    const added = clock.daysAgo(200 - d * 5, faker);
    const closed = status === 'open' ? null : added + faker.number.int({ min: 5, max: 40 }) * 86_400_000;
    const changed = clock.daysAgo(Math.max(1, 40 - d), faker);
    put('deals', {
      id: String(d), seq: d, title: `${orgNames[person.org] ?? 'New'} ${faker.helpers.arrayElement(['annual licence', 'pilot', 'expansion', 'onboarding package', 'support renewal'])}`,
      creator_user_id: account.userId, owner_id: owner(), person_id: person.id, org_id: person.org, pipeline_id: stage.pipeline, stage_id: stage.id,
      value: faker.number.int({ min: 4, max: 120 }) * 500 + (d % 4 === 0 ? 0.5 : 0), currency, add_time: added, update_time: changed,
      stage_change_time: changed, is_deleted: false, status, probability: status === 'open' ? stage.probability : null,
      lost_reason: status === 'lost' ? faker.helpers.arrayElement(LOST_REASONS) : null, visible_to: 3, close_time: closed,
      won_time: status === 'won' ? closed : null, lost_time: status === 'lost' ? closed : null,
      expected_close_date: status === 'open' ? new Date(now + faker.number.int({ min: 7, max: 90 }) * 86_400_000).toISOString().slice(0, 10) : null,
      label_ids: [], origin: 'ManuallyCreated', origin_id: null, channel: null, channel_id: null, is_archived: false, archive_time: null,
      custom_fields: {
        [String(dealCustom.get('Deal type')?.key)]: optionId(dealCustom.get('Deal type'), faker),
        [String(dealCustom.get('Contract length (months)')?.key)]: faker.helpers.arrayElement([12, 24, 36]),
        ...(d % 3 === 0 ? { [String(dealCustom.get('Competitor')?.key)]: faker.company.name() } : {}),
      },
    });
  }

  // Leads in the inbox.
  const leadIds: string[] = [];
  for (let l = 0; l < (demo ? 8 : 4); l++) {
    const person = people[(l * 3 + 1) % people.length] as (typeof people)[number];
    const id = faker.string.uuid();
    const added = clock.daysAgo(45 - l * 4, faker);
    leadIds.push(id);
    put('leads', {
      id, title: `${person.name} lead`, owner_id: owner(), creator_id: account.userId, label_ids: [], person_id: l % 4 === 3 ? null : person.id,
      organization_id: person.org, source_name: l % 2 === 0 ? 'Manually created' : 'Web Forms', origin: l % 2 === 0 ? 'ManuallyCreated' : 'WebForms', channel: null,
      is_archived: l === 5, was_seen: l < 4, value: l % 3 === 2 ? null : { amount: faker.number.int({ min: 2, max: 40 }) * 1000, currency },
      expected_close_date: l % 2 === 0 ? new Date(now + (l + 2) * 7 * 86_400_000).toISOString().slice(0, 10) : null, next_activity_id: null,
      add_time: added, update_time: added + 3_600_000, visible_to: '3', cc_email: `${account.companyDomain}+${account.companyId}+lead${id.slice(0, 8)}@pipedrivemail.com`,
      custom_fields: l % 3 === 0 ? { [String(dealCustom.get('Deal type')?.key)]: optionId(dealCustom.get('Deal type'), faker) } : {},
    });
  }

  // Notes on deals, persons and organizations.
  const noteCount = demo ? 24 : 8;
  for (let n = 1; n <= noteCount; n++) {
    const deal = (n % 3) + 1 + n;
    const person = people[n % people.length] as (typeof people)[number];
    const added = clock.daysAgo(90 - n * 3, faker);
    put('notes', {
      id: String(n), seq: n, user_id: owner(), content: `<p>${faker.lorem.sentences(2)}</p>`, add_time: added, update_time: added + 600_000,
      active_flag: true, last_update_user_id: account.userId, pinned_to_lead_flag: false, pinned_to_deal_flag: n % 6 === 0,
      pinned_to_organization_flag: false, pinned_to_person_flag: false,
      ...(n % 3 === 0 ? { deal_id: Math.min(deal, dealCount) } : n % 3 === 1 ? { person_id: person.id, org_id: person.org } : { org_id: person.org }),
      ...(n === 2 && leadIds[0] ? { lead_id: leadIds[0] } : {}),
    });
  }

  // Activities: past ones done, the rest due.
  const activityCount = demo ? 40 : 12;
  for (let a = 1; a <= activityCount; a++) {
    const person = people[(a * 7) % people.length] as (typeof people)[number];
    const type = ACTIVITY_TYPES[a % 5] as string;
    const dueOffset = a - Math.floor(activityCount / 2);
    const due = new Date(now + dueOffset * 86_400_000);
    const done = dueOffset < 0;
    const added = clock.daysAgo(60 - a, faker);
    put('activities', {
      id: String(a), seq: a, subject: `${type.charAt(0).toUpperCase()}${type.slice(1)} with ${person.name}`, type, owner_id: owner(), creator_user_id: account.userId,
      is_deleted: false, add_time: added, update_time: done ? due.getTime() : added, deal_id: a % 2 === 0 ? Math.min(a, dealCount) : null, lead_id: a % 9 === 4 ? (leadIds[a % leadIds.length] ?? null) : null,
      person_id: person.id, org_id: person.org, project_id: null, due_date: due.toISOString().slice(0, 10), due_time: type === 'meeting' || type === 'call' ? `${String(9 + (a % 8)).padStart(2, '0')}:00` : null,
      duration: type === 'meeting' ? '01:00' : type === 'call' ? '00:30' : null, busy: type === 'meeting', done, marked_as_done_time: done ? due.getTime() : null,
      location: type === 'meeting' ? { value: 'Video call', country: null, admin_area_level_1: null, locality: null, route: null, street_number: null, postal_code: null } : null,
      participants: [{ person_id: person.id, primary: true }], attendees: [], public_description: type === 'meeting' ? faker.lorem.sentence() : null, priority: null,
      note: a % 4 === 0 ? `<p>${faker.lorem.sentence()}</p>` : null,
    });
  }
}
