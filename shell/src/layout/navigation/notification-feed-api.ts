import {
  fetchNotificationFeed,
  fetchUnviewedCount,
  markNotificationsViewed,
  type NotificationCard,
} from 'shared-kernel/contract/notifications';

/** The bell's calls (tests pass their own). */
export interface NotificationFeedApi {
  fetchUnviewedCount: () => Promise<number>;
  /** The newest cards, newest first. */
  fetchCards: (limit: number) => Promise<NotificationCard[]>;
  /** Marks every card seen; answers the count left. */
  markAllViewed: () => Promise<number>;
}

export const kernelNotificationFeedApi: NotificationFeedApi = {
  fetchUnviewedCount: () => fetchUnviewedCount(),
  fetchCards: async (limit) => (await fetchNotificationFeed({ limit })).entities,
  markAllViewed: () => markNotificationsViewed(),
};
