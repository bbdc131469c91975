import { fail } from '@shop/contracts/envelope.ts';
import type { UpstreamReply } from './client.ts';

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Changes the data of an OK reply into what the route's contract describes; a FAIL passes as it is. */
export function reshape(reply: UpstreamReply, change: (data: unknown) => unknown): UpstreamReply {
  const { envelope } = reply;
  if (envelope.status !== 'OK') return reply;
  return { ...reply, envelope: { ...envelope, data: change(envelope.data) } };
}

/** The legacy answer carries its payload under one field (§7 "Answer used"): that field is the data. */
export const field = (name: string) => (data: unknown) => (isObject(data) ? data[name] : undefined);

export interface PageExpected {
  /** The page data's route type the call must land on. */
  route: string;
  /** The 404 text when it lands on a page of another type (a listing asked for a product). */
  notFound: string;
  /** A redirect passes as it is: the shopper is sent on, the page it leaves need not be described. */
  passRedirect?: boolean;
}

/** A page fetch answered for one route type: the route's data is taken from the page. */
export function pageReply(
  reply: UpstreamReply,
  expected: PageExpected,
  pick: (page: { sections: Json; seo?: unknown }) => unknown,
): UpstreamReply {
  const { envelope } = reply;
  if (envelope.status !== 'OK' || (expected.passRedirect && envelope.redirect)) return reply;
  const page = envelope.data;
  if (!isObject(page) || page.route !== expected.route || !isObject(page.sections)) {
    return { ...reply, envelope: fail({ message: expected.notFound, statusCode: 404 }, [{ kind: 'error', text: expected.notFound }]) };
  }
  return reshape(reply, () => pick({ sections: page.sections as Json, seo: page.seo }));
}
