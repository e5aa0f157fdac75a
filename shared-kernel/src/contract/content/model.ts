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
