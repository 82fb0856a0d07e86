import type { FastifyInstance } from 'fastify';
import { type Account, addressSchema, profileSchema } from '../../../shared/account/account';
import {
  API_ACCOUNT,
  API_ACCOUNT_ADDRESS,
  API_ACCOUNT_ADDRESSES,
  API_ACCOUNT_PROFILE,
} from '../../../shared/api-paths';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import type { Auth } from '../../lib/auth/auth';
import { requireUser } from '../../lib/auth/guards';
import { answerOnce } from '../../lib/idempotency';
import { addAddress } from './add-address';
import { deleteAddress } from './delete-address';
import { getAccount } from './get-account';
import { updateAddress } from './update-address';
import { updateProfile } from './update-profile';

type AddressParams = { Params: { id: string } };

/**
 * The signed-in user's account page: profile and saved delivery addresses, always their own.
 * Every change answers with the whole account, for the web's cache. Password and sessions are
 * better-auth's (/api/auth/change-password, /api/auth/revoke-sessions).
 */
export function registerAccountRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;

  app.get(API_ACCOUNT, async (request): Promise<Account> => {
    const user = await requireUser(auth, request);
    return getAccount(db, user.id);
  });

  // A save made offline waits on the shopper's device and is sent when the connection returns,
  // perhaps twice (the page and the worker, or a lost answer): applied once per Idempotency-Key
  // (docs/decisions/046, 056).
  app.put(API_ACCOUNT_PROFILE, async (request, reply): Promise<Account> => {
    const user = await requireUser(auth, request);
    const profile = parseInput(profileSchema, request.body);
    return answerOnce(db, request, reply, { userId: user.id, status: 200 }, (transaction) =>
      transaction(async (tx) => {
        await updateProfile(tx, { userId: user.id, profile });
        return getAccount(tx, user.id);
      }),
    );
  });

  app.post(API_ACCOUNT_ADDRESSES, async (request, reply): Promise<Account> => {
    const user = await requireUser(auth, request);
    const address = parseInput(addressSchema, request.body);
    return answerOnce(db, request, reply, { userId: user.id, status: 201 }, (transaction) =>
      transaction(async (tx) => {
        await addAddress(tx, { userId: user.id, address });
        return getAccount(tx, user.id);
      }),
    );
  });

  app.put<AddressParams>(API_ACCOUNT_ADDRESS, async (request, reply): Promise<Account> => {
    const user = await requireUser(auth, request);
    const address = parseInput(addressSchema, request.body);
    return answerOnce(db, request, reply, { userId: user.id, status: 200 }, (transaction) =>
      transaction(async (tx) => {
        await updateAddress(tx, { userId: user.id, addressId: request.params.id, address });
        return getAccount(tx, user.id);
      }),
    );
  });

  app.delete<AddressParams>(API_ACCOUNT_ADDRESS, async (request): Promise<Account> => {
    const user = await requireUser(auth, request);
    await deleteAddress(db, { userId: user.id, addressId: request.params.id });
    return getAccount(db, user.id);
  });
}
