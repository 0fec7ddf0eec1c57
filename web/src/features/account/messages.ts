/** Texts of the activation, password-reset and change-of-e-mail pages (accounts §2, §4, §5, §8), word for word. */
export const ACTIVATING_TEXT = 'We are activating your account, please wait.';
export const ALL_SET_TEXT = "You're all set!";
export const TOKEN_EXPIRED_TEXT = 'This token has expired. Please resend the email using the button below.';
export const INVALID_LINK_TEXT = 'This link is invalid. Redirecting to main page.';
export const RESEND_EMAIL_LABEL = 'Resend Email';
export const EMAIL_SENT_TEXT = 'Email sent! Check your mailbox.';

export const SEND_CONFIRMATION_LABEL = 'Send Confirmation Email';
export const FILL_OUT_TEXT = 'Please fill out this field.';
export const TYPE_PASSWORD_TEXT = 'Please type in a password.';
export const TYPE_PASSWORD_AGAIN_TEXT = 'Please type in the password again.';
export const PASSWORDS_DONT_MATCH_TEXT = 'The passwords dont match.';
export const LOG_IN_WITH_NEW_PASSWORD_TEXT = 'Please log in with your new password!';

export const TYPE_EMAIL_TEXT = 'Please type in an email.';
export const VALID_EMAIL_TEXT = 'Please enter a valid email.';
export const CHANGE_EMAIL_FAILED_TEXT = 'Something went wrong. Please try again.';

export const OH_NO_TEXT = 'Oh no!';
export const SEND_FAILED_TEXT = 'There was an issue sending the request. Try refreshing the page.';

/** The activation page's waits (accounts §9): to /login after activation, to / after an invalid link. */
export const ACTIVATED_REDIRECT_SECONDS = 5;
export const INVALID_LINK_REDIRECT_MS = 1000;

/** The reminder of accounts §2, around the masked address. */
export function reminderText(maskedEmail: string): string {
  return (
    `Please activate your email! The email we have is ${maskedEmail}. If this is wrong, you can change it in your ` +
    'profile settings. You can also resend the email using the button below.'
  );
}
