import { postJson } from './post-json';
import type { Sms } from './sms';

export interface HubtelSettings {
  clientId: string;
  clientSecret: string;
  /** At most 11 characters, approved by Hubtel. */
  senderId: string;
  /** https://sms.hubtel.com; a local stub in tests. */
  baseUrl: string;
}

/**
 * Hubtel's "Simple SEND SMS POST" (businessdocs-developers.hubtel.com/docs/simple-messaging):
 * Basic auth with the API client id and secret; an answer with `status: 0` was accepted.
 */
export function createHubtelSms(settings: HubtelSettings): Sms {
  const authorization = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  return {
    kind: 'hubtel',
    async send(message, { id, signal }) {
      // ClientReference: the outbox row's id, the same on a resend; Hubtel echoes it in its answer
      // and its status reports, but does not promise to refuse a reference it has seen.
      const body = await postJson(
        `${settings.baseUrl}/v1/messages/send`,
        { authorization },
        {
          From: settings.senderId,
          To: message.to.replace(/^\+/, ''),
          Content: message.text,
          ClientReference: id,
        },
        signal,
      );
      const status = (body as { status?: unknown } | null)?.status;
      if (status !== 0 && status !== '0') {
        throw new Error(`Hubtel did not accept the message: ${refusal(body)}`);
      }
    },
  };
}

function refusal(body: unknown): string {
  const answer = body as { statusDescription?: unknown; message?: unknown } | null;
  return String(answer?.statusDescription ?? answer?.message ?? JSON.stringify(body)).slice(0, 200);
}
