import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_AUTH_ALL,
  API_REQUEST_PASSWORD_RESET,
  API_RESET_PASSWORD,
  API_SEND_VERIFICATION_EMAIL,
  API_SIGN_IN_EMAIL,
  API_SIGN_IN_USERNAME,
  API_SIGN_UP_EMAIL,
} from '../../../shared/api-paths';
import { signInSchema, signUpRequestSchema } from '../../../shared/auth/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, parseInput, toErrorBody } from '../../errors';
import { requestOrigin } from '../../lib/own-origins';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { refuseNonAdminSignIn } from './refuse-non-admin-sign-in';

// Endpoints that guess or spend: limited per client address; sign-in also per account.
const LIMITED_PATHS = new Set<string>([
  API_SIGN_IN_EMAIL,
  API_SIGN_IN_USERNAME,
  API_SIGN_UP_EMAIL,
  API_REQUEST_PASSWORD_RESET,
  API_SEND_VERIFICATION_EMAIL,
  API_RESET_PASSWORD,
]);
const SIGN_IN_PATHS = new Set<string>([API_SIGN_IN_EMAIL, API_SIGN_IN_USERNAME]);

// The shop's own rules and messages (shared with the forms) before better-auth sees the request.
const REQUEST_SCHEMAS = new Map<string, typeof signInSchema | typeof signUpRequestSchema>([
  [API_SIGN_IN_EMAIL, signInSchema],
  [API_SIGN_UP_EMAIL, signUpRequestSchema],
]);

/** Bridges Fastify to better-auth's fetch handler, in our error shape and behind our rate limits. */
export function registerAuthRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = deps;
  const rule = { limit: config.authLimits.perIp, windowSeconds: config.authLimits.windowSeconds };

  app.route({
    method: ['GET', 'POST'],
    url: API_AUTH_ALL,
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (request.method === 'POST' && LIMITED_PATHS.has(path)) {
        await enforceRateLimit(db, `auth:ip:${request.ip}`, rule);
        if (SIGN_IN_PATHS.has(path)) {
          const account = signInAccount(request.body);
          if (account) {
            await enforceRateLimit(
              db,
              `auth:account:${account}`,
              { ...rule, limit: config.authLimits.perAccount },
              'sign-in attempts',
            );
          }
        }
      }

      const schema = request.method === 'POST' ? REQUEST_SCHEMAS.get(path) : undefined;
      if (schema) {
        const { email } = parseInput(schema, request.body);
        request.body = { ...(request.body as object), email };
      }

      const response = await auth.handler(toFetchRequest(request, config.publicUrl));
      // Sign-in by username is the admin login (customers sign in by e-mail).
      if (path === API_SIGN_IN_USERNAME && response.ok) {
        const refusal = await refuseNonAdminSignIn(db, await response.clone().text());
        if (refusal) return reply.status(refusal.status).send(toErrorBody(refusal));
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);

      const text = await response.text();
      if (response.status >= 400) {
        return reply.send(toErrorBody(toAppError(response.status, text)));
      }
      return reply.send(text);
    },
  });
}

function signInAccount(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { email, username } = body as { email?: unknown; username?: unknown };
  const account = typeof email === 'string' ? email : typeof username === 'string' ? username : undefined;
  return account?.trim().toLowerCase().slice(0, 320) || undefined;
}

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth reads the client address only from a header: set it from what Fastify trusts.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, requestOrigin(request) ?? publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Invalid email or password',
  403: 'You do not have access to this.',
  404: 'Not found.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

function toAppError(status: number, text: string): AppError {
  let code = status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'AUTH_ERROR';
  let message = FALLBACK_MESSAGES[status] ?? 'An unexpected error occurred';
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON: keep the fallback.
  }
  return new AppError(status, code, message);
}
