import type { Executor } from '../../db/client.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';
import { orderRepository } from './order-repository.ts';

/*
 * Order rows for the modules that create and move orders (checkout, order payments, logistics, tasks),
 * inside the caller's transaction. Scoped by merchant like every read of the orders module.
 */
export const insertOrder = orderRepository.insert;
export const insertOrderItems = orderRepository.insertItems;
export const insertOrderBooking = orderRepository.insertBooking;
export const findOrder = orderRepository.findById;
export const orderItemsOf = orderRepository.itemsOf;
export const moveOrderStatus = orderRepository.moveStatus;

/**
 * Every transaction that writes a merchant's orders takes this lock first, before it touches an order
 * row, stock, escrow or the ledger. Those are then always taken in one order, so two order writers of
 * one merchant never wait on each other in a cycle (decision 036). They already queue on the order
 * counters (order_counts, order_day_counts) from their first order statement to their commit; the lock
 * moves that queue to the start of the transaction.
 */
export const lockMerchantOrders = (tx: Executor, merchantId: string) => lockFor(tx, `orders:${merchantId}`);
