import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let loading: Promise<Sonner> | undefined;
let requested: () => void = () => {};
/** Resolves when the first toast asks for sonner. */
export const sonnerRequested = new Promise<void>((resolve) => {
  requested = resolve;
});

/**
 * Sonner is loaded by the first toast, not in every route's first chunk
 * (ADR 048). Its toaster replays the toasts created before it subscribed, so a toast asked for
 * while the module loads shows as soon as it is there.
 */
export function loadSonner(): Promise<Sonner> {
  requested();
  loading ??= import('sonner');
  return loading;
}

function show(call: (sonner: Sonner) => void) {
  void loadSonner().then(call);
}

/** The toasts of the shop (import this, never `sonner`): sonner's `toast` with the calls we use. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
    error: (message: Message, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
    info: (message: Message, data?: ExternalToast) => show((s) => s.toast.info(message, data)),
    dismiss: (id?: string | number) => show((s) => s.toast.dismiss(id)),
  },
);
