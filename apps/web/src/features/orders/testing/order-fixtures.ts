import type { DispatchResult, Order, OrderDetail, OrderResultPage } from '@oja/contracts';

/** Orders as GET /v1/order/seller and GET /v1/order/{id} send them (packages/contracts orders.ts). */
export const testOrder = (overrides: Partial<Order> = {}): Order => {
  const id = overrides.id ?? '0190a000-0000-7000-8000-0000000ab12c';
  return {
    _id: id,
    id,
    orderId: id,
    orderReference: 'OJ-H259FUGFML',
    type: 'PRODUCT',
    status: 'processing',
    userId: { firstName: 'Kemi', lastName: 'Adeyemi' },
    delivery_name: 'Kemi Adeyemi',
    delivery_address: '7 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
    delivery_note: 'Call on arrival',
    email: 'kemi@example.com',
    phone: '+2348025550101',
    deliveryType: 'standard',
    delivery_price: 1500,
    cartTotal: 10500.5,
    totalPrice: 12000.5,
    currency: 'NGN',
    paymentStatus: 'paid',
    channel: 'online',
    depositAmount: null,
    balanceDue: 0,
    paidAt: '2025-03-05T14:32:00.000Z',
    paymentDueAt: null,
    settlement: {
      status: 'in_escrow',
      amount: overrides.totalPrice ?? 12000.5,
      currency: 'NGN',
      releaseAt: null,
      settledAt: null,
    },
    orderedAt: '2025-03-05T14:30:00.000Z',
    createdAt: '2025-03-05T14:30:00.000Z',
    updatedAt: '2025-03-05T14:30:00.000Z',
    products: [
      { productId: { _id: 'p1', name: 'Ankara tote', price: 4500, image: '/media/tote.jpg' }, quantity: 2 },
      { productId: { _id: 'p2', name: 'Adire scarf', price: 1500.5, image: null }, quantity: 1 },
    ],
    booking: null,
    ...overrides,
  };
};

export const testServiceOrder = (overrides: Partial<Order> = {}): Order =>
  testOrder({
    id: '0190a000-0000-7000-8000-0000000fe9d8',
    type: 'SERVICE',
    status: 'NEW',
    delivery_address: '',
    delivery_price: 0,
    cartTotal: 25000,
    totalPrice: 25000,
    products: [],
    booking: {
      id: 'b1',
      serviceId: 's1',
      name: 'Bridal make-up',
      bookedDate: '2025-03-14',
      orderId: '0190a000-0000-7000-8000-0000000fe9d8',
      description: 'Soft glam for a church wedding',
      startHour: '09:00',
      endHour: '11:30',
      location: '12 Allen Avenue, Ikeja',
      meetingLink: null,
    },
    ...overrides,
  });

export const resultPage = (result: Order[], overrides: Partial<OrderResultPage> = {}): OrderResultPage => ({
  result,
  page: 1,
  limit: 10,
  totalPages: result.length > 0 ? 1 : 0,
  totalResults: result.length,
  ...overrides,
});

export const testDetail = (order: Order, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  order,
  products: order.products,
  booking: order.booking,
  shipment: null,
  timeline: [
    {
      status: order.type === 'PRODUCT' ? 'processing' : 'NEW',
      description: order.type === 'PRODUCT' ? 'Order placed' : 'Booking placed',
      location: null,
      at: order.orderedAt,
    },
  ],
  ...overrides,
});

/** The shipment a dispatched order gets from the simulated carrier. */
export const testShipment = {
  id: 'sh1',
  provider: 'simulated',
  carrier: 'Redline Logistics (simulated)',
  trackingNumber: 'OJS3524890917',
  status: 'in_transit',
  deliveryType: 'standard',
  rate: 1120,
  currency: 'NGN',
  createdAt: '2025-03-05T15:00:00.000Z',
} satisfies DispatchResult['result']['shipment'];

export const testDispatch = (order: Order): DispatchResult => ({
  result: {
    order: { ...order, status: 'shipped' },
    shipment: testShipment,
  },
});
