/**
 * Coverage is computed from the code (src/catalog/resource-support.ts); this
 * test holds every connector to what the Connector API says about it. For
 * each connector of the shipped registry and each resource it serves, over
 * real HTTP against the connector's emulator:
 *
 * - every claimed operation works, and every operation of the unified
 *   resource that is not claimed is refused as unsupported; what a delete
 *   leaves follows one rule (coverage/after-delete.ts): gone (404, not
 *   listed), or, where the platform's delete deactivates, read and listed as
 *   no longer active;
 * - paging works when claimed, and is refused when not;
 * - every claimed filter narrows the list to matching records, and every
 *   unclaimed one is refused; the same for sort fields, checked both ways;
 * - the fields the records carry are exactly the claimed `supported_fields`:
 *   none claimed but never produced, none produced but not claimed.
 *
 * A new connector is checked with nothing to add here: it needs an emulator
 * and a demo connection (as `npm start` does); a new resource or filter
 * needs a probe in coverage/resource-probes.ts.
 */
import { collectionPath, recordPath } from './unified-paths.js';
import { randomBytes } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import type { ConnectorDefinition, ResourceBinding } from '../../src/connectors/framework/define.js';
import { EMULATORS } from '../../src/sandbox/index.js';
import { DEMO_CONNECTIONS } from '../../src/server/demo.js';
import { findUnifiedApi } from '../../src/unified/index.js';
import { parentResource, type Operation, type ResourceDeclaration } from '../../src/unified/define.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { afterDeleteBreaks } from './coverage/after-delete.js';
import { carriesValue, fieldsCarried, orderBreaks } from './coverage/record-values.js';
import { RESOURCE_PROBES, type ResourceProbe } from './coverage/resource-probes.js';

// Every shipped connector, loaded now (the service's own registry loads them on first use).
const defaultRegistry = new ConnectorRegistry(CONNECTORS);

type Json = Record<string, any>;
type Parents = Record<string, string>;

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** Enough to see every field the emulators' seeds exercise, bounded so a huge seed cannot stall the suite. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;
/** Parent records (collections) whose children are read for field coverage. */
const MAX_PARENTS = 5;

const METHODS: Record<Operation, string> = { all: 'GET', one: 'GET', add: 'POST', update: 'PATCH', delete: 'DELETE' };

function settingsOf(connector: ConnectorDefinition): Record<string, string> | undefined {
  return DEMO_CONNECTIONS.find((demo) => demo.serviceId === connector.id)?.settings;
}

/** Some value the filter's schema accepts: to show an unclaimed filter is refused, not how it filters. */
function someFilterValue(schema: unknown): string {
  const text = JSON.stringify(schema);
  if (text.includes('"date-time"')) return '2020-01-01T00:00:00.000Z';
  if (text.includes('"format":"date"')) return '2020-01-01';
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (Array.isArray(values) && values.length > 0) return String(values[0]);
  if (type === 'boolean') return 'true';
  return type === 'integer' || type === 'number' ? '1' : 'x';
}

