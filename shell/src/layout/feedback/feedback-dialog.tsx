import { layoutTexts } from 'shared-kernel/contract/texts';
import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Dialog, FormAlert, TextField, useTranslation } from 'remote-kit';
import {
  feedbackCommentLengthMax,
  feedbackMoods,
  type FeedbackMood,
} from 'shared-kernel/contract/content';
import { createFormValidator, email } from 'shared-kernel/contract/validation';
import { errorMessageFallback } from 'shared-kernel';
import { type RootState } from '../../root-state';
import { selectIsSignedIn } from '../../session/session-selectors';
import { feedbackClosed, feedbackSubmitted, type FeedbackForm } from './feedback-slice';

interface FeedbackValues {
  mood: FeedbackMood | '';
  comment: string;
  email: string;
}

const initialValues: FeedbackValues = { mood: '', comment: '', email: '' };
const validateFeedback = createFormValidator<FeedbackValues>({ email: email() });
const selectFeedback = (state: RootState) => state.feedback;

function MoodButtons() {
  const [field, , helpers] = useField<FeedbackValues['mood']>('mood');
  const labelId = useId();
  const { t } = useTranslation(layoutTexts);
  // The words of the mood buttons (product.md §4: not_satisfied, neutral, satisfied).
  const moodLabels: Readonly<Record<FeedbackMood, string>> = {
    not_satisfied: t('feedback.mood_not_satisfied'),
    neutral: t('feedback.mood_neutral'),
    satisfied: t('feedback.mood_satisfied'),
  };
  return (
    <div className="feedback-moods" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="feedback-moods__label">
        {t('feedback.rating')}
      </p>
      {feedbackMoods.map((mood) => (
        <button
          key={mood}
          type="button"
          className={`button button--secondary feedback-moods__mood feedback-moods__mood--${mood}`}
          aria-pressed={field.value === mood}
          onClick={() => void helpers.setValue(mood)}
        >
          {moodLabels[mood]}
        </button>
      ))}
    </div>
  );
}

function CommentField() {
  const [field] = useField<string>('comment');
  const { t } = useTranslation(layoutTexts);
  return (
    <div className="form-field">
      <label htmlFor="feedback-comment">{t('feedback.comment')}</label>
      <textarea
        id="feedback-comment"
        {...field}
        rows={4}
        maxLength={feedbackCommentLengthMax}
        placeholder={t('feedback.comment_placeholder')}
      />
    </div>
  );
}

/**
 * The feedback form (product.md §4 and §5): the comment step (a mood, an optional comment, an
 * optional email for a visitor who is not signed in), then the complete step.
 */
export function FeedbackDialog() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const { step, eventCreationStatus } = useSelector(selectFeedback);
  const isSignedIn = useSelector(selectIsSignedIn);
  const { t } = useTranslation(layoutTexts);
  const isSubmitting = eventCreationStatus === 'creating';
  const close = () => dispatch(feedbackClosed());
  return (
    <Dialog
      title={t('feedback.dialog_title')}
      onClose={close}
      closeLabel={t('layout.close')}
      isBusy={isSubmitting}
    >
      {step === 'comment' ? (
        <Formik<FeedbackValues>
          initialValues={initialValues}
          validate={validateFeedback}
          onSubmit={(values) => {
            if (values.mood === '') return;
            const form: FeedbackForm = {
              mood: values.mood,
              comment: values.comment,
              email: isSignedIn ? '' : values.email,
            };
            dispatch(feedbackSubmitted(form, pathname));
          }}
        >
          {({ values }) => (
            <Form noValidate className="feedback-form">
              <MoodButtons />
              <CommentField />
              {isSignedIn ? null : (
                <TextField
                  name="email"
                  label={t('feedback.email_optional')}
                  type="email"
                  autoComplete="email"
                />
              )}
              {eventCreationStatus === 'failure' ? (
                <FormAlert message={errorMessageFallback} />
              ) : null}
              <button
                type="submit"
                className="button"
                disabled={isSubmitting || values.mood === ''}
              >
                {isSubmitting ? t('feedback.submitting') : t('feedback.submit')}
              </button>
            </Form>
          )}
        </Formik>
      ) : (
        <>
          <p role="status">{t('feedback.thanks')}</p>
          <button type="button" className="button" onClick={close}>
            {t('feedback.done')}
          </button>
        </>
      )}
    </Dialog>
  );
}
