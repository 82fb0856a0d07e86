/** One Server-Sent Event as a browser's EventSource would see it. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Opens an SSE stream with fetch and reads it frame by frame (app.inject cannot stream).
 * `next()` resolves with the next event, skipping comments; `comments` collects comment lines.
 */
export async function openEventStream(url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const comments: string[] = [];
  const events: StreamEvent[] = [];
  let buffer = '';
  let ended = false;

  async function readFrame(timeoutMs: number): Promise<string | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const boundary = buffer.indexOf('\n\n');
      if (boundary >= 0) {
        const frame = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        return frame;
      }
      if (ended) return undefined;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No event within ${timeoutMs} ms; received so far: ${buffer}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No event within ${timeoutMs} ms`)), remaining);
      });
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) ended = true;
      else buffer += chunk.value;
    }
  }

  function parse(frame: string): StreamEvent | undefined {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    return data.length > 0 ? { event, data: data.join('\n') } : undefined;
  }

  return {
    response,
    comments,
    events,
    /** Waits for the next event (data frame). */
    async next(timeoutMs = 5000): Promise<StreamEvent> {
      for (;;) {
        const frame = await readFrame(timeoutMs);
        if (frame === undefined) throw new Error('The stream ended');
        const event = parse(frame);
        if (event) {
          events.push(event);
          return event;
        }
      }
    },
    /** Waits for a comment line (e.g. the first `: connected`). */
    async nextComment(timeoutMs = 5000): Promise<string> {
      for (;;) {
        const frame = await readFrame(timeoutMs);
        if (frame === undefined) throw new Error('The stream ended');
        const before = comments.length;
        parse(frame);
        if (comments.length > before) return comments.at(-1)!;
      }
    },
    /** Resolves true once the server has ended the stream. */
    async ended(timeoutMs = 5000): Promise<boolean> {
      for (;;) {
        const frame = await readFrame(timeoutMs);
        if (frame === undefined) return true;
      }
    },
    close() {
      controller.abort();
      reader.cancel().catch(() => {});
    },
  };
}
