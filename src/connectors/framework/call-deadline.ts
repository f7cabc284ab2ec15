/**
 * The deadline of one downstream call: a timer that aborts the request when
 * it fires, cleared as soon as the call ends.
 *
 * undici takes an EventEmitter as well as an AbortSignal for `signal`, and
 * the emitter is the cheaper of the two by far: an AbortController is an
 * EventTarget, whose construction and listener bookkeeping cost more than
 * the rest of preparing a call. (AbortSignal.timeout would also keep a timer
 * and its closure alive for the full timeout of every call.)
 */
import { EventEmitter } from 'node:events';

export class DeadlineError extends Error {
  constructor() {
    super('downstream deadline reached');
  }
}

export class CallDeadline extends EventEmitter {
  /** Read by undici before it listens, as on an AbortSignal. */
  aborted = false;
  reason: DeadlineError | undefined;
  readonly #timer: NodeJS.Timeout;

  constructor(timeoutMs: number) {
    super();
    this.#timer = setTimeout(() => {
      this.aborted = true;
      this.reason = new DeadlineError();
      this.emit('abort');
    }, timeoutMs);
  }

  /** The call ended (answered or failed): the timer goes. */
  clear(): void {
    clearTimeout(this.#timer);
  }
}
