/**
 * The About pages of the demo shop, written for Australian customers: who we are, playing
 * responsibly (18+, limits, help lines), privacy, cookies, questions, terms and how to reach us.
 * Markdown; rendered by the shell's About pages.
 */
export interface DemoAboutPage {
  path: string;
  title: string;
  description: string;
  body: string;
}

export const demoAboutPages: DemoAboutPage[] = [
  {
    path: '/about',
    title: 'About us',
    description: 'Who we are and how the shop works.',
    body: `Lotto Shop sells official lottery tickets, charity raffle tickets and syndicate shares online, in Australian dollars, to customers aged 18 and over.

## How it works

- Choose a lottery, raffle or syndicate, pick your numbers or take a Quick Pick, and choose your draws.
- Pay from your wallet, by card or with PayPal. Your tickets are in your account straight away.
- We check every ticket against the official results and pay prizes into your wallet.

## Playing for a good cause

Every charity raffle shows the cause it supports before you buy. The money raised is published after each draw.

## Play responsibly

Set a budget before you play. Spend, deposit and precommitment limits are in **My account**, and our [responsible gambling page](/about/responsible-gaming) lists who can help.`,
  },
  {
    path: '/about/responsible-gaming',
    title: 'Responsible gambling',
    description: 'Tools to keep play fun: limits, breaks and where to get help.',
    body: `Lotteries and raffles should be fun. If they stop being fun, we are here to help.

## You must be 18 or over

It is against the law for anyone under 18 to buy lottery or raffle tickets. We verify the age and identity of every customer before they can withdraw a prize.

## Tools in your account

- **Spend limits**: the most you can spend in a day, a week or a month.
- **Deposit limits**: the most you can add to your wallet.
- **Precommitment limit**: a limit you set in advance that we hold you to.
- **Close your account**: at any time, from My account.

Lowering a limit takes effect at once; raising one takes effect after a cooling-off period.

## Get help

- **Gambling Help Online**: free, confidential support 24 hours a day, 7 days a week, on **1800 858 858** or at [gamblinghelponline.org.au](https://www.gamblinghelponline.org.au).
- **BetStop**, the National Self-Exclusion Register: [betstop.gov.au](https://www.betstop.gov.au).
- **Lifeline**: 13 11 14.

## Signs to look out for

- Spending more than you meant to, or more than you can afford.
- Chasing losses, or borrowing money to play.
- Playing to escape worry, or hiding your play from family and friends.`,
  },
  {
    path: '/about/privacy',
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal information.',
    body: `We handle your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.

## What we collect

- Your name, date of birth, address, email address and phone number, to open your account and verify your age and identity.
- Your tickets, payments and prizes, to run your account and meet our legal obligations.
- How you use the site, only with your consent (see our [cookie policy](/about/cookie-policy)).

## How we use it

We use your information to sell you tickets, pay your prizes, keep your account secure, meet the law (including anti-money-laundering rules) and, if you agree, tell you about draws and offers. We never sell your personal information.

## Who we share it with

Lottery operators and raffle organisers (to register your tickets), payment providers, identity verification services and regulators when the law requires it.

## Your rights

You can ask to see or correct the information we hold about you. Write to our Privacy Officer at **privacy@lottoshop.example.com.au**. If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner at [oaic.gov.au](https://www.oaic.gov.au).`,
  },
  {
    path: '/about/cookie-policy',
    title: 'Cookie policy',
    description: 'The cookies we use and how to control them.',
    body: `Cookies are small files a website keeps in your browser.

## Essential cookies

These keep you signed in, keep your cart and remember your cookie choice. The shop does not work without them.

## Non-essential cookies

These help us understand how the shop is used and measure our advertising. We only set them if you choose **Accept all** in the cookie banner.

## Changing your mind

Clear this site's cookies in your browser and the cookie banner will ask you again.`,
  },
  {
    path: '/about/faq',
    title: 'Frequently asked questions',
    description: 'Answers about tickets, prizes and your account.',
    body: `## How do I know my ticket is in the draw?

Every ticket you buy is in **My account** straight away, with its draw number and date. Your receipt shows an order reference you can quote to us.

## How are prizes paid?

Prizes are checked automatically against the official results and paid into your wallet. Large prizes are paid by the lottery operator; we contact you to arrange them.

## How do I withdraw money from my wallet?

From **My account**, choose Withdraw. We verify your identity before your first withdrawal.

## Can I stop Autoplay or a subscription?

Yes, at any time from **My account**. Tickets already bought stay in their draws.

## How old do I have to be?

You must be 18 or over to open an account and buy tickets.`,
  },
  {
    path: '/about/terms-and-conditions',
    title: 'Terms and conditions',
    description: 'The terms that apply to tickets you buy.',
    body: `These terms apply to every ticket, raffle ticket and syndicate share you buy from Lotto Shop.

## Who can play

You must be 18 or over and live in Australia. One account per person.

## Your tickets

A ticket is bought when your payment succeeds and it appears in your account. The official rules of each lottery, raffle and syndicate apply, and the official results decide every prize.

## Prices and payment

Prices are in Australian dollars and include GST. Money in your wallet can be spent on tickets or withdrawn to an account in your name.

## Limits

Your spend, deposit and precommitment limits apply to every purchase, including Autoplay and subscriptions.

## Complaints

Contact us first (see [Contact us](/about/contact-us)). If we cannot resolve your complaint, you can take it to the gaming regulator of your state or territory.`,
  },
  {
    path: '/about/terms-of-use',
    title: 'Terms of use',
    description: 'The terms of using this website.',
    body: `By using this website you agree to these terms.

- Keep your password and two-factor codes to yourself; you are responsible for activity in your account.
- Do not try to break, probe or overload the site, or use it for anyone else.
- The content of the site belongs to Lotto Shop and its partners; you may view it for your own use.
- We may change the site or these terms; the version on this page applies.`,
  },
  {
    path: '/about/contact-us',
    title: 'Contact us',
    description: 'Call or email our customer support team.',
    body: `Our customer support team can help with your account, tickets, payments and prizes. Have your order reference ready if your question is about a purchase.

For help with gambling, call **Gambling Help Online** on 1800 858 858, any time.`,
  },
  {
    path: '/how-to-play',
    title: 'How to play',
    description: 'Pick your numbers, choose your draws and check your results.',
    body: `1. **Choose a game**: a lottery, a charity raffle or a syndicate share.
2. **Pick your numbers**, or use Quick Pick for random ones.
3. **Choose your draws**: one draw, several, or Autoplay for every draw.
4. **Pay** from your wallet, by card or with PayPal.
5. **Check your results** in My account: we check every ticket and pay prizes into your wallet.`,
  },
  {
    path: '/winners-stories',
    title: 'Winners’ stories',
    description: 'Real winners of our lotteries and raffles.',
    body: `Every week customers win prizes, from a free game to Division 1. Read their stories on [our blog](/blog/category/winners).`,
  },
];
