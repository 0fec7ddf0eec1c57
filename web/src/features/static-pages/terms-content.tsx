import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
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
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { billingEmail, supportEmail } from '../../lib/site';

/**
 * The text of /terms (accounts §1 and §2): a plain-language summary, then the full terms in 25 numbered sections.
 * The table of contents, the numbers and the anchors all come from TERMS_SECTIONS, so they cannot disagree.
 * Addresses are this installation's (read when the page renders), and the plan table's numbers are the rights the
 * product enforces (getEntitlements), never copies of them.
 */

/** The date the terms were last changed, as the page shows it. */
export const TERMS_LAST_UPDATED = 'July 01, 2022';

/** The page's own headings and labels. */
export const TERMS_TEXTS = {
  title: 'Terms and Conditions',
  lastUpdated: `Last updated: ${TERMS_LAST_UPDATED}`,
  summaryTitle: 'Summary in plain language',
  summaryNote:
    'This summary is here to help you read what follows; it is not a substitute for the full terms, which apply if the two ever differ.',
  contentsTitle: 'Contents',
  fullTermsTitle: 'Full terms and conditions',
  backToTop: 'Back to top',
  print: 'Print these terms',
} as const;

/** The title of each section, in order (the numbers are their places in TERMS_SECTIONS). */
export const TERMS_SECTION_TITLES = {
  about: 'About these terms',
  registration: 'Who may register',
  account: 'Your account',
  whatYouBuy: 'What you are buying',
  plans: 'Plans and what they include',
  trials: 'Free trials',
  licenceKeys: 'Licence keys',
  payments: 'Prices, currencies and payment methods',
  planLengths: 'Plan lengths, one-time payments and subscriptions',
  autoRenew: 'Automatic renewal and cancelling',
  refunds: 'Refunds',
  devicesAndUploads: 'Devices and image uploads',
  yourContent: 'Your content and the licence you give us',
  publicContent: 'Public word lists and images',
  contentRules: 'Content rules',
  enforcement: 'Removing content, suspension and appeals',
  acceptableUse: 'Acceptable use',
  privacy: 'Privacy and your information',
  availability: 'Availability and changes to the service',
  liability: 'Disclaimers and limitation of liability',
  changes: 'Changes to these terms',
  backups: 'Backups and loss of data',
  electronic: 'Electronic communications and signatures',
  miscellaneous: 'Miscellaneous',
  contact: 'Contact us',
} as const;

type SectionKey = keyof typeof TERMS_SECTION_TITLES;

const SECTION_ORDER = Object.keys(TERMS_SECTION_TITLES) as SectionKey[];

function sectionNumber(key: SectionKey): number {
  return SECTION_ORDER.indexOf(key) + 1;
}

function sectionId(key: SectionKey): string {
  return `section-${sectionNumber(key)}`;
}

export interface TermsSection {
  /** 1 to 25. */
  number: number;
  /** The anchor of its heading: `section-1` … `section-25` (/terms#section-11). */
  id: string;
  title: string;
  body: ReactNode;
}

// ---- Pieces of text ----------------------------------------------------------------------------------------------

function P({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

function Items({ children }: { children: ReactNode }) {
  return (
    <List spacing={6} withPadding>
      {children}
    </List>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <Anchor href={`mailto:${address}`} fw={700}>
      {address}
    </Anchor>
  );
}

/** This installation's support address (where appeals and questions go). */
export function SupportLink() {
  return <MailLink address={supportEmail()} />;
}

/** This installation's billing address (payments and refunds). */
export function BillingLink() {
  return <MailLink address={billingEmail()} />;
}

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={700}>
      {children}
    </Anchor>
  );
}

/** A cross-reference to another section, as a link to its heading: 'section 18'. */
function SectionRef({ to }: { to: SectionKey }) {
  return <Anchor href={`#${sectionId(to)}`}>section {sectionNumber(to)}</Anchor>;
}

