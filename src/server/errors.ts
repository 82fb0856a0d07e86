import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import type { ApiErrorBody } from '../shared/api-error';
import { CASH_HANDED_IN_MESSAGE, isCashHandedIn, isDatabaseUnavailable } from './lib/database-errors';

/** A failure the client is told about: status, a stable code and a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';
/** Sent as Retry-After with every 503: an outage or a restart is usually over within a minute. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 30;

/** Parses input with a shared zod schema; invalid input becomes a 400 naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Invalid input.';
  return new AppError(400, 'VALIDATION_ERROR', first, fields);
}

function isErrorBody(payload: unknown): payload is ApiErrorBody {
  const error = (payload as Partial<ApiErrorBody> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export function toErrorBody(error: AppError): ApiErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
  };
}

/** Maps every thrown error to the one API error shape; nothing internal reaches the client. */
export function registerErrorHandling(app: FastifyInstance) {
  // Every error answer names its request, whichever route or handler sent it, so that a person's
  // report can be matched with the log lines.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    isErrorBody(payload) ? { error: { ...payload.error, requestId: request.id } } : payload,
  );
  // Every 503, whichever route or handler sent it (better-auth's answers are relayed, not thrown),
  // tells clients and balancers when to try again.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
    return payload;
  });
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof ZodError) appError = validationError(error);
    else if (isCashHandedIn(error)) appError = new AppError(409, 'CASH_HANDED_IN', CASH_HANDED_IN_MESSAGE);
    else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      appError = new AppError(503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type...
      const messages: Record<number, string> = {
        413: 'The request is too large.',
        415: 'Unsupported content type.',
      };
      appError = new AppError(
        error.statusCode,
        (error as FastifyError).code ?? 'BAD_REQUEST',
        messages[error.statusCode] ?? 'The request could not be read.',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError(500, 'INTERNAL_ERROR', 'Something went wrong. Please try again.');
    }
    if (appError.status === 429) reply.header('retry-after', String(appError.retryAfterSeconds ?? 60));
    return reply.status(appError.status).send(toErrorBody(appError));
  });
}
