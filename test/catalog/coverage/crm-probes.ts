/**
 * Probes of the CRM resources for the coverage test (see resource-probes.ts):
 * what to create and change, and how each unified filter is picked from real
 * records and checked on them. Written from the unified model only, so both
 * CRM connectors are checked by the same probes.
 */
import { same, splitting, text } from './probe-values.js';
import type { FilterProbe, ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

/** Records whose field equals the value (text compared without case, as CRMs search). */
function fieldEquals(field: string): FilterProbe {
  return { pick: (records) => splitting(records, (record) => text(record[field])), matches: (record, value) => same(record[field], value) };
}

/** Records with a number field equal to the value. */
function numberEquals(field: string): FilterProbe {
  return {
    pick: (records) => splitting(records, (record) => (typeof record[field] === 'number' ? [String(record[field])] : [])),
    matches: (record, value) => record[field] === Number(value),
  };
}

const emails: FilterProbe = {
  pick: (records) => splitting(records, (record) => (record.emails ?? []).flatMap((entry: Json) => text(entry.email))),
  matches: (record, value) => (record.emails ?? []).some((entry: Json) => same(entry.email, value)),
};

const phoneNumbers: FilterProbe = {
  pick: (records) => splitting(records, (record) => (record.phone_numbers ?? []).flatMap((entry: Json) => text(entry.number))),
  matches: (record, value) => (record.phone_numbers ?? []).some((entry: Json) => entry.number === value),
};

/** Records changed (or created) at or after a time some records are older than. */
function since(field: 'updated_at' | 'created_at'): FilterProbe {
  return {
    pick: (records) => {
      const times = records.map((record) => Date.parse(record[field])).filter(Number.isFinite).sort((a, b) => a - b);
      const middle = times[Math.floor(times.length / 2)];
      return middle === undefined || middle === times[0] ? undefined : new Date(middle).toISOString();
    },
    matches: (record, value) => Date.parse(record[field]) >= Date.parse(value),
  };
}

const NOTE_LINKS = ['contact_id', 'company_id', 'opportunity_id', 'lead_id'] as const;

/** The link fields of the first listed note that has any. */
function noteLinkOf(listed: readonly Json[]): Json {
  for (const note of listed) {
    const links = Object.fromEntries(NOTE_LINKS.filter((field) => typeof note[field] === 'string' && note[field] !== '').map((field) => [field, note[field]]));
    if (Object.keys(links).length > 0) return links;
  }
  return {};
}

export const CRM_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'crm/contacts': {
    create: (unique) => ({
      first_name: 'Ada',
      last_name: `Lovelace ${unique}`,
      title: 'Analyst',
      // No types: not every CRM keeps one (HubSpot reads them back as primary and mobile); the connectors' own suites check them.
      emails: [{ email: `ada.${unique}@example.com` }],
      phone_numbers: [{ number: '+15550100123' }],
    }),
    update: (_target, unique) => ({ last_name: `King ${unique}`, title: 'Countess' }),
    filters: {
      name: fieldEquals('name'),
      first_name: fieldEquals('first_name'),
      last_name: fieldEquals('last_name'),
      email: emails,
      phone_number: phoneNumbers,
      company_id: fieldEquals('company_id'),
      owner_id: fieldEquals('owner_id'),
      updated_since: since('updated_at'),
      created_since: since('created_at'),
    },
    sortValues: { email: (record) => record.emails?.[0]?.email },
  },
  'crm/companies': {
    create: (unique) => ({ name: `Analytical Engines ${unique}`, description: 'Created by the coverage test.' }),
    // The reference requires name on updates too.
    update: (_target, unique) => ({ name: `Analytical Engines ${unique} Ltd`, description: 'Updated by the coverage test.' }),
    filters: { name: fieldEquals('name'), updated_since: since('updated_at'), created_since: since('created_at') },
  },
  'crm/opportunities': {
    create: (unique) => ({ title: `Coverage deal ${unique}`, monetary_amount: 1_250_000, currency: 'USD' }),
    update: (_target, unique) => ({ title: `Coverage deal ${unique} renewed`, monetary_amount: 1_500_000 }),
    filters: {
      title: fieldEquals('title'),
      status: fieldEquals('status'),
      monetary_amount: numberEquals('monetary_amount'),
      win_probability: numberEquals('win_probability'),
      company_id: fieldEquals('company_id'),
      owner_id: fieldEquals('owner_id'),
      primary_contact_id: fieldEquals('primary_contact_id'),
      pipeline_id: fieldEquals('pipeline_id'),
    },
  },
  'crm/leads': {
    create: (unique) => ({ name: `Grace Hopper ${unique}`, first_name: 'Grace', last_name: `Hopper ${unique}`, emails: [{ email: `grace.${unique}@example.com` }] }),
    update: (_target, unique) => ({ name: `Grace Hopper ${unique} (renamed)` }),
    filters: {
      name: fieldEquals('name'),
      first_name: fieldEquals('first_name'),
      last_name: fieldEquals('last_name'),
      email: emails,
      phone_number: phoneNumbers,
    },
  },
  'crm/pipelines': {
    create: (unique) => ({
      name: `Coverage pipeline ${unique}`,
      stages: [
        { name: 'Qualified', win_probability: 20, display_order: 0 },
        { name: 'Won', win_probability: 100, display_order: 1 },
      ],
    }),
    update: (_target, unique) => ({ name: `Coverage pipeline ${unique} renamed` }),
    filters: {},
  },
  'crm/notes': {
    // Attached to what another note is attached to: some CRMs (Pipedrive) keep no note on its own.
    create: (unique, listed) => ({ title: `Coverage note ${unique}`, content: `<p>Coverage note ${unique}</p>`, ...noteLinkOf(listed) }),
    update: (_target, unique) => ({ content: `<p>Coverage note ${unique}, edited</p>` }),
    filters: { title: fieldEquals('title'), owner_id: fieldEquals('owner_id'), updated_since: since('updated_at'), created_since: since('created_at') },
  },
  'crm/users': {
    create: (unique) => ({ first_name: 'Alan', last_name: `Turing ${unique}`, emails: [{ email: `alan.${unique}@example.com`, type: 'work' }] }),
    // The reference requires emails on updates too.
    update: (target, unique) => ({ emails: target.emails ?? [{ email: `alan.${unique}@example.com`, type: 'work' }], title: `Codebreaker ${unique}` }),
    filters: { email: emails, name: fieldEquals('name') },
  },
  'crm/activities': {
    create: (unique) => ({ type: 'call', title: `Coverage call ${unique}`, activity_datetime: '2031-01-15T10:00:00.000Z', duration_seconds: 900 }),
    // The reference requires type on updates too.
    update: (target, unique) => ({ type: target.type ?? 'call', title: `Coverage call ${unique}, rescheduled` }),
    filters: {
      company_id: fieldEquals('company_id'),
      owner_id: fieldEquals('owner_id'),
      contact_id: fieldEquals('contact_id'),
      updated_since: since('updated_at'),
      type: fieldEquals('type'),
    },
  },
  'crm/lists': { filters: {} },
  'crm/list-members': { filters: {} },
  'crm/custom-object-schemas': {
    create: (unique) => ({
      name: `coverage_${unique}`,
      description: 'Created by the coverage test.',
      fields: [{ name: 'code', type: 'string', required: true }],
    }),
    update: (_target, unique) => ({ description: `Updated by the coverage test ${unique}.` }),
    filters: {},
  },
  'crm/custom-objects': {
    create: (unique) => ({ name: `Coverage object ${unique}`, fields: [{ name: 'code', value: unique }] }),
    update: (_target, unique) => ({ name: `Coverage object ${unique} renamed` }),
    filters: {},
  },
};
