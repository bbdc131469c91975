import type { FastifyReply } from 'fastify';
import { refuse } from '@shop/contracts/rules/outcome.ts';
import type { Refusal } from '@shop/contracts/rules/outcome.ts';

/**
 * The three legacy reply shapes (ARCHITECTURE.md "Normalisation"). Payload fields sit at the top
 * level of status and rqStatus replies and under `result` in result replies.
 */
export type ReplyShape = 'status' | 'result' | 'rqStatus';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shape this path answers in, failures included; status when not set. */
    shape?: ReplyShape;
  }
}

type Payload = Record<string, unknown>;

export interface FailText {
  error?: string;
  message?: string;
  messages?: string[];
  errorTrace?: string;
}

export function okBody(shape: ReplyShape, payload: Payload): Payload {
  switch (shape) {
    case 'status':
      return { status: 'OK', ...payload };
    case 'rqStatus':
      return { rqStatus: 'OK', ...payload };
    case 'result':
      return { result: payload, response: { status: 'OK' } };
  }
}

export function failBody(shape: ReplyShape, text: FailText, extra: Payload = {}): Payload {
  switch (shape) {
    case 'status':
      return { status: 'FAIL', ...extra, ...text };
    case 'rqStatus':
      return { rqStatus: 'FAIL', ...extra, ...text };
    case 'result':
      return { result: null, response: { status: 'FAIL' }, ...extra, ...text };
  }
}

/**
 * A refusal to send (the services' Refusal, or one written in place). Its status is the HTTP
 * status: 200 for a refusal the shopper can act on, whose own code (401, 403, 409, 429) goes in
 * statusCode, 409 when not given; else 400, 404, ...
 */
export type Failure = Omit<Refusal, 'ok'> & {
  /** Where the legacy path puts the text: `error`, or `message` (the one-click order). */
  textField?: 'error' | 'message';
};

/** A refusal the shopper can act on, in the legacy interface's way: HTTP 200 with the reason's code. */
export const refusal = (statusCode: 401 | 403 | 409 | 429, error: string): Refusal => refuse(200, error, { statusCode });

/**
 * Sends a FAIL of the path's shape. A refusal the shopper can act on is an HTTP 200 FAIL in the
 * legacy interface; its body names the refusal's code (409 unless given), so the BFF answers a
 * conflict the shopper can fix instead of a server fault.
 */
export function sendFail(reply: FastifyReply, shape: ReplyShape, failure: Failure) {
  const text: FailText = failure.textField === 'message' ? { message: failure.error } : { error: failure.error };
  if (failure.messages && failure.messages.length > 1) text.messages = [...failure.messages];
  const extra = failure.status === 200 ? { statusCode: failure.statusCode ?? 409 } : {};
  return reply.code(failure.status).send(failBody(shape, text, extra));
}
