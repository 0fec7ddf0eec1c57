import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ORDER_STATUSES,
  CURRENCIES,
  PAYMENT_PROVIDERS,
  formatMinor,
  minorToDecimal,
  type AdminOrderDto,
} from '@playwords/common';
import { LoadMore } from '../../../components/load-more';
import { flattenPages, nextOffset } from '../../../lib/paging';
import { adminKeys, dateTime } from '../shared/admin-api';
import { ReasonDialog } from '../shared/reason-dialog';
import classes from '../admin.module.css';
import { fetchOrders, moneyKeys, refundOrder, type OrderFilters } from './money-api';
import { ListStates } from '../shared/list-states';

const ANY = { value: '', label: 'Any' };
const NO_FILTERS: OrderFilters = { status: '', provider: '', currency: '', user: '' };

/** Orders, newest first, with filters; each paid order with time left can be refunded up to its cap. */
export function OrdersTab() {
  const [draftUser, setDraftUser] = useState('');
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [refunding, setRefunding] = useState<AdminOrderDto | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const orders = useInfiniteQuery({
    queryKey: moneyKeys.orders(filters),
    queryFn: ({ pageParam, signal }) => fetchOrders(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const rows = flattenPages(orders.data);
  const setFilter = (key: keyof OrderFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <Stack gap="md">
      <form
        aria-label="Order filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters((f) => ({ ...f, user: draftUser.trim() }));
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Status"
            value={filters.status}
            data={[ANY, ...ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: s }))]}
            onChange={(e) => setFilter('status')(e.currentTarget.value)}
          />
          <NativeSelect
            label="Provider"
            value={filters.provider}
            data={[ANY, ...PAYMENT_PROVIDERS.map((p) => ({ value: p, label: p === 'STRIPE' ? 'Stripe' : 'PayPal' }))]}
            onChange={(e) => setFilter('provider')(e.currentTarget.value)}
          />
          <NativeSelect
            label="Currency"
            value={filters.currency}
            data={[ANY, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
            onChange={(e) => setFilter('currency')(e.currentTarget.value)}
          />
          <TextInput
            label="Teacher"
            description="Username or id"
            maxLength={150}
            value={draftUser}
            onChange={(e) => setDraftUser(e.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            Find
          </Button>
        </Group>
      </form>
      {done && (
        <Text role="status" c="teal">
          {done}
        </Text>
      )}
      <ListStates
        query={orders}
        loadingLabel="Loading orders"
        errorMessage="The orders could not be loaded."
        empty={rows.length === 0}
        emptyText="No orders match."
      >
        {() => (
          <>
            <Text size="sm" c="dimmed">
              {orders.data?.pages.at(-1)?.count ?? 0} orders
            </Text>
            <div className={classes.tableWrap}>
              <Table striped highlightOnHover aria-label="Orders">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Order</Table.Th>
                    <Table.Th>Teacher</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Coupon</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Refunded</Table.Th>
                    <Table.Th>Refund cap</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((order) => (
                    <OrderRow key={order.id} order={order} onRefund={() => setRefunding(order)} />
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <LoadMore query={orders} label="Load more orders" />
          </>
        )}
      </ListStates>
      {refunding && (
        <RefundDialog order={refunding} onClose={() => setRefunding(null)} onRefunded={(text) => setDone(text)} />
      )}
    </Stack>
  );
}

function OrderRow({ order, onRefund }: { order: AdminOrderDto; onRefund: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        #{order.id}
        <Text size="xs" c="dimmed">
          {dateTime(order.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>{order.user?.username ?? <Text c="dimmed">account gone</Text>}</Table.Td>
      <Table.Td>
        {order.plan_code}
        <Text size="xs" c="dimmed">
          {order.provider === 'STRIPE' ? 'Stripe' : 'PayPal'}
        </Text>
      </Table.Td>
      <Table.Td>{formatMinor(order.amount, order.currency)}</Table.Td>
      <Table.Td>{order.coupon_code ?? '—'}</Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={order.status === 'paid' ? 'teal' : order.status === 'refunded' ? 'orange' : 'gray'}
        >
          {order.status}
        </Badge>
      </Table.Td>
      <Table.Td>{order.refunded_amount > 0 ? formatMinor(order.refunded_amount, order.currency) : '—'}</Table.Td>
      <Table.Td>{order.refund_cap > 0 ? formatMinor(order.refund_cap, order.currency) : '—'}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          color="orange"
          disabled={order.refund_cap <= 0}
          title={order.refund_refusal ?? undefined}
          aria-label={`Refund order ${order.id}`}
          onClick={onRefund}
        >
          Refund
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: AdminOrderDto;
  onClose: () => void;
  onRefunded: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const cap = formatMinor(order.refund_cap, order.currency);
  const [amount, setAmount] = useState(minorToDecimal(order.refund_cap));
  const who = order.user?.username ?? 'the payer';
  return (
    <ReasonDialog
      opened
      title={`Refund order #${order.id}`}
      confirmLabel="Refund"
      confirmColor="orange"
      extra={
        <TextInput
          label={`Amount (${order.currency})`}
          description={`At most ${cap}: a month's worth of this plan, less what was refunded.`}
          inputMode="decimal"
          required
          maxLength={12}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
      }
      onConfirm={async (reason) => {
        const result = await refundOrder(order.id, { amount: amount.trim(), reason });
        await queryClient.invalidateQueries({ queryKey: adminKeys.all });
        onRefunded(
          `Refunded ${formatMinor(result.refunded, order.currency)} of order #${order.id}; ${result.days_taken_back} days taken back from the plan.`,
        );
      }}
      onClose={onClose}
    >
      Returns money to {who} through {order.provider === 'STRIPE' ? 'Stripe' : 'PayPal'} and shortens the plan by the
      days it is worth. At most {cap}.
    </ReasonDialog>
  );
}
