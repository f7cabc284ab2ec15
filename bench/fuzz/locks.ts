/**
 * Readers-writer locks by name, so concurrent clients stay attributable: any
 * number of reads of one demo consumer (or of the store) run together, a
 * write runs alone, and whatever changed while it ran is that write's doing.
 */
export class NamedLocks {
  readonly #state = new Map<string, { readers: number; writer: boolean; queue: Array<{ exclusive: boolean; wake: () => void }> }>();

  async run<T>(name: string | undefined, exclusive: boolean, action: () => Promise<T>): Promise<T> {
    if (name === undefined) return action();
    await this.#acquire(name, exclusive);
    try {
      return await action();
    } finally {
      this.#release(name, exclusive);
    }
  }

  #lock(name: string) {
    let lock = this.#state.get(name);
    if (!lock) {
      lock = { readers: 0, writer: false, queue: [] };
      this.#state.set(name, lock);
    }
    return lock;
  }

  #acquire(name: string, exclusive: boolean): Promise<void> {
    const lock = this.#lock(name);
    // Waiters are served in order, so a stream of reads cannot starve a write.
    if (lock.queue.length === 0 && !lock.writer && (!exclusive || lock.readers === 0)) {
      if (exclusive) lock.writer = true;
      else lock.readers++;
      return Promise.resolve();
    }
    return new Promise((resolve) => lock.queue.push({ exclusive, wake: resolve }));
  }

  #release(name: string, exclusive: boolean): void {
    const lock = this.#lock(name);
    if (exclusive) lock.writer = false;
    else lock.readers--;
    while (lock.queue.length > 0 && !lock.writer) {
      const next = lock.queue[0] as { exclusive: boolean; wake: () => void };
      if (next.exclusive && lock.readers > 0) break;
      lock.queue.shift();
      if (next.exclusive) lock.writer = true;
      else lock.readers++;
      next.wake();
    }
  }
}
