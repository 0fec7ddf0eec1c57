import { Badge, Button, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './plan-cards.module.css';

interface PlanCard {
  name: 'Basic' | 'Pro' | 'Premium';
  price: string;
  per?: string;
  color: string;
  features: string[];
  action: 'Try It Now' | 'Start Trial';
  popular?: boolean;
}

// The plans of core §1; prices in US dollars per month (accounts §9).
const PLANS: readonly PlanCard[] = [
  {
    name: 'Basic',
    price: 'Free',
    color: 'teal',
    features: ['3 limited games', 'User-submitted words and images', 'Your own word lists'],
    action: 'Try It Now',
  },
  {
    name: 'Pro',
    price: '$5.99',
    per: 'per month',
    color: 'play',
    features: [
      'All released games',
      'New games as they are released',
      'Upload your own images',
      'Share your word lists',
    ],
    action: 'Start Trial',
    popular: true,
  },
  {
    name: 'Premium',
    price: '$9.99',
    per: 'per month',
    color: 'grape',
    features: ['Everything in Pro', 'Log in on 3 devices at once', 'Early access to beta games and features'],
    action: 'Start Trial',
  },
];

/** Basic, Pro and Premium; every button leads to sign-up (core §2). */
export function PlanCards() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {PLANS.map((plan) => (
        <Card
          key={plan.name}
          component="article"
          aria-labelledby={`plan-${plan.name}`}
          padding="xl"
          radius="xl"
          withBorder
          className={classes.card}
          style={{ borderColor: `var(--mantine-color-${plan.color}-5)` }}
        >
          {plan.popular && (
            <Badge color="orange" size="lg" className={classes.ribbon}>
              Most popular
            </Badge>
          )}
          <Title id={`plan-${plan.name}`} order={3} c={`${plan.color}.7`} className={classes.name}>
            {plan.name}
          </Title>
          <Text className={classes.price}>
            {plan.price}
            {plan.per && <span className={classes.per}> {plan.per}</span>}
          </Text>
          {plan.name !== 'Basic' && <Text c="dimmed">Free trial, no credit card needed</Text>}
          <List spacing="xs" my="lg" className={classes.features}>
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Button component={Link} to={paths.signup} color={plan.color} size="lg" fullWidth mt="auto">
            {plan.action}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
