/**
 * A list the reference answers whole (`listShape: 'whole'`, the payrolls):
 * no cursor reaches the client, so the gateway reads the connector's pages
 * to their end.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorContext, ListParams, PagingState, ResourceImplementation } from '../connectors/framework/define.js';
import type { ResourceDeclaration } from '../unified/define.js';
import { LIMIT_MAX } from './unified-schemas.js';

/** Pages a whole list answer may take: the reference's whole lists (payrolls) are a company's pay periods, never this many. */
const WHOLE_LIST_MAX_PAGES = 50;

/** Every record of a list the reference answers whole (`listShape: 'whole'`), read a page at a time. */
export async function wholeList(
  ctx: ConnectorContext,
  list: NonNullable<ResourceImplementation<unknown>['list']>,
  params: Omit<ListParams, 'limit' | 'state'>,
  connectorName: string,
  resource: ResourceDeclaration,
): Promise<unknown[]> {
  const items: unknown[] = [];
  let state: PagingState | undefined;
  for (let page = 0; page < WHOLE_LIST_MAX_PAGES; page += 1) {
    const answer = await list.run(ctx, { ...params, limit: LIMIT_MAX, state });
    items.push(...answer.items);
    if (answer.next === null) return items;
    state = answer.next;
  }
  throw new ApiError('ConnectorExecutionError', {
    status: 502,
    message: `${connectorName} has more ${resource.id} than one answer holds (${WHOLE_LIST_MAX_PAGES * LIMIT_MAX}); narrow the list with its filters`,
    detail: { resource: resource.id, pages: WHOLE_LIST_MAX_PAGES },
  });
}

