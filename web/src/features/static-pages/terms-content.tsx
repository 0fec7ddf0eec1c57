import '@mantine/core/styles/Table.css';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Anchor, List, Table, Text } from '@mantine/core';
import {
  getEntitlements,
  PLAN_DAYS,
  PLAN_MONTHS,
  PRODUCT_NAME,
  TRIAL_DAYS,
  type Entitlements,
  type PlanType,
} from '@playwords/common';
import type { ParseKeys, TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { planName } from '../../lib/plans';
import { billingEmail, supportEmail } from '../../lib/site';

/**
 * The text of /terms (accounts §1 and §2): a plain-language summary, then the full terms in 25 numbered sections.
 * The words are the 'terms' catalogue's (English, the binding text, and its Chinese translation); this file says
 * how they are laid out. The table of contents, the numbers and the anchors all come from SECTION_ORDER, so they
 * cannot disagree. Addresses are this installation's (read when the page renders), and the plan table's numbers
 * are the rights the product enforces (getEntitlements), never copies of them.
 */

type TermsKey = ParseKeys<'terms'>;

/** The sections in order (their numbers are their places here), each with its title's key. */
const SECTION_TITLES = {
  about: 'sections.about.title',
  registration: 'sections.registration.title',
  account: 'sections.account.title',
  whatYouBuy: 'sections.whatYouBuy.title',
  plans: 'sections.plans.title',
  trials: 'sections.trials.title',
  licenceKeys: 'sections.licenceKeys.title',
  payments: 'sections.payments.title',
  planLengths: 'sections.planLengths.title',
  autoRenew: 'sections.autoRenew.title',
  refunds: 'sections.refunds.title',
  devicesAndUploads: 'sections.devicesAndUploads.title',
  yourContent: 'sections.yourContent.title',
  publicContent: 'sections.publicContent.title',
  contentRules: 'sections.contentRules.title',
  enforcement: 'sections.enforcement.title',
  acceptableUse: 'sections.acceptableUse.title',
  privacy: 'sections.privacy.title',
  availability: 'sections.availability.title',
  liability: 'sections.liability.title',
  changes: 'sections.changes.title',
  backups: 'sections.backups.title',
  electronic: 'sections.electronic.title',
  miscellaneous: 'sections.miscellaneous.title',
  contact: 'sections.contact.title',
} as const satisfies Record<string, TermsKey>;

type SectionKey = keyof typeof SECTION_TITLES;

const SECTION_ORDER = Object.keys(SECTION_TITLES) as SectionKey[];

function sectionNumber(key: SectionKey): number {
  return SECTION_ORDER.indexOf(key) + 1;
}

function sectionId(key: SectionKey): string {
  return `section-${sectionNumber(key)}`;
}

export interface TermsSection {
  key: SectionKey;
  /** 1 to 25. */
  number: number;
  /** The anchor of its heading: `section-1` … `section-25` (/terms#section-11). */
  id: string;
  title: string;
}

/** The 25 sections, numbered, each with the anchor of its heading and its title in the reader's language. */
export function useTermsSections(): readonly TermsSection[] {
  const { t } = useTranslation('terms');
  return SECTION_ORDER.map((key, index) => ({
    key,
    number: index + 1,
    id: sectionId(key),
    title: t(SECTION_TITLES[key]),
  }));
}

// ---- Pieces of text ----------------------------------------------------------------------------------------------

function MailLink({ address }: { address: string }) {
  return (
    <Anchor href={`mailto:${address}`} fw={700}>
      {address}
    </Anchor>
  );
}

function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={700}>
      {children}
    </Anchor>
  );
}

/** A cross-reference to another section, as a link to its heading: 'section 18'. */
function SectionRef({ to }: { to: SectionKey }) {
  const { t } = useTranslation('terms');
  return <Anchor href={`#${sectionId(to)}`}>{t('sectionRef', { number: sectionNumber(to) })}</Anchor>;
}

