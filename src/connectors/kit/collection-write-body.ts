/**
 * What a collection's write sends: the body the field table maps, with
 * mapped custom values, the platform's wrapper, the `beforeWrite` hook and
 * the caller's pass-through in that order; its query and encoding; and the
 * id read back from the platform's answer.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { tokenAt } from '../framework/paging/body-path.js';
import type { MappedValue } from '../framework/custom-mapping-types.js';
import type { Dialect, Query } from './dialect.js';
import { applyPassThrough, requireFormValues, type PassThroughEntry } from './pass-through.js';
import { requireFormMappedValues, requireMappedValuesUnder, writeMappedValues } from './custom-mappings.js';
import type { CollectionOptions, WriteOperation } from './collection-options.js';

/** The current record a create's hooks are handed: there is none. */
export const noCurrentRecord = (): Promise<never> => Promise.reject(new Error('a create has no current record'));

export function writeRequests<T, W, C, F>(options: CollectionOptions<T, W, C, F>, dialect: Dialect<unknown>) {
  const updatable = options.update ? options.update.fields : undefined;
  /** The one platform call of each write, as `pass_through` names it ("users.create"). */
  const callIds = { add: `${options.downstream.id}.create`, update: `${options.downstream.id}.update` } as const;
  const writeQuery = (operation: WriteOperation, record: WriteModel<T>) => (typeof options.writeQuery === 'function' ? options.writeQuery({ operation, record }) : options.writeQuery);
  const encode = (body: unknown, query: Query | undefined) => ({
    ...(query && Object.keys(query).length > 0 ? { query } : {}),
    ...(dialect.body === 'form' ? { form: body as Query } : { json: body }),
  });
  const writeBody = async (ctx: ConnectorContext, operation: WriteOperation, record: WriteModel<T>, current?: () => Promise<{ wire: W }>, passThrough?: readonly PassThroughEntry[], customValues?: readonly MappedValue[]) => {
    const written = operation === 'update' && updatable ? (Object.fromEntries(updatable.map((name) => [name, record[name]])) as WriteModel<T>) : record;
    // Mapped values go where the platform's record keeps them, before the platform's wrapper.
    if (dialect.body === 'form') requireFormMappedValues(customValues);
    if (dialect.mappedValuesUnder !== undefined) requireMappedValuesUnder(customValues, dialect.mappedValuesUnder, dialect.platform);
    const fields = writeMappedValues(options.fields.write(written), customValues);
    let body = options.wrap ? options.wrap(fields, operation) : fields;
    if (options.hooks?.beforeWrite) {
      const read = current ? async () => (await current()).wire : noCurrentRecord;
      body = await options.hooks.beforeWrite(ctx, { operation, record, body, current: read });
    }
    // After mapping and the platform's own rules: the caller's platform data has the last word.
    const passed = passThrough !== undefined && passThrough.length > 0;
    if (passed) body = applyPassThrough(body as Record<string, unknown>, passThrough, callIds[operation]);
    if (passed && dialect.body === 'form') requireFormValues(body as Record<string, unknown>);
    return { empty: Object.keys(fields).length === 0 && !passed, body };
  };

  const idFrom = (body: unknown): string => {
    const id = tokenAt(body, options.idAt ?? (options.recordAt === undefined ? 'id' : `${options.recordAt}.id`));
    if (id === undefined) throw new ApiError('ConnectorExecutionError', { status: 502, message: `${dialect.platform} did not answer with the ${options.what}'s id` });
    return id;
  };

  return { callIds, writeQuery, encode, writeBody, idFrom };
}
