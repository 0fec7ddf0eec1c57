import '../../components/form-styles';
import { useEffect } from 'react';
import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/use-page-title';
import { forgetRememberMe, hasLoggedInBefore, useCurrentUser, useRestoreSession } from '../../lib/session';
import { LicenceKeyForm } from './licence-key-form';
import { PurchasePanel } from './purchase-panel';
import classes from './pricing-page.module.css';
import { TrialCards } from './trial-cards';

/**
 * Pricing (/plans, accounts §2): the Pro and Premium trial cards, the purchase panel and the licence-key form. A
 * returning visitor's session is checked on load; if it is gone, remember-me is dropped (accounts §4, §8).
 */
export default function PricingPage() {
  const { t } = useTranslation('plans');
  usePageTitle(t('pricing.title'));
  const user = useCurrentUser();
  const restoring = user === undefined && hasLoggedInBefore();
  const session = useRestoreSession(restoring);

  useEffect(() => {
    if (session.isError) forgetRememberMe();
  }, [session.isError]);

  return (
    <Container size="lg" py="xl">
      <Title order={1} ta="center" mb="xl">
        {t('pricing.title')}
      </Title>
      <TrialCards user={user} sessionPending={restoring && session.isFetching} />
      <div className={classes.purchaseLayout}>
        <PurchasePanel user={user} />
        <LicenceKeyForm user={user} />
      </div>
    </Container>
  );
}
