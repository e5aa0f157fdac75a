/** The demo blog: a dozen posts a customer would read, three in each category. */
export interface DemoBlogPost {
  category: 'winners' | 'jackpots' | 'causes' | 'how-to';
  title: string;
  excerpt: string;
  /** Markdown after the title. */
  body: string;
}

export const demoBlogPostTexts: DemoBlogPost[] = [
  {
    category: 'winners',
    title: 'Parramatta syndicate shares Division 1',
    excerpt:
      'Twelve workmates split a Saturday Lotto Division 1 prize after five years in the same syndicate.',
    body: 'The twelve members of a Parramatta office syndicate had played the same 36 games every Saturday for five years. On the last Saturday of the month their numbers came up, and each member took home an equal share of the Division 1 prize.\n\n"We almost skipped that week," the syndicate manager said. "Autoplay bought the ticket for us."\n\nSyndicate shares are paid to each member\'s wallet the day after the draw is official. **Play responsibly: set a budget and stick to it.**',
  },
  {
    category: 'winners',
    title: 'A Ballarat nurse wins the dream home',
    excerpt:
      'A night-shift nurse bought one ticket in the Hearts Home Raffle and won the four-bedroom prize home.',
    body: 'A Ballarat nurse bought a single Hearts Home Raffle ticket on her break and won the grand prize: a fully furnished four-bedroom home on the Surf Coast.\n\nThe raffle also raised money for heart research, which is published with the draw results. Raffle prizes are drawn by an independent scrutineer and every winning ticket number is listed on the results page.',
  },
  {
    category: 'winners',
    title: 'Set for Life: $20,000 a month for a Geelong retiree',
    excerpt: 'A Geelong retiree will be paid $20,000 a month for the next twenty years.',
    body: "A retired teacher from Geelong checked her Set for Life ticket in the app and found she had won the top prize: **$20,000 a month for 20 years**.\n\nShe plans to help her grandchildren through university. Monthly prizes are paid straight into the winner's nominated bank account.",
  },
  {
    category: 'jackpots',
    title: 'Powerball jackpots to $20 million',
    excerpt: "No Division 1 winner last Thursday: this week's Powerball jackpot is $20 million.",
    body: 'Nobody matched all seven numbers and the Powerball last Thursday, so the Division 1 prize jackpots to $20 million.\n\nTickets close at 7:30 pm Sydney time on draw day. Buy early: the shop stops selling a draw when the lottery closes sales.',
  },
  {
    category: 'jackpots',
    title: 'What happens when Division 1 is not won',
    excerpt: 'Jackpots, rolling prize pools and why a big draw does not change your odds.',
    body: 'When no ticket wins Division 1, the prize pool for that division is added to the next draw: the jackpot "rolls".\n\nA bigger jackpot does not change the odds of any single game. It only changes the prize. Set yourself a budget before a big draw, and stick to it.',
  },
  {
    category: 'jackpots',
    title: 'Weekday Windfall: three draws a week',
    excerpt:
      'Monday, Wednesday and Friday: how Weekday Windfall works and how to choose your days.',
    body: 'Weekday Windfall is drawn every Monday, Wednesday and Friday evening. When you buy, you choose which day your ticket plays, or buy for all three.\n\nEach draw has its own Division 1 prize of $1 million, shared between winning entries.',
  },
  {
    category: 'causes',
    title: 'Your tickets bought a new ambulance',
    excerpt:
      'Raffle ticket sales funded a fully equipped ambulance for a regional Queensland service.',
    body: "Thanks to everyone who bought a ticket in last season's community raffles, a fully equipped ambulance is now on the road in regional Queensland.\n\nEvery charity raffle on the shop shows the cause it supports before you buy, and the money raised is published after each draw.",
  },
  {
    category: 'causes',
    title: 'Children’s Hospital Fund opens a new ward',
    excerpt: 'A new paediatric ward, part-funded by raffle tickets, opened its doors this month.',
    body: "The Children's Hospital Fund opened a new twelve-bed paediatric ward this month. Raffle tickets bought on the shop paid for the ward's monitoring equipment.\n\nYou can choose to support the fund whenever you buy a ticket in a charity raffle.",
  },
  {
    category: 'causes',
    title: 'Flying doctors reach more remote towns',
    excerpt: 'Raffle money helped add a new aircraft to the flying doctor fleet.',
    body: 'A new aircraft joined the flying doctor fleet this year, part-funded by raffle tickets. It brings clinics to six more remote towns every month.\n\nThank you for playing for a good cause.',
  },
  {
    category: 'how-to',
    title: 'How Saturday Lotto systems work',
    excerpt:
      'A system entry plays every combination of the numbers you pick. Here is what it costs and why.',
    body: 'A standard Saturday Lotto game has six numbers. A **System 7** entry lets you pick seven numbers and plays every six-number combination of them: seven games in one.\n\nSystems cost more because they play more games. The play page shows the price of each system before you add it to your cart.',
  },
  {
    category: 'how-to',
    title: 'Autoplay explained',
    excerpt: 'Autoplay buys the same ticket for every draw until you stop it.',
    body: 'Turn on **Autoplay** in your cart and the same ticket is bought for every draw, paid from your wallet. If your wallet is short, we use your saved card.\n\nYou can pause or cancel Autoplay at any time from **My account**, and your spend limits always apply.',
  },
  {
    category: 'how-to',
    title: 'Syndicates: more games for less',
    excerpt: 'Buy a share in a big syndicate entry and share the prizes with the other members.',
    body: 'A syndicate is one large entry split into shares. Each share costs a fraction of the entry and wins the same fraction of every prize.\n\nThe syndicate page shows how many shares exist, how many are left and what each share costs.',
  },
];