/** '1, 3 or 6' / '1、3 或 6'. */
function listText(t: TFunction<'terms'>, numbers: readonly number[], conjunction: 'or' | 'and'): string {
  if (numbers.length < 2) return numbers.join('');
  const items = numbers.slice(0, -1).join(t('list.separator'));
  const last = numbers[numbers.length - 1];
  return conjunction === 'or' ? t('list.or', { items, last }) : t('list.and', { items, last });
}

// ---- The plan table (accounts §1) ----------------------------------------------------------------------------

interface PlanRow {
  /** The plan's name in the reader's language comes from lib/plans.ts (its 'plans' catalogue). */
  name: 'BAS' | 'PRO' | 'PRE';
  rights: Entitlements;
  games: TermsKey;
}

const PLAN_ROWS: readonly PlanRow[] = (
  [
    ['BAS', null, 'planTable.basicGames'],
    ['PRO', 'PRO', 'planTable.proGames'],
    ['PRE', 'PRE', 'planTable.premiumGames'],
  ] as const satisfies ReadonlyArray<readonly ['BAS' | 'PRO' | 'PRE', PlanType | null, TermsKey]>
).map(([name, activePlan, games]) => ({ name, rights: getEntitlements({ activePlan }), games }));

const [BASIC, PRO, PREMIUM] = PLAN_ROWS.map((row) => row.rights) as [Entitlements, Entitlements, Entitlements];

