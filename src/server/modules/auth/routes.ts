import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminSignInSchema } from '../../../shared/admin/admin-credentials';
import {
  API_AUTH_ALL,
  API_CHANGE_PASSWORD,
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
import { type Auth, CLIENT_IP_HEADER } from '../../lib/auth/auth';
import { requestOrigin } from '../../lib/own-origins';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { refuseNonAdminSignIn } from './refuse-non-admin-sign-in';
import { reserveSignInAttempt, settleSignInAttempt } from './throttle-sign-in';

// Endpoints that spend (e-mails, accounts): limited per client address. Sign-in has its own throttle.
const LIMITED_PATHS = new Set<string>([
  API_SIGN_UP_EMAIL,
  API_REQUEST_PASSWORD_RESET,
  API_SEND_VERIFICATION_EMAIL,
  API_RESET_PASSWORD,
  // Each try checks a password: limited like the others, against guessing from a stolen session.
  API_CHANGE_PASSWORD,
]);
const SIGN_IN_PATHS = new Set<string>([API_SIGN_IN_EMAIL, API_SIGN_IN_USERNAME]);

// The shop's own rules and messages (shared with the forms) before better-auth sees the request.
const REQUEST_SCHEMAS = new Map<string, z.ZodType<object>>([
  [API_SIGN_IN_EMAIL, signInSchema],
  [API_SIGN_IN_USERNAME, adminSignInSchema],
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
      const post = request.method === 'POST';
      if (post && LIMITED_PATHS.has(path)) await enforceRateLimit(db, `auth:ip:${request.ip}`, rule);

      const schema = post ? REQUEST_SCHEMAS.get(path) : undefined;
      if (schema) request.body = { ...(request.body as object), ...parseInput(schema, request.body) };

      const identifier = post && SIGN_IN_PATHS.has(path) ? signInIdentifier(request.body) : undefined;
      const attempt = identifier
        ? await reserveSignInAttempt(db, { identifier, ip: request.ip, limits: config.signInLimits })
        : undefined;
      // Settled before the answer leaves, so that the client's next attempt sees the new counts.
      const settle = async (status: number) => {
        if (!attempt) return;
        // Best effort: a count left behind only expires with its window.
        await settleSignInAttempt(db, attempt, status).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not settle a sign-in attempt'),
        );
      };
      let response: Response;
      let refusal: AppError | null = null;
      try {
        response = await auth.handler(toFetchRequest(request, config.publicUrl));
        // Sign-in by username is the admin login (customers sign in by e-mail).
        if (path === API_SIGN_IN_USERNAME && response.ok) {
          refusal = await refuseNonAdminSignIn(db, await response.clone().text());
        }
      } catch (error) {
        await settle(500);
        throw error;
      }
      await settle(refusal?.status ?? response.status);
      if (refusal) return reply.status(refusal.status).send(toErrorBody(refusal));

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);

      const text = await response.text();
      if (response.status >= 400) {
        // Our error body is JSON whatever better-auth answered (its 404 is plain text).
        reply.removeHeader('content-type');
        return reply.send(toErrorBody(toAppError(response.status, text)));
      }
      return reply.send(text);
    },
  });
}

function signInIdentifier(body: unknown): string | undefined {
  const { email, username } = body as { email?: unknown; username?: unknown };
  const identifier = typeof email === 'string' ? email : typeof username === 'string' ? username : '';
  return identifier.slice(0, 320) || undefined;
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
  const origin = requestOrigin(request);
  return new Request(new URL(request.url, origin ?? publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(withCallbacksOnPublicUrl(request.body, origin, publicUrl)) : undefined,
  });
}

// The addresses better-auth writes into the links it e-mails (verification, password reset).
const CALLBACK_FIELDS = ['callbackURL', 'redirectTo', 'newUserCallbackURL', 'errorCallbackURL'];

/**
 * better-auth accepts a callback on the name the request came to (so that the shop works under
 * any of its names), and would write it into the e-mailed link: a request with a forged Host
 * could then send a reset link's token to another site. Such a callback is put on PUBLIC_URL's
 * address, same path; a relative one (what the web app sends) or a trusted one stays as it is.
 */
function withCallbacksOnPublicUrl(body: unknown, requestOrigin: string | undefined, publicUrl: string) {
  if (!requestOrigin || requestOrigin === new URL(publicUrl).origin) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  const moved = { ...fields };
  for (const field of CALLBACK_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string' || !URL.canParse(value)) continue;
    const url = new URL(value);
    if (url.origin === requestOrigin) moved[field] = `${publicUrl}${url.pathname}${url.search}${url.hash}`;
  }
  return moved;
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
