import type { FastifyInstance } from 'fastify';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '../../shared/storable-text';
import { AppError } from '../errors';

/**
 * Throws 400 VALIDATION_ERROR naming each field of `values` (e.g. a request's parameters, query
 * and body) that holds text PostgreSQL cannot store (shared/storable-text.ts), so that such text
 * is refused with words before it reaches a query, never answered with a 500.
 */
export function assertStorableInput(...values: unknown[]): void {
  const fields: Record<string, string> = {};
  for (const value of values) {
    for (const path of unstorableTextPaths(value)) fields[path || '_'] = UNSTORABLE_TEXT_MESSAGE;
  }
  if (Object.keys(fields).length) {
    throw new AppError(400, 'VALIDATION_ERROR', UNSTORABLE_TEXT_MESSAGE, fields);
  }
}

/**
 * The one guard for every route: path parameters, query string and parsed body are checked before
 * any handler runs, those read outside a zod schema (better-auth's sign-in, rate-limit keys, the
 * simulated payment page) included. A body kept raw (the payment webhook's, for its signature) is
 * checked where it is parsed. Pages served by the not-found handler store nothing and are left be.
 */
export function registerStorableInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    assertStorableInput(request.params, request.query, request.body);
  });
}
