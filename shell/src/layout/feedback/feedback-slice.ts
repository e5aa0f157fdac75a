import { type FeedbackMood } from 'shared-kernel/contract/content';

/** product.md §4 Feedback: two steps, and the state of the event being created. */
export type FeedbackStep = 'comment' | 'complete';
export type EventCreationStatus = 'none' | 'creating' | 'success' | 'failure';

export interface FeedbackState {
  isOpen: boolean;
  step: FeedbackStep;
  eventCreationStatus: EventCreationStatus;
  /** The banner was dismissed, or feedback given, on this page. */
  isBannerDismissed: boolean;
}

/** What the form sends: the mood, and the optional comment and email. */
export interface FeedbackForm {
  mood: FeedbackMood;
  comment: string;
  email: string;
}

export const initialFeedbackState: FeedbackState = {
  isOpen: false,
  step: 'comment',
  eventCreationStatus: 'none',
  isBannerDismissed: false,
};

export const feedbackFormOpened = () => ({ type: 'feedback/formOpened' as const });
/** `source`: the path the feedback is given on. */
export const feedbackSubmitted = (form: FeedbackForm, source: string) => ({
  type: 'feedback/submitted' as const,
  payload: { form, source },
});
export const feedbackEventCreated = () => ({ type: 'feedback/eventCreated' as const });
export const feedbackEventFailed = () => ({ type: 'feedback/eventFailed' as const });
export const feedbackClosed = () => ({ type: 'feedback/closed' as const });
export const feedbackBannerDismissed = () => ({ type: 'feedback/bannerDismissed' as const });

export type FeedbackAction = ReturnType<
  | typeof feedbackFormOpened
  | typeof feedbackSubmitted
  | typeof feedbackEventCreated
  | typeof feedbackEventFailed
  | typeof feedbackClosed
  | typeof feedbackBannerDismissed
>;

export function feedbackReducer(
  state: FeedbackState = initialFeedbackState,
  action: FeedbackAction | { type: string },
): FeedbackState {
  const event = action as FeedbackAction;
  switch (event.type) {
    case 'feedback/formOpened':
      return { ...state, isOpen: true, step: 'comment', eventCreationStatus: 'none' };
    case 'feedback/submitted':
      return { ...state, eventCreationStatus: 'creating' };
    case 'feedback/eventCreated':
      // Submission completes when creation moves from creating to success.
      return state.eventCreationStatus === 'creating'
        ? { ...state, eventCreationStatus: 'success', step: 'complete', isBannerDismissed: true }
        : state;
    case 'feedback/eventFailed':
      return { ...state, eventCreationStatus: 'failure' };
    case 'feedback/closed':
      // Closing resets the form and clears the event state.
      return { ...initialFeedbackState, isBannerDismissed: state.isBannerDismissed };
    case 'feedback/bannerDismissed':
      return { ...state, isBannerDismissed: true };
    default:
      return state;
  }
}
