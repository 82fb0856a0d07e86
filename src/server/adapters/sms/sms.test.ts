import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { type SmsGatewayStub, startSmsGatewayStub } from '../../test/sms-gateway-stub';
import { createArkeselSms } from './arkesel-sms';
import { createConfiguredSms } from './configured-sms';
import { createHubtelSms } from './hubtel-sms';
import { gsmLength, smsCedis } from './sms-text';

// A secret given, so that loadConfig writes none into ./data.
const TEST_ENV = { NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32) } as const;

let stub: SmsGatewayStub;
beforeAll(async () => {
  stub = await startSmsGatewayStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.setFailing(false));

describe('SMS text', () => {
  it('writes cedis in GSM characters and counts GSM length', () => {
    expect(smsCedis('1234.5')).toBe('GHS 1,234.50');
    expect(gsmLength('Order ORD-ABC123: GHS 12.00')).toBe(27);
    expect(gsmLength('Price [x]')).toBe(11);
    expect(gsmLength('GH₵12.00')).toBeNull();
  });
});

describe('Hubtel', () => {
  const hubtel = () =>
    createHubtelSms({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      senderId: 'GhanaMart',
      baseUrl: stub.url,
    });

  it('posts From, To, Content and the outbox id as ClientReference, with Basic auth', async () => {
    await hubtel().send({ to: '+233241110001', text: 'Hello from the shop' }, { id: 'outbox-row-1' });
    const [sms] = stub.to('+233241110001');
    expect(sms).toMatchObject({
      path: '/v1/messages/send',
      body: {
        From: 'GhanaMart',
        To: '233241110001',
        Content: 'Hello from the shop',
        ClientReference: 'outbox-row-1',
      },
    });
    expect(sms!.headers.authorization).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
  });

  it('throws when the gateway is down, without the credentials in the error', async () => {
    stub.setFailing(true);
    const error = await hubtel()
      .send({ to: '+233241110002', text: 'Down' }, { id: 'outbox-row-2' })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('HTTP 503');
    expect((error as Error).message).not.toContain('client-secret');
    expect(stub.to('+233241110002')).toHaveLength(0);
  });
});

describe('Arkesel', () => {
  it('posts sender, message and recipients with the api-key header', async () => {
    const arkesel = createArkeselSms({ apiKey: 'arkesel-key', senderId: 'GhanaMart', baseUrl: stub.url });
    await arkesel.send({ to: '+233501110003', text: 'Hello from the shop' }, { id: 'outbox-row-3' });
    const [sms] = stub.to('+233501110003');
    expect(sms).toMatchObject({
      path: '/api/v2/sms/send',
      body: { sender: 'GhanaMart', message: 'Hello from the shop', recipients: ['233501110003'] },
    });
    expect(sms!.headers['api-key']).toBe('arkesel-key');
  });

  it('throws when Arkesel answers without success', async () => {
    const wrongPath = createArkeselSms({
      apiKey: 'k',
      senderId: 'GhanaMart',
      baseUrl: `${stub.url}/nowhere`,
    });
    await expect(
      wrongPath.send({ to: '+233501110004', text: 'Lost' }, { id: 'outbox-row-4' }),
    ).rejects.toThrow('HTTP 404');
  });
});

describe('SMS_GATEWAY', () => {
  it('is the outbox by default, and a gateway with its keys when named', async () => {
    expect(createConfiguredSms(loadConfig({ ...TEST_ENV })).kind).toBe('outbox');
    const hubtel = loadConfig({
      NODE_ENV: 'test',
      SMS_GATEWAY: 'hubtel',
      HUBTEL_CLIENT_ID: 'id',
      HUBTEL_CLIENT_SECRET: 'secret',
      SMS_GATEWAY_URL: `${stub.url}/`,
    });
    expect(hubtel.sms.hubtel).toMatchObject({ baseUrl: stub.url, senderId: 'GhanaMart' });
    const sms = createConfiguredSms(hubtel);
    expect(sms.kind).toBe('hubtel');
    await sms.send({ to: '+233241110005', text: 'Configured' }, { id: 'outbox-row-5' });
    expect(stub.to('+233241110005')).toHaveLength(1);
    const arkesel = loadConfig({ ...TEST_ENV, SMS_GATEWAY: 'arkesel', ARKESEL_API_KEY: 'key' });
    expect(arkesel.sms.arkesel?.baseUrl).toBe('https://sms.arkesel.com');
    expect(createConfiguredSms(arkesel).kind).toBe('arkesel');
  });

  it('refuses a gateway without its keys, and a sender id longer than 11 characters', () => {
    expect(() => loadConfig({ ...TEST_ENV, SMS_GATEWAY: 'hubtel', HUBTEL_CLIENT_ID: 'id' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...TEST_ENV, SMS_GATEWAY: 'arkesel' })).toThrow('ARKESEL_API_KEY');
    expect(() => loadConfig({ ...TEST_ENV, SMS_SENDER_ID: 'GhanaMartShop' })).toThrow('11 characters');
  });
});
