import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PAYMENT_WEBHOOK } from '../../../shared/api-paths';
import { formatCedis, fromPesewas } from '../../../shared/money';
import { escapeHtml } from '../mail/render-email';
import { SIMULATED_PAGE_PREFIX, type SimulatedPayment, type SimulatedProvider } from './simulated-provider';
import { signWebhook } from './webhook-signature';

const SHOP_NAME = 'GhanaMart';
const STYLESHEET_PATH = `${SIMULATED_PAGE_PREFIX}/page.css`;

const OUTCOMES: Record<string, 'success' | 'failed' | 'abandoned'> = {
  approve: 'success',
  decline: 'failed',
  cancel: 'abandoned',
};

const CHANNEL_LABELS: Record<string, string> = { mobile_money: 'Mobile Money', card: 'Debit Card' };

/**
 * The simulated provider's hosted payment page, server-rendered and script-free (the shop's CSP
 * allows no inline script): the shopper approves or declines, and comes back to the shop's
 * callback with `reference` and `trxref`, as from Paystack's page. Approving also delivers a
 * signed `charge.success` webhook to the shop, as Paystack does.
 */
export function registerSimulatedPaymentPages(app: FastifyInstance, deps: { provider: SimulatedProvider }) {
  const { provider } = deps;

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(STYLESHEET_PATH, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLES),
    );

    scope.get<{ Params: { reference: string }; Querystring: { declined?: string } }>(
      `${SIMULATED_PAGE_PREFIX}/:reference`,
      async (request, reply) => {
        const payment = await provider.find(request.params.reference);
        if (!payment) return sendPage(reply, 404, notFoundPage());
        if (payment.status === 'success') return sendPage(reply, 200, completePage(payment));
        if (payment.status === 'failed' && request.query.declined !== undefined) {
          return sendPage(reply, 200, declinedPage(payment));
        }
        return sendPage(reply, 200, paymentPage(payment));
      },
    );

    scope.post<{ Params: { reference: string }; Body: { action?: string } | undefined }>(
      `${SIMULATED_PAGE_PREFIX}/:reference`,
      async (request, reply) => {
        const { reference } = request.params;
        const action = request.body?.action ?? '';
        const outcome = Object.hasOwn(OUTCOMES, action) ? OUTCOMES[action]! : undefined;
        if (!outcome) return reply.redirect(`${SIMULATED_PAGE_PREFIX}/${encodeURIComponent(reference)}`, 303);
        const payment = await provider.settle(reference, outcome);
        if (!payment) return sendPage(reply, 404, notFoundPage());

        if (payment.status === 'success' && outcome === 'success') {
          await deliverWebhook(payment).catch((error) =>
            request.log.warn({ err: error, reference }, 'simulated webhook delivery failed'),
          );
        }
        if (payment.status === 'failed') {
          return reply.redirect(`${SIMULATED_PAGE_PREFIX}/${encodeURIComponent(reference)}?declined`, 303);
        }
        return reply.redirect(callbackUrl(payment), 303);
      },
    );
  });

  /** What Paystack posts on a successful charge, signed with the simulated provider's key. */
  async function deliverWebhook(payment: SimulatedPayment) {
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: Date.now(),
        domain: 'test',
        status: 'success',
        reference: payment.reference,
        amount: payment.amountPesewas,
        currency: payment.currency,
        channel: payment.channels[0] ?? 'card',
        gateway_response: 'Approved',
        paid_at: (payment.paidAt ?? new Date()).toISOString(),
        metadata: payment.metadata,
        customer: { email: payment.email },
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: API_PAYMENT_WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(body, provider.webhookSecret),
      },
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
  }
}

function callbackUrl(payment: SimulatedPayment): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('reference', payment.reference);
  url.searchParams.set('trxref', payment.reference);
  return url.toString();
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      // Under helmet's no-referrer, a browser sends `Origin: null` with the page's form posts, which
      // the shop's cross-site check refuses; same-origin keeps the origin on them.
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

const amountOf = (payment: SimulatedPayment) => formatCedis(fromPesewas(payment.amountPesewas));
const methodOf = (payment: SimulatedPayment) =>
  payment.channels.map((channel) => CHANNEL_LABELS[channel] ?? channel).join(', ') || 'Any';
const pagePath = (payment: SimulatedPayment) =>
  `${SIMULATED_PAGE_PREFIX}/${encodeURIComponent(payment.reference)}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<div class="stripe" aria-hidden="true"></div>
<div class="wrap">
<header class="brand"><span class="logo">${SHOP_NAME}</span><span class="secure">Secure checkout</span></header>
${body}
<p class="foot">Payment page of ${SHOP_NAME}'s test payment provider.</p>
</div>
</body>
</html>`;
}

function summary(payment: SimulatedPayment): string {
  return `<dl class="details">
<div><dt>Merchant</dt><dd>${SHOP_NAME}</dd></div>
<div><dt>Amount</dt><dd>${escapeHtml(amountOf(payment))}</dd></div>
<div><dt>Payment method</dt><dd>${escapeHtml(methodOf(payment))}</dd></div>
<div><dt>Email</dt><dd>${escapeHtml(payment.email).replace('@', '<wbr>@')}</dd></div>
<div><dt>Reference</dt><dd class="mono">${escapeHtml(payment.reference)}</dd></div>
</dl>`;
}

