/**
 * What the gateway knows about a request (connector, unified operation),
 * added to the active trace span. Tracing, when it starts, hands over how to
 * read the active span; until then nothing is loaded and nothing recorded.
 */
import type { Span } from '@opentelemetry/api';

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

let activeSpan: (() => Span | undefined) | undefined;

/** Called by the tracing set-up (src/server/tracing): from then on, attributes go to the active span. */
export function readActiveSpanWith(read: () => Span | undefined): void {
  activeSpan = read;
}

export function annotateUnifiedCall(call: UnifiedCallAttributes): void {
  activeSpan?.()?.setAttributes({
    [SPAN_ATTRIBUTES.connector]: call.connectorId,
    [SPAN_ATTRIBUTES.unifiedApi]: call.unifiedApi,
    [SPAN_ATTRIBUTES.resource]: call.resource,
    [SPAN_ATTRIBUTES.operation]: call.operation,
  });
}
