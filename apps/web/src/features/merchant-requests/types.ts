import type {
  MerchantRequest as ContractsMerchantRequest,
  MerchantRequestStatus,
  Paginated,
} from '@oja/contracts';
import type { Wire } from '@/lib/realtime';

/** A partnership request between two merchants, as the API sends it (dates as strings). */
export type MerchantRequest = Wire<ContractsMerchantRequest>;
export type RequestMerchant = MerchantRequest['sender'];
export type RequestStatus = MerchantRequestStatus;
export type RequestStatusFilter = RequestStatus | 'all';
export type RequestSide = 'received' | 'sent';
export type RequestPage = Paginated<MerchantRequest>;
