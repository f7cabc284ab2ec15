/**
 * The floor's route for `GET /crm/contacts` on HubSpot: the account's custom
 * contact properties read once at start (the service rereads them once a
 * minute, one call in tens of thousands here), then one call to the contacts
 * list a request, its records (with their inline associations) mapped with
 * the connector's own field table (`contactFields`); the paging's next state as
 * `listPaging` reads it. Env: FLOOR_HUBSPOT_TOKEN (a private app token).
 */
import type { Pool } from 'undici';
import { listPaging, type HubspotObject } from '../../src/connectors/hubspot/api.js';
import { contactFields } from '../../src/connectors/hubspot/contact-fields.js';
import type { PropertyDefinition } from '../../src/connectors/hubspot/definitions.js';
import type { RecordContext } from '../../src/connectors/hubspot/record-fields.js';
import { CONTACTS_PATH, CONTACT_DEFINITIONS_PATH, contactsFirstPage, customDefinitions } from './hubspot-contacts-request.js';
import { requiredEnv, type FloorRoute } from './scenario.js';

const headers = { accept: 'application/json', authorization: `Bearer ${requiredEnv('FLOOR_HUBSPOT_TOKEN')}` };
const list = new URL(`http://upstream${CONTACTS_PATH}`);
let context: RecordContext = { custom: [] };
/** The request of each page size, made once: it only changes with the definitions. */
const pagePaths = new Map<number, string>();

async function getJson<T>(pool: Pool, path: string): Promise<{ body: T; headers: Record<string, string | string[] | undefined> }> {
  const response = await pool.request({ method: 'GET', path, headers });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new Error(`upstream answered ${response.statusCode}`);
  }
  return { body: (await response.body.json()) as T, headers: response.headers };
}

export const floorRoute: FloorRoute = {
  path: '/crm/contacts',
  maxLimit: 200,
  service: 'hubspot',
  resource: 'contacts',
  cursorResource: 'crm/contacts',
  async start(pool) {
    const { body } = await getJson<{ results?: PropertyDefinition[] }>(pool, CONTACT_DEFINITIONS_PATH);
    context = { custom: customDefinitions(body.results ?? []) };
  },
  async page(pool, limit) {
    let path = pagePaths.get(limit);
    if (path === undefined) pagePaths.set(limit, (path = contactsFirstPage(context.custom.map((definition) => definition.name), limit)));
    const { body, headers: answerHeaders } = await getJson<{ results?: HubspotObject[] }>(pool, path);
    const objects = body.results ?? [];
    const data = objects.map((object) => contactFields(object, context));
    const { next } = listPaging.neighbours({ list, limit, state: undefined }, { body, headers: answerHeaders, count: objects.length });
    return { data, next };
  },
};
