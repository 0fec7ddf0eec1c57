import { Text, Title } from '@mantine/core';

/** The console's Moderation section: not built yet, and says so. */
export default function ModerationSection() {
  return (
    <section aria-labelledby="admin-moderation">
      <Title id="admin-moderation" order={2} mb="md">
        Moderation
      </Title>
      <Text>This section is not built yet.</Text>
    </section>
  );
}
