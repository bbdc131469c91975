/** A request to the mock BFF as the SPA makes it; the node server answers on any origin. */
export async function callMock(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://shop.test${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text,
    envelope: text.startsWith('{') ? JSON.parse(text) : null,
  };
}
