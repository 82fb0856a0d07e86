// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILURE_MESSAGES, ChunkLoadFailure, chunkFailureReason, loadChunk } from './load-chunk';

describe('chunkFailureReason', () => {
  it('is offline whatever the server would say', () => {
    expect(chunkFailureReason(false, null)).toBe('offline');
    expect(chunkFailureReason(false, 404)).toBe('offline');
  });

  it("is a new release when the running app's entry is gone", () => {
    expect(chunkFailureReason(true, 404)).toBe('new-release');
    expect(chunkFailureReason(true, 410)).toBe('new-release');
  });

  it('is a failed load otherwise (no answer, or the entry is still there)', () => {
    expect(chunkFailureReason(true, null)).toBe('unreachable');
    expect(chunkFailureReason(true, 200)).toBe('unreachable');
    expect(chunkFailureReason(true, 503)).toBe('unreachable');
  });

  it('offers a reload only for a new release', () => {
    expect(CHUNK_FAILURE_MESSAGES['new-release'].action).toBe('Reload page');
    expect(CHUNK_FAILURE_MESSAGES.offline.action).toBe('Try again');
    expect(CHUNK_FAILURE_MESSAGES.unreachable.action).toBe('Try again');
  });
});

/** The page's entry script, as the built page has it. */
function entryScript(src: string) {
  const script = { src: new URL(src, 'http://127.0.0.1').href };
  vi.spyOn(document, 'querySelector').mockImplementation((selector: string) =>
    selector === 'script[type="module"][src]' ? (script as unknown as Element) : null,
  );
}

describe('loadChunk', () => {
  (
    window as unknown as { happyDOM: { settings: Record<string, boolean> } }
  ).happyDOM.settings.disableJavaScriptFileLoading = true;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
  });

  it('says offline without asking the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const failure = await loadChunk(failing).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadFailure);
    expect((failure as ChunkLoadFailure).reason).toBe('offline');
    expect((failure as ChunkLoadFailure).message).toBe(CHUNK_FAILURE_MESSAGES.offline.text);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the server for the page's entry script, with HEAD, and reads a 404 as a new release", async () => {
    entryScript('/assets/index-old.js');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
    const failure = (await loadChunk(failing).catch((error: unknown) => error)) as ChunkLoadFailure;
    expect(failure.reason).toBe('new-release');
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/assets\/index-old\.js$/), {
      method: 'HEAD',
      cache: 'no-store',
    });
  });

  it('reads no answer from the server as a failed load', async () => {
    entryScript('/assets/index-now.js');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = (await loadChunk(failing).catch((error: unknown) => error)) as ChunkLoadFailure;
    expect(failure.reason).toBe('unreachable');
  });
});
