// What other modules may use of merchant-mail; everything else in the folder is its own.
export {
  fromMerchant,
  merchantMailDeps,
  reserveEmail,
  reserveMerchantEmail,
  reserveReceipt,
  sendMerchantEmail,
} from './merchant-mail.ts';
export type { MerchantMailDeps } from './merchant-mail.ts';
