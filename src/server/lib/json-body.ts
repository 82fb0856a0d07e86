import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Objects and arrays inside one another: far more than any form sends, far fewer than a stack holds. */
export const MAX_JSON_DEPTH = 32;

export const JSON_BODY_MESSAGES = {
  tooDeep: `The request could not be read: its data is nested more than ${MAX_JSON_DEPTH} levels deep.`,
  notAnObject: 'The request could not be read: its data must be a JSON object of named fields.',
} as const;

/**
 * The app's one JSON body parser (docs/decisions/053): Fastify's own (size limit, no `__proto__`
 * or `constructor.prototype` keys), behind two checks made before anything walks the body (the
 * storable-text guard, the idempotency fingerprint, the better-auth bridge), each a 400 in words:
 * the nesting is counted on the text before it is parsed, and the body must be an object, as every
 * JSON route and better-auth endpoint takes one.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (nestingExceeds(text as string, MAX_JSON_DEPTH)) {
      return done(new AppError(400, 'BODY_TOO_DEEP', JSON_BODY_MESSAGES.tooDeep), undefined);
    }
    parseJson(request, text as string, (error, body) => {
      if (error) return done(error, undefined);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return done(new AppError(400, 'BODY_NOT_AN_OBJECT', JSON_BODY_MESSAGES.notAnObject), undefined);
      }
      done(null, body);
    });
  });
}

/** True when JSON text opens more than `max` objects or arrays inside one another (strings skipped). */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}
