import type { RequestSide, RequestStatusFilter } from '../types';

export const requestKeys = {
  all: ['merchant-requests'] as const,
  lists: (side: RequestSide) => ['merchant-requests', side] as const,
  list: (side: RequestSide, status: RequestStatusFilter, page: number) =>
    ['merchant-requests', side, { status, page }] as const,
};
