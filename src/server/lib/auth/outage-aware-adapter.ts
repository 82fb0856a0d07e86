import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../errors';
import { isDatabaseUnavailable } from '../database-errors';

type AdapterFactory<A> = (options: BetterAuthOptions) => A;

/**
 * better-auth turns any database error into its own 500 ("Failed to get session") and drops the
 * cause, but passes its APIError through untouched. So a lost database becomes an APIError 503 in
 * words right at the adapter: better-auth's routes answer 503, and `getSession` (the guards)
 * throws it with the original error as `cause`, which the error handler maps to 503 too.
 */
export function outageAware<A extends object>(factory: AdapterFactory<A>): AdapterFactory<A> {
  return (options) => {
    const adapter = factory(options);
    return new Proxy(adapter, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          try {
            return await value.apply(target, args);
          } catch (error) {
            throw isDatabaseUnavailable(error) ? serviceUnavailable(error) : error;
          }
        };
      },
    });
  };
}

function serviceUnavailable(cause: unknown): Error {
  const error = new APIError('SERVICE_UNAVAILABLE', {
    code: 'SERVICE_UNAVAILABLE',
    message: SERVICE_UNAVAILABLE_MESSAGE,
  });
  // Not in the body: the body is what better-auth sends to the client.
  Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}
