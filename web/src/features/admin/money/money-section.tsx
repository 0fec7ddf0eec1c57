import '@mantine/core/styles/Tabs.css';
import { Tabs, Title } from '@mantine/core';
import { CouponsTab } from './coupons-tab';
import { KeysTab } from './keys-tab';
import { OrdersTab } from './orders-tab';

/** The console's Money section: orders and refunds, licence-key batches, coupons. */
export default function MoneySection() {
  return (
    <section aria-labelledby="admin-money">
      <Title id="admin-money" order={2} mb="md">
        Money
      </Title>
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          <Tabs.Tab value="keys">Licence keys</Tabs.Tab>
          <Tabs.Tab value="coupons">Coupons</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <OrdersTab />
        </Tabs.Panel>
        <Tabs.Panel value="keys">
          <KeysTab />
        </Tabs.Panel>
        <Tabs.Panel value="coupons">
          <CouponsTab />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
