import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The recipient and text, whichever gateway's shape the request had. */
  to: string;
  text: string;
}

/**
 * A local HTTP server that answers like Hubtel's and Arkesel's send endpoints (never the internet):
 * it keeps what it accepts, and answers 503 to everything while `failing` is set. While `holding`
 * is set it reads each request and never answers, as a gateway the sender is cut off from
 * mid-request. Every send request read, whatever the answer, is kept in `attempts`.
 */
export async function startSmsGatewayStub() {
  const received: ReceivedSms[] = [];
  const attempts: ReceivedSms[] = [];
  const state = { failing: false, holding: false };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const path = request.url ?? '';
      const hubtel = path === '/v1/messages/send';
      if (hubtel || path === '/api/v2/sms/send') {
        const [to] = hubtel ? [body.To] : (body.recipients as unknown[]);
        attempts.push({
          path,
          headers: request.headers,
          body,
          to: String(to),
          text: String(hubtel ? body.Content : body.message),
        });
      }
      if (state.holding) return;
      if (state.failing) return answer(503, { message: 'Service temporarily unavailable' });
      if (hubtel) {
        received.push(attempts.at(-1)!);
        return answer(201, {
          status: 0,
          messageId: crypto.randomUUID(),
          clientReference: body.ClientReference ?? null,
          statusDescription: 'request submitted successfully',
        });
      }
      if (path === '/api/v2/sms/send') {
        const accepted = attempts.at(-1)!;
        received.push(accepted);
        return answer(200, {
          status: 'success',
          data: [{ recipient: accepted.to, id: crypto.randomUUID() }],
        });
      }
      answer(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    attempts,
    /** Messages accepted for one number, written +233… or 233…. */
    to: (phone: string) => received.filter((sms) => sms.to === phone.replace(/^\+/, '')),
    /** Messages read for one number, accepted or not. */
    attemptsTo: (phone: string) => attempts.filter((sms) => sms.to === phone.replace(/^\+/, '')),
    setFailing(failing: boolean) {
      state.failing = failing;
    },
    setHolding(holding: boolean) {
      state.holding = holding;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SmsGatewayStub = Awaited<ReturnType<typeof startSmsGatewayStub>>;

/** A fresh Ghana number as a shopper types it (024 123 4567) and as it is stored (+233241234567). */
export function uniqueGhanaPhone() {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `024 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+23324${rest}` };
}
