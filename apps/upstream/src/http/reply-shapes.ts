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
