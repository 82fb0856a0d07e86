import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

const OPENAPI_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../vendor/paystack/openapi.yaml',
);

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: object }[] }>>;
  components: { schemas: Record<string, object> };
}

/** Paystack's own description, compiled once per test file. */
function loadPaystackSchemas() {
  const doc = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8')) as OpenApi;
  // OpenAPI 3.0's `nullable` without a `type` means nothing to JSON Schema (such a schema already
  // allows null); Ajv refuses it, so it is dropped there.
  const dropUntypedNullable = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.nullable === true && !('type' in record)) delete record.nullable;
    for (const value of Object.values(record)) dropUntypedNullable(value);
  };
  dropUntypedNullable(doc.components);
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'paystack', components: doc.components });
  const schema = (name: string) => ajv.getSchema(`paystack#/components/schemas/${name}`)!;
  const referenceParameter = doc.paths['/transaction/verify/{reference}']!.get!.parameters!.find(
    (parameter) => parameter.name === 'reference' && parameter.in === 'path',
  )!;
  return {
    initializeRequest: schema('TransactionInitialize'),
    initializeResponse: schema('TransactionInitializeResponse'),
    initializeBadRequest: schema('TransactionInitializeBadRequestModel'),
    verifyResponse: schema('VerifyResponse'),
    refundRequest: schema('RefundCreate'),
    refundResponse: schema('RefundCreateResponse'),
    error: schema('Error'),
    referenceParameter: ajv.compile(referenceParameter.schema),
    bankQuery: Object.fromEntries(
      doc.paths['/bank']!.get!.parameters!.filter((p) => p.in === 'query').map((p) => [
        p.name,
        ajv.compile(p.schema),
      ]),
    ) as Record<string, ValidateFunction>,
    bankListResponse: schema('MiscellaneousListBanksResponse'),
    resolveResponse: schema('VerificationResolveAccountNumberResponse'),
    recipientRequest: schema('TransferRecipientCreate'),
    recipientResponse: schema('TransferRecipientCreateResponse'),
    transferRequest: schema('TransferInitiate'),
    transferResponse: schema('TransferCreateResponse'),
    transferVerifyResponse: schema('TransferVerifyResponse'),
  };
}

let schemas: ReturnType<typeof loadPaystackSchemas> | undefined;

export interface StubTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callbackUrl: string;
  metadata: Record<string, unknown>;
  /** Paystack's word: abandoned until the shopper pays (success) or is declined (failed). */
  status: string;
  /** Pesewas refunded so far. */
  refunded: number;
}

/** Ghana's list as Paystack answers `GET /bank?currency=GHS`: mobile money providers and banks. */
const GHANA_BANKS = [
  { name: 'MTN', code: 'MTN', type: 'mobile_money' },
  { name: 'Telecel Ghana', code: 'VOD', type: 'mobile_money' },
  { name: 'AirtelTigo', code: 'ATL', type: 'mobile_money' },
  { name: 'GCB Bank', code: '040100', type: 'ghipss' },
  { name: 'Ecobank Ghana', code: '130100', type: 'ghipss' },
];

export interface StubTransfer {
  id: number;
  reference: string;
  amount: number;
  recipient: string;
  transferCode: string;
  status: string;
}

/** A transfer as Paystack describes it in its answers and events. */
function transferData(t: StubTransfer) {
  const now = new Date().toISOString();
  return {
    amount: t.amount,
    createdAt: now,
    currency: 'GHS',
    domain: 'test',
    failures: null,
    id: t.id,
    integration: 463433,
    reason: 'GhanaMart vendor payout',
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.transferCode,
    transferred_at: null,
    updatedAt: now,
  };
}

export type PaystackStub = Awaited<ReturnType<typeof startPaystackStub>>;

/**
 * A local Paystack for the adapter's tests: it checks every request against Paystack's OpenAPI
 * description (vendor/paystack/openapi.yaml) and the Authorization header, answers with that
 * description's response shapes (checked too), and records every mismatch in `problems`, which
 * each test expects to be empty.
 */
