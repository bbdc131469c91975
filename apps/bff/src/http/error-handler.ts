import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UNDEFINED_ERROR, UNKNOWN_ERROR_TEXT, fail, type EnvelopeError } from '@shop/contracts/envelope.ts';
import { sendEnvelope } from './contract-route.ts';
import { refusalText, texts } from './texts.ts';

export interface ErrorHandlerOptions {
  /** Development only: the stack goes into the envelope's error.trace. */
  exposeErrorTrace: boolean;
}

/** A refusal by the BFF itself: the Russian text is both the toast and the error's message. */
export function refusal(status: number, text = refusalText(status)) {
  return fail({ message: text, statusCode: status }, [{ kind: 'error', text }]);
}

/** Every error thrown anywhere ends as an envelope; input validation as a 400 in Russian. */
export function createErrorHandler(options: ErrorHandlerOptions) {
  return function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const firstIssue = error.validation?.[0];
    if (firstIssue) {
      const text = firstIssue.message ?? texts.badRequest;
      request.log.info({ validation: error.validationContext, issue: firstIssue.instancePath, text }, 'input refused');
      return sendEnvelope(reply, fail({ message: text, statusCode: 400 }, [{ kind: 'error', text }]));
    }

    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return sendEnvelope(reply, refusal(status));
    }

    request.log.error({ err: error }, 'request failed');
    const details: EnvelopeError = { message: UNDEFINED_ERROR, statusCode: 500 };
    if (options.exposeErrorTrace && error.stack) details.trace = error.stack;
    return sendEnvelope(reply, fail(details, [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }]));
  };
}
