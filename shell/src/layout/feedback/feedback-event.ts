import { feedbackRatingOfMood, type FeedbackEvent } from 'shared-kernel/contract/content';
import { type FeedbackForm } from './feedback-slice';

/** Where the feedback was given and by which build (product.md §3 Feedback event payload). */
export interface FeedbackContext {
  /** The current path. */
  source: string;
  subVariant: string | null;
  isSignedIn: boolean;
  environment: string;
  /** The release the page runs (its revision), as the client's version. */
  version: string;
  timezone: string;
  locale: string;
}

/** The feedback event of the form; the email only from a visitor who is not signed in. */
export function feedbackEventOf(form: FeedbackForm, context: FeedbackContext): FeedbackEvent {
  const comment = form.comment.trim();
  const email = form.email.trim();
  return {
    eventType: 'feedback_event',
    category: 'user',
    name: 'feedback',
    rating: feedbackRatingOfMood[form.mood],
    ...(comment ? { comment } : {}),
    ...(email && !context.isSignedIn ? { email } : {}),
    source: context.source,
    variant: context.subVariant,
    clientInformation: {
      build: context.environment === 'production' ? 'release' : 'internal',
      name: 'Web',
      version: context.version,
      clientEnvironment: { timezone: context.timezone, locale: context.locale },
    },
  };
}
