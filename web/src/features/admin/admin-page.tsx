// The Mantine styles the console's sections use beyond the app shell's (app/styles.ts): loaded with the console only.
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Image.css';
import { lazy, Suspense } from 'react';
import { Container, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Navigate, NavLink as RouterNavLink, Route, Routes, useLocation } from 'react-router';
import type { UserDto } from '@playwords/common';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { ADMIN_SECTIONS } from './sections';
import classes from './admin.module.css';

// Each section is its own chunk: the charts of Numbers load only when it is opened.
const PeopleSection = lazy(() => import('./people/people-section'));
const ModerationSection = lazy(() => import('./moderation/moderation-section'));
const MoneySection = lazy(() => import('./money/money-section'));
const ContentSection = lazy(() => import('./content/content-section'));
const NumbersSection = lazy(() => import('./numbers/numbers-section'));
const AuditSection = lazy(() => import('./audit/audit-section'));

export interface AdminPageProps {
  /** The signed-in operator (a superuser: `AdminRoute` checked). */
  user: UserDto;
}

/** The operator console (`/admin`): a navigation of its sections beside the open one. */
export default function AdminPage({ user }: AdminPageProps) {
  usePageTitle('Admin');
  const location = useLocation();
  return (
    <Container size="xl" py="xl" className={classes.page}>
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={1}>Admin</Title>
        <Text c="dimmed" size="sm">
          Signed in as {user.username}. Every action is recorded in the audit log.
        </Text>
      </Group>
      <div className={classes.layout}>
        <nav aria-label="Admin sections" className={classes.nav}>
          <Stack gap={4}>
            {ADMIN_SECTIONS.map((section) => (
              <NavLink
                key={section.key}
                component={RouterNavLink}
                to={paths.adminSection(section.key)}
                label={section.label}
                active={location.pathname.startsWith(paths.adminSection(section.key))}
              />
            ))}
          </Stack>
        </nav>
        <div className={classes.section}>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              <Route index element={<Navigate to={paths.adminSection('people')} replace />} />
              <Route path="people/*" element={<PeopleSection />} />
              <Route path="moderation/*" element={<ModerationSection />} />
              <Route path="money/*" element={<MoneySection />} />
              <Route path="content/*" element={<ContentSection />} />
              <Route path="numbers/*" element={<NumbersSection />} />
              <Route path="audit/*" element={<AuditSection />} />
              <Route path="*" element={<Navigate to={paths.adminSection('people')} replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
