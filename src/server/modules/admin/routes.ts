import type { FastifyInstance } from 'fastify';
import { adminPageQuerySchema } from '../../../shared/admin/admin-activity';
import {
  adminCredentialsSchema,
  type CreatedAdmin,
  changeOwnPasswordSchema,
} from '../../../shared/admin/admin-credentials';
import {
  API_ADMIN_ACTIVITY,
  API_ADMIN_ADMINS,
  API_ADMIN_DASHBOARD,
  API_ADMIN_OWN_PASSWORD,
} from '../../../shared/api-paths';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { changeOwnPassword } from './change-own-password';
import { createAdmin } from './create-admin';
import { getAdminDashboard } from './get-admin-dashboard';
import { listAdminActivity } from './list-admin-activity';
import { listAdmins } from './list-admins';

/** The dashboard's counts, the activity log and the admins; registered inside the admin plugin. */
export function registerAdminRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get(API_ADMIN_DASHBOARD, () => getAdminDashboard(db, new Date()));

  app.get(API_ADMIN_ACTIVITY, async (request) => {
    const { page } = parseInput(adminPageQuerySchema, request.query);
    return listAdminActivity(db, { page });
  });

  app.get(API_ADMIN_ADMINS, () => listAdmins(db));

  app.post(API_ADMIN_ADMINS, async (request, reply): Promise<CreatedAdmin> => {
    const input = parseInput(adminCredentialsSchema, request.body);
    const created = await createAdmin(db, { input, admin: currentAdmin(request) });
    reply.status(201);
    return created;
  });

  app.post(API_ADMIN_OWN_PASSWORD, async (request) => {
    const input = parseInput(changeOwnPasswordSchema, request.body);
    await changeOwnPassword(db, { input, admin: currentAdmin(request) });
    return { ok: true };
  });
}
