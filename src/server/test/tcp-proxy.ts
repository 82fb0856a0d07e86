import net from 'node:net';

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut: an outage the app cannot tell
 * from a real one (its sockets are reset, new connections refused), without stopping the shared
 * PostgreSQL. It reads the client's side of PostgreSQL's wire protocol just enough to see each
 * query's SQL, so that a test can cut at an exact statement, inside an open transaction.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  /** `raw` forwards bytes without reading them (any protocol: HTTP to a stub provider). */
  options: { protocol?: 'postgres' | 'raw' } = {},
) {
  const reading = (options.protocol ?? 'postgres') === 'postgres';
  const sockets = new Set<net.Socket>();
  let refusing = false;
  /** Statements (simple or extended protocol) sent through the proxy so far. */
  const statements: string[] = [];
  let armed: { pattern: RegExp; resolve: (sql: string) => void } | undefined;

  const cut = () => {
    refusing = true;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target);
    sockets.add(client);
    sockets.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.on('data', (chunk) => {
      if (!client.destroyed) client.write(chunk);
    });

    // The first message (startup or SSL request) has no type byte; every later one is
    // type (1 byte) + length (4 bytes, counting itself) + body.
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      if (!reading) {
        upstream.write(chunk);
        return;
      }
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const headerSize = started ? 5 : 4;
        if (pending.length < headerSize) return;
        const length = pending.readUInt32BE(started ? 1 : 0);
        const size = (started ? 1 : 0) + length;
        if (pending.length < size) return;
        const message = pending.subarray(0, size);
        pending = pending.subarray(size);
        if (started) {
          const sql = statementOf(message);
          if (sql !== undefined) {
            statements.push(sql);
            if (armed?.pattern.test(sql)) {
              // The statement never reaches the database: the connection dies just before it.
              const { resolve } = armed;
              armed = undefined;
              cut();
              resolve(sql);
              return;
            }
          }
        } else if (message.length !== 8) {
          // An SSL request (8 bytes) is followed by another startup message; anything else starts.
          started = true;
        }
        upstream.write(message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    statements,
    /** The same URL, through the proxy. */
    urlFor(targetUrl: string): string {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    /** The database goes away: every open connection is destroyed and new ones are refused. */
    cut,
    /** The database is back: new connections are accepted (the old ones stay dead). */
    restore() {
      armed = undefined;
      refusing = false;
    },
    /**
     * Cuts when the app sends a statement matching `pattern` (the statement is not delivered).
     * Resolves with that statement's SQL.
     */
    cutAt(pattern: RegExp): Promise<string> {
      return new Promise((resolve) => {
        armed = { pattern, resolve };
      });
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The SQL of a simple query ('Q': the text) or of a Parse ('P': name, then the text). */
function statementOf(message: Buffer): string | undefined {
  const type = String.fromCharCode(message[0]!);
  if (type !== 'Q' && type !== 'P') return undefined;
  let start = 5;
  if (type === 'P') start = message.indexOf(0, start) + 1;
  const end = message.indexOf(0, start);
  return message.toString('utf8', start, end);
}
