/**
 * What the gateway knows about a request (connector, unified operation),
 * added to the active trace span. Without a tracing SDK the API is a no-op:
 * there is no active span and nothing is recorded.
 */
import { trace } from '@opentelemetry/api';

export interface UnifiedCallAttributes {
  connectorId: string;
  unifiedApi: string;
  resource: string;
  operation: string;
}

/** Attribute names of the service's own span attributes. */
export const SPAN_ATTRIBUTES = {
  requestId: 'svc.request_id',
  connector: 'svc.connector',
  unifiedApi: 'svc.unified_api',
  resource: 'svc.resource',
  operation: 'svc.operation',
} as const;

export function annotateUnifiedCall(call: UnifiedCallAttributes): void {
  trace.getActiveSpan()?.setAttributes({
    [SPAN_ATTRIBUTES.connector]: call.connectorId,
    [SPAN_ATTRIBUTES.unifiedApi]: call.unifiedApi,
    [SPAN_ATTRIBUTES.resource]: call.resource,
    [SPAN_ATTRIBUTES.operation]: call.operation,
  });
}
