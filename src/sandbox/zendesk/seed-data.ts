/**
 * The hand-written part of the deterministic seed (people's names and
 * streets come from Faker): companies, agents and places. Phone numbers use
 * ranges reserved for fiction (US 555-01xx, UK 020 7946 0xxx, and similar),
 * email domains end in `.example` or are the IANA example domains, so nothing
 * here can reach a real person.
 */

export interface SeedOrganization {
  name: string;
  domain: string;
  details: string;
  notes: string;
  tags: string[];
  sharedTickets: boolean;
  plan: string;
}

export const SEED_ORGANIZATIONS: readonly SeedOrganization[] = [
  { name: 'Northwind Logistics', domain: 'northwind-logistics.example', details: '1200 Harbor Blvd, Oakland, CA 94607, USA', notes: 'Key account since 2019; quarterly business reviews.', tags: ['enterprise', 'logistics'], sharedTickets: true, plan: 'enterprise' },
  { name: 'Bluebird Health', domain: 'bluebird-health.example', details: '45 Wellness Way, Boston, MA 02110, USA', notes: 'HIPAA-sensitive: never paste patient data into tickets.', tags: ['healthcare', 'enterprise'], sharedTickets: false, plan: 'enterprise' },
  { name: 'Cedar & Pine Outfitters', domain: 'cedarpine.example', details: '88 Trailhead Rd, Boulder, CO 80302, USA', notes: 'Seasonal peaks in spring and late autumn.', tags: ['retail', 'smb'], sharedTickets: true, plan: 'growth' },
  { name: 'Helios Solar Systems', domain: 'helios-solar.example', details: 'Friedrichstraße 112, 10117 Berlin, Germany', notes: 'Prefers German-speaking agents.', tags: ['energy', 'emea'], sharedTickets: false, plan: 'professional' },
  { name: 'Quill Publishing House', domain: 'quillpublishing.example', details: '14 Fleet Street, London EC4Y 1AA, United Kingdom', notes: '', tags: ['media', 'emea'], sharedTickets: true, plan: 'growth' },
  { name: 'Tidewater Marine Supply', domain: 'tidewater-marine.example', details: '300 Dockside Ave, Seattle, WA 98101, USA', notes: 'Invoices go to the accounts payable alias.', tags: ['wholesale', 'smb'], sharedTickets: false, plan: 'team' },
  { name: 'Orbit Analytics', domain: 'orbit-analytics.example', details: '9 Rue de la Paix, 75002 Paris, France', notes: 'Beta program partner.', tags: ['saas', 'partner'], sharedTickets: true, plan: 'professional' },
];

/** A place a customer can live in: Zendesk's time zone name, its IANA zone, locale, phone prefix. */
export interface SeedPlace {
  timeZone: string;
  ianaTimeZone: string;
  locale: string;
  localeId: number;
  /** E.164 prefix of a range reserved for fiction; four digits are appended. */
  phonePrefix: string;
  city: string;
}

export const SEED_PLACES: readonly SeedPlace[] = [
  { timeZone: 'Eastern Time (US & Canada)', ianaTimeZone: 'America/New_York', locale: 'en-US', localeId: 1, phonePrefix: '+1212555', city: 'New York, NY 10013, USA' },
  { timeZone: 'Pacific Time (US & Canada)', ianaTimeZone: 'America/Los_Angeles', locale: 'en-US', localeId: 1, phonePrefix: '+1415555', city: 'San Francisco, CA 94110, USA' },
  { timeZone: 'Central Time (US & Canada)', ianaTimeZone: 'America/Chicago', locale: 'en-US', localeId: 1, phonePrefix: '+1312555', city: 'Chicago, IL 60607, USA' },
  { timeZone: 'London', ianaTimeZone: 'Europe/London', locale: 'en-GB', localeId: 1176, phonePrefix: '+44207946', city: 'London N1 7GU, United Kingdom' },
  { timeZone: 'Berlin', ianaTimeZone: 'Europe/Berlin', locale: 'de', localeId: 8, phonePrefix: '+4930901820', city: '10435 Berlin, Germany' },
  { timeZone: 'Paris', ianaTimeZone: 'Europe/Paris', locale: 'fr', localeId: 16, phonePrefix: '+3319900', city: '75011 Paris, France' },
  { timeZone: 'Madrid', ianaTimeZone: 'Europe/Madrid', locale: 'es', localeId: 2, phonePrefix: '+3491555', city: '28004 Madrid, Spain' },
];

/** Mailbox domains for customers who do not belong to an organization. */
export const PERSONAL_EMAIL_DOMAINS: readonly string[] = ['example.com', 'example.net', 'example.org'];

export const CUSTOMER_TAGS: readonly string[] = [
  'vip', 'newsletter', 'churn_risk', 'beta_tester', 'renewal_due', 'support_plus', 'trial', 'referral', 'feedback_panel',
];

export const CUSTOMER_NOTES: readonly string[] = [
  'Prefers email over phone calls.',
  'Reported a billing discrepancy last quarter; resolved with a credit.',
  'Champion for the rollout in their team.',
  'Asked to be contacted only during business hours.',
  'Interested in the annual plan upgrade.',
  'Escalated twice about delivery delays.',
  '',
  '',
];

export const CUSTOMER_TIERS: readonly string[] = ['bronze', 'silver', 'gold', 'platinum'];

export interface SeedAgent {
  name: string;
  email: string;
  role: 'agent' | 'admin';
  signature: string;
}

/** Agents of the demo account besides the demo admin itself. */
export const SEED_AGENTS: readonly SeedAgent[] = [
  { name: 'Jordan Reyes', email: 'jordan.reyes@acme-demo.example', role: 'agent', signature: 'Jordan, Acme Support' },
  { name: 'Priya Raman', email: 'priya.raman@acme-demo.example', role: 'agent', signature: 'Priya | Customer Care' },
  { name: 'Tomás Herrera', email: 'tomas.herrera@acme-demo.example', role: 'agent', signature: 'Tomás — Acme Support' },
  { name: 'Hannah Becker', email: 'hannah.becker@acme-demo.example', role: 'agent', signature: 'Viele Grüße, Hannah' },
  { name: 'Marcus Lee', email: 'marcus.lee@acme-demo.example', role: 'admin', signature: 'Marcus Lee, Support Operations' },
];
