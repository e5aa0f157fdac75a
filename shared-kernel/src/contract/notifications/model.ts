import { type NotificationAction } from '../content/model';

/** Cards of the notifications feed listed per page (api.md §9 default page size). */
export const notificationFeedPageSize = 10;

/** How often an open page asks for the unviewed count while signed in. */
export const unviewedCountPollMs = 60_000;

/** A card of the bell's feed (product.md §3 Notification, plus when it came and if it was seen). */
export interface NotificationCard {
  id: string;
  title: string;
  icon: string;
  message: string;
  isAutoDismissed: boolean;
  actions: NotificationAction[];
  /** ISO 8601 UTC. */
  createdAt: string;
  viewed: boolean;
}
