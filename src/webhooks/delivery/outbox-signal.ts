/**
 * "New deliveries are in the outbox": a producer in this process says so once
 * its transaction has committed, and this instance's worker looks at once
 * instead of at its next poll (up to 500 ms later). Other instances still find
 * the work by polling; the signal only shortens the common case, where the
 * instance that received a change also delivers it.
 */
import { EventEmitter } from 'node:events';

const outbox = new EventEmitter();
outbox.setMaxListeners(0);

/** Call after the transaction that published events has committed. */
export function signalOutbox(): void {
  outbox.emit('written');
}

/** Subscribes `listener`; returns the unsubscribe. */
export function onOutboxSignal(listener: () => void): () => void {
  outbox.on('written', listener);
  return () => outbox.off('written', listener);
}
