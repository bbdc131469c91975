/**
 * Sends a JSON body that must outlive the page: a beacon, its body a Blob typed application/json
 * (a string would go as text/plain); where the browser refuses the beacon, a keepalive fetch,
 * without cookies: the BFF wants none.
 */
export function sendJsonBeacon(path: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(path, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw instead of answering false.
  }
  fetch(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {});
}
