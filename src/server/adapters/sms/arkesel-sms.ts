import { postJson } from './post-json';
import type { Sms } from './sms';

export interface ArkeselSettings {
  apiKey: string;
  /** At most 11 characters, registered with Arkesel. */
  senderId: string;
  /** https://sms.arkesel.com; a local stub in tests. */
  baseUrl: string;
}

/**
 * Arkesel's SMS API v2 (`POST /api/v2/sms/send`, the key in an `api-key` header); an answer with
 * `status: "success"` was accepted.
 */
export function createArkeselSms(settings: ArkeselSettings): Sms {
  return {
    kind: 'arkesel',
    // Arkesel's send takes no reference of the caller's: a resend after a crash cannot be told
    // apart there (docs/decisions/054).
    async send(message, { signal }) {
      const body = await postJson(
        `${settings.baseUrl}/api/v2/sms/send`,
        { 'api-key': settings.apiKey },
        { sender: settings.senderId, message: message.text, recipients: [message.to.replace(/^\+/, '')] },
        signal,
      );
      const answer = body as { status?: unknown; message?: unknown } | null;
      if (answer?.status !== 'success') {
        throw new Error(
          `Arkesel did not accept the message: ${String(answer?.message ?? JSON.stringify(body)).slice(0, 200)}`,
        );
      }
    },
  };
}
