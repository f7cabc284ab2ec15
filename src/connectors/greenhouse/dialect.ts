/**
 * What every Greenhouse Harvest v3 resource shares: integer ids; lists paged
 * by the `Link: rel="next"` URL followed exactly (its cursor must be the only
 * parameter, https://harvestdocs.greenhouse.io/docs/pagination), up to 500 a
 * page; filters as the list's parameters; and writes attributed to a user:
 * `On-Behalf-Of` with the connection's `user_id`, where the token does not
 * already act for one.
 */
import { linkHeaderPaging } from '../framework/paging/index.js';
import type { Dialect, Query } from '../kit/index.js';

/** A filter: the platform parameters it becomes. */
export interface GreenhouseFilter {
  query: (value: string) => Query;
}

export const GREENHOUSE_MAX_PAGE_SIZE = 500;

export const greenhouseDialect: Dialect<GreenhouseFilter> = {
  platform: 'Greenhouse',
  id: /^[1-9][0-9]{0,14}$/,
  paging: linkHeaderPaging({ size: 'per_page', max: GREENHOUSE_MAX_PAGE_SIZE, exactUrls: true, previous: false }),
  query({ filters }) {
    const query: Query = {};
    for (const { spec, value } of filters) Object.assign(query, spec.query(String(value)));
    return query;
  },
  call(ctx, request) {
    const user = ctx.settings.user_id;
    if (request.method === 'GET' || !user) return ctx.http.request(request);
    return ctx.http.request({ ...request, headers: { ...request.headers, 'on-behalf-of': user } });
  },
};
