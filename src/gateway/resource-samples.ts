/**
 * One platform record of a resource, read through the consumer's connection
 * as a unified call would (the same connection rules, OAuth refresh, time
 * budget and pacing): what the Vault API's custom-fields, schema and example
 * show of the platform's own record.
 */
import { ApiError } from '../core/errors/api-error.js';
import { callerRateLimitWaitMs, DEFAULT_DOWNSTREAM_WAIT_MS } from '../connectors/framework/time-budget.js';
import type { Sampler } from '../vault/connection-resources/routes.js';
import { resolveConnection } from './connection-resolver.js';
import { withConnectorContext } from './connector-call.js';
import type { UnifiedDeps } from './unified-operation.js';

export function resourceSampler(deps: Pick<UnifiedDeps, 'vault' | 'connectors' | 'targets' | 'pacing' | 'downstreamTimeoutMs' | 'downstreamWaitMs'>): Sampler {
  return async (scope, consumerId, serviceId, resource, id) => {
    const { connection, connector, binding } = await resolveConnection(deps.vault, deps.connectors, scope, consumerId, resource, serviceId);
    const support = binding.implementation.customMappings;
    if (!support || resource.parentParams.length > 0) {
      throw new ApiError('ConnectorOperationUnsupportedError', {
        message: `${connector.name} cannot show a sample of its ${resource.id}${resource.parentParams.length > 0 ? ': they live under another record' : ' yet'}`,
        detail: { service_id: serviceId, resource: resource.id },
      });
    }
    const rateLimitWaitMs = callerRateLimitWaitMs(deps.downstreamTimeoutMs, false, deps.downstreamWaitMs ?? DEFAULT_DOWNSTREAM_WAIT_MS);
    const call = { scope, consumerId, connector, connection, budgetMs: deps.downstreamTimeoutMs, rateLimitWaitMs };
    return withConnectorContext(deps, call, (ctx) => support.sample(ctx, { id, parents: {} }));
  };
}
