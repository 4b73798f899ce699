/**
 * Merges identical in-flight requests: while a request for
 * a key is running, further callers share its result. Each caller may abort
 * on its own; the shared request is aborted only when every caller has.
 */

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
  settled: boolean;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

export class InflightDeduper {
  private entries = new Map<string, Entry>();

  /** Requests running now. */
  get size(): number {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }

  run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal | null): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));

    let entry = this.entries.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: Entry = { promise: Promise.resolve(), controller, callers: 0, settled: false };
      created.promise = start(controller.signal).finally(() => {
        created.settled = true;
        if (this.entries.get(key) === created) this.entries.delete(key);
      });
      // The shared promise's own rejection is handled by each caller below.
      created.promise.catch(() => {});
      this.entries.set(key, created);
      entry = created;
    }
    const shared = entry;
    shared.callers++;

    if (!signal) return shared.promise as Promise<T>;

    return new Promise<T>((resolve, reject) => {
      let done = false;
      const onAbort = () => {
        if (done) return;
        done = true;
        shared.callers--;
        if (shared.callers <= 0 && !shared.settled) {
          if (this.entries.get(key) === shared) this.entries.delete(key);
          shared.controller.abort(abortReason(signal));
        }
        reject(abortReason(signal));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      (shared.promise as Promise<T>).then(
        (value) => {
          if (done) return;
          done = true;
          signal.removeEventListener("abort", onAbort);
          resolve(value);
        },
        (err: unknown) => {
          if (done) return;
          done = true;
          signal.removeEventListener("abort", onAbort);
          reject(err);
        },
      );
    });
  }
}
