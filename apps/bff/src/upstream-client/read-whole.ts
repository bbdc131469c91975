import type { Dispatcher } from 'undici';

/** A body as text: UTF-8 without a byte order mark, as undici's body.text() reads it (a BOM would fail JSON.parse). */
export function textOf(body: Buffer): string {
  const start = body.length > 2 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : 0;
  return body.toString('utf8', start);
}

type HeaderValue = string | string[] | undefined;

/** Header names and values by turns, as they came (undici's raw headers). */
type RawHeaders = ReadonlyArray<Buffer | string>;

const latin1 = (value: Buffer | string) => (typeof value === 'string' ? value : value.toString('latin1'));

/**
 * One header of a raw list as undici's parsed headers give it: the value, or every value in
 * order when the header came more than once. `name` is lower case. Only names of its length are
 * decoded, so looking up a few headers costs far less than parsing them all.
 */
export function headerOf(raw: RawHeaders, name: string): HeaderValue {
  let found: HeaderValue;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const key = raw[index] as Buffer | string;
    if (key.length !== name.length || latin1(key).toLowerCase() !== name) continue;
    const value = latin1(raw[index + 1] as Buffer | string);
    found = found === undefined ? value : typeof found === 'string' ? [found, value] : [...found, value];
  }
  return found;
}

/** Every header of a raw list, as undici's parseHeaders makes them. */
function parsedHeaders(raw: RawHeaders): Record<string, HeaderValue> {
  // No prototype: a header named __proto__ is a header like any other.
  const headers = Object.create(null) as Record<string, HeaderValue>;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = latin1(raw[index] as Buffer | string).toLowerCase();
    const value = latin1(raw[index + 1] as Buffer | string);
    const known = headers[name];
    headers[name] = known === undefined ? value : typeof known === 'string' ? [known, value] : [...known, value];
  }
  return headers;
}

export class WholeResponse {
  #headers: Record<string, HeaderValue> | undefined;

  constructor(
    readonly statusCode: number,
    /** The reply's headers as they came; `header` reads one of them. */
    readonly rawHeaders: RawHeaders,
    /** The bytes as they came: decoded only when needed (textOf). */
    readonly body: Buffer,
  ) {}

  /** One header (lower-case name): its value, or its values when it came more than once. */
  header(name: string): HeaderValue {
    return headerOf(this.rawHeaders, name);
  }

  /** Every header by its lower-case name, made on first use. */
  get headers(): Record<string, HeaderValue> {
    return (this.#headers ??= parsedHeaders(this.rawHeaders));
  }
}

/**
 * Who is told when a signal aborts. Every call of a deadline slot (deadlines.ts) listens to one
 * signal; an EventTarget finds a listener to remove by walking all of them, and makes an object
 * for each, so the calls of a signal are held in a Set under one listener of its own.
 */
const watchers = new WeakMap<AbortSignal, Set<() => void>>();

function watchAbort(signal: AbortSignal, onAbort: () => void): () => void {
  let watching = watchers.get(signal);
  if (watching === undefined) {
    const created = new Set<() => void>();
    watchers.set(signal, (watching = created));
    signal.addEventListener(
      'abort',
      () => {
        for (const watcher of created) watcher();
        created.clear();
      },
      { once: true },
    );
  }
  const set = watching;
  set.add(onAbort);
  return () => set.delete(onAbort);
}

/**
 * One round trip whose reply is read whole, through undici's dispatch API: a JSON reply is
 * read at once, so it needs no body stream, no body promise and no async resource of its own,
 * which `dispatcher.request` makes for every call. The handler speaks undici's own handler
 * interface (onConnect, onHeaders, ...), the one undici's request() uses itself: the newer one is
 * adapted to it on every call, headers parsed whole, and the client reads only three of them
 * (WholeResponse.header). The signal cuts it at any stage, and the promise fails at once even
 * while the request still waits for a free connection.
 */
export function readWhole(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, signal: AbortSignal): Promise<WholeResponse> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    let abortRequest: ((reason: Error) => void) | undefined;
    let settled = false;
    let statusCode = 0;
    let rawHeaders: RawHeaders = [];
    let chunks: Buffer[] = [];

    const settle = () => {
      settled = true;
      unwatch();
    };
    const unwatch = watchAbort(signal, () => {
      if (settled) return;
      settle();
      abortRequest?.(signal.reason as Error);
      reject(signal.reason);
    });

    dispatcher.dispatch(options, {
      onConnect(abort) {
        abortRequest = abort;
        // Aborted while it waited for a connection: it goes no further.
        if (settled) abort(signal.reason as Error);
        chunks = [];
      },
      onHeaders(status, headers) {
        // 1xx informational answers come before the real one.
        if (status < 200) return true;
        statusCode = status;
        rawHeaders = headers;
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        if (settled) return;
        settle();
        resolve(new WholeResponse(statusCode, rawHeaders, chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
      },
      onError(error) {
        if (settled) return;
        settle();
        reject(error);
      },
    });
  });
}
