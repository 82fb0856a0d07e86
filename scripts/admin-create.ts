// `npm run admin:create -- --username NAME`: create an admin, or reset an admin's password.
// The password comes from ADMIN_PASSWORD or, on a terminal, from a prompt.
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/main';
import { upsertAdmin } from '../src/server/modules/auth/admin-users';
import { adminCredentialsSchema } from '../src/shared/admin/admin-credentials';

const { values } = parseArgs({ options: { username: { type: 'string' } } });
if (!values.username) {
  console.error(
    'Usage: npm run admin:create -- --username NAME   (password from ADMIN_PASSWORD or a prompt)',
  );
  process.exit(2);
}

const password = process.env.ADMIN_PASSWORD ?? (await promptPassword());
const parsed = adminCredentialsSchema.safeParse({ username: values.username, password });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(issue.message);
  process.exit(2);
}

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  const result = await upsertAdmin(database.db, parsed.data);
  console.log(
    result.created
      ? `Admin "${result.username}" created.`
      : `"${result.username}" is an admin with the new password.`,
  );
} finally {
  await database.close();
}

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    console.error('Set ADMIN_PASSWORD, or run this on a terminal to be asked for the password.');
    process.exit(2);
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('Password (at least 12 characters): ');
  rl.close();
  return password;
}
