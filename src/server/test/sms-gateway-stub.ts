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
 * it keeps what it accepts, and answers 503 to everything while `failing` is set.
 */
export async function startSmsGatewayStub() {
  const received: ReceivedSms[] = [];
  const state = { failing: false };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (state.failing) return answer(503, { message: 'Service temporarily unavailable' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const path = request.url ?? '';
      if (path === '/v1/messages/send') {
        received.push({
          path,
          headers: request.headers,
          body,
          to: String(body.To),
          text: String(body.Content),
        });
        return answer(201, {
          status: 0,
          messageId: crypto.randomUUID(),
          statusDescription: 'request submitted successfully',
        });
      }
      if (path === '/api/v2/sms/send') {
        const [to] = body.recipients as string[];
        received.push({ path, headers: request.headers, body, to: String(to), text: String(body.message) });
        return answer(200, { status: 'success', data: [{ recipient: to, id: crypto.randomUUID() }] });
      }
      answer(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Messages accepted for one number, written +233… or 233…. */
    to: (phone: string) => received.filter((sms) => sms.to === phone.replace(/^\+/, '')),
    setFailing(failing: boolean) {
      state.failing = failing;
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
