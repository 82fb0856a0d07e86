import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server for tests (never the internet): it keeps what it receives, and refuses every
 * message with a temporary error while `failing` is set. While `holding` is set it reads each
 * message and never answers, as a server the sender is cut off from mid-delivery. Every message
 * read, whatever the answer, is kept in `attempts`.
 */
export async function startSmtpStub() {
  const received: ReceivedMail[] = [];
  const attempts: ReceivedMail[] = [];
  const state = { failing: false, holding: false };
  /** Sessions whose message is held unanswered, until the sender closes the connection. */
  const held = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      held.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        attempts.push(mail);
        if (state.holding) {
          held.add(session.id);
          return;
        }
        if (state.failing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    /** Messages received (accepted) for one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    /** Messages read for one address, accepted or not. */
    attemptsTo: (address: string) => attempts.filter((mail) => mail.to.includes(address)),
    setFailing(failing: boolean) {
      state.failing = failing;
    },
    setHolding(holding: boolean) {
      state.holding = holding;
    },
    /** Connections whose message is held and which the sender has not closed yet. */
    heldConnections: () => held.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's Message-ID header, as sent. */
export function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
}

export type SmtpStub = Awaited<ReturnType<typeof startSmtpStub>>;
