import type { Example } from './paystack-examples.ts';

/**
 * Paystack's transfer examples (recipient, transfer, verify), from
 * https://docs-v2.paystack.com/docs/api/transfer-recipient, https://docs-v2.paystack.com/docs/api/transfer
 * and https://paystack.com/docs/transfers/single-transfers/; read with paystack-examples.ts.
 */
export const transferExamples = {
  createTransferRecipient: {
    request: {
      method: 'POST',
      path: '/transferrecipient',
      body: {
        type: 'nuban',
        name: 'Tolu Robert',
        account_number: '0100000010',
        bank_code: '058',
        currency: 'NGN',
      },
    },
    answer: {
      status: 201,
      body: {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          createdAt: '2021-11-05T11:27:53.131Z',
          currency: 'NGN',
          domain: 'test',
          id: 20317609,
          integration: 463433,
          name: 'Tolu Robert',
          recipient_code: 'RCP_m7ljkv8leesep7p',
          type: 'nuban',
          updatedAt: '2021-11-05T11:27:53.131Z',
          is_deleted: false,
          details: {
            authorization_code: null,
            account_number: '0100000010',
            account_name: 'Tolu Robert',
            bank_code: '058',
            bank_name: 'Guaranty Trust Bank',
          },
        },
      },
    },
  },
  initiateTransfer: {
    request: {
      method: 'POST',
      path: '/transfer',
      body: {
        source: 'balance',
        amount: 3794800,
        currency: 'NGN',
        recipient: 'RCP_gx2wn530m0i3w3m',
        reference: 'po_acv9ee55ljwc3bgq',
        reason: 'Calm down',
      },
    },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Transfer has been queued',
        data: {
          integration: 100073,
          domain: 'test',
          amount: 3794800,
          currency: 'NGN',
          source: 'balance',
          reason: 'Calm down',
          recipient: 28,
          status: 'pending',
          transfer_code: 'TRF_1ptvuv321ahaa7q',
          id: 14,
          createdAt: '2017-02-03T17:21:54.508Z',
          updatedAt: '2017-02-03T17:21:54.508Z',
        },
      },
    },
  },
  verifyTransfer: {
    request: { method: 'GET', path: '/transfer/verify/po_acv9ee55ljwc3bgq' },
    answer: {
      status: 200,
      body: {
        status: true,
        message: 'Transfer retrieved',
        data: {
          amount: 3794800,
          createdAt: '2017-02-03T17:21:54.508Z',
          currency: 'NGN',
          domain: 'test',
          failures: null,
          id: 14,
          integration: 100073,
          reason: 'Calm down',
          reference: 'po_acv9ee55ljwc3bgq',
          source: 'balance',
          source_details: null,
          status: 'success',
          titan_code: null,
          transfer_code: 'TRF_1ptvuv321ahaa7q',
          transferred_at: '2017-02-03T17:22:30.000Z',
          updatedAt: '2017-02-03T17:22:30.000Z',
          recipient: {
            recipient_code: 'RCP_gx2wn530m0i3w3m',
            type: 'nuban',
            currency: 'NGN',
            name: 'Tolu Robert',
          },
        },
      },
    },
  },
} satisfies Record<string, Example>;
