import { Anchor, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@playwords/common';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { supportEmail } from '../../lib/site';
import classes from './footer.module.css';

const FLUENT_EMOJI_URL = 'https://github.com/microsoft/fluentui-emoji';

interface FooterLink {
  label: string;
  to: string;
}

/** The pages the header does not list for everyone; the public collections need an account. */
function exploreLinks(signedIn: boolean): FooterLink[] {
  return [
    { label: 'Games', to: paths.allGames },
    { label: 'How To Play', to: paths.howTo },
    { label: 'Pricing', to: paths.plans },
    { label: 'News', to: paths.news },
    ...(signedIn
      ? [
          { label: 'Public Wordlists', to: paths.publicWordlists },
          { label: 'Public Images', to: paths.publicImages },
        ]
      : []),
  ];
}

const LEGAL_LINKS: FooterLink[] = [
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Cancellation', to: paths.cancellation },
];

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Anchor component={Link} to={link.to} className={classes.link}>
            {link.label}
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
  const email = supportEmail();
  const signedIn = Boolean(useCurrentUser());
  return (
    <footer className={classes.footer}>
      <div className={classes.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.heading}>
            Contact Us
          </h2>
          <Text>
            <Anchor href={`mailto:${email}`} className={classes.link}>
              {email}
            </Anchor>
          </Text>
          <Text>
            <Anchor component={Link} to={paths.contactUs} className={classes.link}>
              Send us a message
            </Anchor>
          </Text>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={classes.heading}>
            About Us
          </h2>
          <Text className={classes.text}>
            We are a team of ESL teachers who make the games we wanted for our own classrooms.
          </Text>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={classes.heading}>
            Explore
          </h2>
          <LinkList links={exploreLinks(signedIn)} />
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={classes.heading}>
            Legal
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
        Official pictures:{' '}
        <Anchor href={FLUENT_EMOJI_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
          Fluent Emoji by Microsoft
        </Anchor>{' '}
        (MIT licence)
      </Text>
    </footer>
  );
}
