export const contentItemTypes = ['plain', 'markdown', 'image', 'seo', 'json'] as const;
export type ContentItemType = (typeof contentItemTypes)[number];

/** A translation or content item (GET /{locale}/items). */
export interface ContentItem {
  id: string;
  type: ContentItemType;
  value: string;
  category?: string;
}

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

export interface Location {
  country: string;
  state?: string | null;
}

/** Utm keys read from any page (product.md §2). */
export const utmKeys = ['source', 'medium', 'term', 'content', 'campaign'] as const;
export type UtmKey = (typeof utmKeys)[number];

/** The longest feedback comment taken. */
export const feedbackCommentLengthMax = 2000;

/** The three moods of the feedback form, least satisfied first (product.md §4). */
export const feedbackMoods = ['not_satisfied', 'neutral', 'satisfied'] as const;
export type FeedbackMood = (typeof feedbackMoods)[number];

/** api.md §7.2: satisfied 1, neutral 0, not_satisfied -1. */
export const feedbackRatingOfMood: Readonly<Record<FeedbackMood, -1 | 0 | 1>> = {
  not_satisfied: -1,
  neutral: 0,
  satisfied: 1,
};

/** The feedback event of product.md §3, as the client builds it (camelCase). */
export interface FeedbackEvent {
  eventType: 'feedback_event';
  category: 'user';
  name: 'feedback';
  rating: -1 | 0 | 1;
  comment?: string;
  email?: string;
  /** The current path. */
  source: string;
  /** The sub-variant, when one is chosen. */
  variant: string | null;
  clientInformation: {
    build: 'release' | 'internal';
    name: 'Web';
    version: string;
    clientEnvironment: { timezone: string; locale: string };
  };
}
