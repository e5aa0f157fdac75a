import { type MembershipConfigWire } from 'shared-kernel/wire/membership';

/**
 * The programme's texts as the CMS keeps them (collection `membership_programs`, item
 * `daily_winners`): every text field of the config, and each tier's name and benefits. The seed
 * writes this copy; the config falls back to it, field by field, where the item has no valid value.
 */
export type MembershipTexts = Omit<
  MembershipConfigWire,
  | 'membership_tiers'
  | 'membership_offer'
  | 'daily_giveaways'
  | 'monthly_giveaways'
  | 'special_giveaways'
> & {
  membership_tiers: Array<{
    tier: 'free' | 'premium';
    name: string;
    benefits: string[];
  }>;
};

export const membershipCmsCollection = 'membership_programs';
export const membershipCmsItemId = 'daily_winners';

export const membershipTexts: MembershipTexts = {
  program_name: 'Daily Winners',
  program_url: 'daily-winners',
  program_id: 'daily_winners',
  program_logo: null,
  title_content: {
    title: 'Daily Winners',
    body: 'A free members’ club with a giveaway drawn every single day. Join in one tap and you’re in today’s draw for A$100 cash and nine A$10 bonus credits — no ticket to buy, nothing to pay.',
  },
  deposit: {
    title: 'Deposit to join Premium',
    body: 'Premium costs A$10.00 a month and is paid from your wallet. Top up the difference below and we’ll upgrade your membership as soon as your deposit clears.',
  },
  membership_tiers: [
    {
      tier: 'free',
      name: 'Free member',
      benefits: [
        'Entered in every daily giveaway: A$100 cash and nine A$10 bonus credits, every day',
        'Entered in special giveaways',
        'Unlock the monthly and major giveaways by buying any ticket or making a deposit',
        'Member discounts from our partners',
      ],
    },
    {
      tier: 'premium',
      name: 'Premium member',
      benefits: [
        'Everything free members get',
        'Guaranteed entry in every monthly and major giveaway, nothing to unlock',
        'Entered in the weekly Premium preview giveaway, for Premium members only',
        'Renews monthly; leave at any time',
      ],
    },
  ],
  opt_in: {
    title: 'Join Daily Winners',
    body: 'Membership is free. By joining you agree to the Daily Winners terms and confirm you are 18 or over. You can leave at any time from this page.',
  },
  manage_membership: {
    title: 'Manage membership',
    body: 'You can leave Daily Winners at any time. If you leave during a paid Premium month, that month is not refunded, and you are no longer entered in giveaways from the moment you leave.',
  },
  past_winners: {
    title: 'Past winners',
    body: 'Real members, real prizes. Winners are drawn by our verifiable draw engine, and every draw can be checked.',
  },
  faqs: [
    {
      question: 'What is Daily Winners?',
      answer:
        'Daily Winners is our free members’ programme. Members are entered in giveaways — a daily cash giveaway, monthly and major giveaways, and one-off special giveaways — without buying an entry.',
    },
    {
      question: 'Does it cost anything to join?',
      answer:
        'No. Free membership costs nothing and enters you in every daily and special giveaway. Premium is optional and costs A$10.00 a month.',
    },
    {
      question: 'How do I unlock the monthly and major giveaways?',
      answer:
        'Buy any ticket or make a deposit before the giveaway closes, then choose “Unlock entry” on the giveaway. Premium members are entered automatically.',
    },
    {
      question: 'How are winners chosen?',
      answer:
        'When a giveaway closes, the list of entries is frozen and the winners are drawn by our verifiable draw engine. Each giveaway page shows the commitment, the seed and the numbers drawn so anyone can check the result.',
    },
    {
      question: 'How do I receive a prize?',
      answer:
        'Cash prizes are paid to your wallet and bonus credit is added to your account. For physical prizes, like the car in the major giveaway, we’ll contact you to arrange delivery.',
    },
    {
      question: 'Can I leave?',
      answer:
        'Yes, at any time, from the Manage membership section. A paid Premium month is not refunded.',
    },
    {
      question: 'What if I am taking a break from play?',
      answer:
        'While a break or self-exclusion is in force you are not entered in giveaways. Your membership stays, and entries start again when the break ends.',
    },
  ],
  eligible_pricing_ids: [],
  discounts: [
    {
      title: 'Partner benefits',
      description:
        'Members get offers from our partners — dining, movies and travel. Open Partner benefits from the Manage membership section.',
    },
  ],
  navigation_items: [
    { label: 'Giveaways', url: '/daily-winners' },
    { label: 'Membership tiers', url: '/daily-winners/membership-tiers' },
    { label: 'Past winners', url: '/daily-winners/winners' },
  ],
  footer_disclaimer:
    'Daily Winners is a free promotion for members aged 18 and over who live in Australia. No purchase is necessary to enter the daily and special giveaways. Bonus credit can be spent on tickets and cannot be withdrawn. Terms apply.',
  join_all: {
    title: 'Join for free',
    body: 'Become a member and be in today’s giveaway. It takes one tap.',
  },
  join_premium: {
    title: 'Join Premium',
    body: 'A$10.00 a month for guaranteed entry in every monthly and major giveaway, plus the weekly Premium preview giveaway.',
  },
  member_overview: {
    title: 'You’re a member',
    body: 'You’re entered in today’s giveaway. Check your entries below and unlock the monthly and major giveaways.',
  },
  past_draws_filter: ['daily', 'monthly', 'major', 'special', 'preview'],
};
