import type { Envelope } from '@shop/contracts/envelope.ts';
import { baseURL } from './shop-address.ts';

/** A shopper talking to the BFF over HTTP with a cookie jar, as curl -c/-b would. */
export class HttpShopper {
  private readonly cookies = new Map<string, string>();

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(baseURL + path, {
      method,
      headers: {
        accept: 'application/json',
        cookie: this.cookieHeader,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(response);
    return { status: response.status, envelope: (await response.json()) as Envelope<T> };
  }

  /** The payload of an OK reply; anything else fails the test with the envelope's error. */
  async data<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const { status, envelope } = await this.call<T>(method, path, body, headers);
    if (envelope.status !== 'OK' || envelope.data === null) {
      throw new Error(`${method} ${path} -> ${status} ${JSON.stringify(envelope.error ?? envelope.messages)}`);
    }
    return envelope.data;
  }
}
