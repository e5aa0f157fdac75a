import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Dialog, FormAlert, TextField } from 'remote-kit';
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

/** The words of the mood buttons (product.md §4: not_satisfied, neutral, satisfied). */
export const moodLabels: Readonly<Record<FeedbackMood, string>> = {
  not_satisfied: 'Not satisfied',
  neutral: 'Neutral',
  satisfied: 'Satisfied',
};
export const feedbackCommentPlaceholder = 'Any Feedback - we are all ears! (optional)';
export const feedbackDialogTitle = 'How was your visit?';

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
  return (
    <div className="feedback-moods" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="feedback-moods__label">
        Your rating
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
  return (
    <div className="form-field">
      <label htmlFor="feedback-comment">Comment</label>
      <textarea
        id="feedback-comment"
        {...field}
        rows={4}
        maxLength={feedbackCommentLengthMax}
        placeholder={feedbackCommentPlaceholder}
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
  const isSubmitting = eventCreationStatus === 'creating';
  const close = () => dispatch(feedbackClosed());
  return (
    <Dialog title={feedbackDialogTitle} onClose={close} closeLabel="Close" isBusy={isSubmitting}>
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
                  label="Email (optional)"
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
                {isSubmitting ? 'Submitting…' : 'Submit'}
              </button>
            </Form>
          )}
        </Formik>
      ) : (
        <>
          <p role="status">Thank you for your feedback! It helps us make the shop better.</p>
          <button type="button" className="button" onClick={close}>
            Done
          </button>
        </>
      )}
    </Dialog>
  );
}
