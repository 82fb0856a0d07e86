import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  API_RIDER_JOB,
  API_RIDER_JOB_DELIVERY,
  API_RIDER_JOB_STEPS,
  API_RIDER_JOBS,
  API_RIDER_PHOTOS,
} from '../../../shared/api-paths';
import type { RiderDay, RiderJobResponse } from '../../../shared/riders/rider-jobs';
import { deliverySchema, jobStepSchema } from '../../../shared/riders/rider-updates';
import {
  IMAGE_UPLOAD_MESSAGES,
  type ImageUploadResponse,
  MAX_IMAGE_BYTES,
} from '../../../shared/uploads/image-upload';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, parseInput } from '../../errors';
import type { Auth } from '../../lib/auth/auth';
import { requireRider } from '../../lib/auth/guards';
import { answerOnce } from '../../lib/idempotency';
import { checkImage, imageRefusal, storeImage } from '../uploads/store-image';
import { deliverJob } from './deliver-job';
import { getRiderDay } from './get-rider-day';
import { getRiderJob } from './get-rider-job';
import { recordJobStep } from './record-job-step';

export interface RiderAppDeps {
  auth: Auth;
  db: Db;
  config: Config;
  storage: Storage;
}

/**
 * The rider's app (docs/decisions/071): every /api/rider/* route reads the rider with
 * `requireRider` (401, 403 for anyone else or a suspended rider) and only ever finds the rider's own
 * jobs. The updates are answered once per Idempotency-Key, so one queued offline lands once.
 */
export async function registerRiderAppRoutes(app: FastifyInstance, deps: RiderAppDeps) {
  const { auth, db, config, storage } = deps;
  const riderOf = async (request: Parameters<typeof requireRider>[2]) => {
    const { user, rider } = await requireRider(auth, db, request);
    return { user, rider: { id: rider.id, name: user.name } };
  };

  app.get(API_RIDER_JOBS, async (request): Promise<RiderDay> => {
    const { rider } = await riderOf(request);
    return getRiderDay(db, rider, new Date());
  });

  app.get(API_RIDER_JOB, async (request): Promise<RiderJobResponse> => {
    const { rider } = await riderOf(request);
    const { id } = request.params as { id: string };
    return { job: await getRiderJob(db, rider.id, id) };
  });

  app.post(API_RIDER_JOB_STEPS, async (request, reply): Promise<RiderJobResponse> => {
    const { user, rider } = await riderOf(request);
    const { id } = request.params as { id: string };
    const input = parseInput(jobStepSchema, request.body);
    return answerOnce(db, request, reply, { userId: user.id, status: 200 }, (transaction) =>
      transaction(async (tx) => ({
        job: await recordJobStep(tx, {
          rider,
          jobId: id,
          input,
          codeSecret: config.authSecret,
          now: new Date(),
          logger: request.log,
        }),
      })),
    );
  });

  app.post(API_RIDER_JOB_DELIVERY, async (request, reply): Promise<RiderJobResponse> => {
    const { user, rider } = await riderOf(request);
    const { id } = request.params as { id: string };
    const input = parseInput(deliverySchema, request.body);
    return answerOnce(db, request, reply, { userId: user.id, status: 200 }, (transaction) =>
      deliverJob(db, transaction, {
        rider,
        jobId: id,
        input,
        codeSecret: config.authSecret,
        storage,
        now: new Date(),
        logger: request.log,
      }),
    );
  });

  // A photo of the parcel at the door, when the receiver has no phone for the code: one image,
  // checked and re-encoded as every upload is.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      preservePath: true,
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.post(API_RIDER_PHOTOS, async (request): Promise<ImageUploadResponse> => {
      await riderOf(request);
      if (!request.isMultipart()) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.noFile);
      let url: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          url = await storeImage(storage, await checkImage(await part.toBuffer()));
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageRefusal(IMAGE_UPLOAD_MESSAGES.tooLarge);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw imageRefusal('Send one photo at a time.');
        }
        throw error;
      }
      if (!url) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.noFile);
      return { urls: [url] };
    });
  });
}
