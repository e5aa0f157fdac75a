import { layoutTexts } from 'shared-kernel/contract/texts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { pageStorage } from '../../page-storage';
import { type RootState } from '../../root-state';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import { type LoadStatus } from '../site-data/site-data-slice';
import { selectGrantedCapabilities } from '../site-data/site-data-selectors';
import { feedbackBannerDismissed, feedbackFormOpened } from './feedback-slice';

// The form loads the first time it opens, not with every page.
const dialog = loadedOnFirstUse(() =>
  import('./feedback-dialog').then((module) => module.FeedbackDialog),
);
export const loadFeedbackDialog = dialog.load;

/** Kept for the browser tab: a dismissed banner stays away on the next pages. */
export const feedbackBannerStorageKey = 'feedback_banner_dismissed';

export type FeedbackBannerState = 'shown' | 'pending' | 'hidden';

/**
 * product.md §4: the banner shows, is pending or is hidden depending on the banner being
 * available (the feedback capability of the customer's segment) and the layout texts being
 * loaded: it waits for them so that it does not jump in under a page already drawn.
 */
export function feedbackBannerStateOf(
  hasFeedback: boolean,
  translationsStatus: LoadStatus,
  isDismissed: boolean,
): FeedbackBannerState {
  if (!hasFeedback || isDismissed) return 'hidden';
  return translationsStatus === 'loaded' || translationsStatus === 'failed' ? 'shown' : 'pending';
}

const selectHasFeedback = (state: RootState) =>
  selectGrantedCapabilities(state).includes('feedback');
const selectFeedback = (state: RootState) => state.feedback;
const selectTranslationsStatus = (state: RootState) => state.siteData.translationsStatus;

function storedDismissal(): boolean {
  try {
    return pageStorage('sessionStorage')?.getItem(feedbackBannerStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** A dismissible strip asking how the visit was; its button opens the feedback form. */
export function FeedbackBanner() {
  const dispatch = useDispatch();
  const hasFeedback = useSelector(selectHasFeedback);
  const translationsStatus = useSelector(selectTranslationsStatus);
  const { isBannerDismissed } = useSelector(selectFeedback);
  const [wasDismissedBefore] = useState(storedDismissal);
  const { t } = useTranslation(layoutTexts);
  const state = feedbackBannerStateOf(
    hasFeedback,
    translationsStatus,
    isBannerDismissed || wasDismissedBefore,
  );
  if (state !== 'shown') return null;
  const dismiss = () => {
    try {
      pageStorage('sessionStorage')?.setItem(feedbackBannerStorageKey, 'true');
    } catch {
      // Storage may be unavailable (private mode): the dismissal then lasts for this page only.
    }
    dispatch(feedbackBannerDismissed());
  };
  return (
    <aside className="feedback-banner" aria-label={t('feedback.title')}>
      <p>{t('feedback.banner_text')}</p>
      <button type="button" className="button" onClick={() => dispatch(feedbackFormOpened())}>
        {t('feedback.give')}
      </button>
      <button type="button" className="button button--link" onClick={dismiss}>
        {t('layout.dismiss')}
      </button>
    </aside>
  );
}

/** The footer's feedback block (product.md §2 Footer), with the feedback capability. */
export function FeedbackBlock() {
  const dispatch = useDispatch();
  const hasFeedback = useSelector(selectHasFeedback);
  const { t } = useTranslation(layoutTexts);
  if (!hasFeedback) return null;
  return (
    <section className="site-footer__feedback" aria-labelledby="site-footer-feedback">
      <h2 id="site-footer-feedback" className="site-footer__heading">
        {t('feedback.title')}
      </h2>
      <p>{t('feedback.block_text')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(feedbackFormOpened())}
      >
        {t('feedback.share')}
      </button>
    </section>
  );
}

/** The feedback form, while open (from the banner or the footer block). */
export function FeedbackModal() {
  const { isOpen } = useSelector(selectFeedback);
  return isOpen ? <dialog.Part /> : null;
}
