import { Text, Title } from '@mantine/core';

/** The console's People section: not built yet, and says so. */
export default function PeopleSection() {
  return (
    <section aria-labelledby="admin-people">
      <Title id="admin-people" order={2} mb="md">
        People
      </Title>
      <Text>This section is not built yet.</Text>
    </section>
  );
}
