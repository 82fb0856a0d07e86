import type { Config } from '../../config';
import { createArkeselSms } from './arkesel-sms';
import { createHubtelSms } from './hubtel-sms';
import { createOutboxSms } from './outbox-sms';
import type { Sms } from './sms';

/** The gateway SMS_GATEWAY names (its keys checked by loadConfig), else the outbox. */
export function createConfiguredSms(config: Config): Sms {
  const { sms } = config;
  if (sms.gateway === 'hubtel') return createHubtelSms(sms.hubtel!);
  if (sms.gateway === 'arkesel') return createArkeselSms(sms.arkesel!);
  return createOutboxSms();
}
