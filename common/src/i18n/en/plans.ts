import { COUPON_MESSAGES } from '../../api/payments';
import { licenceTypeName } from '../../api/licences';
import { couponScopeMessage, DURATION_TEXTS, PRICING_HINTS } from '../../rules/pricing';

/** English texts of the 'plans' namespace: the specs' texts exactly as written. */
const plans = {
  /** The currency select's options (accounts §9). */
  currencies: {
    usd: 'USD',
    rmb: 'RMB',
  },
  /** The plans as named to teachers (accounts §3). */
  planNames: {
    basic: licenceTypeName('BAS'),
    pro: licenceTypeName('PRO'),
    premium: licenceTypeName('PRE'),
    vip: licenceTypeName('VIP'),
  },
  pricing: {
    title: 'Pricing',
  },
  trials: {
    pro: {
      label: 'Pro trial',
      title: 'Start a pro trial now!',
      start: 'START PRO TRIAL',
      free: '{{days}} days of Pro for free, no credit card needed.',
      perks: {
        games: 'All released games',
        uploads: 'Upload 50 images a month',
        share: 'Share your word lists',
      },
    },
    premium: {
      label: 'Premium trial',
      title: 'Start a premium trial now!',
      start: 'START PREMIUM TRIAL',
      free: '{{days}} days of Premium for free, no credit card needed.',
      perks: {
        everything: 'Everything in Pro, with 100 uploads a month',
        devices: 'Log in on 3 devices at once',
        beta: 'Beta games',
      },
    },
    used: 'Used',
    success: 'Success!',
    playGames: 'PLAY GAMES',
    processing: 'Processing...',
    activating: 'Activating...',
    confirm: {
      title: 'Pause your current plan?',
      confirm: 'Pause it and start the trial',
      cancel: 'No, keep my plan',
      body:
        'You already have an active plan. Starting the {{name}} trial pauses it, and you use the {{name}} trial for ' +
        '{{days}} days. Your original plan resumes with its remaining days when the trial ends (a trial that is ' +
        'paused does not resume).',
    },
  },
  panel: {
    heading: 'Purchase a Full Plan!',
    currency: 'Currency',
    plan: 'Plan',
    duration: 'Duration',
    payment: 'Payment',
    tiles: {
      basic: 'BASIC',
      pro: 'PRO',
      premium: 'PREMIUM',
    },
    basicDetail: 'Free: only an account',
    perMonth: '{{price}} / month',
    youPayFor: 'You pay for {{paidFor}}',
    durations: {
      month1: DURATION_TEXTS[1].label,
      months3: DURATION_TEXTS[3].label,
      months6: DURATION_TEXTS[6].label,
      paidFor3: DURATION_TEXTS[3].paidFor ?? '',
      paidFor6: DURATION_TEXTS[6].paidFor ?? '',
    },
    payments: {
      single: 'One Time Payment',
      singleDetail: 'Pay once; it does not renew',
      sub: 'Subscription',
      subDetail: 'Renews until you cancel',
    },
    loginFirst: 'Please <login>Log In</login> or <signup>Create an Account</signup> before purchasing.',
    noPayments: 'This server takes no payments: nothing can be bought or charged here.',
    operatorGrants:
      "Its operator grants plans with license keys: if you were given one, enter it under 'Already have a license key?'.",
    basic: {
      free: 'Basic is free: it needs no purchase, only an account.',
      yours: 'You have an account, so Basic is already yours.',
      signup: '<signup>Create an Account</signup> to start with Basic.',
    },
    loadingOptions: 'Loading the payment options',
    optionsFailed: 'The payment options could not be loaded.',
    coupon: {
      open: 'Got a Coupon Code?',
      added: 'Coupon {{code}} added.',
      remove: 'Remove coupon',
    },
  },
  couponDialog: {
    field: 'Coupon Code',
    cancel: 'Cancel',
    apply: 'Apply',
    empty: COUPON_MESSAGES.empty,
    invalid: COUPON_MESSAGES.invalid,
  },
  summary: {
    heading: 'Order Summary',
    plan: 'Plan',
    duration: 'Duration',
    payment: 'Payment',
    price: 'Price',
    fee: 'Single Purchase Fee',
    coupon: 'Coupon {{code}}',
    total: 'Total',
    renewsMonthly: 'Subscription, renews every month',
    renewsEvery: 'Subscription, renews every {{months}} months',
    couponSubOnly: couponScopeMessage('SUB'),
    couponSingleOnly: couponScopeMessage('SINGLE'),
  },
  methods: {
    group: 'Payment method',
    card: 'Card',
    paypal: 'PayPal',
    wechat: 'WeChat Pay',
    alipay: 'AliPay',
    hints: {
      paypalNoRmb: PRICING_HINTS.paypalNoRmb,
      paypalNoSubscriptionCoupon: PRICING_HINTS.paypalNoSubscriptionCoupon,
      wechatOnly: PRICING_HINTS.wechatOnly,
      wechatAlipayOnly: PRICING_HINTS.wechatAlipayOnly,
      switchToOneTime: PRICING_HINTS.switchToOneTime,
    },
  },
  paypal: {
    loading: 'loading paypal...',
    notCompleted: 'PayPal has not completed this payment. Please try again.',
    failed: 'PayPal could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
    checkout: 'PayPal checkout',
  },
  licenceKey: {
    heading: 'Already have a license key?',
    intro: 'Type or paste the key you were given: five groups of five letters or digits.',
    part: 'License key part {{part}} of {{total}}',
    activate: 'Activate',
  },
  myPlan: {
    title: 'My Plan',
    rows: {
      type: 'Type',
      trialOrPlan: 'Trial or plan',
      key: 'License key',
      purchased: 'Purchased',
      activated: 'Activated',
      duration: 'Duration',
      remaining: 'Remaining',
      active: 'Active',
      expired: 'Expired',
      autoRenew: 'Auto-renew',
      renewsOn: 'Renews on',
    },
    trial: 'Trial',
    plan: 'Plan',
    unknown: 'Unknown',
    notYet: 'Not yet',
    notSet: 'Not set',
    yes: 'Yes',
    no: 'No',
    cancel: {
      button: 'Cancel Subscription',
      title: 'Cancel your subscription?',
      confirm: 'Yes, cancel it',
      keep: 'No, keep it',
      /** The cancel confirmation of accounts §8, word for word. */
      text: 'Are you sure you want to cancel your billing subscription? Your license will no longer auto-renew.',
    },
    notFound: 'We could not find this license. It may have been typed wrong or belong to another account.',
    backToProfile: 'Back to your profile',
    loadFailed: 'This license could not be loaded.',
    autoRenewOff: 'Auto-renew is off. Your license stays usable until its days run out.',
  },
  /** A licence as cards and pages name it (web/src/lib/licences.ts). */
  licence: {
    titlePlan: '{{name}} Plan',
    titleTrial: '{{name}} Trial',
    status: {
      active: 'Active',
      inactive: 'Inactive',
      expired: 'Expired',
    },
    resumesNext: 'Paused: resumes when your current plan ends.',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
};

export default plans;
