/** The about pages of product.md §2, by path below /about. */
export interface AboutTopic {
  /** '' for /about itself. */
  slug: string;
  heading: string;
}

export const aboutTopics: readonly AboutTopic[] = [
  { slug: '', heading: 'About us' },
  { slug: 'responsible-gaming', heading: 'Responsible gambling' },
  { slug: 'privacy', heading: 'Privacy policy' },
  { slug: 'cookie-policy', heading: 'Cookie policy' },
  { slug: 'faq', heading: 'Frequently asked questions' },
  { slug: 'terms-and-conditions', heading: 'Terms and conditions' },
  { slug: 'terms-of-use', heading: 'Terms of use' },
  { slug: 'contact-us', heading: 'Contact us' },
];

/** Layout translation ids of a topic's heading and text, e.g. about.privacy.heading. */
export function aboutTranslationIdsOf(topic: AboutTopic): { heading: string; body: string } {
  const key = topic.slug === '' ? 'about' : `about.${topic.slug}`;
  return { heading: `${key}.heading`, body: `${key}.body` };
}
