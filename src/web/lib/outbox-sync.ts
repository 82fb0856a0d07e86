/**
 * The Background Sync tag of the offline queue (docs/decisions/046). The queue lives in the page's
 * localStorage, which a service worker cannot read: on the sync event the worker tells the open
 * pages, with this message type, to send it now.
 */
export const OUTBOX_SYNC_TAG = 'gm-outbox';
