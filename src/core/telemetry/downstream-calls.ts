/**
 * Every platform call, announced once it is over, on a diagnostics channel:
 * metrics (and anything else that watches) subscribe here, so the HTTP client
 * of the connectors carries no instrumentation of its own. Publishing costs
 * nothing while nobody listens.
 */
import { channel } from 'node:diagnostics_channel';

export interface DownstreamCallEvent {
  connectorId: string;
  method: string;
  /** The platform's status; undefined when no answer came. */
  status: number | undefined;
  /** Why no answer came: the deadline passed, or the network failed. */
  failure?: 'timeout' | 'network' | undefined;
  seconds: number;
}

const downstreamCalls = channel('unified-integration-api:downstream-call');

export function publishDownstreamCall(event: DownstreamCallEvent): void {
  if (downstreamCalls.hasSubscribers) downstreamCalls.publish(event);
}

/** Calls `listener` for every call made in this process; returns the unsubscribe function. */
export function onDownstreamCall(listener: (event: DownstreamCallEvent) => void): () => void {
  const handler = (message: unknown) => listener(message as DownstreamCallEvent);
  downstreamCalls.subscribe(handler);
  return () => downstreamCalls.unsubscribe(handler);
}
