import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { type AppInstance, startAppInstance } from '../test/app-instance';
import { type SmsGatewayStub, startSmsGatewayStub, uniqueGhanaPhone } from '../test/sms-gateway-stub';
import { messageIdOf, type SmtpStub, startSmtpStub } from '../test/smtp-stub';
import { openTestDatabase, TEST_ORIGIN, uniqueEmail } from '../test/test-app';

// An app whose process is killed (kill -9) while it hands a message to the SMTP server and an SMS
// to the gateway leaves both claimed, and its delivery run active in pg-boss. Restarted, it must
// deliver them within a minute, once each, under the same Message-ID and client reference as the
// attempt that was cut off (docs/decisions/054). On PGlite the restarted process opens the same
// folder; on PostgreSQL (TEST_DATABASE_URL) the same database.
const MINUTE = 60_000;

/** Polls until `check` holds; fails after the deadline (no fixed sleeps). */
async function eventually(check: () => Promise<boolean> | boolean, what: string, deadlineMs: number) {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a job runner killed mid-delivery', () => {
  let smtp: SmtpStub;
  let gateway: SmsGatewayStub;
  let database: Database | undefined;
  let dataDir: string | undefined;
  let instance: AppInstance | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    gateway = await startSmsGatewayStub();
    let storage: Record<string, string>;
    if (process.env.TEST_DATABASE_URL) {
      let databaseUrl = '';
      database = await openTestDatabase({
        via: (url) => {
          databaseUrl = url;
          return url;
        },
      });
      storage = { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '3' };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-killed-'));
      storage = { DATA_DIR: dataDir };
    }
    env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...storage,
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'killed-runner-secret-0123456789-abcdefghij',
      PAYMENT_PROVIDER: 'simulated',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: smtp.url,
      MAIL_DOMAIN: 'shop.example',
      SMS_GATEWAY: 'hubtel',
      SMS_GATEWAY_URL: gateway.url,
      HUBTEL_CLIENT_ID: 'client-id',
      HUBTEL_CLIENT_SECRET: 'client-secret',
    };
  });
  afterAll(async () => {
    await instance?.stop();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await smtp?.close();
    await gateway?.close();
  });

  /** Messages not yet delivered, per the instance's own metrics (read over loopback). */
  const undelivered = async (app: AppInstance) => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    const depth = (queue: string) =>
      Number(new RegExp(`^jobs_queue_depth\\{queue="${queue}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
    return depth('email-outbox') + depth('sms-outbox');
  };

  it(
    'delivers within a minute of the restart, once, with the same Message-ID and client reference',
    async () => {
      smtp.setHolding(true);
      gateway.setHolding(true);
      instance = await startAppInstance(env, { startMs: 2 * MINUTE });
      const email = uniqueEmail('killed');
      const phone = uniqueGhanaPhone();
      const submitted = await fetch(`${instance.url}/api/requests/contact`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Kwame Mensah',
          email,
          phone: phone.typed,
          subject: 'Delivery to Kumasi',
          message: 'Do you deliver to Kumasi on Saturdays?',
        }),
      });
      expect(submitted.status, await submitted.clone().text()).toBe(201);

      // Both messages are in the hands of their servers, which have not answered yet.
      await eventually(
        () => smtp.attemptsTo(email).length > 0 && gateway.attemptsTo(phone.e164).length > 0,
        'the e-mail and the SMS to be handed over',
        MINUTE,
      );
      const cutOffEmail = messageIdOf(smtp.attemptsTo(email)[0]!.raw);
      const cutOffSms = gateway.attemptsTo(phone.e164)[0]!.body.ClientReference;
      expect(cutOffEmail).toMatch(/^<[0-9a-f-]{36}@shop\.example>$/);
      expect(cutOffSms).toMatch(/^[0-9a-f-]{36}$/);

      await instance.kill();
      smtp.setHolding(false);
      gateway.setHolding(false);
      instance = await startAppInstance(env, { startMs: 2 * MINUTE });
      const restartedAt = Date.now();
      await eventually(
        () => smtp.to(email).length > 0 && gateway.to(phone.e164).length > 0,
        'the e-mail and the SMS to be delivered after the restart',
        MINUTE,
      );
      const waitedMs = Date.now() - restartedAt;
      console.info(`killed job runner: delivered ${waitedMs} ms after the restart`);

      // Once: nothing is left to send, and each server accepted the message one time.
      await eventually(async () => (await undelivered(instance!)) === 0, 'empty outboxes', MINUTE);
      expect(smtp.to(email)).toHaveLength(1);
      expect(gateway.to(phone.e164)).toHaveLength(1);
      expect(messageIdOf(smtp.to(email)[0]!.raw)).toBe(cutOffEmail);
      expect(gateway.to(phone.e164)[0]!.body.ClientReference).toBe(cutOffSms);
    },
    6 * MINUTE,
  );
});
