import { Text, Title } from '@mantine/core';

/** The console's Numbers section: not built yet, and says so. */
export default function NumbersSection() {
  return (
    <section aria-labelledby="admin-numbers">
      <Title id="admin-numbers" order={2} mb="md">
        Numbers
      </Title>
      <Text>This section is not built yet.</Text>
    </section>
  );
}
