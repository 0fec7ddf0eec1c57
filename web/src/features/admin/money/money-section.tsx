import { Text, Title } from '@mantine/core';

/** The console's Money section: not built yet, and says so. */
export default function MoneySection() {
  return (
    <section aria-labelledby="admin-money">
      <Title id="admin-money" order={2} mb="md">
        Money
      </Title>
      <Text>This section is not built yet.</Text>
    </section>
  );
}
