/** Messages the server sends and the dashboard shows word for word (docs/product/messages.md#fallback-messages and docs/product/wallet.md). */
export const walletMessages = {
  // docs/product/messages.md#fallback-messages fallbacks: the dashboard shows these when a call fails without a server message.
  couldNotCreateWallet: 'Could not create your wallet. Try again later.',
  couldNotVerifyBank: 'Could not verify your bank detail. Try again later.',
  couldNotCreatePin: 'Could not create your pin. Try again later.',
  couldNotChangePin: 'Could not change your pin. Try again later.',
  walletCreated: 'Wallet created successfully',
  walletFetched: 'Wallet fetched successfully',
  walletExists: 'You already have a wallet in this currency',
  pinCreated: 'PIN created successfully',
  pinChanged: 'PIN changed successfully',
  pinFormat: 'PIN must be 4 digits',
  pinTrivial: 'Choose a PIN that is harder to guess (not 0000, 1234 or similar)',
  pinMismatch: 'PINs do not match',
  pinNotSet: 'Create a transaction PIN first',
  oldPinRequired: 'Enter your current PIN to change it',
  pinUnchanged: 'Choose a PIN different from your current PIN',
  pinLocked:
    'Too many wrong PINs. Your PIN is locked until you confirm it is you with a code sent to your email.',
  pinNotLocked: 'Your PIN is not locked',
  unlockCodeSent: 'We sent a code to your email. Enter it to unlock your PIN.',
  unlockCodeFormat: 'Enter the 6-digit code from your email',
  unlockCodeMissing: 'Request a code first',
  unlockCodeIncorrect: 'Incorrect code. Check the latest email and try again.',
  unlockCodeExpired: 'This code has expired. Request a new one.',
  unlockCodeUsedUp: 'Too many wrong codes. Request a new one.',
  pinUnlocked: 'PIN unlocked',
  accountResolved: 'Account number resolved',
  accountNumberFormat: 'Account number must be 10 digits',
  bankRequired: 'Choose a bank',
  unknownBank: 'Unknown bank code',
  accountNotFound: 'Could not resolve account name. Check parameters or try again.',
  verificationNotFound: 'Bank verification not found. Verify the account first.',
  verificationExpired: 'This bank verification has expired. Verify the account again.',
  bankDetailsUpdated: 'Bank details updated successfully',
  nameMismatchUnconfirmed:
    'The account name does not match your name or business name. Confirm that this account is yours to save it.',
  confirmNameMismatchType: 'confirmNameMismatch must be true or false',
  banksFetched: 'Banks fetched successfully',
  noBankAccount: 'Add a verified bank account before withdrawing',
  insufficientBalance: 'Insufficient balance',
  /** The other amount messages are the money module's: moneyMessages('Amount'). */
  amountRequired: 'Enter an amount',
  payoutCurrency: 'Withdrawals are paid out in NGN. Exchange to NGN first.',
  withdrawalStarted: 'Withdrawal initiated',
  payoutNotHeld: 'This withdrawal is not held',
  topupStarted: 'Top-up initialised. Complete the payment to credit your wallet.',
  topupUnsupportedCurrency: 'Top-ups are available in NGN and USD. Top up in one of them, then exchange.',
  topupNotFound: 'Top-up not found',
  paymentUnavailable: 'The payment provider is unavailable. Try again later.',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is in progress. Retry shortly.',
  sameCurrency: 'Choose two different currencies',
  quoteCreated: 'Quote created',
  quoteNotFound: 'Quote not found',
  quoteExpired: 'This quote has expired. Get a new quote.',
  quoteUsed: 'This quote has already been used',
  exchanged: 'Currency exchanged successfully',
  rateFetched: 'Exchange rate fetched successfully',
  escrowHeld: 'Escrow created. The buyer pays through the payment link.',
  escrowReleased: 'Escrow released to your wallet',
  escrowRefunded: 'Escrow refunded to the buyer',
  escrowExists: 'An escrow hold already exists for this order',
  escrowNotFound: 'Escrow hold not found',
  escrowNotFunded: 'This escrow hold has not been paid yet',
  escrowSettled: 'This escrow hold has already been settled',
  transactionsFetched: 'Transactions fetched successfully',
  transactionFetched: 'Transaction fetched successfully',
  topupFetched: 'Top-up fetched successfully',
  withdrawalFetched: 'Withdrawal fetched successfully',
  escrowFetched: 'Escrow hold fetched successfully',
  transactionNotFound: 'Transaction not found',
  invalidSignature: 'Invalid signature',
  webhookReceived: 'Webhook received',
} as const;

/** Withdrawals a merchant may request in any 24 hours, counted in the database (env WITHDRAWALS_PER_DAY). */
export const WITHDRAWALS_PER_DAY = 10;

/** The 429 of the daily withdrawal limit, with the wait until the oldest withdrawal of the window ages out. */
export const withdrawalLimitMessage = (perDay: number, retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait =
    minutes < 60
      ? `${minutes} minute${minutes === 1 ? '' : 's'}`
      : `${Math.ceil(minutes / 60)} hour${minutes <= 60 ? '' : 's'}`;
  return `You can request at most ${perDay} withdrawals in 24 hours. Try again in ${wait}.`;
};

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`;
};

/** A temporary PIN lock (the escalating locks before the one that needs an emailed code). */
export const pinLockedForMessage = (retryAfterSeconds: number) =>
  `Too many wrong PINs. Try again in ${inMinutes(retryAfterSeconds)}, or unlock your PIN with a code sent to your email.`;

/** The answer to a wrong PIN: the tries left before the next lock, or the lock it caused. */
export const pinIncorrectMessage = (attemptsLeft: number, lockMessage: string = walletMessages.pinLocked) =>
  attemptsLeft > 0
    ? `Incorrect PIN. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
    : `Incorrect PIN. ${lockMessage}`;

/** Unlock codes a merchant may request per hour. */
export const PIN_UNLOCK_CODES_PER_HOUR = 5;
export const unlockCodeLimitMessage = (retryAfterSeconds: number) =>
  `Too many codes requested. Try again in ${inMinutes(retryAfterSeconds)}.`;

/** The answer to a withdrawal held because the bank account changed recently. */
export const withdrawalHeldMessage = (holdHours: number) =>
  `Withdrawal held for review: your bank account changed in the last ${holdHours} hours. ` +
  'It is paid out when the hold ends unless it is cancelled.';
