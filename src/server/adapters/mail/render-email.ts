import type { MailMessage } from './mailer';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A plain, readable message: paragraphs and at most one call-to-action link, as text and HTML. */
export function renderEmail(options: {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): MailMessage {
  const { to, subject, paragraphs, action } = options;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#166534;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    '</div>',
  ].join('');
  return { to, subject, text, html };
}
