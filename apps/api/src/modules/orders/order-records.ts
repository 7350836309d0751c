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
