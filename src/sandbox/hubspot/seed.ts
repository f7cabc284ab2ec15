/**
 * A believable B2B pipeline per account, from the seeded Faker (the same on
 * every start, different per account): six owners (the account's user
 * first), a dozen companies with three or four contacts each (the first
 * contact of the first company is Grace Hopper, so demos and tests can find
 * her), two deals a company across the sales and renewals pipelines (open
 * ones in every stage, won and lost ones closed in the past), notes on
 * deals and contacts, calls, emails, meetings and tasks, leads for the
 * contacts still in the lead stage, two lists, the account's own
 * properties ("favorite_color", "customer_tier", "deal_source"), and a
 * custom object ("projects") with a few records per customer.
 */
import { seedClock, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import { newObjectId } from './crm-objects.js';
import { STANDARD_TYPES, type PropertyDefinition } from './object-types.js';
import { seedPipelines, OPEN_SALES_STAGES, RENEWALS_PIPELINE } from './pipelines-seed.js';
import { storedDefinition } from './properties.js';
import { seedSchemas } from './schemas-seed.js';
import { LEADS_PIPELINE } from './type-rules.js';

const OWN_PROPERTIES: Readonly<Record<string, readonly PropertyDefinition[]>> = {
  '0-1': [
    { name: 'favorite_color', label: 'Favorite color', type: 'string', hubspotDefined: false },
    { name: 'customer_tier', label: 'Customer tier', type: 'enumeration', options: ['bronze', 'silver', 'gold'], hubspotDefined: false },
  ],
  '0-2': [{ name: 'account_health', label: 'Account health', type: 'enumeration', options: ['healthy', 'at_risk', 'churned'], hubspotDefined: false }],
  '0-3': [{ name: 'deal_source', label: 'Deal source', type: 'string', hubspotDefined: false }],
  '0-136': [{ name: 'lead_score', label: 'Lead score', type: 'number', hubspotDefined: false }],
};

const INDUSTRIES = ['COMPUTER_SOFTWARE', 'INFORMATION_TECHNOLOGY_AND_SERVICES', 'FINANCIAL_SERVICES', 'HOSPITAL_HEALTH_CARE', 'RETAIL', 'LOGISTICS_AND_SUPPLY_CHAIN'];
const COMPANIES = 12;

type Values = Record<string, string>;

export function seedHubspot({ account, tenant, faker, now, put }: SeedContext<HubspotAccount>): void {
  const clock = seedClock(now);
  const iso = (ms: number) => new Date(ms).toISOString();
  const ids = { faker };
  const used = new Set<string>();
  const id = () => { const next = newObjectId(ids, used); used.add(next); return next; };
  const associations = associationsOf(tenant);
  const record = (resource: string, properties: Values, createdDaysAgo: number, extra: Record<string, unknown> = {}): StoredRecord => {
    const createdAt = clock.daysAgo(createdDaysAgo, faker);
    const updatedAt = Math.min(now, createdAt + faker.number.int({ min: 0, max: Math.max(1, createdDaysAgo) }) * 86_400_000);
    return put(resource, { id: id(), properties, createdAt, updatedAt, archived: false, ...extra });
  };

  // Property definitions: HubSpot's own and the account's.
  for (const type of STANDARD_TYPES) {
    [...type.properties, ...(OWN_PROPERTIES[type.objectTypeId] ?? [])].forEach((definition, index) => put('properties', storedDefinition(type.objectTypeId, definition, clock.daysAgo(400, faker), index)));
  }
  for (const pipeline of seedPipelines(clock.daysAgo(400, faker))) put('pipelines', pipeline);

  const owners = [{ first: account.userFirstName, last: account.userLastName, email: account.userEmail, userId: account.userId }];
  for (let index = 1; index < 6; index++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    owners.push({ first, last, email: faker.internet.email({ firstName: first, lastName: last, provider: account.domain }).toLowerCase(), userId: account.userId + index });
  }
  const ownerIds = owners.map((owner, index) => put('owners', {
    id: id().slice(0, 9), email: owner.email, type: 'PERSON', firstName: owner.first, lastName: owner.last, userId: owner.userId, userIdIncludingInactive: owner.userId,
    createdAt: clock.daysAgo(500 - index * 20, faker), updatedAt: clock.daysAgo(30, faker), archived: false,
    teams: index < 3 ? [{ id: '4810001', name: 'Sales', primary: true }] : [{ id: '4810002', name: 'Customer Success', primary: true }],
  }).id);
  const owner = () => faker.helpers.arrayElement(ownerIds);

  const contacts: StoredRecord[] = [];
  const deals: StoredRecord[] = [];
  for (let c = 0; c < COMPANIES; c++) {
    const name = faker.company.name();
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example`;
    const customer = c % 3 !== 2;
    const company = record('companies', {
      name, domain, website: `https://www.${domain}`, phone: faker.phone.number({ style: 'national' }), industry: faker.helpers.arrayElement(INDUSTRIES),
      city: faker.location.city(), state: faker.location.state(), country: 'United States', zip: faker.location.zipCode(), address: faker.location.streetAddress(),
      numberofemployees: String(faker.number.int({ min: 10, max: 5000 })), annualrevenue: String(faker.number.int({ min: 1, max: 90 }) * 250_000),
      lifecyclestage: customer ? 'customer' : 'opportunity', type: 'PROSPECT', description: faker.company.catchPhrase(), hubspot_owner_id: owner(),
      linkedin_company_page: `https://www.linkedin.com/company/${domain.split('.')[0]}`, account_health: customer ? 'healthy' : 'at_risk',
    }, 300 - c * 10);
    const people: StoredRecord[] = [];
    const count = 3 + (c % 2);
    for (let p = 0; p < count; p++) {
      const [first, last] = c === 0 && p === 0 ? ['Grace', 'Hopper'] : [faker.person.firstName(), faker.person.lastName()];
      const stage = p === count - 1 && !customer ? 'lead' : customer ? 'customer' : 'salesqualifiedlead';
      const contact = record('contacts', {
        firstname: first, lastname: last, email: `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''), phone: faker.phone.number({ style: 'international' }),
        mobilephone: faker.phone.number({ style: 'international' }), jobtitle: faker.person.jobTitle(), company: name, city: faker.location.city(), country: 'United States',
        lifecyclestage: stage, hs_lead_status: stage === 'lead' ? 'NEW' : 'CONNECTED', hubspot_owner_id: owner(), hs_analytics_source: 'OFFLINE',
        twitterhandle: faker.internet.username({ firstName: first, lastName: last }), favorite_color: faker.color.human(), customer_tier: faker.helpers.arrayElement(['bronze', 'silver', 'gold']),
        hs_language: faker.helpers.arrayElement(['en', 'en', 'de', 'fr', 'es']),
        ...(p % 3 === 0 ? { salutation: faker.helpers.arrayElement(['Dr.', 'Ms.', 'Mr.']) } : {}),
        ...(p % 2 === 0 ? { date_of_birth: faker.date.birthdate({ mode: 'age', min: 25, max: 60 }).toISOString().slice(0, 10) } : {}),
        ...(p === 1 ? { fax: faker.phone.number({ style: 'international' }), website: `https://www.${domain}/team/${first.toLowerCase()}` } : {}),
      }, 280 - c * 10 - p);
      associations.add('0-1', contact.id, '0-2', company.id, [1]);
      people.push(contact);
    }
    contacts.push(...people);

    for (let d = 0; d < 2; d++) {
      const renewal = customer && d === 1;
      const won = customer && d === 0;
      const lost = !customer && d === 1 && c % 2 === 0;
      const stage = won ? 'closedwon' : lost ? 'closedlost' : renewal ? 'renewal-due' : OPEN_SALES_STAGES[(c + d) % OPEN_SALES_STAGES.length] as string;
      const closed = won || lost;
      const deal = record('deals', {
        dealname: `${name} — ${renewal ? 'Renewal' : faker.helpers.arrayElement(['Platform licence', 'Expansion', 'Pilot', 'Onboarding package'])}`,
        amount: String(faker.number.int({ min: 8, max: 240 }) * 500), deal_currency_code: account.currency,
        pipeline: renewal ? RENEWALS_PIPELINE : 'default', dealstage: stage, dealtype: renewal ? 'existingbusiness' : 'newbusiness',
        closedate: iso(closed ? clock.daysAgo(faker.number.int({ min: 5, max: 120 }), faker) : now + faker.number.int({ min: 10, max: 90 }) * 86_400_000),
        hubspot_owner_id: owner(), hs_priority: faker.helpers.arrayElement(['low', 'medium', 'high']), deal_source: faker.helpers.arrayElement(['Referral', 'Webinar', 'Outbound']),
        description: faker.company.buzzPhrase(), hs_analytics_source: faker.helpers.arrayElement(['ORGANIC_SEARCH', 'REFERRALS', 'DIRECT_TRAFFIC', 'OFFLINE']),
        hs_v2_date_entered_current_stage: iso(clock.daysAgo(faker.number.int({ min: 1, max: 60 }), faker)),
        ...(lost ? { closed_lost_reason: 'Chose a competitor' } : {}), ...(won ? { closed_won_reason: 'Best fit for their workflow' } : {}),
      }, 200 - c * 8 - d);
      associations.add('0-3', deal.id, '0-2', company.id, [5]);
      for (const person of faker.helpers.arrayElements(people, { min: 1, max: 2 })) associations.add('0-3', deal.id, '0-1', person.id);
      deals.push(deal);
    }
  }

  const engage = (resource: string, typeId: string, properties: Values, daysAgo: number, on: { contact?: StoredRecord; deal?: StoredRecord; lead?: StoredRecord }) => {
    const made = record(resource, { hs_timestamp: iso(clock.daysAgo(daysAgo, faker)), hubspot_owner_id: owner(), ...properties }, daysAgo);
    const company = on.contact ? associations.of('0-1', on.contact.id, '0-2')[0]?.toObjectId : on.deal ? associations.of('0-3', on.deal.id, '0-2')[0]?.toObjectId : undefined;
    if (on.contact) associations.add(typeId, made.id, '0-1', on.contact.id);
    if (on.deal) associations.add(typeId, made.id, '0-3', on.deal.id);
    if (on.lead) associations.add(typeId, made.id, '0-136', on.lead.id);
    if (company) associations.add(typeId, made.id, '0-2', company);
  };
  deals.forEach((deal, index) => {
    const dealName = (deal.properties as Values).dealname as string;
    const contact = associations.of('0-3', deal.id, '0-1')[0]?.toObjectId;
    const person = contacts.find((candidate) => candidate.id === contact);
    const on = person ? { deal, contact: person } : { deal };
    engage('notes', '0-46', { hs_note_body: `<p>${faker.lorem.sentence()} Next step: ${faker.helpers.arrayElement(['send proposal', 'book a demo', 'loop in procurement'])}.</p>` }, 40 - (index % 30), on);
    if (index % 2 === 0) engage('calls', '0-48', { hs_call_title: `Discovery call — ${dealName}`, hs_call_body: faker.lorem.sentences(2), hs_call_duration: String(faker.number.int({ min: 5, max: 45 }) * 60_000), hs_call_direction: 'OUTBOUND', hs_call_status: 'COMPLETED' }, 30 - (index % 20), on);
    if (index % 3 === 0) {
      const start = clock.daysAgo(12 - (index % 10), faker);
      engage('meetings', '0-47', {
        hs_meeting_title: `Demo for ${dealName}`, hs_meeting_body: faker.lorem.sentence(), hs_internal_meeting_notes: `Prepare ${faker.helpers.arrayElement(['pricing', 'a security review', 'the rollout plan'])}.`,
        hs_meeting_location: 'Zoom', hs_meeting_external_url: `https://zoom.example/j/${faker.string.numeric(11)}`, hs_meeting_start_time: iso(start), hs_meeting_end_time: iso(start + 3_600_000), hs_meeting_outcome: 'COMPLETED',
      }, 14 - (index % 10), on);
    }
    if (index % 3 === 1) engage('emails', '0-49', { hs_email_subject: `Re: ${dealName}`, hs_email_text: faker.lorem.paragraph(), hs_email_direction: 'EMAIL', hs_email_status: 'SENT' }, 10 - (index % 8), on);
    if (index % 4 === 0) engage('tasks', '0-27', { hs_task_subject: `Follow up on ${dealName}`, hs_task_body: faker.lorem.sentence(), hs_task_status: index % 8 === 0 ? 'COMPLETED' : 'NOT_STARTED', hs_task_priority: 'MEDIUM', hs_task_type: 'TODO' }, 3, on);
  });
  for (const contact of contacts.filter((_, index) => index % 5 === 1)) engage('notes', '0-46', { hs_note_body: `<p>${faker.lorem.sentences(2)}</p>` }, 20, { contact });

  for (const contact of contacts.filter((candidate) => (candidate.properties as Values).lifecyclestage === 'lead')) {
    const props = contact.properties as Values;
    const lead = record('leads', {
      hs_lead_name: `${props.firstname} ${props.lastname}`, hs_lead_type: 'NEW_BUSINESS', hs_lead_label: faker.helpers.arrayElement(['COLD', 'WARM', 'HOT']), hs_pipeline: LEADS_PIPELINE,
      hs_pipeline_stage: faker.helpers.arrayElement(['new-stage-id', 'attempting-stage-id', 'connected-stage-id']), hubspot_owner_id: owner(), lead_score: String(faker.number.int({ min: 10, max: 95 })),
    }, 25);
    associations.add('0-136', lead.id, '0-1', contact.id, [578]);
    const company = associations.of('0-1', contact.id, '0-2')[0]?.toObjectId;
    if (company) associations.add('0-136', lead.id, '0-2', company);
    engage('calls', '0-48', { hs_call_title: `Qualification call with ${props.firstname}`, hs_call_body: faker.lorem.sentence(), hs_call_duration: String(faker.number.int({ min: 2, max: 20 }) * 60_000), hs_call_direction: 'OUTBOUND', hs_call_status: 'NO_ANSWER' }, 6, { contact, lead });
    engage('notes', '0-46', { hs_note_body: `<p>Inbound lead: ${faker.lorem.sentence()}</p>` }, 7, { contact, lead });
  }

  const member = (recordId: string, days: number) => ({ recordId, at: clock.daysAgo(days, faker) });
  put('lists', { id: '101', name: 'Conference attendees 2024', objectTypeId: '0-1', processingType: 'MANUAL', listVersion: 3, createdById: String(account.userId), createdAt: clock.daysAgo(90, faker), updatedAt: clock.daysAgo(60, faker), members: contacts.filter((_, index) => index % 3 === 0).map((contact) => member(contact.id, 60)) });
  put('lists', { id: '102', name: 'Customers', objectTypeId: '0-1', processingType: 'DYNAMIC', listVersion: 12, createdById: String(account.userId), createdAt: clock.daysAgo(200, faker), updatedAt: clock.daysAgo(2, faker), members: contacts.filter((contact) => (contact.properties as Values).lifecyclestage === 'customer').map((contact) => member(contact.id, 30)) });

  seedSchemas({ account, tenant, faker, now, put }, id);
}
