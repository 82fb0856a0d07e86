import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, username } from 'better-auth/plugins';
import { API_AUTH } from '../../../shared/api-paths';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/auth/schemas';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { outageAware } from './outage-aware-adapter';

export const CLIENT_IP_HEADER = 'x-client-ip';

export function createAuth(options: { db: Db; config: Config }) {
  const { db, config } = options;
  // better-auth's send callbacks have no transaction: the message is queued on its own.
  return betterAuth({
    baseURL: config.publicUrl,
    basePath: API_AUTH,
    secret: config.authSecret,
    // The shop's own origins and the one the request was sent to: the bridge (routes.ts) gives
    // better-auth the request at the URL it came to, after the app's Origin check let it through.
    trustedOrigins: (request) => [...config.trustedOrigins, request && new URL(request.url).origin],
    database: outageAware(
      drizzleAdapter(db, {
        provider: 'pg',
        usePlural: true,
        schema: { users, sessions, accounts, verifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queueEmail(
          db,
          renderEmail({
            to: user.email,
            subject: 'Reset your GhanaMart password',
            paragraphs: [
              'We received a request to reset the password of your GhanaMart account.',
              'The link below is valid for one hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
            ],
            action: { label: 'Choose a new password', url },
          }),
        );
      },
      // Sign-up does not reveal that an account exists: the owner is told by e-mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await queueEmail(
          db,
          renderEmail({
            to: user.email,
            subject: 'Someone tried to create a GhanaMart account with your e-mail',
            paragraphs: [
              'Somebody tried to sign up to GhanaMart with this e-mail address, which already has an account.',
              'If it was you, sign in instead, or reset your password if you have forgotten it.',
            ],
            action: { label: 'Sign in', url: `${config.publicUrl}/auth` },
          }),
        );
      },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        username: null,
        displayUsername: null,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(
          db,
          renderEmail({
            to: user.email,
            subject: 'Verify your e-mail for GhanaMart',
            paragraphs: [
              'Welcome to GhanaMart! Please confirm that this is your e-mail address to start shopping.',
              'The link below is valid for 24 hours.',
            ],
            action: { label: 'Verify my e-mail', url },
          }),
        );
      },
    },
    // Sign-in and sign-up are limited by our own database-backed limiter (shared by all instances).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // better-auth turns its Origin checks off under NODE_ENV=test: tests run what production runs.
      disableOriginCheck: false,
    },
    plugins: [username(), admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    // Only admins have usernames, given by `npm run admin:create` and the admin area: nobody may
    // pick one or ask whether one is taken (that would list the admins).
    disabledPaths: ['/is-username-available'],
    hooks: { before: refuseChosenUsernames },
    logger: { disabled: config.env === 'test' },
  });
}

const USERNAME_FIELDS = ['username', 'displayUsername'];

// Runs before the username plugin's own hooks, which would check the name against the admins'.
const refuseChosenUsernames = createAuthMiddleware(async (ctx) => {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  if (ctx.path === '/sign-up/email') {
    for (const field of USERNAME_FIELDS) delete body[field];
  } else if (ctx.path === '/update-user' && USERNAME_FIELDS.some((field) => field in body)) {
    throw new APIError('BAD_REQUEST', {
      code: 'USERNAME_NOT_ALLOWED',
      message: "Usernames are given by the shop's administrators.",
    });
  }
});

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];
