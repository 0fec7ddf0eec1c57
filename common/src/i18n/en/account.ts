/** English texts of the 'account' namespace: the specs' texts exactly as written. */
import { AccountMessage } from '../../api/account-tokens';

const account = {
  steps: {
    allSet: "You're all set!",
    resendEmail: 'Resend Email',
    emailSent: AccountMessage.activationSent,
    ohNo: 'Oh no!',
    sendFailed: 'There was an issue sending the request. Try refreshing the page.',
    codeSentHeading: 'Email sent!',
    sendConfirmation: 'Send Confirmation Email',
    logIn: 'Log In',
    goToLogin: 'Go To Login',
  },
  activation: {
    title: 'Activate Your Account',
    activating: 'We are activating your account, please wait.',
    active: 'Your account is active.',
    loginPage: 'the login page',
    goToLogInNow: 'Go to Log In now',
    invalidLink: 'This link is invalid. Redirecting to main page.',
    tokenExpired: 'This token has expired. Please resend the email using the button below.',
    incomplete:
      'This activation link is incomplete. Please resend the email using the button below and open the new link.',
  },
  reminder: {
    title: 'Activate Your Email',
    text:
      'Please activate your email! The email we have is {{email}}. If this is wrong, you can change it in your ' +
      'profile settings. You can also resend the email using the button below.',
    profileLink: 'Go to your profile settings',
  },
  reset: {
    title: 'Reset Your Password',
    loggedIn:
      'You are currently logged in as <b>{{name}}</b>. We will send a confirmation email with a 6-character code to ' +
      'your email address.',
    typeName:
      'Type in your username or email. We will send a confirmation email with a 6-character code to the email ' +
      'address of your account.',
    nameLabel: 'Username or Email',
    fillOut: 'Please fill out this field.',
    codeSent: 'If an account matches, we sent a 6-character code to its email address. Enter the code below.',
    codeRight: 'The code is right. Choose your new password.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    typePassword: 'Please type in a password.',
    typePasswordAgain: 'Please type in the password again.',
    passwordsDontMatch: 'The passwords dont match.',
    submit: 'Reset Password',
    logInWithNewPassword: 'Please log in with your new password!',
  },
  changeEmail: {
    title: 'Change Your Email',
    logInFirst: 'You need to be logged in to change your email. Please log in first.',
    loggedIn: 'You are currently logged in as <b>{{name}}</b>.',
    explain:
      'To change your email, we will send a confirmation email with a 6-character code to the email address we have ' +
      'now.',
    codeSent: 'We sent a 6-character code to your current email address. Enter the code below.',
    codeRight: 'The code is right. Type in your new email address.',
    newEmail: 'New Email',
    typeEmail: 'Please type in an email.',
    validEmail: 'Please enter a valid email.',
    failed: 'Something went wrong. Please try again.',
    submit: 'Submit',
    sentTo:
      'We sent an email to <b>{{email}}</b>. Please validate your new email with the link in it before continuing.',
    untilThen:
      'Until then your old email stays on your account. If this was a mistake, you can change it back on this same ' +
      'page.',
    loggedOut: 'You have been logged out. Please log in again.',
  },
};

export default account;
