// Plain values, apart from dashboard.ts's zod schemas, so that a screen needing only these loads no zod.

export const taskMessages = {
  created: 'Task created successfully',
  updated: 'Task updated successfully',
  fetched: 'Tasks fetched successfully',
  notFound: 'Task not found',
  orderNotFound: 'Order not found',
  bookingNotFound: 'Booking not found',
  titleRequired: 'Enter a title',
  nothingToUpdate: 'Send at least one field to update',
} as const;