describe('coverage of every connector, checked against its emulator', () => {
  let svc: TestService;
  let tenant: Tenant;
  const unique = randomBytes(4).toString('hex');

  beforeAll(async () => {
    svc = await startTestService({ emulators: [...EMULATORS] });
    tenant = await svc.tenant();
    for (const connector of defaultRegistry.all) {
      const settings = settingsOf(connector);
      if (!settings) continue;
      for (const api of new Set(connector.resources.map((binding) => binding.declaration.api))) {
        await tenant.connect(`coverage-${connector.id}`, api, connector.id, settings);
      }
    }
  }, 120_000);
  afterAll(() => svc?.close());

  for (const connector of defaultRegistry.all) {
    describe(connector.id, () => {
      it('has an emulator and demo settings to be checked with', () => {
        expect(EMULATORS.map((emulator) => emulator.id), 'add its emulator to src/sandbox/index.ts').toContain(connector.id);
        expect(settingsOf(connector), 'add its demo connection to DEMO_CONNECTIONS in src/server/demo.ts').toBeDefined();
      });

      for (const binding of connector.resources) describeResource(connector, binding);
    });
  }

  function describeResource(connector: ConnectorDefinition, binding: ResourceBinding): void {
    const resource = binding.declaration;
    describe(resource.key, () => {
      const produced = new Set<string>();
      let claims: Json;
      let validate: ValidateFunction;
      let probe: ResourceProbe;
      /** Lists the probe's create draws on (`related`), by path. */
      let related: Record<string, Json[]> = {};
      /** Records listed under each parent (one entry, `{}`, for a top-level resource). */
      const listings: { parents: Parents; records: Json[]; complete: boolean }[] = [];
      const headers = () => tenant.headers(`coverage-${connector.id}`, { 'x-svc-service-id': connector.id });
      const unified = (path: string, init: { method?: string; json?: unknown } = {}) =>
        call<Json>(path.startsWith('http') ? path : `${svc.url}${path}`, { ...init, headers: headers() });
      const claimed = (operation: Operation) => (claims.supported_operations as string[]).includes(operation);

      /** Adds what a record carries to the produced fields, after checking it against the published schema. */
      const see = (record: Json) => {
        expect(validate(record), `${resource.key} record off its JSON Schema: ${JSON.stringify(validate.errors)}`).toBe(true);
        for (const field of fieldsCarried(record)) produced.add(field);
      };

      beforeAll(async () => {
        const found = RESOURCE_PROBES[resource.key];
        if (!found) throw new Error(`no probe for ${resource.key}: add one to test/catalog/coverage/resource-probes.ts`);
        probe = found;
        related = Object.fromEntries(await Promise.all((probe.related ?? []).map(async (path) => [path, await listRelated(path, headers())] as const)));
        claims = (await catalogGet(`/connector/connectors/${connector.id}/resources/${resource.id}?unified_api=${resource.api}`)).data;
        const schema = (await catalogGet(`/connector/apis/${resource.api}/resources/${resource.id}`)).data.schema;
        const ajv = new Ajv({ strict: false, allErrors: true });
        addFormats(ajv);
        validate = ajv.compile(schema);
        if (claimed('all')) {
          for (const parents of await parentSets(resource, headers())) {
            const { records, complete } = await listAll(collectionPath(resource, parents), headers(), claims.pagination_supported === true);
            records.forEach(see);
            listings.push({ parents, records, complete });
          }
        }
      }, 120_000);

      /** The listing with the most records: filters and sorting are checked where they can show. */
      const richest = () => [...listings].sort((a, b) => b.records.length - a.records.length)[0];

      it('lists as claimed, paging with cursor and limit only where claimed', async () => {
        if (!claimed('all')) {
          if (resource.operations.includes('all')) {
            expectErrorEnvelope(await unified(collectionPath(resource, (await parentSets(resource, headers()))[0] ?? {})), 400, 'ConnectorOperationUnsupportedError');
          }
          return;
        }
        const listing = richest();
        expect(listing?.records.length ?? 0, `the ${connector.id} emulator lists no ${resource.id}`).toBeGreaterThanOrEqual(probe.fewestListed ?? 2);
        const path = collectionPath(resource, listing!.parents);
        if (resource.listShape === 'whole') {
          // The reference's whole lists (payrolls) take no cursor or limit: every record in one answer.
          const whole = await unified(path);
          expect(whole.status, whole.text).toBe(200);
          expect(whole.body.data).toEqual(listing!.records);
          return;
        }
        const first = await unified(`${path}?limit=1`);
        if (!claims.pagination_supported) {
          // A list that cannot page is answered whole: a limit it fits in is met, a smaller one refused.
          if (listing!.records.length > 1) expectErrorEnvelope(first, 400, 'PaginationNotSupportedError');
          else expect(first.body.data).toEqual(listing!.records);
          expectErrorEnvelope(await unified(`${path}?cursor=abc`), 400, 'PaginationNotSupportedError');
          const whole = await unified(`${path}?limit=${listing!.records.length}`);
          expect(whole.status, whole.text).toBe(200);
          expect(whole.body.data).toHaveLength(listing!.records.length);
          return;
        }
        expect(listing!.records.length, `the ${connector.id} emulator lists too few ${resource.id} to show paging`).toBeGreaterThan(1);
        expect(first.status).toBe(200);
        expect(first.body.data).toHaveLength(1);
        expect(first.body.meta.cursors.next).toEqual(expect.any(String));
        const second = await unified(first.body.links.next);
        expect(second.body.data).toHaveLength(1);
        expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
      });

      it('gets one record as claimed', async () => {
        if (resource.singleton) {
          // One record per connection (the company info), at the collection path itself.
          const one = await unified(collectionPath(resource, {}));
          if (!claimed('one')) return expectErrorEnvelope(one, 400, 'ConnectorOperationUnsupportedError');
          expect(one.status, one.text).toBe(200);
          see(one.body.data);
          return;
        }
        // A resource the reference or the platform does not list (folders, upload sessions, Drive's shared links): its get is checked on the record the create made.
        if (!claimed('all') && claimed('add')) return;
        const listing = richest();
        const target = listing?.records[0];
        if (!claimed('one')) {
          if (resource.operations.includes('one')) {
            // A platform that lists nothing (Vonage's SMS API only sends) is asked for an id it could have given.
            const parents = listing?.parents ?? (await parentSets(resource, headers()))[0] ?? {};
            expectErrorEnvelope(await unified(recordPath(resource, parents, target ?? { id: 'unknown' })), 400, 'ConnectorOperationUnsupportedError');
          }
          return;
        }
        expect(target, `nothing listed to get: ${resource.key} needs "all" to be checked`).toBeDefined();
        const one = await unified(recordPath(resource, listing!.parents, target!));
        expect(one.status).toBe(200);
        expect(one.body.data.id).toBe(target!.id);
        see(one.body.data);
      });

      it('creates, updates and deletes as claimed', async () => {
        const parents = richest()?.parents ?? (await parentSets(resource, headers()))[0] ?? {};
        const listed = listings.find((listing) => listing.parents === parents)?.records ?? [];
        const read = async (record: Json) => {
          const one = await unified(recordPath(resource, parents, record));
          expect(one.status, one.text).toBe(200);
          see(one.body.data);
          return one.body.data as Json;
        };
        /**
         * Written values of claimed fields read back as written (the platform
         * may add to them: members to objects, entries to lists, such as the
         * subtotal line a platform adds to a document's lines).
         */
        const expectWritten = (record: Json, body: Json) => {
          const written = Object.fromEntries(Object.entries(body).filter(([name]) => isClaimedField(name)));
          expect(unmatched(record, written, ''), `written to ${resource.key}, read back otherwise`).toEqual([]);
        };

        let created: Json | undefined;
        if (resource.addBody !== 'json') {
          created = await createFile(parents, listed, read);
        } else if (claimed('add')) {
          expect(probe.create, `no create probe for ${resource.key}`).toBeDefined();
          const body = probe.create!(unique, listed, related);
          const answer = await unified(collectionPath(resource, parents), { method: 'POST', json: body });
          expect(answer.status, answer.text).toBe(201);
          expect(answer.body.data.id).toEqual(expect.any(String));
          // The id the create answered with names the record even where the model carries none (a shared link is named by its item).
          created = claimed('one') ? { id: answer.body.data.id, ...(await read({ ...body, id: answer.body.data.id })) } : { ...body, id: answer.body.data.id };
          if (claimed('one')) expectWritten(created, body);
        } else if (resource.operations.includes('add')) {
          const answer = await unified(collectionPath(resource, parents), { method: 'POST', json: probe.create?.(unique, listed, related) ?? {} });
          expectErrorEnvelope(answer, 400, 'ConnectorOperationUnsupportedError');
        }

        const target = probe.target ? probe.target(created, listed) : created;
        for (const operation of ['update', 'delete'] as const) {
          if (!resource.operations.includes(operation)) continue;
          if (!claimed(operation)) {
            const id = target?.id ?? listed[0]?.id ?? 'unknown';
            // A valid change, so that only the operation can be refused: of the listed record, else of the one the probe creates.
            const changed = target ?? listed[0] ?? probe.create?.(unique, listed, related) ?? {};
            const body = operation === 'update' ? { json: probe.update?.(changed, unique) ?? {} } : {};
            expectErrorEnvelope(await unified(recordPath(resource, parents, { ...changed, id }), { method: METHODS[operation], ...body }), 400, 'ConnectorOperationUnsupportedError');
            continue;
          }
          expect(target, `no record for ${operation} of ${resource.key}: see the probe's target`).toBeDefined();
          if (operation === 'update') {
            expect(probe.update, `no update probe for ${resource.key}`).toBeDefined();
            const body = probe.update!(target!, unique);
            const answer = await unified(recordPath(resource, parents, target!), { method: 'PATCH', json: body });
            expect(answer.status, answer.text).toBe(200);
            expect(answer.body.data.id).toBe(target!.id);
            if (claimed('one')) expectWritten(await read(target!), body);
          } else {
            const answer = await unified(recordPath(resource, parents, target!), { method: 'DELETE' });
            expect(answer.status, answer.text).toBe(200);
            if (claimed('one')) {
              const after = await unified(recordPath(resource, parents, target!));
              if (after.status === 200) see(after.body.data);
              else if (after.status === 404) expectErrorEnvelope(after, 404, 'EntityNotFoundError');
              const listed = claimed('all')
                ? (await listAll(collectionPath(resource, parents), headers(), claims.pagination_supported === true)).records.some((record) => record.id === target!.id)
                : undefined;
              expect(afterDeleteBreaks({ status: after.status, record: after.body?.data }, listed), `${resource.key} after its delete: ${after.text.slice(0, 300)}`).toEqual([]);
            }
          }
        }
      });

      it('applies every claimed filter and refuses the others', async () => {
        const declared = Object.keys(resource.filters);
        expect(binding.implementation.list?.filters ?? [], 'claims filters the unified resource does not declare').toEqual(
          (binding.implementation.list?.filters ?? []).filter((name) => declared.includes(name)),
        );
        if (!claimed('all')) return;
        const listing = richest()!;
        const path = collectionPath(resource, listing.parents);
        for (const name of declared) {
          const filterProbe = probe.filters[name];
          if (!(claims.supported_filters as string[]).includes(name)) {
            const value = filterProbe?.pick(listing.records, related) ?? someFilterValue(resource.filters[name]);
            expectErrorEnvelope(await unified(`${path}?filter[${name}]=${encodeURIComponent(value)}`), 400, 'UnsupportedFiltersError');
            continue;
          }
          expect(filterProbe, `no probe for filter[${name}] of ${resource.key} in resource-probes.ts`).toBeDefined();
          const value = filterProbe!.pick(listing.records, related);
          if (value === undefined && filterProbe!.unset && listing.records.every((record) => filterProbe!.unset!(record))) {
            // No record carries the field on this platform: an exact match finds nothing, whatever the value.
            const missing = someFilterValue(resource.filters[name]);
            const { records: none } = await listAll(`${path}?filter[${name}]=${encodeURIComponent(missing)}`, headers(), claims.pagination_supported === true);
            expect(none, `filter[${name}] on a field no ${connector.id} record carries`).toEqual([]);
            continue;
          }
          const shared = value === undefined ? filterProbe!.shared?.(listing.records) : undefined;
          if (shared !== undefined) {
            // One value for every record (a connection's one company): it keeps them all, another keeps none.
            const { records: all } = await listAll(`${path}?filter[${name}]=${encodeURIComponent(shared)}`, headers(), claims.pagination_supported === true);
            const kept = new Set(all.map((record) => record.id));
            expect(listing.records.filter((record) => !kept.has(record.id)).map((record) => record.id), `filter[${name}]=${shared}, the value every record has`).toEqual([]);
            const other = `${shared}-other`;
            const { records: none } = await listAll(`${path}?filter[${name}]=${encodeURIComponent(other)}`, headers(), claims.pagination_supported === true);
            expect(none, `filter[${name}]=${other}, a value no record has`).toEqual([]);
            continue;
          }
          expect(value, `the ${connector.id} emulator's ${resource.id} cannot show filter[${name}] at work`).toBeDefined();
          const { records: filtered } = await listAll(`${path}?filter[${name}]=${encodeURIComponent(value!)}`, headers(), claims.pagination_supported === true);
          expect(filtered.length, `filter[${name}]=${value} found nothing`).toBeGreaterThan(0);
          const strays = filtered.filter((record) => !filterProbe!.matches(record, value!, related, filtered));
          expect(strays.map((record) => record.id), `filter[${name}]=${value} let through records that do not match`).toEqual([]);
          // The value was picked so that some records do not match: the filter did narrow the list.
          expect(listing.records.some((record) => !filterProbe!.matches(record, value!, related, listing.records))).toBe(true);
          // Records another test created since the listing may match too: the ones listed that do not match must be gone.
          const excluded = new Set(listing.records.filter((record) => !filterProbe!.matches(record, value!, related, listing.records)).map((record) => record.id));
          if (listing.complete) expect(filtered.filter((record) => excluded.has(record.id)).map((record) => record.id)).toEqual([]);
        }
      });

      it('sorts by every claimed field in both directions and refuses the others', async () => {
        expect(claims.supported_sort_by.every((name: string) => resource.sortFields.includes(name))).toBe(true);
        if (!claimed('all')) return;
        const path = collectionPath(resource, richest()!.parents);
        for (const field of resource.sortFields) {
          if (!(claims.supported_sort_by as string[]).includes(field)) {
            expectErrorEnvelope(await unified(`${path}?sort[by]=${field}`), 400, 'UnsupportedSortFieldError');
            continue;
          }
          const sequences: Record<'asc' | 'desc', unknown[]> = { asc: [], desc: [] };
          for (const direction of ['asc', 'desc'] as const) {
            const page = await unified(`${path}?sort[by]=${field}&sort[direction]=${direction}${claims.pagination_supported ? '&limit=50' : ''}`);
            expect(page.status, page.text).toBe(200);
            // Where a platform puts records without a value differs; the order of the others must hold.
            const valueOf = probe.sortValues?.[field] ?? ((record: Json) => record[field]);
            sequences[direction] = (page.body.data as Json[]).map(valueOf).filter(carriesValue);
            expect(orderBreaks(sequences[direction], direction), `sort[by]=${field}&sort[direction]=${direction}: ${JSON.stringify(sequences[direction])}`).toEqual([]);
          }
          expect(new Set(sequences.asc).size, `too few values of ${field} to see sorting`).toBeGreaterThan(1);
          expect(sequences.asc[0]).not.toEqual(sequences.desc[0]);
        }
      });

      // Last: it compares the claims with every record the tests above read or wrote.
      it('produces exactly the fields it claims', () => {
        const claimedFields = (claims.supported_fields as Json[]).map((field) => field.unified_property as string);
        expect(claimedFields.filter((name) => !produced.has(name) && !probe.unseenFields?.includes(name)), 'claimed but never produced').toEqual([]);
        expect([...produced].filter((name) => !claimedFields.includes(name)), 'produced but not claimed').toEqual([]);
      });

      /**
       * A create whose body is the file itself (attachments): the probe's
       * bytes, its fields in x-svc-metadata; where the connector downloads,
       * the same bytes come back.
       */
      async function createFile(parents: Parents, listed: readonly Json[], read: (record: Json) => Promise<Json>): Promise<Json | undefined> {
        expect(probe.file, `no file probe for ${resource.key}`).toBeDefined();
        const metadata = probe.create?.(unique, listed, related) ?? {};
        const answer = await fetch(`${svc.url}${collectionPath(resource, parents)}`, {
          method: 'POST',
          headers: { ...headers(), 'content-type': probe.file!.contentType, 'x-svc-metadata': JSON.stringify(metadata) },
          body: probe.file!.bytes,
        });
        const body = (await answer.json()) as Json;
        if (!claimed('add')) {
          expectErrorEnvelope({ status: answer.status, headers: answer.headers, body, text: JSON.stringify(body) }, 400, 'ConnectorOperationUnsupportedError');
          return undefined;
        }
        expect(answer.status, JSON.stringify(body)).toBe(201);
        const id = body.data.id as string;
        const created = claimed('one') ? await read({ id }) : { id };
        if (resource.download && binding.implementation.download) {
          const file = await fetch(`${svc.url}${recordPath(resource, parents, { id })}/download`, { headers: headers() });
          expect(file.status).toBe(200);
          expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(probe.file!.bytes))).toBe(true);
        }
        return created;
      }

      function isClaimedField(name: string): boolean {
        return (claims.supported_fields as Json[]).some((field) => field.unified_property === name);
      }
    });
  }

  /**
   * Where a read value differs from the written one ("line_items[0].item.id:
   * wrote 7, read 8"); the platform may add members to objects and entries
   * to lists, so each written entry only needs a read entry that holds it.
   */
  function unmatched(read: unknown, written: unknown, path: string): string[] {
    if (Array.isArray(written)) {
      if (!Array.isArray(read)) return [`${path}: wrote a list, read ${JSON.stringify(read)}`];
      return written.flatMap((entry, index) =>
        read.some((candidate) => unmatched(candidate, entry, '').length === 0) ? [] : unmatched(read[index], entry, `${path}[${index}]`),
      );
    }
    if (written !== null && typeof written === 'object') {
      if (read === null || typeof read !== 'object') return [`${path}: wrote an object, read ${JSON.stringify(read)}`];
      return Object.entries(written).flatMap(([key, value]) => unmatched((read as Json)[key], value, path === '' ? key : `${path}.${key}`));
    }
    return read === written ? [] : [`${path}: wrote ${JSON.stringify(written)}, read ${JSON.stringify(read)}`];
  }

  async function catalogGet(path: string): Promise<Json> {
    const answer = await call<Json>(`${svc.url}${path}`, { headers: tenant.headers() });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  }

  /** Every page of a list (up to MAX_PAGES), following meta.cursors.next. */
  async function listAll(path: string, headers: Record<string, string>, paged = true): Promise<{ records: Json[]; complete: boolean }> {
    const records: Json[] = [];
    // A list without paging comes whole (a limit it does not fit in is PaginationNotSupportedError).
    let next: string | null = paged ? `${svc.url}${path}${path.includes('?') ? '&' : '?'}limit=${PAGE_SIZE}` : `${svc.url}${path}`;
    for (let pages = 0; next !== null && pages < MAX_PAGES; pages += 1) {
      const page: CallResult<Json> = await call<Json>(next, { headers });
      if (page.status !== 200) throw new Error(`${path}: ${page.status} ${page.text}`);
      records.push(...(page.body.data as Json[]));
      // A whole list (listShape 'whole', the reference's payrolls) has no links.
      next = page.body.links?.next ?? null;
    }
    return { records, complete: next === null };
  }

  /** A probe's related list; none where the connector does not serve it (Box has no drives to filter files by). */
  async function listRelated(path: string, headers: Record<string, string>): Promise<Json[]> {
    const first = await call<Json>(`${svc.url}${path}`, { headers });
    if (first.status === 400 && first.body?.type_name === 'ConnectorOperationUnsupportedError') return [];
    return (await listAll(path, headers)).records;
  }

  /** Parent path parameters to read a nested resource under: ids listed from the parent resource. */
  async function parentSets(resource: ResourceDeclaration, headers: Record<string, string>): Promise<Parents[]> {
    const param = resource.parentParams.at(-1);
    if (param === undefined) return [{}];
    // Path parameters that name no resource of the API (an attachment's document kind and id): the probe picks them.
    const chosen = RESOURCE_PROBES[resource.key]?.parents;
    if (chosen) return (await chosen(async (path) => (await listAll(path, headers)).records)).slice(0, MAX_PARENTS);
    const api = findUnifiedApi(resource.api)!;
    const parent = parentResource(api, resource, param);
    if (!parent) throw new Error(`${resource.key}: no resource of ${api.id} is identified by ${param}`);
    const sets: Parents[] = [];
    for (const above of await parentSets(parent, headers)) {
      const { records } = await listAll(collectionPath(parent, above), headers);
      for (const record of records.slice(0, MAX_PARENTS)) sets.push({ ...above, [param]: record.id as string });
    }
    return sets.slice(0, MAX_PARENTS);
  }
});
