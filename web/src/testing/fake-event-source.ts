import type { EventSourceLike } from "@/lib/games/live-stream";

/** A stand-in for the browser's EventSource: tests push events and errors by hand. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onerror: EventSourceLike["onerror"] = null;
  closed = false;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static reset() {
    FakeEventSource.instances = [];
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error("no EventSource opened");
    return last;
  }

  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** Delivers `data` (JSON-encoded) as an event of `type`. */
  emit(type: string, data: unknown) {
    this.readyState = 1;
    const ev = new MessageEvent(type, { data: typeof data === "string" ? data : JSON.stringify(data) });
    for (const l of this.listeners.get(type) ?? []) l(ev);
  }

  /** The connection failed; `closed` as the browser does after an error status. */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.call(this, new Event("error"));
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }
}