// ---- The plan table (accounts §1) ----------------------------------------------------------------------------

interface PlanRow {
  name: string;
  rights: Entitlements;
  games: string;
}

const PLAN_ROWS: readonly PlanRow[] = (
  [
    ['Basic', null, 'Free games only'],
    ['Pro', 'PRO', 'All released games'],
    ['Premium', 'PRE', 'All released games, plus games in beta'],
  ] as const satisfies ReadonlyArray<readonly [string, PlanType | null, string]>
).map(([name, activePlan, games]) => ({ name, rights: getEntitlements({ activePlan }), games }));

function uploadsText(count: number): string {
  return count === 0 ? 'None' : `Up to ${count}`;
}

/** What each plan includes; numbers from the rights the product enforces. */
export function PlanTable() {
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
      <Table.Caption>What each plan includes</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Plan</Table.Th>
          <Table.Th scope="col">Devices</Table.Th>
          <Table.Th scope="col">Image uploads per month</Table.Th>
          <Table.Th scope="col">Games</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PLAN_ROWS.map(({ name, rights, games }) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{name}</Table.Th>
            <Table.Td>{rights.max_sessions_allowed}</Table.Td>
            <Table.Td>{uploadsText(rights.monthly_image_uploads)}</Table.Td>
            <Table.Td>{games}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const [BASIC, PRO, PREMIUM] = PLAN_ROWS.map((row) => row.rights) as [Entitlements, Entitlements, Entitlements];
const MONTHS_TEXT = PLAN_MONTHS.join(', ').replace(/, (\d+)$/, ' or $1');
const DAYS_TEXT = PLAN_MONTHS.map((months) => PLAN_DAYS[months])
  .join(', ')
  .replace(/, (\d+)$/, ' and $1');

// ---- The summary -------------------------------------------------------------------------------------------------

/** The plain-language summary shown in a box above the full terms. */
export const TERMS_SUMMARY: ReactNode = (
  <List spacing="sm">
    <List.Item>
      <strong>What you buy.</strong> You buy image-manipulation tools in the form of games. You do not buy the images,
      word lists or other content that you or other teachers upload.
    </List.Item>
    <List.Item>
      <strong>Who may register.</strong> You must be 18 or older to register. Children may use {PRODUCT_NAME} under the
      supervision of the account holder.
    </List.Item>
    <List.Item>
      <strong>Payments.</strong> The site is hosted in Canada. You pay through our card payment provider or PayPal, in
      US dollars or Chinese yuan. Subscriptions renew automatically until you cancel auto-renew on your profile.
    </List.Item>
    <List.Item>
      <strong>Refunds.</strong> While a plan is active, you can get a refund of up to one month’s worth of it. Expired
      plans are not refunded. Write to <BillingLink />.
    </List.Item>
    <List.Item>
      <strong>Your uploads.</strong> What you upload stays yours; you let us host it and show it (and, if you make it
      public, let other teachers use it). We may remove uploads, restrict upload privileges, or suspend or ban users who
      break these terms.
    </List.Item>
    <List.Item>
      <strong>Appeals.</strong> If you think we got a decision wrong, write to <SupportLink /> and we will look at it
      again.
    </List.Item>
    <List.Item>
      <strong>Liability.</strong> If something goes wrong, our liability is limited to what you paid us in the one month
      before it happened.
    </List.Item>
  </List>
);

// ---- The full terms ----------------------------------------------------------------------------------------------

const SECTIONS: Readonly<Record<SectionKey, ReactNode>> = {
  about: (
    <>
      <P>
        These terms and conditions (the “terms”) are an agreement between you and {PRODUCT_NAME} (“we”, “us”, “our”).
        They cover your use of the {PRODUCT_NAME} website, its games and tools, and any plan you take (together, the
        “service”).
      </P>
      <P>
        By creating an account, ticking the box that accepts these terms, buying or starting a plan, or otherwise using
        the service, you agree to these terms. If you do not agree, please do not use the service.
      </P>
      <P>
        The service is operated from Canada and the site is hosted in Canada. The summary at the top of this page is
        there to help you; where the summary and these terms differ, these terms apply.
      </P>
    </>
  ),
  registration: (
    <Items>
      <List.Item>
        You must be 18 years of age or older to register an account. By registering, you confirm that you are.
      </List.Item>
      <List.Item>
        Minors, such as the children in your class, may use the service only under the supervision of the account
        holder, for example by playing its games in a lesson you lead. The account holder is responsible for how they
        use it. Minors must not register accounts of their own, and pupils do not need accounts to play.
      </List.Item>
      <List.Item>
        You must give true information when you register, including an e-mail address that you can read, and keep it up
        to date. We send a link to validate that address; some features, such as sharing word lists and uploading
        images, work only once it is validated.
      </List.Item>
      <List.Item>
        An account is for one person. Do not register for someone else without their permission, and do not create
        accounts by automated means.
      </List.Item>
    </Items>
  ),
  account: (
    <>
      <P>
        Keep your password secret and do not share your account. You are responsible for everything done through your
        account. If you think someone else has used it, change your password and tell us at once at <SupportLink />.
      </P>
      <P>
        You can change your display name, e-mail address and password on your{' '}
        <PageLink to={paths.profile}>profile</PageLink>. We may refuse or ask you to change a username or display name
        that imitates someone else, looks like another user’s or an official name, or is unsuitable for a classroom.
      </P>
      <P>
        You may stop using the service at any time and ask us to close your account (see <SectionRef to="privacy" />
        ). Closing an account does not by itself cancel a subscription at a payment provider: cancel auto-renew first
        (see <SectionRef to="autoRenew" />
        ).
      </P>
    </>
  ),
  whatYouBuy: (
    <>
      <P>
        {PRODUCT_NAME} offers image-manipulation tools in the form of games: games and tools that take word lists and
        pictures and present, change and play with them in front of a class.
      </P>
      <P>
        When you take a plan, you buy a limited, personal, non-exclusive and non-transferable right to use these tools
        for the length of the plan, on the number of devices it allows. You do not buy the images, word lists or any
        other user content, whether uploaded by you or by other teachers, nor the official content we provide, and you
        gain no ownership of the software, the games, their artwork or our name.
      </P>
      <P>
        You may use the games in the lessons you teach, in a classroom or online. Official pictures are provided for use
        within the service only; some are drawn from works shared under their own licences, credited at the foot of
        every page.
      </P>
    </>
  ),
  plans: (
    <>
      <P>
        There are three plans: Basic, which is free, and the paid plans Pro and Premium. Basic needs only an account.
        What each plan includes:
      </P>
      <PlanTable />
      <Items>
        <List.Item>
          “Released games” are games that have finished testing. “Games in beta” are still being tested: Premium
          teachers can play them early, and they may change, have faults, or be withdrawn.
        </List.Item>
        <List.Item>
          Which games belong to which plan is shown on the <PageLink to={paths.allGames}>Games page</PageLink>. We may
          add games, move them between plans, or retire them (see <SectionRef to="availability" />
          ).
        </List.Item>
        <List.Item>
          A paid plan’s rights start when it activates and end when it expires. Your account then returns to Basic; your
          word lists and images stay in your account.
        </List.Item>
      </Items>
    </>
  ),
  trials: (
    <Items>
      <List.Item>
        Pro and Premium can each be tried once per account, free of charge, for {TRIAL_DAYS} days. No credit card is
        needed, nothing is charged, and a trial does not turn into a paid plan when it ends.
      </List.Item>
      <List.Item>
        If you start a trial while a paid plan is active, that plan is paused and resumes automatically when the trial
        ends. A trial that is itself paused, for example because you bought another plan, ends and does not resume.
      </List.Item>
      <List.Item>
        Trials are one per tier per person. Creating extra accounts to get more trials is not allowed, and we may end
        trials obtained that way.
      </List.Item>
    </Items>
  ),
  licenceKeys: (
    <Items>
      <List.Item>
        A licence key can be entered on the <PageLink to={paths.plans}>Pricing page</PageLink> instead of paying. It
        gives the plan and length it was issued for, and it can be used once.
      </List.Item>
      <List.Item>
        A key entered while a plan is active starts at once; the active plan is paused and resumes automatically when
        the key’s plan ends.
      </List.Item>
      <List.Item>
        Keys may come from us, from your school or from a reseller. A key bought from someone else is refunded, if at
        all, by whoever sold it. We may cancel a key that was obtained by fraud, stolen, or sold without our permission.
      </List.Item>
      <List.Item>Do not try to guess keys: the number of attempts is limited.</List.Item>
    </Items>
  ),
  payments: (
    <>
      <P>
        Prices are shown on the <PageLink to={paths.plans}>Pricing page</PageLink>. You can pay in US dollars (USD) or
        Chinese yuan (CNY, shown as RMB). The amount you pay is the one shown in the Order Summary before you confirm,
        in the currency you chose, and includes any tax we are required to collect unless the Order Summary shows it
        separately.
      </P>
      <P>
        Payments are processed by our card payment provider, which also handles WeChat Pay and AliPay when they are
        offered, and by PayPal. WeChat Pay and AliPay accept only one-time payments in yuan; PayPal accepts only US
        dollars. Your card number and your PayPal login are handled by these providers under their own terms and privacy
        policies; we never see or store them.
      </P>
      <Items>
        <List.Item>
          A one-time payment includes a small Single Purchase Fee, shown in the Order Summary before you pay.
        </List.Item>
        <List.Item>
          A coupon code may lower the price. Each coupon says whether it applies to one-time payments, subscriptions or
          both; coupons may expire or be limited in number, have no cash value, and cannot be exchanged. PayPal does not
          accept our coupons for subscriptions.
        </List.Item>
        <List.Item>
          Your bank or payment provider may charge its own fees, such as for currency conversion; those are not ours.
        </List.Item>
        <List.Item>
          A plan activates automatically once its payment succeeds. PayPal payments may take from 30 seconds to an hour
          to arrive. If your plan has not appeared after that, write to <BillingLink />.
        </List.Item>
        <List.Item>
          We may change prices for future purchases. A change never affects a plan you have already paid for; before a
          new price applies to the renewal of a subscription, we tell you by e-mail, and you may cancel.
        </List.Item>
      </Items>
    </>
  ),
  planLengths: (
    <Items>
      <List.Item>
        Paid plans are bought for {MONTHS_TEXT} months, which last {DAYS_TEXT} days. Longer plans include free extra
        time, shown on the Pricing page. A plan’s days run continuously while it is active, whether or not you use the
        service; a paused plan keeps the days it has left.
      </List.Item>
      <List.Item>
        A <strong>one-time payment</strong> pays for one plan length and does not renew. Buying the plan you already
        have as a one-time payment adds its days to your current plan.
      </List.Item>
      <List.Item>
        A <strong>subscription</strong> is charged when you subscribe and again at the start of every period of the same
        length, until you cancel it (see <SectionRef to="autoRenew" />
        ). Buying a subscription while another plan is active pauses that plan; it resumes automatically when the new
        plan ends.
      </List.Item>
    </Items>
  ),
  autoRenew: (
    <>
      <P>
        A subscription renews automatically at the end of each period, and the payment method you used is charged the
        subscription’s price for the next period, unless automatic renewal was cancelled before then.
      </P>
      <P>
        You can cancel automatic renewal at any time: go to your <PageLink to={paths.profile}>profile</PageLink>, click
        your active licence, and click the red cancel button (see the{' '}
        <PageLink to={paths.cancellation}>Cancellation page</PageLink>). Cancelling a PayPal subscription in your PayPal
        account has the same effect. Cancelling stops future renewals; your plan stays usable until its days run out,
        and cancelling does not by itself refund the current period (see <SectionRef to="refunds" />
        ).
      </P>
      <P>
        If a renewal payment fails, or the subscription is ended at the payment provider, automatic renewal stops and
        the plan runs to the end of the days already paid for.
      </P>
    </>
  ),
  refunds: (
    <Items>
      <List.Item>
        While a paid plan is active, you may ask for a refund of up to one month’s worth of it: the price you paid for
        the plan divided by the number of months it was bought for.
      </List.Item>
      <List.Item>Expired plans get no refund. Free trials and Basic cost nothing and have nothing to refund.</List.Item>
      <List.Item>
        To ask for a refund, write to <BillingLink /> from your account’s e-mail address, giving your username and the
        payment. Refunds go back to the payment method you used, in the currency you paid; how long they take to arrive
        depends on the provider.
      </List.Item>
      <List.Item>
        When we make a refund, we remove from your plan the time it pays for. A plan left with no time ends at once, and
        any plan it had paused resumes.
      </List.Item>
      <List.Item>
        We may refuse a request that is part of a pattern of abuse, such as buying and refunding plans again and again.
        If you dispute a payment with your bank instead of asking us, we may suspend the plan it paid for while the
        dispute is open.
      </List.Item>
      <List.Item>
        Nothing in this section takes away a right to a refund that the consumer protection law of the place where you
        live gives you and that cannot be excluded.
      </List.Item>
    </Items>
  ),
  devicesAndUploads: (
    <Items>
      <List.Item>
        <strong>Devices.</strong> Your plan sets how many devices (browsers) may be signed in to your account at once:{' '}
        {BASIC.max_sessions_allowed} on Basic, {PRO.max_sessions_allowed} on Pro and {PREMIUM.max_sessions_allowed} on
        Premium. Signing in on one device more signs out the device that has been signed in the longest. When a plan
        ends, or is paused for a plan with fewer devices, the extra devices are signed out.
      </List.Item>
      <List.Item>
        <strong>Image uploads.</strong> Pro includes up to {PRO.monthly_image_uploads} image uploads per calendar month
        and Premium up to {PREMIUM.monthly_image_uploads}; Basic includes none. Months are counted in Coordinated
        Universal Time (UTC). Unused uploads do not carry over to the next month, and deleting an image does not give an
        upload back. Uploading requires a validated e-mail address.
      </List.Item>
      <List.Item>
        We may resize and convert uploaded images so that they work in the games, and we may refuse files that are too
        large or are not images.
      </List.Item>
    </Items>
  ),
  yourContent: (
    <>
      <P>
        “User content” means the word lists, images, names, tags and anything else that you upload, type or publish on
        the service. Teachers own their uploads: we claim no ownership of your user content.
      </P>
      <P>
        You grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy, back up, resize, convert and
        display your user content, as far as needed to run the service: to show it to you, to use it in your games and,
        when you make it public, to show it to other teachers and let them use it in their games. This licence ends when
        you delete the content, except for copies kept in backups for a limited time (see <SectionRef to="backups" />
        ).
      </P>
      <P>
        You confirm that you have every right needed to upload your user content and to grant this licence. You are
        responsible for your user content, and we recommend that you keep your own copies of it.
      </P>
    </>
  ),
  publicContent: (
    <Items>
      <List.Item>
        When you make a word list or an image public, it becomes visible to every other teacher using the service, who
        may find it by searching, mark it as a favourite, and use it in their own games and lessons. Your username or
        display name is shown with it.
      </List.Item>
      <List.Item>
        You can make your own word lists and images private again or delete them, after which other teachers no longer
        see them. We cannot undo a lesson in which they were already used.
      </List.Item>
      <List.Item>
        Word lists and images shown with the {PRODUCT_NAME} logo are our official content; you may use them within the
        service.
      </List.Item>
      <List.Item>
        Public content belongs to the teachers who shared it. We do not check it before it appears and are not
        responsible for it, but we act on reports: tell us at <SupportLink /> about anything that breaks these terms.
      </List.Item>
    </Items>
  ),
  contentRules: (
    <>
      <P>
        The service is used in front of classes of young children. You must not upload, publish or type anything that:
      </P>
      <Items>
        <List.Item>
          is copyrighted material you have no right to use, such as pictures or characters taken from books, websites,
          games or films, unless you own it, it is licensed for this use, or the law allows it;
        </List.Item>
        <List.Item>
          is inappropriate for children: violent, sexual, frightening or hateful material, offensive language, or
          anything that promotes drugs, alcohol, weapons or gambling;
        </List.Item>
        <List.Item>
          shows or identifies real children or other people without the consent the law requires, such as photographs of
          your pupils, their full names or their contact details;
        </List.Item>
        <List.Item>is unlawful, defamatory or harassing, or impersonates someone else;</List.Item>
        <List.Item>advertises, is spam, or links to harmful software or websites.</List.Item>
      </Items>
      <P>When in doubt, leave it out.</P>
    </>
  ),
  enforcement: (
    <>
      <P>
        If we believe that content or conduct breaks these terms or the law, or puts children, other users or the
        service at risk, we may, with or without notice:
      </P>
      <Items>
        <List.Item>remove uploads or any other user content, or take them out of the public collection;</List.Item>
        <List.Item>restrict your upload privileges or your ability to share word lists and images;</List.Item>
        <List.Item>suspend your account; or</List.Item>
        <List.Item>ban you from the service and close your account.</List.Item>
      </Items>
      <P>
        We act in proportion to what happened and normally tell you by e-mail what we did and why. If we suspend or
        close your account because you broke these terms, the plan time lost is not refunded, to the extent the law
        allows.
      </P>
      <P>
        <strong>Appeals.</strong> If you think a decision was wrong, write to <SupportLink /> within 30 days of it, from
        your account’s e-mail address, with your username and the reasons. We will review the decision and tell you the
        outcome; we aim to reply within 14 days. If we find we were wrong, we restore what we can.
      </P>
      <P>
        Rights holders who believe that content on the service infringes their rights can write to the same address,
        naming the work, where it appears on the service, and how to contact them.
      </P>
    </>
  ),
  acceptableUse: (
    <>
      <P>When using the service, you agree not to:</P>
      <Items>
        <List.Item>
          share your account or password, or let anyone use it except pupils under your supervision (colleagues need
          accounts of their own);
        </List.Item>
        <List.Item>
          get around the limits of your plan, of trials or of licence keys, for example by using several accounts;
        </List.Item>
        <List.Item>
          copy in bulk, scrape or republish the games, official content or other teachers’ content outside the service;
        </List.Item>
        <List.Item>
          copy, modify, decompile or reverse-engineer the games or the site, except where the law allows it;
        </List.Item>
        <List.Item>
          interfere with the service or its security: overload it, probe it for weaknesses without our permission (we
          welcome security reports at <SupportLink />
          ), or send it harmful software;
        </List.Item>
        <List.Item>resell or rent access to the service, or use it to build a competing product; or</List.Item>
        <List.Item>use the service to break the law or anyone’s rights.</List.Item>
      </Items>
    </>
  ),
  privacy: (
    <>
      <P>We keep only what we need to run the service. We store:</P>
      <Items>
        <List.Item>
          your account: username, display name, e-mail address and whether it is validated, the date you joined, and
          your password in a form that cannot be read back (a secure hash);
        </List.Item>
        <List.Item>
          your plans: licences, the trials you used, and records of payments (plan, amount, currency, date, method and
          the provider’s reference), but never your card number;
        </List.Item>
        <List.Item>
          your content and choices: word lists, images with their names and tags, favourites, your selected word list,
          your settings, and your likes and dislikes of news posts;
        </List.Item>
        <List.Item>the messages you send us through the contact form or by e-mail;</List.Item>
        <List.Item>
          what keeps the service safe: your sign-in sessions, and short-lived counts of attempts by network address that
          stop password guessing and abuse.
        </List.Item>
      </Items>
      <P>
        <strong>Children.</strong> We do not ask for or collect information about children, and pupils have no accounts.
        We hold nothing about a child beyond what a teacher types or uploads, such as a first name in a word list.
        Please keep such information to a minimum.
      </P>
      <P>
        <strong>Cookies and your browser.</strong> We use only the cookies needed to sign you in and to protect forms
        from misuse; no advertising or tracking cookies. Games save their progress in your browser, on the device where
        they were played.
      </P>
      <P>
        <strong>How we use it and who sees it.</strong> We use your information only to run the service, to take
        payments, to send you the e-mails the service needs (such as validation links, codes, and notices about your
        plan or these terms) and to answer you. Other teachers see only your username or display name, with the content
        you make public. Our hosting, e-mail and payment providers process information for us, and we disclose
        information when the law requires it. We do not sell or rent your personal information or use it for
        advertising.
      </P>
      <P>
        <strong>Where and for how long.</strong> Your information is stored on servers in Canada; payment providers may
        process payments in other countries. You can see and change your details on your profile, and ask us for a copy,
        a correction, or deletion by writing to <SupportLink />. When we close an account we delete its personal
        information and content, except records of payments that we must keep by law and copies in backups, which are
        overwritten over time (see <SectionRef to="backups" />
        ).
      </P>
    </>
  ),
  availability: (
    <Items>
      <List.Item>
        We work to keep the service available, but we do not promise that it will always be available or free of errors.
        It may be interrupted for maintenance, updates, or reasons beyond our control.
      </List.Item>
      <List.Item>
        We may add, change, move between plans or retire games, features and official content. Where a change
        substantially reduces what a paid plan includes, we tell affected teachers in advance where we reasonably can.
      </List.Item>
      <List.Item>
        The games run in your web browser and need an up-to-date browser and an internet connection. Features such as
        speech depend on your browser and device.
      </List.Item>
      <List.Item>
        If we ever close the service, we will tell registered users by e-mail at least 30 days beforehand.
      </List.Item>
    </Items>
  ),
  liability: (
    <>
      <P>
        The service is provided “as is” and “as available”. To the extent the law allows, we give no warranties, express
        or implied, including of merchantability, fitness for a particular purpose and non-infringement. You judge
        whether a game or a piece of content suits your class.
      </P>
      <P>
        To the extent the law allows, we are not liable for indirect, incidental, special, consequential or punitive
        damages, for loss of data, profits or goodwill, or for content provided by other users.
      </P>
      <P>
        <strong>
          Our total liability to you for all claims arising from or relating to the service or these terms is limited to
          the amount you paid us in the one month before the event that gave rise to the claim.
        </strong>
      </P>
      <P>
        You agree to compensate us for claims by others that arise from content you uploaded or from your breach of
        these terms. Nothing in these terms excludes or limits liability that cannot be excluded or limited by law.
      </P>
    </>
  ),
  changes: (
    <>
      <P>
        We may change these terms, for example when the service changes or the law requires it. The date at the top of
        this page shows when they last changed.
      </P>
      <P>
        When a change materially affects your rights, we tell registered users by e-mail or by a notice on the site at
        least 30 days before it takes effect. A change never applies to a payment made before it took effect, except
        where the law requires.
      </P>
      <P>
        If you do not agree to a change, stop using the service and cancel automatic renewal before the change takes
        effect. If you keep using the service after that, you accept the new terms.
      </P>
    </>
  ),
  backups: (
    <>
      <P>
        We keep user data with regular backups, so that the service can be restored after a failure. Backups are not a
        service for individual users: we cannot promise to restore a single item that you deleted or changed, and
        deleted content may remain in backups for a limited time until they are overwritten.
      </P>
      <P>
        Despite these precautions, data can be lost or damaged. To the extent the law allows, we are not liable for any
        loss or corruption of user data. Keep your own copies of the word lists and images that matter to you.
      </P>
    </>
  ),
  electronic: (
    <>
      <P>
        Using the service, sending us e-mails and completing online forms are electronic communications. You consent to
        receive communications from us electronically, by e-mail to your account’s address and by notices on the site,
        and you agree that all agreements, notices, disclosures and other communications we provide to you
        electronically satisfy any legal requirement that they be in writing.
      </P>
      <P>
        You agree that ticking the box that accepts these terms, and clicking buttons to buy a plan, start a trial or
        enter a licence key, are your electronic signature and have the same effect as signing on paper. To the extent
        the law allows, you waive any right or requirement under the law of any place that asks for an original
        signature, or for the delivery or keeping of records other than by electronic means.
      </P>
      <P>
        Keep your e-mail address up to date: a notice sent to it counts as received. E-mails that the service needs,
        such as validation links, codes and notices about your plan or these terms, are part of the service and are sent
        for as long as you have an account.
      </P>
    </>
  ),
  miscellaneous: (
    <Items>
      <List.Item>
        <strong>Entire agreement.</strong> These terms, with the pages they refer to (such as the Pricing and
        Cancellation pages), are the whole agreement between you and us about the service.
      </List.Item>
      <List.Item>
        <strong>Severability and waiver.</strong> If a court finds part of these terms unenforceable, the rest stays in
        force. If we do not enforce a right at once, we have not given it up.
      </List.Item>
      <List.Item>
        <strong>Transfer.</strong> You may not transfer your account, your plan or these terms to anyone else. We may
        transfer them to a business that takes over the service, and will tell you if we do.
      </List.Item>
      <List.Item>
        <strong>Events beyond our control.</strong> We are not responsible for delays or failures caused by events
        beyond our reasonable control, such as outages of networks or providers, natural disasters, or acts of
        government.
      </List.Item>
      <List.Item>
        <strong>Governing law.</strong> These terms are governed by the laws in force in Canada, where the service is
        hosted, and the courts of Canada have jurisdiction over disputes about them. This does not take away the
        protection that the mandatory consumer law of the place where you live gives you. Before going to court, please
        write to us so that we can try to settle the matter.
      </List.Item>
      <List.Item>
        <strong>Language.</strong> These terms are written in English. Any translation is for convenience; if they
        differ, the English version applies. The parties have required that these terms and all related documents be
        drawn up in English.
      </List.Item>
      <List.Item>
        <strong>Survival.</strong> Sections that by their nature should continue after your account is closed, such as
        those on liability, backups and governing law, continue to apply.
      </List.Item>
    </Items>
  ),
  contact: (
    <>
      <P>
        Contact us by e-mail at <SupportLink /> about these terms, your account, content, reports and appeals.
      </P>
      <P>
        For payments, subscriptions and refunds, write to <BillingLink />.
      </P>
      <P>
        You can also send us a message with our <PageLink to={paths.contactUs}>contact form</PageLink>. We answer by
        e-mail as soon as we can.
      </P>
    </>
  ),
};

/** The 25 sections in the order of TERMS_SECTION_TITLES, numbered, each with the anchor of its heading. */
export const TERMS_SECTIONS: readonly TermsSection[] = SECTION_ORDER.map((key, index) => ({
  number: index + 1,
  id: sectionId(key),
  title: TERMS_SECTION_TITLES[key],
  body: SECTIONS[key],
}));
