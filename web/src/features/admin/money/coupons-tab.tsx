import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_COUPON_MAX_USES,
  COUPON_SCOPES,
  MAX_COUPON_CODE_LENGTH,
  type AdminCouponDto,
  type CouponScope,
} from '@playwords/common';
import { LoadMore } from '../../../components/load-more';
import { flattenPages, nextOffset } from '../../../lib/paging';
import { adminKeys, dateTime } from '../shared/admin-api';
import { ReasonDialog } from '../shared/reason-dialog';
import classes from '../admin.module.css';
import { createCoupon, expireCoupon, fetchCoupons, moneyKeys } from './money-api';
import { ListStates } from '../shared/list-states';

const SCOPE_LABELS: Record<CouponScope, string> = {
  BOTH: 'Both (one-time and subscriptions)',
  SINGLE: 'One-time payments',
  SUB: 'Subscriptions',
};

/** Coupons: created by the same rules as the command line's, listed with their uses, expired early. */
export function CouponsTab() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [value, setValue] = useState('');
  const [scope, setScope] = useState<CouponScope>('BOTH');
  const [expires, setExpires] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [asking, setAsking] = useState(false);
  const [expiring, setExpiring] = useState<AdminCouponDto | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const coupons = useInfiniteQuery({
    queryKey: moneyKeys.coupons,
    queryFn: ({ pageParam, signal }) => fetchCoupons(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const rows = flattenPages(coupons.data);

  return (
    <Stack gap="lg">
      <form
        aria-labelledby="create-coupon"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <Title id="create-coupon" order={3} size="h4" mb="sm">
          Create coupon
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Code"
            description="Letters, digits, _"
            required
            maxLength={MAX_COUPON_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <TextInput
            label="Value"
            description="MULT0.9: 10% off; SUB2: 2 off"
            required
            maxLength={20}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <NativeSelect
            label="For"
            value={scope}
            data={COUPON_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
            onChange={(e) => setScope(e.currentTarget.value as CouponScope)}
          />
          <TextInput
            label="Last day"
            description="Empty: never expires"
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
          />
          <TextInput
            label="Max uses"
            description="Empty: no limit"
            inputMode="numeric"
            maxLength={String(ADMIN_COUPON_MAX_USES).length}
            value={maxUses}
            onChange={(e) => setMaxUses(e.currentTarget.value)}
          />
          <Button type="submit">Create coupon</Button>
        </Group>
      </form>
      {done && (
        <Text role="status" c="teal">
          {done}
        </Text>
      )}
      <ReasonDialog
        opened={asking}
        title="Create coupon"
        confirmLabel="Create"
        onConfirm={async (reason) => {
          const coupon = await createCoupon({
            code,
            value,
            scope,
            expires: expires || null,
            max_uses: maxUses.trim() === '' ? null : maxUses.trim(),
            reason,
          });
          await queryClient.invalidateQueries({ queryKey: adminKeys.all });
          setDone(`Created coupon ${coupon.code}.`);
          setCode('');
          setValue('');
          setExpires('');
          setMaxUses('');
        }}
        onClose={() => setAsking(false)}
      >
        Create the coupon {code.trim().toUpperCase() || '…'} ({value.trim().toUpperCase() || '…'}) for{' '}
        {SCOPE_LABELS[scope].toLowerCase()}.
      </ReasonDialog>

      <Title order={3} size="h4">
        Coupons
      </Title>
      <ListStates
        query={coupons}
        loadingLabel="Loading coupons"
        errorMessage="The coupons could not be loaded."
        empty={rows.length === 0}
        emptyText="No coupons yet."
      >
        {() => (
          <>
            <div className={classes.tableWrap}>
              <Table striped aria-label="Coupons">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Value</Table.Th>
                    <Table.Th>For</Table.Th>
                    <Table.Th>Uses</Table.Th>
                    <Table.Th>Expires</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((coupon) => {
                    const expired = coupon.expires_at !== null && !coupon.usable;
                    return (
                      <Table.Tr key={coupon.id}>
                        <Table.Td>{coupon.code}</Table.Td>
                        <Table.Td>{coupon.value}</Table.Td>
                        <Table.Td>{SCOPE_LABELS[coupon.scope]}</Table.Td>
                        <Table.Td>
                          {coupon.uses} of {coupon.max_uses ?? 'unlimited'}
                        </Table.Td>
                        <Table.Td>{coupon.expires_at ? dateTime(coupon.expires_at) : 'Never'}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={coupon.usable ? 'teal' : 'gray'}>
                            {coupon.usable ? 'Usable' : 'Not usable'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            disabled={expired}
                            aria-label={`Expire ${coupon.code} now`}
                            onClick={() => setExpiring(coupon)}
                          >
                            Expire now
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
            <LoadMore query={coupons} label="Load more coupons" />
          </>
        )}
      </ListStates>
      <ReasonDialog
        opened={expiring !== null}
        title={`Expire ${expiring?.code ?? ''}`}
        confirmLabel="Expire now"
        confirmColor="red"
        onConfirm={async (reason) => {
          if (!expiring) return;
          await expireCoupon(expiring.id, reason);
          await queryClient.invalidateQueries({ queryKey: adminKeys.all });
          setDone(`Coupon ${expiring.code} no longer works.`);
        }}
        onClose={() => setExpiring(null)}
      >
        {expiring?.code} stops working now; orders that already hold it keep their discount.
      </ReasonDialog>
    </Stack>
  );
}
