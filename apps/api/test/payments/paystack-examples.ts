import { transferExamples } from './paystack-transfer-examples.ts';

/**
 * Request/response examples written from Paystack's public API reference, one per call the adapter makes.
 * The request is what the documented cURL sends; the answer is the documented sample response, trimmed
 * to the fields shown on the page. Pages:
 *  - List banks, create recipient: https://paystack.com/docs/transfers/creating-transfer-recipients/ and
 *    https://docs-v2.paystack.com/docs/api/transfer-recipient
 *  - Resolve account: https://docs-v2.paystack.com/docs/identity-verification/verify-account-number
 *  - Initialize: Paystack's published Postman collection ("Paystack API", POST /transaction/initialize,
 *    documenter.gw.postman.com/api/collections/3967924/RW1Yq1eZ) and its example payload mirrored at
 *    https://apis.io/examples/paystack/paystack-initialize-transaction-example/
 *  - Verify: https://docs-v2.paystack.com/docs/payments/verify-payments
 *  - Refund: POST /refund with `transaction` and an optional `amount` (in kobo, at most the charge's), as
 *    Paystack's own SDK documents it (github.com/PaystackOSS/paystack-python docs/Refund.md, RefundCreate.md);
 *    the answer's shape from Paystack's snippet repository (github.com/PaystackOSS/doc-code-snippets,
 *    dist/api/refunds)
 *  - List refunds: GET /refund with the transaction's `reference` (github.com/PaystackOSS/paystack-python
 *    docs/Refund.md, List Refunds; github.com/andela-sjames/paystack-python docs/refunds.md); each refund
 *    as the create answer shows it (amount, currency, status, merchant_note)
 *  - Transfer, verify transfer: https://docs-v2.paystack.com/docs/api/transfer and
 *    https://paystack.com/docs/transfers/single-transfers/
 *  - Errors: Paystack's errors page, https://paystack.com/docs/api/errors (read at its docs-v2 mirror
 *    kenya-pilot--documentation-v2.netlify.app/docs/api/errors): 400 validation, 401 key, 404 missing, 5xx
 */
export interface Example {
  request: { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };
  answer: { status: number; body: Record<string, unknown> };
}

export const SECRET = 'sk_test_contract_examples_key';

export const examples = {
  listBanks: {
    request: { method: 'GET', path: '/bank?currency=NGN' },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Banks retrieved',
        data: [
          {
            name: 'Access Bank',
            slug: 'access-bank',
            code: '044',
            longcode: '044150149',
            gateway: 'emandate',
            pay_with_bank: false,
            active: true,
            is_deleted: null,
            country: 'Nigeria',
            currency: 'NGN',
            type: 'nuban',
            id: 1,
          },
          {
            name: 'Guaranty Trust Bank',
            slug: 'guaranty-trust-bank',
            code: '058',
            longcode: '058152036',
            gateway: 'ibank',
            pay_with_bank: true,
            active: true,
            is_deleted: null,
            country: 'Nigeria',
            currency: 'NGN',
            type: 'nuban',
            id: 9,
          },
        ],
      },
    },
  },
  resolveAccount: {
    request: { method: 'GET', path: '/bank/resolve?account_number=0001234567&bank_code=058' },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Account number resolved',
        data: { account_number: '0001234567', account_name: 'Doe Jane Loren', bank_id: 9 },
      },
    },
  },
  initializeTransaction: {
    request: {
      method: 'POST',
      path: '/transaction/initialize',
      body: {
        email: 'customer@email.com',
        amount: 20000,
        currency: 'NGN',
        reference: 'top_7PVGX8MEk85tgeEpVDtD',
        callback_url: 'https://oja.example/wallet?topup=1',
        metadata: { merchantId: 'm1', purpose: 'topup' },
      },
    },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: 'https://checkout.paystack.com/0peioxfhpn',
          access_code: '0peioxfhpn',
          reference: 'top_7PVGX8MEk85tgeEpVDtD',
        },
      },
    },
  },
  verifyTransaction: {
    request: { method: 'GET', path: '/transaction/verify/nms6uvr1pl' },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: {
          id: 690075529,
          domain: 'test',
          status: 'success',
          reference: 'nms6uvr1pl',
          amount: 20000,
          message: null,
          gateway_response: 'Successful',
          paid_at: '2020-05-19T12:30:56.000Z',
          created_at: '2020-05-19T12:26:44.000Z',
          channel: 'card',
          currency: 'NGN',
          ip_address: '154.118.28.239',
          metadata: '',
          fees: 300,
          customer: { id: 24259516, first_name: null, last_name: null, email: 'customer@email.com' },
        },
      },
    },
  },
  refundTransaction: {
    request: { method: 'POST', path: '/refund', body: { transaction: 'T685312322670591', amount: 10000 } },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: 1004723697,
            domain: 'live',
            reference: 'T685312322670591',
            amount: 20000,
            currency: 'NGN',
          },
          integration: 412829,
          deducted_amount: 0,
          channel: null,
          merchant_note: 'Refund for transaction T685312322670591 by test@me.com',
          customer_note: 'Refund for transaction T685312322670591',
          status: 'pending',
          refunded_by: 'test@me.com',
          expected_at: '2020-10-13T20:55:31.591Z',
          currency: 'NGN',
          domain: 'live',
          amount: 10000,
          fully_deducted: false,
          id: 1256498,
        },
      },
    },
  },
  listRefunds: {
    request: { method: 'GET', path: '/refund?reference=T685312322670591' },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Refunds retrieved',
        data: [
          {
            id: 1256498,
            integration: 412829,
            transaction: 1004723697,
            amount: 10000,
            currency: 'NGN',
            merchant_note: 'Refund for transaction T685312322670591 by test@me.com',
            status: 'processed',
            createdAt: '2020-10-06T20:55:31.000Z',
          },
          {
            id: 1256499,
            integration: 412829,
            transaction: 1004723697,
            amount: 5000,
            currency: 'NGN',
            merchant_note: null,
            status: 'failed',
            createdAt: '2020-10-07T09:12:04.000Z',
          },
        ],
      },
    },
  },
  ...transferExamples,
} satisfies Record<string, Example>;

/** Documented refusals (https://paystack.com/docs/api/errors) and the kind each one means. */
export const refusals = [
  { status: 401, message: 'Invalid key', kind: 'unavailable' },
  { status: 400, message: 'Transaction reference not found', kind: 'not_found' },
  { status: 404, message: 'Transfer not found', kind: 'not_found' },
  {
    status: 422,
    message: 'Could not resolve account name. Check parameters or try again.',
    kind: 'account_not_found',
  },
  { status: 422, message: 'Unknown bank code: 999', kind: 'unknown_bank' },
  { status: 400, message: 'Currency not supported by merchant', kind: 'unsupported_currency' },
  { status: 400, message: 'Duplicate Transaction Reference', kind: 'invalid' },
] as const;