/** What each plan includes; numbers from the rights the product enforces. */
function PlanTable() {
  const { t } = useTranslation('terms');
  return (
    <Table
      withTableBorder
      withColumnBorders
      striped
      captionSide="top"
      verticalSpacing="xs"
      horizontalSpacing="xs"
      fz={{ base: 'sm', sm: 'md' }}
      bg="white"
    >
      <Table.Caption>{t('planTable.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('planTable.plan')}</Table.Th>
          <Table.Th scope="col">{t('planTable.devices')}</Table.Th>
          <Table.Th scope="col">{t('planTable.uploads')}</Table.Th>
          <Table.Th scope="col">{t('planTable.games')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PLAN_ROWS.map(({ name, rights, games }) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{planName(name)}</Table.Th>
            <Table.Td>{rights.max_sessions_allowed}</Table.Td>
            <Table.Td>
              {rights.monthly_image_uploads === 0
                ? t('planTable.none')
                : t('planTable.upTo', { count: rights.monthly_image_uploads })}
            </Table.Td>
            <Table.Td>{t(games)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

// ---- Texts with links and bold in them ---------------------------------------------------------------------------

/** The tags the terms' texts use: `<b>`, the two addresses, the pages they name, and the sections they refer to. */
function useComponents(): Record<string, ReactElement> {
  return useMemo(
    () => ({
      b: <strong />,
      support: <MailLink address={supportEmail()} />,
      billing: <MailLink address={billingEmail()} />,
      profile: <PageLink to={paths.profile} />,
      games: <PageLink to={paths.allGames} />,
      pricing: <PageLink to={paths.plans} />,
      cancellation: <PageLink to={paths.cancellation} />,
      contactForm: <PageLink to={paths.contactUs} />,
      privacyRef: <SectionRef to="privacy" />,
      autoRenewRef: <SectionRef to="autoRenew" />,
      availabilityRef: <SectionRef to="availability" />,
      refundsRef: <SectionRef to="refunds" />,
      backupsRef: <SectionRef to="backups" />,
    }),
    [],
  );
}

/** The numbers the texts name, in the reader's language where they are lists. */
function useValues(t: TFunction<'terms'>): Record<string, string | number> {
  return {
    product: PRODUCT_NAME,
    trialDays: TRIAL_DAYS,
    months: listText(t, PLAN_MONTHS, 'or'),
    days: listText(
      t,
      PLAN_MONTHS.map((months) => PLAN_DAYS[months]),
      'and',
    ),
    basicDevices: BASIC.max_sessions_allowed,
    proDevices: PRO.max_sessions_allowed,
    premiumDevices: PREMIUM.max_sessions_allowed,
    proUploads: PRO.monthly_image_uploads,
    premiumUploads: PREMIUM.monthly_image_uploads,
  };
}

interface Texts {
  t: TFunction<'terms'>;
  components: Record<string, ReactElement>;
  values: Record<string, string | number>;
}

/** What every text of a block needs, made once for the block (a section has up to a dozen texts). */
function useTexts(): Texts {
  const { t } = useTranslation('terms');
  const components = useComponents();
  const values = useValues(t);
  return { t, components, values };
}

function Message({ i18nKey, texts: { t, components, values } }: { i18nKey: TermsKey; texts: Texts }) {
  return <Trans t={t} i18nKey={i18nKey} components={components} values={values} />;
}

// ---- The summary -------------------------------------------------------------------------------------------------

const SUMMARY: readonly TermsKey[] = [
  'summary.whatYouBuy',
  'summary.registration',
  'summary.payments',
  'summary.refunds',
  'summary.uploads',
  'summary.appeals',
  'summary.liability',
];

/** The plain-language summary shown in a box above the full terms. */
export function TermsSummary() {
  const texts = useTexts();
  return (
    <List spacing="sm">
      {SUMMARY.map((key) => (
        <List.Item key={key}>
          <Message i18nKey={key} texts={texts} />
        </List.Item>
      ))}
    </List>
  );
}

// ---- The full terms ----------------------------------------------------------------------------------------------

/** A section's body: paragraphs, lists of items, and the plan table. */
type Block = { p: TermsKey } | { items: readonly TermsKey[] } | 'planTable';

const BODIES: Readonly<Record<SectionKey, readonly Block[]>> = {
  about: [{ p: 'sections.about.p1' }, { p: 'sections.about.p2' }, { p: 'sections.about.p3' }],
  registration: [
    {
      items: [
        'sections.registration.i1',
        'sections.registration.i2',
        'sections.registration.i3',
        'sections.registration.i4',
      ],
    },
  ],
  account: [{ p: 'sections.account.p1' }, { p: 'sections.account.p2' }, { p: 'sections.account.p3' }],
  whatYouBuy: [{ p: 'sections.whatYouBuy.p1' }, { p: 'sections.whatYouBuy.p2' }, { p: 'sections.whatYouBuy.p3' }],
  plans: [
    { p: 'sections.plans.p1' },
    'planTable',
    { items: ['sections.plans.i1', 'sections.plans.i2', 'sections.plans.i3'] },
  ],
  trials: [{ items: ['sections.trials.i1', 'sections.trials.i2', 'sections.trials.i3'] }],
  licenceKeys: [
    {
      items: [
        'sections.licenceKeys.i1',
        'sections.licenceKeys.i2',
        'sections.licenceKeys.i3',
        'sections.licenceKeys.i4',
      ],
    },
  ],
  payments: [
    { p: 'sections.payments.p1' },
    { p: 'sections.payments.p2' },
    {
      items: [
        'sections.payments.i1',
        'sections.payments.i2',
        'sections.payments.i3',
        'sections.payments.i4',
        'sections.payments.i5',
      ],
    },
  ],
  planLengths: [{ items: ['sections.planLengths.i1', 'sections.planLengths.i2', 'sections.planLengths.i3'] }],
  autoRenew: [{ p: 'sections.autoRenew.p1' }, { p: 'sections.autoRenew.p2' }, { p: 'sections.autoRenew.p3' }],
  refunds: [
    {
      items: [
        'sections.refunds.i1',
        'sections.refunds.i2',
        'sections.refunds.i3',
        'sections.refunds.i4',
        'sections.refunds.i5',
        'sections.refunds.i6',
      ],
    },
  ],
  devicesAndUploads: [
    { items: ['sections.devicesAndUploads.i1', 'sections.devicesAndUploads.i2', 'sections.devicesAndUploads.i3'] },
  ],
  yourContent: [{ p: 'sections.yourContent.p1' }, { p: 'sections.yourContent.p2' }, { p: 'sections.yourContent.p3' }],
  publicContent: [
    {
      items: [
        'sections.publicContent.i1',
        'sections.publicContent.i2',
        'sections.publicContent.i3',
        'sections.publicContent.i4',
      ],
    },
  ],
  contentRules: [
    { p: 'sections.contentRules.p1' },
    {
      items: [
        'sections.contentRules.i1',
        'sections.contentRules.i2',
        'sections.contentRules.i3',
        'sections.contentRules.i4',
        'sections.contentRules.i5',
      ],
    },
    { p: 'sections.contentRules.p2' },
  ],
  enforcement: [
    { p: 'sections.enforcement.p1' },
    {
      items: [
        'sections.enforcement.i1',
        'sections.enforcement.i2',
        'sections.enforcement.i3',
        'sections.enforcement.i4',
      ],
    },
    { p: 'sections.enforcement.p2' },
    { p: 'sections.enforcement.p3' },
    { p: 'sections.enforcement.p4' },
  ],
  acceptableUse: [
    { p: 'sections.acceptableUse.p1' },
    {
      items: [
        'sections.acceptableUse.i1',
        'sections.acceptableUse.i2',
        'sections.acceptableUse.i3',
        'sections.acceptableUse.i4',
        'sections.acceptableUse.i5',
        'sections.acceptableUse.i6',
        'sections.acceptableUse.i7',
      ],
    },
  ],
  privacy: [
    { p: 'sections.privacy.p1' },
    {
      items: [
        'sections.privacy.i1',
        'sections.privacy.i2',
        'sections.privacy.i3',
        'sections.privacy.i4',
        'sections.privacy.i5',
      ],
    },
    { p: 'sections.privacy.p2' },
    { p: 'sections.privacy.p3' },
    { p: 'sections.privacy.p4' },
    { p: 'sections.privacy.p5' },
  ],
  availability: [
    {
      items: [
        'sections.availability.i1',
        'sections.availability.i2',
        'sections.availability.i3',
        'sections.availability.i4',
      ],
    },
  ],
  liability: [
    { p: 'sections.liability.p1' },
    { p: 'sections.liability.p2' },
    { p: 'sections.liability.p3' },
    { p: 'sections.liability.p4' },
  ],
  changes: [{ p: 'sections.changes.p1' }, { p: 'sections.changes.p2' }, { p: 'sections.changes.p3' }],
  backups: [{ p: 'sections.backups.p1' }, { p: 'sections.backups.p2' }],
  electronic: [{ p: 'sections.electronic.p1' }, { p: 'sections.electronic.p2' }, { p: 'sections.electronic.p3' }],
  miscellaneous: [
    {
      items: [
        'sections.miscellaneous.i1',
        'sections.miscellaneous.i2',
        'sections.miscellaneous.i3',
        'sections.miscellaneous.i4',
        'sections.miscellaneous.i5',
        'sections.miscellaneous.i6',
        'sections.miscellaneous.i7',
      ],
    },
  ],
  contact: [{ p: 'sections.contact.p1' }, { p: 'sections.contact.p2' }, { p: 'sections.contact.p3' }],
};

/** The body of one section. */
export function TermsSectionBody({ section }: { section: SectionKey }) {
  const texts = useTexts();
  return (
    <>
      {BODIES[section].map((block, index) => {
        if (block === 'planTable') return <PlanTable key={index} />;
        if ('p' in block) {
          return (
            <Text key={index}>
              <Message i18nKey={block.p} texts={texts} />
            </Text>
          );
        }
        return (
          <List key={index} spacing={6} withPadding>
            {block.items.map((key) => (
              <List.Item key={key}>
                <Message i18nKey={key} texts={texts} />
              </List.Item>
            ))}
          </List>
        );
      })}
    </>
  );
}
