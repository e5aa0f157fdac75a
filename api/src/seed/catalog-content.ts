import { demoAboutPages } from './about-pages';
import { demoBlogPostTexts } from './blog-posts';
import { type Transaction, sql } from 'kysely';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import { demoCauses, demoOffers } from './demo-data';
import { insertRows, seedPastDraws } from './catalog-draws';

/** Demo causes, tips and content (blog, about and CMS pages, theme, site config, files). */

interface DemoCauseProfile {
  key: string;
  urlSlug: string;
  name: string;
  category: string;
  state: string;
  description: string;
  website: string | null;
}

const profile = (
  key: string,
  name: string,
  category: string,
  state: string,
  description: string,
): DemoCauseProfile => ({
  key,
  urlSlug: key.replace(/_/g, '-'),
  name,
  category,
  state,
  description,
  website: `https://${key.replace(/_/g, '')}.org.au`,
});

/** Profiles of the catalogue's causes, and the causes added to the raffle. */
export const demoCauseProfiles: DemoCauseProfile[] = [
  ...demoCauses.map((cause) => ({
    ...cause,
    category: 'Health',
    state: 'NSW',
    description: `${cause.name} raises money for care, research and equipment across Australia.`,
    website: null,
  })),
  profile(
    'surf_lifesaving_club_bondi',
    'Bondi Surf Lifesaving Club',
    'Community',
    'NSW',
    'Volunteer lifesavers patrolling Bondi Beach every summer weekend.',
  ),
  profile(
    'bushfire_recovery_trust',
    'Bushfire Recovery Trust',
    'Disaster relief',
    'VIC',
    'Rebuilding homes, fences and community halls after bushfires.',
  ),
  profile(
    'reef_restoration_project',
    'Reef Restoration Project',
    'Environment',
    'QLD',
    'Growing and replanting coral on the Great Barrier Reef.',
  ),
  profile(
    'outback_flying_doctors',
    'Outback Flying Doctors',
    'Health',
    'NT',
    'Aeromedical care for people living and working in remote Australia.',
  ),
  profile(
    'guide_dogs_training_centre',
    'Guide Dogs Training Centre',
    'Disability',
    'SA',
    'Breeding, raising and training guide dogs for people with low vision.',
  ),
  profile(
    'youth_mental_health_network',
    'Youth Mental Health Network',
    'Health',
    'WA',
    'Free counselling and support for young Australians aged 12 to 25.',
  ),
  profile(
    'animal_rescue_shelter',
    'Animal Rescue Shelter',
    'Animals',
    'TAS',
    'Rescuing, treating and rehoming abandoned pets.',
  ),
  profile(
    'community_food_bank',
    'Community Food Bank',
    'Community',
    'ACT',
    'Groceries and meals for families doing it tough.',
  ),
  profile(
    'junior_sports_foundation',
    'Junior Sports Foundation',
    'Sport',
    'VIC',
    'Boots, fees and coaching so every child can play.',
  ),
  profile(
    'literacy_for_all',
    'Literacy for All',
    'Education',
    'QLD',
    'Reading programmes for children and adults in regional towns.',
  ),
];

export const demoTips = [
  {
    key: 'play_every_draw',
    product_offer_key: null,
    title: 'Never miss a draw',
    text: 'Turn on Autoplay and your favourite games are bought for every draw.',
  },
  {
    key: 'powerball_powerhit',
    product_offer_key: 'powerball',
    title: 'Cover every Powerball',
    text: 'PowerHit covers all 20 Powerball numbers, so you only pick the main numbers.',
  },
  {
    key: 'saturday_lotto_systems',
    product_offer_key: 'saturday_lotto',
    title: 'Play a System',
    text: 'A System 7 plays every combination of 7 numbers: 7 games in one.',
  },
  {
    key: 'set_for_life_daily',
    product_offer_key: 'set_for_life',
    title: 'Drawn every night',
    text: 'Set for Life is drawn every night of the week.',
  },
  {
    key: 'raffle_ticket_books',
    product_offer_key: 'hearts_raffle',
    title: 'Ticket books cost less',
    text: 'Buy a ticket book and every ticket costs less.',
  },
];

interface MetadataInput {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}

const siteName = 'Lotto Shop';
const siteOrigin = 'https://www.lottoshop.example';

