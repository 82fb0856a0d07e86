import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LOCAL_UPLOADS_PREFIX } from '../../adapters/storage/local-storage';

/** The images stored on this machine (local storage), under their upload keys. */
export function registerUploadRoutes(app: FastifyInstance, options: { uploadsDir: string }) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: LOCAL_UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    // Upload keys are never rewritten with other content.
    immutable: true,
    maxAge: '365d',
  });
}
