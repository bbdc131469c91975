import type { Dispatcher } from 'undici';

/** UTF-8 without a byte order mark, as undici's body.text() reads it: a BOM would fail JSON.parse. */
function textOf(chunks: Buffer[]): string {
  const buffer = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  const start = buffer.length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  return buffer.toString('utf8', start);
}

export interface WholeResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One round trip whose reply is read whole as text, through undici's dispatch API: a JSON reply is
 * read at once, so it needs no body stream, no body promise and no async resource of its own,
 * which `dispatcher.request` makes for every call. The signal cuts it at any stage, and the
 * promise fails at once even while the request still waits for a free connection.
 */
export function readWhole(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, signal: AbortSignal): Promise<WholeResponse> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    let statusCode = 0;
    let headers: WholeResponse['headers'] = {};
    let chunks: Buffer[] = [];

    const settle = () => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
    };
    function onAbort() {
      if (settled) return;
      settle();
      controller?.abort(signal.reason);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });

    dispatcher.dispatch(options, {
      onRequestStart(started) {
        controller = started;
        // Aborted while it waited for a connection: it goes no further.
        if (settled) started.abort(signal.reason);
        chunks = [];
      },
      onResponseStart(_controller, status, responseHeaders) {
        // 1xx informational answers come before the real one.
        if (status < 200) return;
        statusCode = status;
        headers = responseHeaders;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        if (settled) return;
        settle();
        resolve({ statusCode, headers, text: textOf(chunks) });
      },
      onResponseError(_controller, error) {
        if (settled) return;
        settle();
        reject(error);
      },
    });
  });
}