function paymentPage(payment: SimulatedPayment): string {
  const amount = escapeHtml(amountOf(payment));
  return layout(
    `Pay ${amountOf(payment)} to ${SHOP_NAME}`,
    `<main class="card" aria-labelledby="title">
<p class="notice" role="note"><strong>Test payment:</strong> no money will be taken. This shop is not connected to a payment provider yet, so this page stands in for one.</p>
<h1 id="title"><span class="label">Pay ${SHOP_NAME}</span><span class="amount">${amount}</span></h1>
${summary(payment)}
<form method="post" action="${escapeHtml(pagePath(payment))}" class="actions">
<button type="submit" name="action" value="approve" class="primary">Approve payment of ${amount}</button>
<button type="submit" name="action" value="decline" class="secondary">Decline</button>
</form>
</main>`,
  );
}

function declinedPage(payment: SimulatedPayment): string {
  return layout(
    'Payment declined',
    `<main class="card" aria-labelledby="title">
<div class="status failed" aria-hidden="true">!</div>
<h1 id="title" class="center">Payment declined</h1>
<p class="center muted" role="status">Your payment of ${escapeHtml(amountOf(payment))} to ${SHOP_NAME} was declined. No money was taken.</p>
${summary(payment)}
<div class="actions">
<a class="button primary" href="${escapeHtml(pagePath(payment))}">Try again</a>
<form method="post" action="${escapeHtml(pagePath(payment))}">
<button type="submit" name="action" value="cancel" class="secondary">Cancel payment</button>
</form>
</div>
</main>`,
  );
}

function completePage(payment: SimulatedPayment): string {
  return layout(
    'Payment complete',
    `<main class="card" aria-labelledby="title">
<div class="status done" aria-hidden="true">✓</div>
<h1 id="title" class="center">Payment complete</h1>
<p class="center muted" role="status">Your payment of ${escapeHtml(amountOf(payment))} to ${SHOP_NAME} was approved.</p>
${summary(payment)}
<div class="actions"><a class="button primary" href="${escapeHtml(callbackUrl(payment))}">Return to ${SHOP_NAME}</a></div>
</main>`,
  );
}

function notFoundPage(): string {
  return layout(
    'Payment not found',
    `<main class="card" aria-labelledby="title">
<h1 id="title" class="center">Payment not found</h1>
<p class="center muted">This payment link is not valid. Please go back to the shop and start the payment again.</p>
<div class="actions"><a class="button primary" href="/">Return to ${SHOP_NAME}</a></div>
</main>`,
  );
}

// The shop's green and gold on warm neutrals, system fonts only (the CSP loads nothing external).
const STYLES = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f5f5f4;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif}
.stripe{height:6px;background:linear-gradient(90deg,#ce1126 0 33.33%,#fcd116 33.33% 66.66%,#006b3f 66.66% 100%)}
.wrap{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
.brand{display:flex;align-items:center;justify-content:space-between;margin-bottom:1rem}
.logo{font-weight:800;font-size:1.25rem;color:#006b3f;letter-spacing:-.01em}
.secure{display:inline-flex;align-items:center;gap:.375rem;font-size:.8125rem;color:#57534e}
.secure::before{content:"";width:.5rem;height:.5rem;border-radius:50%;background:#279a66}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 3px rgba(28,25,23,.08)}
.notice{margin:0 0 1.25rem;padding:.75rem .875rem;border-radius:.625rem;background:#fffbea;border:1px solid #ffe78a;color:#6c460d;font-size:.875rem}
h1{margin:0 0 1rem;font-size:1.25rem;line-height:1.3}
h1 .label{display:block;font-size:.875rem;font-weight:500;color:#57534e}
h1 .amount{display:block;font-size:2rem;font-weight:800;letter-spacing:-.02em;color:#1c1917}
.center{text-align:center}
.muted{color:#57534e;margin:0 0 1rem}
.details{margin:0 0 1.25rem;border-top:1px solid #e7e5e4}
.details div{display:flex;justify-content:space-between;gap:1rem;padding:.625rem 0;border-bottom:1px solid #e7e5e4;font-size:.9375rem}
.details dt{color:#57534e}
.details dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem}
.actions{display:grid;gap:.75rem}
.actions form{display:grid}
button,.button{display:flex;align-items:center;justify-content:center;min-height:3rem;padding:.75rem 1rem;border-radius:.625rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border:1px solid transparent;width:100%}
.primary{background:#006b3f;color:#fff}
.primary:hover{background:#0b5234}
.secondary{background:#fff;color:#1c1917;border-color:#d6d3d1}
.secondary:hover{background:#f5f5f4}
button:focus-visible,.button:focus-visible{outline:2px solid #177d51;outline-offset:2px}
.status{width:3.5rem;height:3.5rem;margin:0 auto 1rem;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:1.75rem;font-weight:800}
.status.failed{background:#fde8ea;color:#ce1126}
.status.done{background:#d8f3e2;color:#006b3f}
.foot{margin:1.25rem 0 0;text-align:center;font-size:.8125rem;color:#78716c}
`;
