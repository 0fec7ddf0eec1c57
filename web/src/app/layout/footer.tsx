import { Anchor, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { splitTagged } from '../../components/tagged-text';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { supportEmail } from '../../lib/site';
import classes from './footer.module.css';

const FLUENT_EMOJI_URL = 'https://github.com/microsoft/fluentui-emoji';

interface FooterLink {
  /** The key of its text in the `common` catalogue. */
  label:
    | 'nav.games'
    | 'footer.howTo'
    | 'nav.pricing'
    | 'nav.news'
    | 'footer.publicWordlists'
    | 'footer.publicImages'
    | 'footer.terms'
    | 'footer.cancellation';
  to: string;
}

/** The pages the header does not list for everyone; the public collections need an account. */
function exploreLinks(signedIn: boolean): FooterLink[] {
  return [
    { label: 'nav.games', to: paths.allGames },
    { label: 'footer.howTo', to: paths.howTo },
    { label: 'nav.pricing', to: paths.plans },
    { label: 'nav.news', to: paths.news },
    ...(signedIn
      ? ([
          { label: 'footer.publicWordlists', to: paths.publicWordlists },
          { label: 'footer.publicImages', to: paths.publicImages },
        ] as const)
      : []),
  ];
}

const LEGAL_LINKS: FooterLink[] = [
  { label: 'footer.terms', to: paths.terms },
  { label: 'footer.cancellation', to: paths.cancellation },
];

function LinkList({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Anchor component={Link} to={link.to} className={classes.link}>
            {t(link.label)}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

/**
 * Contact Us (this installation's support address and the form), About Us and Legal (core §2), the pages to explore,
 * the copyright line of the current year and the credit for the official pictures.
 */
export function Footer() {
  const { t } = useTranslation();
  const email = supportEmail();
  const signedIn = Boolean(useCurrentUser());
  const [creditBefore, creditLink, creditAfter] = splitTagged(t('footer.credit'));
  return (
    <footer className={classes.footer}>
      <div className={classes.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.heading}>
            {t('nav.contactUs')}
          </h2>
          <Text>
            <Anchor href={`mailto:${email}`} className={classes.link}>
              {email}
            </Anchor>
          </Text>
          <Text>
            <Anchor component={Link} to={paths.contactUs} className={classes.link}>
              {t('footer.write')}
            </Anchor>
          </Text>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={classes.heading}>
            {t('footer.about')}
          </h2>
          <Text className={classes.text}>{t('footer.aboutText')}</Text>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={classes.heading}>
            {t('footer.explore')}
          </h2>
          <LinkList links={exploreLinks(signedIn)} />
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={classes.heading}>
            {t('footer.legal')}
          </h2>
          <LinkList links={LEGAL_LINKS} />
        </section>
      </div>
      <LanguageSwitch className={classes.language} />
      <Text className={classes.copyright}>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Text>
      {/* The official image library is drawn from Fluent Emoji; its MIT licence asks for this credit. */}
      <Text className={classes.credit}>
        {creditBefore}
        <Anchor href={FLUENT_EMOJI_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {creditLink}
        </Anchor>
        {creditAfter}
      </Text>
    </footer>
  );
}
