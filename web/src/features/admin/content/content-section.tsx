import { Text, Title } from '@mantine/core';

/** The console's Content section: not built yet, and says so. */
export default function ContentSection() {
  return (
    <section aria-labelledby="admin-content">
      <Title id="admin-content" order={2} mb="md">
        Content
      </Title>
      <Text>This section is not built yet.</Text>
    </section>
  );
}
