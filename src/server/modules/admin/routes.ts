import type { FastifyInstance } from 'fastify';
import { adminPageQuerySchema } from '../../../shared/admin/admin-activity';
import { ADMIN_API } from '../../../shared/admin/admin-api-paths';
import {
  adminCredentialsSchema,
  type CreatedAdmin,
  changeOwnPasswordSchema,
} from '../../../shared/admin/admin-credentials';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { changeOwnPassword } from './change-own-password';
import { createAdmin } from './create-admin';
import { currentAdmin } from './current-admin';
import { getAdminDashboard } from './get-admin-dashboard';
import { listAdminActivity } from './list-admin-activity';
import { listAdmins } from './list-admins';

/** The dashboard's counts, the activity log and the admins; registered inside the admin plugin. */
export function registerAdminRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get(ADMIN_API.dashboard, () => getAdminDashboard(db));

  app.get(ADMIN_API.activity, async (request) => {
    const { page } = parseInput(adminPageQuerySchema, request.query);
    return listAdminActivity(db, { page });
  });

  app.get(ADMIN_API.admins, () => listAdmins(db));

  app.post(ADMIN_API.admins, async (request, reply): Promise<CreatedAdmin> => {
    const input = parseInput(adminCredentialsSchema, request.body);
    const created = await createAdmin(db, { input, admin: currentAdmin(request) });
    reply.status(201);
    return created;
  });

  app.post(ADMIN_API.ownPassword, async (request) => {
    const input = parseInput(changeOwnPasswordSchema, request.body);
    await changeOwnPassword(db, { input, admin: currentAdmin(request) });
    return { ok: true };
  });
}