export function pageMetadata({ title, description, path, noindex = false }: MetadataInput) {
  return {
    title,
    description,
    canonical: `${siteOrigin}${path}`,
    noindex,
    nofollow: noindex,
    open_graph: { title: `${title} | ${siteName}`, description, image: null, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, image: null },
  };
}

export const demoBlogCategories = [
  { slug: 'winners', name: 'Winners', description: 'Stories of our winners.' },
  { slug: 'jackpots', name: 'Jackpots', description: 'Big draws coming up.' },
  { slug: 'causes', name: 'Causes', description: 'What your raffle tickets pay for.' },
  { slug: 'how-to', name: 'How to play', description: 'Games, systems and tips.' },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const dayMs = 24 * 60 * 60 * 1000;

/** Published posts, plus one draft and one scheduled for next week (neither is visible yet). */
export function demoBlogPosts(now: Date) {
  const published = demoBlogPostTexts.map(({ category, title, excerpt, body }, index) => {
    const slug = slugOf(title);
    return {
      id: `blog-${index + 1}`,
      slug,
      category,
      status: 'published',
      // One post a week, newest first.
      published_at: new Date(now.getTime() - (index + 1) * 7 * dayMs),
      data: {
        slug,
        title,
        excerpt,
        body: `# ${title}\n\n${body}`,
        category,
        author: 'Lotto Shop team',
        image: null,
        seo: pageMetadata({ title, description: excerpt, path: `/blog/${slug}` }),
      },
    };
  });
  const unpublished = [
    { id: 'blog-draft', title: 'Draft: summer jackpot guide', status: 'draft', days: -1 },
    { id: 'blog-scheduled', title: 'Coming soon: the new raffle', status: 'published', days: 7 },
  ].map(({ id, title, status, days }) => {
    const slug = slugOf(title);
    return {
      id,
      slug,
      category: 'jackpots',
      status,
      published_at: new Date(now.getTime() + days * dayMs),
      data: {
        slug,
        title,
        excerpt: title,
        body: `# ${title}`,
        category: 'jackpots',
        author: 'Lotto Shop team',
        image: null,
        seo: pageMetadata({ title, description: title, path: `/blog/${slug}` }),
      },
    };
  });
  return [...published, ...unpublished];
}

interface CatalogPage {
  path: string;
  title: string;
  description: string;
  /** Markdown after the description. */
  body: string;
  /** Pages of the shop to go on to. */
  links: Array<{ to: string; text: string }>;
}

/** The app, support and subscription pages of the catalogue, and one offer's support page. */
const catalogPages: CatalogPage[] = [
  {
    path: '/app',
    title: 'The Lotto Shop app',
    description: 'Play, check results and get winner alerts on your phone.',
    body: 'Play your favourite lotteries and raffles, check your tickets and results, and get **winner alerts** on your phone.\n\n- Android: get it on Google Play\n- iPhone and iPad: search for *Lotto Shop* in the App Store',
    links: [{ to: '/app/android', text: 'Get the Android app' }],
  },
  {
    path: '/app/android',
    title: 'Lotto Shop for Android',
    description: 'Download the Lotto Shop app for Android.',
    body: 'Get the app on Google Play. It needs Android 9 or later.',
    links: [{ to: '/app/android/install', text: 'How to install the Android app' }],
  },
  {
    path: '/app/android/install',
    title: 'Installing the Android app',
    description: 'How to install the Lotto Shop app on Android.',
    body: '1. Open the Google Play link on your phone.\n2. Tap **Install**.\n3. Open **Lotto Shop** and sign in with your shop account.\n4. Allow notifications to hear about draw results.',
    links: [{ to: '/app/android', text: 'Back to the Android app page' }],
  },
  {
    path: '/your-support',
    title: 'Your support',
    description: 'How your raffle tickets support Australian causes.',
    body: 'Every charity raffle ticket you buy supports the cause you choose. Prizes, costs and the money raised are published for every draw.',
    links: [
      { to: '/causes', text: 'Browse the causes' },
      { to: '/charity-tickets', text: 'Buy charity tickets' },
    ],
  },
  {
    path: '/subscription',
    title: 'Subscriptions',
    description: 'Never miss a draw: subscribe to your favourite raffle.',
    body: 'A subscription buys your tickets for every draw, paid from your account. You can pause or cancel it at any time from **My account**.',
    links: [{ to: '/charity-tickets', text: 'Choose a raffle' }],
  },
  {
    path: '/hearts-home-raffle/your-support',
    title: 'Your support of the Hearts Home Raffle',
    description: 'Where the money of a Hearts Home Raffle ticket goes.',
    body: 'Each Hearts Home Raffle ticket supports the cause you choose when you buy it: heart research, children’s hospitals, ambulances and more.\n\nThe prize home, the costs of the raffle and the money raised are published after every draw.',
    links: [
      { to: '/hearts-home-raffle', text: 'Buy Hearts Home Raffle tickets' },
      { to: '/causes', text: 'Browse the causes' },
    ],
  },
];

export function demoPages() {
  const about = demoAboutPages.map(({ path, title, description, body }) => ({
    path,
    title,
    body: `# ${title}\n\n${description}\n\n${body}`,
    description,
    links: [] as CatalogPage['links'],
  }));
  const catalog = catalogPages.map((page) => ({
    ...page,
    body: `# ${page.title}\n\n${page.description}\n\n${page.body}`,
  }));
  return [...about, ...catalog].map(({ path, title, body, description, links }) => ({
    id: slugOf(path) || 'home',
    path,
    status: 'published',
    published_at: null,
    data: {
      path,
      title,
      body,
      metadata: pageMetadata({ title, description, path }),
      sitemap: true,
      ...(links.length > 0 ? { links } : {}),
    },
  }));
}

export const demoTheme = {
  colours: { primary: '#0b5cab', secondary: '#f5a623', background: '#ffffff', text: '#1a1a1a' },
  logos: { default: '/cms/assets/logo.svg', inverse: '/cms/assets/logo-inverse.svg' },
  fonts: { body: 'Inter, system-ui, sans-serif', heading: 'Poppins, system-ui, sans-serif' },
  motifs: { hero: '/cms/assets/motif-waves.svg' },
  favicons: { ico: '/favicon.ico', png: '/cms/assets/favicon-32.png' },
};

export const demoSiteConfig = {
  navigation: {
    primary: [
      { label: 'Lotto tickets', route: '/lotto-tickets' },
      { label: 'Charity tickets', route: '/charity-tickets' },
      { label: 'Results', route: '/lotto-results' },
    ],
    secondary: [
      { label: 'Blog', route: '/blog' },
      { label: 'About us', route: '/about' },
      { label: 'Contact us', route: '/about/contact-us' },
    ],
  },
  widgets: {
    hero: 'jackpot',
    results: 'latest',
    causes: 'carousel',
    blog: 'latest',
    feedback: 'banner',
    app: 'download',
  },
};

/** The home page's feature banner, and a draft of the next one for editors to preview. */
export const demoFeatureBanners = [
  {
    id: 'charity-raffles',
    status: 'published',
    headline: 'Win big, give back',
    text: 'Every charity raffle ticket supports an Australian cause you choose.',
    call_to_action: { text: 'Buy charity tickets', to: '/charity-tickets' },
    image: null,
  },
  {
    id: 'android-app',
    status: 'draft',
    headline: 'The Lotto Shop app is here',
    text: 'Buy tickets, check results and hear about your wins on your Android phone.',
    call_to_action: { text: 'Get the Android app', to: '/app/android' },
    image: null,
  },
];

export const demoFiles = [
  {
    id: 'logo',
    title: 'Lotto Shop logo',
    type: 'image/svg+xml',
    filename_download: 'logo.svg',
    url: '/cms/assets/logo.svg',
    width: 240,
    height: 64,
  },
  {
    id: 'hearts-home',
    title: 'Hearts Home Raffle grand prize home',
    type: 'image/jpeg',
    filename_download: 'hearts-home.jpg',
    url: '/cms/assets/hearts-home.jpg',
    width: 1600,
    height: 900,
  },
];

/** The offers' selectable days and the mega_combo default entry counts of the demo catalogue. */
async function seedOfferChoices(transaction: Transaction<Database>): Promise<void> {
  for (const offer of demoOffers) {
    if (offer.selectableDays) {
      await transaction
        .updateTable('product_offers')
        .set({ selectable_days: jsonb(offer.selectableDays) })
        .where('key', '=', offer.key)
        .execute();
    }
    for (const gameType of offer.gameTypes) {
      for (const gameOffer of gameType.gameOffers) {
        if (gameOffer.defaultEntryCount === undefined) continue;
        await transaction
          .updateTable('game_offers')
          .set({ default_entry_count: gameOffer.defaultEntryCount })
          .where('product_offer_key', '=', offer.key)
          .where('game_type_key', '=', gameType.key)
          .where('key', '=', gameOffer.key)
          .execute();
      }
    }
  }
}

/**
 * Seeds the offers' choices, causes, tips, CMS content and the past draws; runs inside the demo
 * seed transaction.
 */
export async function seedCatalog(transaction: Transaction<Database>, now: Date): Promise<void> {
  await seedOfferChoices(transaction);
  for (const cause of demoCauseProfiles) {
    await transaction
      .insertInto('causes')
      .values({
        key: cause.key,
        url_slug: cause.urlSlug,
        name: cause.name,
        description: cause.description,
        category: cause.category,
        state: cause.state,
        website: cause.website,
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          description: cause.description,
          category: cause.category,
          state: cause.state,
          website: cause.website,
        }),
      )
      .execute();
  }
  const raffles = await transaction
    .selectFrom('product_offers')
    .select('key')
    .where('type', '=', 'raffle_ticket')
    .execute();
  const links = raffles.flatMap((raffle) =>
    demoCauseProfiles.map((cause, index) => ({
      product_offer_key: raffle.key,
      cause_key: cause.key,
      ranking: index + 1,
    })),
  );
  if (links.length > 0) {
    await transaction
      .insertInto('product_offer_causes')
      .values(links)
      .onConflict((conflict) => conflict.columns(['product_offer_key', 'cause_key']).doNothing())
      .execute();
  }
  await insertRows(
    transaction,
    'tips',
    demoTips.map((tip, index) => ({ ...tip, ranking: index + 1 })),
  );
  const items = [
    ...demoBlogCategories.map((category) => ({
      collection: 'blog_categories',
      id: category.slug,
      status: 'published',
      published_at: null,
      slug: category.slug,
      path: null,
      category: null,
      data: jsonb(category),
    })),
    ...demoBlogPosts(now).map((post) => ({
      collection: 'blog',
      id: post.id,
      status: post.status,
      published_at: post.published_at,
      slug: post.slug,
      path: null,
      category: post.category,
      data: jsonb(post.data),
    })),
    ...demoPages().map((page) => ({
      collection: 'pages',
      id: page.id,
      status: page.status,
      published_at: page.published_at,
      slug: null,
      path: page.path,
      category: null,
      data: jsonb(page.data),
    })),
    {
      collection: 'theme',
      id: 'theme',
      status: 'published',
      published_at: null,
      slug: null,
      path: null,
      category: null,
      data: jsonb(demoTheme),
    },
    {
      collection: 'site_config',
      id: 'site_config',
      status: 'published',
      published_at: null,
      slug: null,
      path: null,
      category: null,
      data: jsonb(demoSiteConfig),
    },
    ...demoFeatureBanners.map(({ id, status, ...banner }) => ({
      collection: 'feature_banners',
      id,
      status,
      published_at: null,
      slug: null,
      path: null,
      category: null,
      data: jsonb(banner),
    })),
  ];
  await insertRows(transaction, 'cms_items', items);
  await insertRows(transaction, 'cms_files', demoFiles);
  await seedPastDraws(transaction, now);
}

/**
 * Seeds the catalogue into a demo shop seeded before it existed (a database kept under .data):
 * only when every demo offer is there and there are no results, tips or content yet. Returns whether it seeded.
 */
export async function seedCatalogWhenMissing(
  transaction: Transaction<Database>,
  now: Date,
): Promise<boolean> {
  const count = async (table: 'cms_items' | 'draw_results' | 'tips') => {
    const row = await transaction
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const { offers } = await transaction
    .selectFrom('product_offers')
    .select(sql<number>`count(*)::int`.as('offers'))
    .where(
      'key',
      'in',
      demoOffers.map((offer) => offer.key),
    )
    .executeTakeFirstOrThrow();
  if (Number(offers) !== demoOffers.length) return false;
  for (const table of ['cms_items', 'draw_results', 'tips'] as const) {
    if ((await count(table)) > 0) return false;
  }
  await seedCatalog(transaction, now);
  return true;
}
