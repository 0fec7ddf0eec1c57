// The money section's calls and query keys (under the console's, so a write anywhere refreshes every open list).
import type {
  AdminCouponDto,
  AdminCouponInput,
  AdminKeyBatchDto,
  AdminKeyBatchInput,
  AdminOrderDto,
  AdminPage,
  AdminRefundResult,
} from '@playwords/common';
import { api } from '../../../lib/api';
import { adminKeys, queryString } from '../shared/admin-api';

/** The orders list's filters as the form holds them ('' for any). */
export interface OrderFilters {
  status: string;
  provider: string;
  currency: string;
  user: string;
}

export const MONEY_PAGE_SIZE = 50;

export const moneyKeys = {
  orders: (filters: OrderFilters) => [...adminKeys.all, 'money', 'orders', filters] as const,
  batches: [...adminKeys.all, 'money', 'batches'] as const,
  coupons: [...adminKeys.all, 'money', 'coupons'] as const,
};

export function fetchOrders(filters: OrderFilters, offset: number, signal?: AbortSignal) {
  const query = queryString({ ...filters, limit: MONEY_PAGE_SIZE, offset });
  return api.get<AdminPage<AdminOrderDto>>(`/admin/orders/${query}`, { signal });
}

export function refundOrder(id: number, input: { amount: string; reason: string }) {
  return api.post<AdminRefundResult>(`/admin/orders/${id}/refund/`, input);
}

export function fetchBatches(offset: number, signal?: AbortSignal) {
  return api.get<AdminPage<AdminKeyBatchDto>>(`/admin/key-batches/${queryString({ limit: MONEY_PAGE_SIZE, offset })}`, {
    signal,
  });
}

export function mintBatch(input: AdminKeyBatchInput) {
  return api.post<AdminKeyBatchDto>('/admin/key-batches/', input);
}

/** Where a batch's CSV is downloaded (a plain link: the browser sends the session cookie). */
export function batchCsvUrl(id: number): string {
  return `/api/admin/key-batches/${id}/keys.csv`;
}

export function fetchCoupons(offset: number, signal?: AbortSignal) {
  return api.get<AdminPage<AdminCouponDto>>(`/admin/coupons/${queryString({ limit: MONEY_PAGE_SIZE, offset })}`, {
    signal,
  });
}

export function createCoupon(input: AdminCouponInput) {
  return api.post<AdminCouponDto>('/admin/coupons/', input);
}

export function expireCoupon(id: number, reason: string) {
  return api.post<AdminCouponDto>(`/admin/coupons/${id}/expire/`, { reason });
}
