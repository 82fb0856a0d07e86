export const FAILED_MESSAGES_PAGE_SIZE = 30;

/** An e-mail the shop gave up sending after its last attempt (docs/decisions/033). */
export interface FailedMessage {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** GET /api/admin/messages/failed?page=N: newest first. */
export interface FailedMessagesPage {
  messages: FailedMessage[];
  page: number;
  pageSize: number;
  total: number;
}

export const ADMIN_MESSAGE_TEXTS = {
  notFound: 'Message not found',
  notFailed: 'This message is no longer failed: it has been sent again already.',
  retried: 'The message will be sent again.',
  retryFailed: 'The message could not be sent again.',
} as const;
