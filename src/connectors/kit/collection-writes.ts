/**
 * A collection's writes: the one call of each add, update and delete (its
 * body made in collection-write-body.ts), the hooks that replace or follow
 * it, and what runs after it on the composite-write rule.
 */
import type { ResourceDeclaration } from '../../unified/define.js';
import type { ConnectorContext, RecordParams, ResourceImplementation, WriteModel } from '../framework/define.js';
import type { DownstreamRequest } from '../framework/http.js';
import { resolvePath, type PathTemplate } from '../framework/rest/path.js';
import type { MappedValue } from '../framework/custom-mapping-types.js';
import type { Query } from './dialect.js';
import { compositeWrite } from './composite-write.js';
import type { PassThroughEntry } from './pass-through.js';
import type { CollectionOptions, Parents } from './collection-options.js';
import { call, type RecordAccess } from './collection-records.js';
import { noCurrentRecord, writeRequests } from './collection-write-body.js';

type Writes<T> = Pick<ResourceImplementation<T>, 'add' | 'update' | 'delete'>;

export function writeSide<T, W, C, F>(declaration: ResourceDeclaration, options: CollectionOptions<T, W, C, F>, records: RecordAccess<T, W>) {
  const { dialect, notFoundError, idRule, idOf, parentsFor, callForRecord, pathOf, readRecord, currentOf } = records;
  const { callIds, writeQuery, encode, writeBody, idFrom } = writeRequests(options, dialect);
  const afterWrite = options.hooks?.afterWrite;
  /** What `afterWrite` is handed to reach the record written. */
  const forRecord = (ctx: ConnectorContext, id: string, parents: Parents) => {
    const path = pathOf(ctx, parents, id);
    return { path, call: (request: DownstreamRequest) => callForRecord(ctx, id, request) };
  };

  const byWrite = typeof options.delete === 'object' ? options.delete : undefined;
  /** A delete's call: DELETE, or the write the platform deletes by, made of the current record. */
  const deleteRequest = (ctx: ConnectorContext, parents: Parents, id: string, current: W | undefined): DownstreamRequest => {
    if (!byWrite) return { method: 'DELETE', path: pathOf(ctx, parents, id) };
    const path = byWrite.path ? resolvePath(byWrite.path, { id, parents, settings: ctx.settings }) : pathOf(ctx, parents, id);
    // A write's query made of what is written has nothing to go on here; a fixed one (Xero's) still applies.
    const fixed = typeof options.writeQuery === 'function' ? undefined : options.writeQuery;
    return { method: byWrite.method, path, ...encode(byWrite.body(current as W), byWrite.query ? { ...fixed, ...byWrite.query } : fixed) };
  };
  /** A record this write created, removed again (read first where the platform deletes by a write). */
  const remove = async (ctx: ConnectorContext, parents: Parents, id: string) =>
    void (await call(dialect, ctx, deleteRequest(ctx, parents, id, byWrite ? (await readRecord(ctx, id, parents)).wire : undefined)));

  const operations: Writes<T> = {
    ...(options.add
      ? {
          async add(ctx: ConnectorContext, { record, parents, passThrough, customValues }: { record: WriteModel<T>; parents: Parents; passThrough?: readonly PassThroughEntry[]; customValues?: readonly MappedValue[] }) {
            const method = options.add === true ? 'POST' : (options.add as { method: 'POST' | 'PUT' }).method;
            const { body, empty } = await writeBody(ctx, 'add', record, undefined, passThrough, customValues);
            const checked = await parentsFor(ctx, parents, 'add');
            const send = async (sent: unknown) => idFrom((await call(dialect, ctx, { method, path: pathOf(ctx, checked), ...encode(sent, writeQuery('add', record)) })).body);
            if (options.hooks?.compose) return options.hooks.compose(ctx, { operation: 'add', record, body, empty, parents: checked, current: noCurrentRecord, send });
            if (!afterWrite) return { id: await send(body) };
            return compositeWrite(async (steps) => {
              const undo = options.delete ? (created: string) => remove(ctx, checked, created) : undefined;
              const id = await steps.create(declaration.singular, () => send(body), undo);
              await afterWrite(ctx, { operation: 'add', id, record, ...forRecord(ctx, id, checked), steps });
              return { id };
            });
          },
        }
      : {}),
    ...(options.update
      ? {
          async update(ctx: ConnectorContext, { id, parents: asked, record, passThrough, customValues }: RecordParams & { record: WriteModel<T>; passThrough?: readonly PassThroughEntry[]; customValues?: readonly MappedValue[] }) {
            const update = options.update as { method: 'PUT' | 'PATCH' | 'POST'; path?: PathTemplate; queryFor?: (record: WriteModel<T>) => Query | undefined; skipEmpty?: boolean; methodFor?: (record: WriteModel<T>) => 'PUT' | 'PATCH' | 'POST' };
            let parents = asked;
            const current = currentOf(ctx, id, () => parents);
            if (options.hooks?.update) {
              if (idRule && !idRule.test(id)) throw notFoundError(id);
              parents = await parentsFor(ctx, asked, 'update', id);
              await options.hooks.update(ctx, { id, parents, record, current: async () => (await current()).wire });
              return { id };
            }
            // Mapped before any call: what the platform cannot take is refused without touching it.
            const { empty, body } = await writeBody(ctx, 'update', record, current, passThrough, customValues);
            parents = await parentsFor(ctx, asked, 'update', id);
            const recordId = options.canonicalId ? await idOf(ctx, parents, await current()) : id;
            const path = update.path === undefined ? pathOf(ctx, parents, recordId) : resolvePath(update.path, { id: recordId, parents, settings: ctx.settings });
            const query = update.queryFor?.(record);
            const send = async (sent: unknown) => {
              const encoded = encode(sent, writeQuery('update', record));
              await callForRecord(ctx, recordId, { method: update.methodFor?.(record) ?? update.method, path, ...encoded, ...(query ? { query: { ...encoded.query, ...query } } : {}) });
              return recordId;
            };
            if (options.hooks?.compose) {
              const read = async () => (await current()).wire;
              return options.hooks.compose(ctx, { operation: 'update', id: recordId, record, body, empty, parents, current: read, send });
            }
            if (update.skipEmpty && empty) {
              await current();
              return { id: recordId };
            }
            if (options.only) await current();
            if (!afterWrite) return { id: await send(body) };
            return compositeWrite(async (steps) => {
              await steps.change(declaration.singular, recordId, `updating the ${declaration.singular}`, () => send(body));
              await afterWrite(ctx, { operation: 'update', id: recordId, record, ...forRecord(ctx, recordId, parents), steps });
              return { id: recordId };
            });
          },
        }
      : {}),
    ...(options.delete
      ? {
          async delete(ctx: ConnectorContext, { id, parents: asked }: RecordParams) {
            const parents = await parentsFor(ctx, asked, 'delete', id);
            const read = options.only || options.canonicalId || byWrite ? await readRecord(ctx, id, parents) : undefined;
            const recordId = read && options.canonicalId ? await idOf(ctx, parents, read) : id;
            const deleting = options.hooks?.delete;
            if (deleting) {
              if (idRule && !idRule.test(recordId)) throw notFoundError(recordId);
              const current = currentOf(ctx, recordId, () => parents);
              await deleting(ctx, { id: recordId, parents, current: async () => (read ?? (await current())).wire, call: (request) => callForRecord(ctx, recordId, request) });
            } else await callForRecord(ctx, recordId, deleteRequest(ctx, parents, recordId, read?.wire));
            await options.hooks?.afterDelete?.(ctx, { id: recordId, parents });
            return { id: recordId };
          },
        }
      : {}),
  };
  return { callIds, operations };
}