export async function startPaystackStub(options: { secretKey: string }) {
  schemas ??= loadPaystackSchemas();
  const s = schemas;
  const problems: string[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const transactions = new Map<string, StubTransaction>();
  let nextId = 4_099_260_516;
  /** The next initialize gets this answer instead (a refusal, a server error, or no answer). */
  let nextInitialize: { status: number; message: string } | 'hang' | undefined;
  let hangVerify = false;
  /** The next verify gets this answer instead (a server error). */
  let nextVerify: { status: number; message: string } | undefined;
  let nextRefundId = 3_018_284;
  /** Every refund made, in order. */
  const refunds: { id: number; reference: string; amount: number }[] = [];
  /** Recipients by code, and transfers by our reference. */
  const recipients = new Map<
    string,
    { type: string; name: string; accountNumber: string; bankCode: string }
  >();
  const transfers = new Map<string, StubTransfer>();
  /** Accounts whose names the stub resolves (`bank_code:account_number` → name). */
  const accountNames = new Map<string, string>();
  let nextTransfer: { status: number; message: string } | 'hang' | 'lost' | undefined;

  const check = (what: string, validate: ValidateFunction, value: unknown) => {
    if (!validate(value)) problems.push(`${what}: ${JSON.stringify(validate.errors)}`);
  };
  const send = (res: http.ServerResponse, status: number, body: unknown, validate: ValidateFunction) => {
    check(`stub reply ${status}`, validate, body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const verifyData = (t: StubTransaction) => {
    const now = new Date().toISOString();
    const paid = t.status === 'success';
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      receipt_number: null,
      amount: t.amount,
      message: null,
      gateway_response: paid
        ? 'Approved'
        : t.status === 'failed'
          ? 'Declined'
          : 'The transaction was not completed',
      paid_at: paid ? now : null,
      created_at: now,
      channel: t.channels[0] ?? 'card',
      currency: t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata,
      log: null,
      fees: paid ? Math.round(t.amount * 0.0195) : null,
      fees_split: null,
      authorization: {},
      customer: {
        id: 1,
        first_name: null,
        last_name: null,
        email: t.email,
        customer_code: 'CUS_stub',
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: paid ? now : null,
      createdAt: now,
      requested_amount: t.amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: now,
      plan_object: {},
      subaccount: {},
    };
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        problems.push(`${req.method} ${url.pathname}: the body is not JSON`);
      }
    }
    requests.push({ method: req.method ?? '', path: url.pathname, body });

    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      problems.push(`${req.method} ${url.pathname}: Authorization is not "Bearer <secret key>"`);
      return send(res, 401, { status: false, message: 'Invalid key' }, s.error);
    }

    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      if (!String(req.headers['content-type']).startsWith('application/json')) {
        problems.push('initialize: content-type is not application/json');
      }
      check('initialize request', s.initializeRequest, body);
      const input = (body ?? {}) as Record<string, unknown>;
      const reference = String(input.reference ?? '');
      // What the description says in words, and what this shop always sends.
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) problems.push(`initialize: bad reference "${reference}"`);
      if (input.currency !== 'GHS') problems.push('initialize: currency is not GHS');
      if (!(Number(input.amount) > 0)) problems.push('initialize: amount is not positive');
      if (typeof input.callback_url !== 'string') problems.push('initialize: no callback_url');
      if (transactions.has(reference)) {
        problems.push(`initialize: reference ${reference} used twice`);
        return send(
          res,
          400,
          { status: false, message: 'Duplicate Transaction Reference' },
          s.initializeBadRequest,
        );
      }

      const planned = nextInitialize;
      nextInitialize = undefined;
      if (planned === 'hang') return; // never answers
      if (planned) {
        return send(res, planned.status, { status: false, message: planned.message }, s.initializeBadRequest);
      }
      const accessCode = `ac_${Math.random().toString(36).slice(2, 12)}`;
      transactions.set(reference, {
        id: nextId++,
        reference,
        email: String(input.email),
        amount: Number(input.amount),
        currency: String(input.currency),
        channels: (input.channels as string[] | undefined) ?? [],
        callbackUrl: String(input.callback_url),
        metadata: (input.metadata as Record<string, unknown> | undefined) ?? {},
        status: 'abandoned',
        refunded: 0,
      });
      return send(
        res,
        200,
        {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
        s.initializeResponse,
      );
    }

    const verify = /^\/transaction\/verify\/([^/]*)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!);
      check('verify path parameter "reference"', s.referenceParameter, reference);
      if (!reference) problems.push('verify: empty reference');
      if (hangVerify) return;
      const plannedVerify = nextVerify;
      nextVerify = undefined;
      if (plannedVerify) {
        return send(res, plannedVerify.status, { status: false, message: plannedVerify.message }, s.error);
      }
      const transaction = transactions.get(reference);
      if (!transaction) {
        return send(res, 400, { status: false, message: 'Transaction reference not found' }, s.error);
      }
      return send(
        res,
        200,
        { status: true, message: 'Verification successful', data: verifyData(transaction) },
        s.verifyResponse,
      );
    }

    if (req.method === 'POST' && url.pathname === '/refund') {
      check('refund request', s.refundRequest, body);
      const input = (body ?? {}) as Record<string, unknown>;
      const transaction = transactions.get(String(input.transaction ?? ''));
      if (transaction?.status !== 'success') {
        return send(res, 400, { status: false, message: 'Transaction not found' }, s.error);
      }
      const amount =
        input.amount === undefined ? transaction.amount - transaction.refunded : Number(input.amount);
      if (transaction.refunded >= transaction.amount) {
        return send(res, 400, { status: false, message: 'Transaction has been fully reversed' }, s.error);
      }
      if (!(amount > 0) || transaction.refunded + amount > transaction.amount) {
        return send(
          res,
          400,
          { status: false, message: 'Refund amount cannot be more than the transaction amount' },
          s.error,
        );
      }
      transaction.refunded += amount;
      const id = nextRefundId++;
      refunds.push({ id, reference: transaction.reference, amount });
      const now = new Date().toISOString();
      return send(
        res,
        200,
        {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            transaction: {
              id: transaction.id,
              domain: 'test',
              reference: transaction.reference,
              amount: transaction.amount,
              paid_at: now,
              channel: transaction.channels[0] ?? 'card',
              currency: transaction.currency,
              authorization: { exp_month: null, exp_year: null, account_name: null },
              customer: { international_format_phone: null },
              plan: {},
              subaccount: { currency: null },
              split: {},
              order_id: null,
              paidAt: now,
              pos_transaction_data: null,
              source: null,
              fees_breakdown: null,
            },
            integration: 463433,
            deducted_amount: 0,
            channel: null,
            merchant_note: String(input.merchant_note ?? ''),
            customer_note: String(input.customer_note ?? ''),
            status: 'pending',
            refunded_by: 'stub@example.com',
            expected_at: now,
            currency: transaction.currency,
            domain: 'test',
            amount,
            fully_deducted: false,
            id,
            createdAt: now,
            updatedAt: now,
          },
        },
        s.refundResponse,
      );
    }

    if (req.method === 'GET' && url.pathname === '/bank') {
      for (const [name, value] of url.searchParams) {
        const validate = s.bankQuery[name];
        if (!validate) problems.push(`bank: unknown query parameter ${name}`);
        else check(`bank query ${name}`, validate, value);
      }
      if (url.searchParams.get('currency') !== 'GHS') problems.push('bank: currency is not GHS');
      const type = url.searchParams.get('type');
      const now = new Date().toISOString();
      const data = GHANA_BANKS.filter((bank) => !type || bank.type === type).map((bank, index) => ({
        ...bank,
        slug: bank.name.toLowerCase().replaceAll(' ', '-'),
        longcode: bank.code,
        gateway: null,
        pay_with_bank: false,
        supports_transfer: true,
        available_for_direct_debit: false,
        active: true,
        is_deleted: null,
        country: 'Ghana',
        currency: 'GHS',
        id: 300 + index,
        createdAt: now,
        updatedAt: now,
      }));
      return send(res, 200, { status: true, message: 'Banks retrieved', data }, s.bankListResponse);
    }

    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const bankCode = url.searchParams.get('bank_code') ?? '';
      // The description types both as integers: digits only.
      if (!/^\d+$/.test(accountNumber) || !/^\d+$/.test(bankCode)) problems.push('resolve: not digits');
      const name = accountNames.get(`${bankCode}:${accountNumber}`);
      if (!name) {
        return send(
          res,
          422,
          { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
          s.error,
        );
      }
      return send(
        res,
        200,
        {
          status: true,
          message: 'Account number resolved',
          data: { account_number: accountNumber, account_name: name, bank_id: 1 },
        },
        s.resolveResponse,
      );
    }

    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      check('transferrecipient request', s.recipientRequest, body);
      const input = (body ?? {}) as Record<string, string>;
      if (input.currency !== 'GHS') problems.push('transferrecipient: currency is not GHS');
      if (!['mobile_money', 'ghipss'].includes(input.type ?? ''))
        problems.push('transferrecipient: not a Ghana type');
      const bank = GHANA_BANKS.find((entry) => entry.code === input.bank_code && entry.type === input.type);
      if (!bank)
        return send(res, 400, { status: false, message: 'Account number or bank code is invalid' }, s.error);
      const code = `RCP_${`${input.bank_code}${input.account_number}`.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
      recipients.set(code, {
        type: input.type!,
        name: input.name!,
        accountNumber: input.account_number!,
        bankCode: input.bank_code!,
      });
      const now = new Date().toISOString();
      return send(
        res,
        201,
        {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            createdAt: now,
            currency: 'GHS',
            description: input.description ?? '',
            domain: 'test',
            email: '',
            id: 58_000_000 + recipients.size,
            integration: 463433,
            metadata: null,
            name: input.name,
            recipient_code: code,
            type: input.type,
            updatedAt: now,
            is_deleted: false,
            isDeleted: false,
            details: {
              authorization_code: null,
              account_number: input.account_number,
              account_name: accountNames.get(`${input.bank_code}:${input.account_number}`) ?? null,
              bank_code: input.bank_code,
              bank_name: bank.name,
            },
          },
        },
        s.recipientResponse,
      );
    }

    if (req.method === 'POST' && url.pathname === '/transfer') {
      check('transfer request', s.transferRequest, body);
      const input = (body ?? {}) as Record<string, unknown>;
      const reference = String(input.reference ?? '');
      if (!/^[a-z0-9_-]{16,}$/.test(reference)) problems.push(`transfer: bad reference "${reference}"`);
      if (input.currency !== 'GHS') problems.push('transfer: currency is not GHS');
      if (input.source !== 'balance') problems.push('transfer: source is not balance');
      if (!recipients.has(String(input.recipient))) problems.push('transfer: unknown recipient');
      if (transfers.has(reference)) {
        problems.push(`transfer: reference ${reference} sent twice`);
        return send(res, 400, { status: false, message: 'Duplicate Transfer Reference' }, s.error);
      }
      const planned = nextTransfer;
      nextTransfer = undefined;
      const transfer: StubTransfer = {
        id: 7_000_000 + transfers.size,
        reference,
        amount: Number(input.amount),
        recipient: String(input.recipient),
        transferCode: `TRF_${reference.slice(-12)}`,
        status: 'pending',
      };
      if (planned === 'hang') {
        // Made, but the answer never comes back.
        transfers.set(reference, transfer);
        return;
      }
      if (planned === 'lost') {
        // Made, but a gateway in between answers that it timed out.
        transfers.set(reference, transfer);
        return send(res, 504, { status: false, message: 'Gateway timeout' }, s.error);
      }
      if (planned) return send(res, planned.status, { status: false, message: planned.message }, s.error);
      transfers.set(reference, transfer);
      return send(
        res,
        200,
        {
          status: true,
          message: 'Transfer has been queued',
          data: {
            ...transferData(transfer),
            transfersessionid: [],
            transfertrials: [],
            request: 1,
            recipient: 58_000_001,
          },
        },
        s.transferResponse,
      );
    }

    const transferVerify = /^\/transfer\/verify\/([^/]*)$/.exec(url.pathname);
    if (req.method === 'GET' && transferVerify) {
      const transfer = transfers.get(decodeURIComponent(transferVerify[1]!));
      if (!transfer) return send(res, 404, { status: false, message: 'Transfer not found' }, s.error);
      const recipient = recipients.get(transfer.recipient);
      const now = new Date().toISOString();
      return send(
        res,
        200,
        {
          status: true,
          message: 'Transfer retrieved',
          data: {
            ...transferData(transfer),
            gateway_response: null,
            session: { provider: null, id: null },
            recipient: {
              active: true,
              createdAt: now,
              currency: 'GHS',
              description: '',
              domain: 'test',
              email: '',
              id: 58_000_001,
              integration: 463433,
              metadata: null,
              name: recipient?.name ?? '',
              recipient_code: transfer.recipient,
              type: recipient?.type ?? 'mobile_money',
              updatedAt: now,
              is_deleted: false,
              details: {
                authorization_code: null,
                account_number: recipient?.accountNumber ?? '',
                account_name: recipient?.name ?? '',
                bank_code: recipient?.bankCode ?? '',
                bank_name: '',
              },
            },
          },
        },
        s.transferVerifyResponse,
      );
    }

    problems.push(`unexpected request ${req.method} ${url.pathname}`);
    return send(res, 404, { status: false, message: 'Not found' }, s.error);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      problems.push(`stub failure: ${(error as Error).message}`);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    problems,
    requests,
    transactions,
    refunds,
    /** The shopper's outcome on Paystack's page; returns the `charge.success`-style event body. */
    complete(
      reference: string,
      changes: Partial<Pick<StubTransaction, 'status' | 'amount' | 'currency'>> = {},
    ) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The stub has no transaction ${reference}`);
      Object.assign(transaction, { status: 'success', ...changes });
      return { event: 'charge.success', data: verifyData(transaction) };
    },
    recipients,
    transfers,
    /** An account whose name `/bank/resolve` gives. */
    knowAccount(bankCode: string, accountNumber: string, name: string) {
      accountNames.set(`${bankCode}:${accountNumber}`, name);
    },
    /**
     * The next transfer gets this answer instead (a refusal) and is not made; or is made but never
     * answered (hang), or answered with a gateway timeout (lost).
     */
    answerNextTransfer(answer: { status: number; message: string } | 'hang' | 'lost') {
      nextTransfer = answer;
    },
    /** The event Paystack posts when a transfer ends (success, failed or reversed); the transfer ends so. */
    transferEvent(reference: string, outcome: 'success' | 'failed' | 'reversed') {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`The stub has no transfer ${reference}`);
      transfer.status = outcome;
      return {
        event: `transfer.${outcome}`,
        data: {
          ...transferData(transfer),
          gateway_response: outcome === 'success' ? 'Approved' : 'Recipient account could not be credited',
        },
      };
    },
    answerNextInitialize(answer: { status: number; message: string } | 'hang') {
      nextInitialize = answer;
    },
    answerNextVerify(answer: { status: number; message: string }) {
      nextVerify = answer;
    },
    set hangVerify(value: boolean) {
      hangVerify = value;
    },
    /** Returns the problems so far and forgets them (for a test that provokes one on purpose). */
    takeProblems() {
      return problems.splice(0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
