/**
 * The one collection endpoint every connector resource is declared on: list,
 * one, add, update and delete of a platform's records at a path, with the
 * platform's dialect handed in and the resource's field table. What is left
 * to a connector is its table, its paths, where answers hold records, and
 * named hooks for true quirks.
 *
 * - Ids the dialect says the platform cannot have are not found without a
 *   call; the platform's "no such record" is EntityNotFoundError.
 * - Records of the platform's type that are not this resource's (`only`:
 *   an agent is not a customer) are left out of lists and are not found when
 *   read, changed or deleted: a write reads the record first to know.
 * - A platform that searches lists with filters or a sort (the dialect's
 *   `search`) is sent a search for those, and a GET of the collection for others.
 * - A platform that cannot page a list is paged here (`list: { whole: true }`):
 *   the whole list is read once per page asked for and cut in memory.
 * - A resource under another (a ticket's comments) checks its parents in
 *   the `parents` hook before its calls, after a write's body is mapped.
 * - A write that takes further calls after the record's own (`afterWrite`)
 *   runs on the composite-write rule; one whose calls the collection cannot
 *   order keeps its mapping and its own call (`send`) and runs its steps in
 *   the `compose` hook, on the same rule.
 *
 * Its parts: the reach to one record (collection-records.ts), the list
 * (collection-list.ts), the writes (collection-writes.ts); what a resource
 * declares is in collection-options.ts (its hooks in collection-hooks.ts).
 */
import type { Static, TObject } from 'typebox';
import type { ResourceDeclaration } from '../../unified/define.js';
import { implement, type ResourceBinding, type ResourceImplementation } from '../framework/define.js';
import type { CollectionOptions } from './collection-options.js';
import { listSide } from './collection-list.js';
import { recordAccess } from './collection-records.js';
import { writeSide } from './collection-writes.js';

export type { AfterWrite, CollectionHooks, CollectionOptions, ComposedWrite, RecordScope, WriteOperation } from './collection-options.js';

export function collection<M extends TObject, W, C = undefined, F = never>(
  declaration: ResourceDeclaration<M>,
  options: CollectionOptions<Static<M>, W, C, F>,
): ResourceBinding<M> {
  type T = Static<M>;
  const records = recordAccess(options);
  const { listOptions, sample, list } = listSide(options, records);
  const { callIds, operations } = writeSide(declaration, options, records);
  const { dialect } = records;
  const implementation: ResourceImplementation<T> = {
    downstream: options.downstream,
    mapper: options.fields,
    customMappings: { sample, standardPaths: options.fields.paths, writable: options.add || options.update ? options.fields.writable : [] },
    passThrough: options.passThrough === false ? {} : {
      ...(options.add ? { add: [callIds.add] } : {}),
      ...(options.update && !options.hooks?.update ? { update: [callIds.update] } : {}),
      // A list hook builds its own calls (a search language), so its parameters cannot be merged for it.
      ...(listOptions && !options.hooks?.list && !listOptions.search && dialect.readPassThrough !== false ? { list: true } : {}),
      ...(options.one !== false && !options.findOne && dialect.readPassThrough !== false ? { one: true } : {}),
    },
    ...(options.events ? { events: options.events } : {}),
    ...(options.actions ? { actions: options.actions } : {}),
    ...(options.resolvesRetries ? { resolvesRetries: options.resolvesRetries } : {}),
    ...(list ? { list } : {}),
    ...(options.one === false ? {} : { one: records.one }),
    ...operations,
  };
  return implement(declaration, implementation);
}
