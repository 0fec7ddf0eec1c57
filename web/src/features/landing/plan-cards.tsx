import { Badge, Button, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { PRICES } from '@playwords/common';
import { formatMoney, type Language } from '@playwords/common/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import classes from './plan-cards.module.css';

// The plans of core §1; prices in US dollars per month (accounts §9), or, for a Chinese reader, in yuan from the
// price table (the currency her purchase panel starts with). Texts are keys of the `landing` catalogue.
const PLANS = [
  {
    id: 'Basic',
    name: 'plan.basic',
    price: 'plan.free',
    color: 'teal',
    features: ['plan.basicGames', 'plan.shared', 'plan.ownLists'],
    action: 'tryIt',
  },
  {
    id: 'Pro',
    name: 'plan.pro',
    price: '$5.99',
    plan: 'PRO',
    color: 'play',
    features: ['plan.allGames', 'plan.newGames', 'plan.upload', 'plan.share'],
    action: 'plan.startTrial',
    popular: true,
  },
  {
    id: 'Premium',
    name: 'plan.premium',
    price: '$9.99',
    plan: 'PREMIUM',
    color: 'grape',
    features: ['plan.everything', 'plan.devices', 'plan.beta'],
    action: 'plan.startTrial',
  },
] as const;

/** A paid plan's month: the spec's dollars, or yuan for a Chinese reader. */
function monthlyPrice(plan: { price: string; plan: 'PRO' | 'PREMIUM' }, language: Language): string {
  return language === 'zh-CN' ? formatMoney(PRICES.CNY[plan.plan][1], 'CNY', language) : plan.price;
}

/** Basic, Pro and Premium; every button leads to sign-up (core §2). */
export function PlanCards() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {PLANS.map((plan) => (
        <Card
          key={plan.id}
          component="article"
          aria-labelledby={`plan-${plan.id}`}
          padding="xl"
          radius="xl"
          withBorder
          className={classes.card}
          style={{ borderColor: `var(--mantine-color-${plan.color}-5)` }}
        >
          {'popular' in plan && (
            <Badge color="orange" size="lg" className={classes.ribbon}>
              {t('plan.popular')}
            </Badge>
          )}
          <Title id={`plan-${plan.id}`} order={3} c={`${plan.color}.7`} className={classes.name}>
            {t(plan.name)}
          </Title>
          {plan.id === 'Basic' ? (
            <Text className={classes.price}>{t(plan.price)}</Text>
          ) : (
            <>
              <Text className={classes.price}>
                {monthlyPrice(plan, language)}
                <span className={classes.per}> {t('plan.perMonth')}</span>
              </Text>
              <Text c="dimmed">{t('plan.trial')}</Text>
            </>
          )}
          <List spacing="xs" my="lg" className={classes.features}>
            {plan.features.map((feature) => (
              <List.Item key={feature}>{t(feature)}</List.Item>
            ))}
          </List>
          <Button component={Link} to={paths.signup} color={plan.color} size="lg" fullWidth mt="auto">
            {t(plan.action)}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
