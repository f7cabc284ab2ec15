/**
 * Connections with their consumer and, where one was made, their inbound
 * endpoint (`c`, `k`, `e`): the join the registration sweep, the poller's
 * targets and the sources' coverage all read from, written once.
 */
import type { Database } from '../../store/database.js';

export function connectionsWithEndpoints(db: Database) {
  return db
    .selectFrom('connections as c')
    .innerJoin('consumers as k', 'k.id', 'c.consumerRef')
    .leftJoin('inboundEndpoints as e', (join) =>
      join
        .onRef('e.applicationId', '=', 'k.applicationId')
        .onRef('e.mode', '=', 'k.mode')
        .onRef('e.consumerId', '=', 'k.consumerId')
        .onRef('e.unifiedApi', '=', 'c.unifiedApi')
        .onRef('e.serviceId', '=', 'c.serviceId'),
    );
}
