export const contentItemTypes = ['plain', 'markdown', 'image', 'seo', 'json'] as const;
export type ContentItemType = (typeof contentItemTypes)[number];

/** A translation or content item (GET /{locale}/items). */
export interface ContentItem {
  id: string;
  type: ContentItemType;
  value: string;
  category?: string;
}

export const seoSchemaKinds = [
  'breadcrumbs',
  'creative_work',
  'faq',
  'organisation',
  'web_page',
  'video',
] as const;
export type SeoSchemaKind = (typeof seoSchemaKinds)[number];

export const notificationLevels = ['error', 'info', 'success'] as const;
export type NotificationLevel = (typeof notificationLevels)[number];

export interface NotificationAction {
  id: string;
  text: string;
  link?: string;
  deepLink?: string;
}

export interface Notification {
  id: string;
  title?: string;
  icon?: string;
  message: string;
  level?: NotificationLevel;
  isAutoDismissed: boolean;
  actions?: NotificationAction[];
}

/** Notifications that auto-dismiss go after this long. */
export const notificationAutoDismissMs = 10_000;

/** Codes of API response messages. */
export const responseMessageCodes = ['deposit_pending', 'success'] as const;
export type ResponseMessageCode = (typeof responseMessageCodes)[number];

export const feedbackMoods = ['not_satisfied', 'neutral', 'satisfied'] as const;
export type FeedbackMood = (typeof feedbackMoods)[number];

/** Feedback mood → rating sent with the feedback event. */
export const feedbackRatings: Readonly<Record<FeedbackMood, -1 | 0 | 1>> = {
  satisfied: 1,
  neutral: 0,
  not_satisfied: -1,
};

/** POST /event body of a feedback submission. */
export interface FeedbackEvent {
  category: 'user';
  clientInformation: {
    build: string;
    name: 'Web';
    version: string;
    clientEnvironment: { timezone: string; locale: string };
  };
  comment: string;
  email: string;
  eventType: 'feedback_event';
  name: 'feedback';
  rating: -1 | 0 | 1;
  /** Current path. */
  source: string;
  /** Sub-variant. */
  variant: string | null;
}

export const eventCreationStatuses = ['creating', 'success', 'failure', 'none'] as const;
export type EventCreationStatus = (typeof eventCreationStatuses)[number];

export const socialNetworks = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'tiktok',
  'x',
  'youtube',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface Placement {
  key: string;
  entries: Array<Record<string, unknown>>;
}

export interface Location {
  country: string;
  state?: string | null;
}

/** Utm keys read from any page (product.md §2). */
export const utmKeys = ['source', 'medium', 'term', 'content', 'campaign'] as const;
export type UtmKey = (typeof utmKeys)[number];
