/**
 * `GET /crm/contacts` on HubSpot (issue 13). Before any load the emulator is
 * readied through its own API and control plane:
 *
 * - its rate limits lifted: the emulator refuses nothing on the plain list by
 *   default, but it reports the demo account's burst window (190 calls per 10
 *   seconds) in X-HubSpot-RateLimit-Remaining, and the connector makes every
 *   call wait out the window once that reads 0 (rate-limit.ts `exhausted`).
 *   The control plane's request limit is set so high it never bites, and the
 *   headers then report that window. The search's 5 a second is never hit:
 *   an unfiltered list is a GET, not a search.
 * - contacts added until the account holds more than the largest page, so
 *   every page measured is full and has a next cursor (the seed has 42):
 *   copies of the seeded ones (their writable properties, their primary
 *   company and their deals), through HubSpot's create.
 */
import type { PropertyDefinition } from '../../src/connectors/hubspot/definitions.js';
import { HUBSPOT_DEMO_ACCOUNT } from '../../src/sandbox/hubspot/accounts.js';
import { CONTACT_DEFINITIONS_PATH, CONTACTS_PATH, contactsFirstPage, customDefinitions } from './hubspot-contacts-request.js';
import type { Scenario } from './scenario.js';

const token = HUBSPOT_DEMO_ACCOUNT.privateAppToken;
const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
const LIMITS = [20, 100];
/** More than the largest page: its answer is full and names a next page. */
const CONTACTS_WANTED = 120;
/** Never reached in a run: the emulator's window then never reports 0 remaining. */
const LIFTED_LIMIT = { limit: 1_000_000_000, window_ms: 10_000 };
/** HubSpot-defined association types from a contact: to its primary company, to a deal. */
const PRIMARY_COMPANY = 1;
const CONTACT_TO_DEAL = 4;

interface Listed {
  id: string;
  properties: Record<string, string | null>;
  associations?: Record<string, { results: { id: string; type: string }[] }>;
}

async function call<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HubSpot emulator: ${method} ${path.split('?')[0]} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function allContacts(base: string, properties: readonly string[]): Promise<Listed[]> {
  const contacts: Listed[] = [];
  let after: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', properties: properties.join(','), associations: 'companies,deals' });
    if (after !== undefined) query.set('after', after);
    const page = await call<{ results: Listed[]; paging?: { next?: { after: string } } }>(base, 'GET', `${CONTACTS_PATH}?${query.toString()}`);
    contacts.push(...page.results);
    after = page.paging?.next?.after;
  } while (after !== undefined);
  return contacts;
}

/** A copy of a seeded contact: its writable values (a new email: HubSpot's are unique), its primary company and deals. */
function copyOf(source: Listed, index: number) {
  const properties = Object.fromEntries(Object.entries(source.properties).filter(([, value]) => value !== null && value !== ''));
  if (properties.email) properties.email = `bench${index}.${properties.email}`;
  const companies = (source.associations?.companies?.results ?? []).filter((link) => !link.type.endsWith('_unlabeled'));
  const deals = [...new Set((source.associations?.deals?.results ?? []).map((link) => link.id))];
  const to = (id: string, typeId: number) => ({ to: { id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }] });
  return { properties, associations: [...companies.map((link) => to(link.id, PRIMARY_COMPANY)), ...deals.map((id) => to(id, CONTACT_TO_DEAL))] };
}

export const hubspotContacts: Scenario = {
  id: 'hubspot-contacts',
  call: 'GET /crm/contacts',
  emulator: 'hubspot',
  limits: LIMITS,
  pgliteRow: false,
  resultsFile: 'hubspot-contacts-latest.md',
  async prepare(base) {
    const lifted = await fetch(`${base}/__emulator/rate-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LIFTED_LIMIT) });
    if (lifted.status !== 204) throw new Error(`HubSpot emulator: lifting its rate limit answered ${lifted.status}`);
    const definitions = (await call<{ results: PropertyDefinition[] }>(base, 'GET', CONTACT_DEFINITIONS_PATH)).results;
    const writable = definitions.filter((definition) => definition.modificationMetadata?.readOnlyValue !== true).map((definition) => definition.name);
    const seeded = await allContacts(base, writable);
    if (seeded.length === 0) throw new Error('HubSpot emulator: the demo account has no contacts to copy');
    for (let index = seeded.length; index < CONTACTS_WANTED; index++) {
      await call(base, 'POST', CONTACTS_PATH, copyOf(seeded[index % seeded.length] as Listed, index));
    }
    const custom = customDefinitions(definitions).map((definition) => definition.name);
    return (limit) => ({ url: `${base}${contactsFirstPage(custom, limit)}`, headers });
  },
  floorEnv: { FLOOR_HUBSPOT_TOKEN: token },
  unifiedPath: (limit) => `/crm/contacts?limit=${limit}`,
};
