import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { enforceRateLimit } from './rate-limiter';

/** A service form is a few kilobytes of text; anything much larger is refused with 413. */
export const SUBMISSION_BODY_LIMIT = 32 * 1024;

/**
 * Every service form submission counts against its sender's address, across all forms and app
 * instances: a person sends a few; a script flooding the inbox gets 429 with a message in words.
 */
export async function limitSubmissions(db: Db, config: Config, request: FastifyRequest) {
  await enforceRateLimit(db, `requests:ip:${request.ip}`, config.requestLimits, 'requests');
}
