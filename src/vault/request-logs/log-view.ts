/**
 * A request log record as the reference's `Log` (vault.yml): what the
 * service does not know or does not keep is answered plainly: one request
 * per call (`parent_id` null, no children), no source IP (personal data),
 * no error message (bodies are not kept), `latency` and `duration` the same
 * time (the service's and the platform's together, not told apart). Ours:
 * `source`, where the call came from (api, mcp or proxy).
 */
import type { RequestLogRecord } from './log-query.js';
import { operationName } from './operation-names.js';

/** The log's `service` of a call refused before any connection was resolved. */
const NO_SERVICE = { id: 'unresolved', name: 'No connection resolved' };

export function requestLogView(record: RequestLogRecord, baseUrl: string, serviceName: (serviceId: string) => string) {
  return {
    id: record.requestId,
    parent_id: null,
    api_style: 'REST',
    base_url: baseUrl,
    child_request: false,
    consumer_id: record.consumerId,
    duration: record.latencyMs,
    error_message: null,
    execution: Math.round(record.latencyMs),
    has_children: false,
    http_method: record.method,
    latency: record.latencyMs,
    operation: { id: record.operationId, name: operationName(record.operationId) },
    path: record.path,
    sandbox: record.mode === 'sandbox',
    service: record.serviceId === null ? NO_SERVICE : { id: record.serviceId, name: serviceName(record.serviceId) },
    source_ip: null,
    status_code: record.statusCode,
    success: record.statusCode < 400,
    timestamp: record.createdAt.toISOString(),
    unified_api: record.unifiedApi,
    source: record.source,
  };
}
