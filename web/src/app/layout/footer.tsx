import { Anchor, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@playwords/common';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { supportEmail } from '../../lib/site';
import classes from './footer.module.css';

const FLUENT_EMOJI_URL = 'https://github.com/microsoft/fluentui-emoji';

/**
 * Contact Us (this installation's support address and the form), About Us and Legal (core §2), the copyright line of
 * the current year and the credit for the official pictures.
 */
export function Footer() {
  const email = supportEmail();
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
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={classes.heading}>
            Legal
          </h2>
          <Text>
            <Anchor component={Link} to={paths.terms} className={classes.link}>
              Terms and Conditions
            </Anchor>
          </Text>
        </section>
      </div>
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
