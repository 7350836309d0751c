import {
  type Paginated,
  type SettlementsQuery,
  type SettlementStatus,
  fromMinor,
  toPaginated,
  type WalletSettlement,
} from '@oja/contracts';
import { type EscrowRow, escrowRepository } from './escrow-repository.ts';
import type { WalletContext } from './wallet-context.ts';

const HOLD_OF: Record<SettlementStatus, EscrowRow['status']> = {
  in_escrow: 'held',
  released: 'released',
  refunded: 'refunded',
};
const SETTLEMENT_OF: Partial<Record<EscrowRow['status'], SettlementStatus>> = {
  held: 'in_escrow',
  released: 'released',
  refunded: 'refunded',
};

const toSettlement = (row: EscrowRow): WalletSettlement => {
  const status = SETTLEMENT_OF[row.status]!;
  return {
    orderId: row.orderId,
    orderReference: row.orderReference!,
    orderType: row.orderType!,
    status,
    // What the order's money came to for the merchant: the hold less what refunds took of it while held.
    amount: fromMinor(status === 'refunded' ? row.amount : row.amount - row.refundedAmount),
    currency: row.currency,
    paidAt: (row.fundedAt ?? row.createdAt).toISOString(),
    releaseAt: status === 'in_escrow' && row.releaseAt ? row.releaseAt.toISOString() : null,
    settledAt: status === 'in_escrow' ? null : row.updatedAt.toISOString(),
  };
};

/**
 * GET /v1/wallet/settlements: the money of each paid order, newest first — pending in escrow, released
 * to the wallet, or refunded — each naming its order.
 */
export async function listSettlements(
  ctx: WalletContext,
  merchantId: string,
  query: SettlementsQuery,
): Promise<Paginated<WalletSettlement>> {
  const status = query.status ? HOLD_OF[query.status] : undefined;
  const { rows, total } = await escrowRepository.pageOfOrders(
    ctx.db,
    merchantId,
    status,
    query.page,
    query.limit,
  );
  return toPaginated(rows.map(toSettlement), total, query);
}
