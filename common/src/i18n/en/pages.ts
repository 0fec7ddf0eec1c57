/** English texts of the 'pages' namespace: the specs' texts exactly as written. */
const pages = {
  notFound: {
    pageTitle: 'Page not found',
    title: 'Sorry, theres nothing here!',
    goHome: 'GO HOME',
  },
  cancellation: {
    pageTitle: 'Cancellation',
    title: 'Cancellation',
    intro: 'To cancel your subscription so that your license no longer renews:',
    stepProfile: 'Go to your <profile>profile</profile>.',
    stepLicence: 'Click your active license.',
    stepCancel: 'Click the red cancel button.',
    stillUsable: 'Your license stays usable until its days run out.',
    feedbackTitle: 'Feedback and billing',
    feedback: 'We would love to hear why you are leaving and what we could do better: write to us at <mail/>.',
    billing: 'For questions about billing or refunds, contact <mail/>.',
  },
  success: {
    pageTitle: 'Success',
    title: 'Payment Successful!',
    thanks: 'Thank you! Your payment went through, and your license will be added to your account automatically.',
    refresh: 'Refresh this page and check your <profile>profile</profile> to see it.',
    paypal: 'PayPal payments may take anywhere from 30 seconds to an hour to arrive.',
    billing: 'For questions about billing, contact <mail/>.',
    dashboard: 'GO TO DASHBOARD',
    arrived: 'Your license is here!',
    plan_one: '{{name}} Plan, {{count}} day.',
    plan_other: '{{name}} Plan, {{count}} days.',
    trial_one: '{{name}} Trial, {{count}} day.',
    trial_other: '{{name}} Trial, {{count}} days.',
    seePlan: 'See your plan',
    late: 'Your license has not arrived yet. Refresh this page in a little while, or check your profile.',
    waiting: 'Waiting for your license to arrive...',
  },
};

export default pages;
