import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type FeedbackEvent } from 'shared-kernel/contract/content';
import { sessionCustomerFrom } from '../../session/session-sagas';
import { customerFixture } from '../../session/session-test-fixtures';
import { sessionCustomerLoaded } from '../../session/session-slice';
import { capabilitiesFixture, fakeShellApi } from '../../testing/shell-fixtures';
import { renderShell } from '../../testing/render-shell';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import {
  FeedbackBanner,
  FeedbackBlock,
  feedbackBannerStateOf,
  FeedbackModal,
  loadFeedbackDialog,
} from './feedback-launchers';

beforeAll(() => loadFeedbackDialog());
beforeEach(() => sessionStorage.clear());

function renderFeedback(
  options: {
    capabilities?: CapabilityName[];
    createFeedbackEvent?: (event: FeedbackEvent) => Promise<string>;
    isSignedIn?: boolean;
  } = {},
) {
  const createFeedbackEvent = jest.fn(
    options.createFeedbackEvent ?? (() => Promise.resolve('event-id')),
  );
  const api = fakeShellApi({
    fetchCapabilities: () =>
      Promise.resolve(capabilitiesFixture(options.capabilities ?? ['feedback'])),
    createFeedbackEvent,
  });
  const rendered = renderShell(
    <>
      <FeedbackBanner />
      <FeedbackBlock />
      <FeedbackModal />
    </>,
    { api, path: '/lotto-results' },
  );
  act(() => {
    rendered.store.dispatch(siteDataLoadRequested());
    if (options.isSignedIn) {
      rendered.store.dispatch(sessionCustomerLoaded(sessionCustomerFrom(customerFixture())));
    }
  });
  return { ...rendered, createFeedbackEvent };
}

async function openFromFooter() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share your feedback' }));
  return screen.findByRole('dialog', { name: 'How was your visit?' });
}

describe('the feedback form', () => {
  it('keeps Submit disabled until a mood is chosen, then sends the rating, comment and page', async () => {
    const { createFeedbackEvent } = renderFeedback();
    const dialog = await openFromFooter();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveAttribute(
      'placeholder',
      'Any Feedback - we are all ears! (optional)',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Satisfied' }));
    expect(within(dialog).getByRole('button', { name: 'Satisfied' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Comment' }),
      'Quick checkout',
    );
    await userEvent.click(submit);

    expect(await within(dialog).findByText(/Thank you for your feedback!/)).toBeInTheDocument();
    expect(createFeedbackEvent).toHaveBeenCalledTimes(1);
    expect(createFeedbackEvent.mock.calls[0]?.[0]).toMatchObject({
      eventType: 'feedback_event',
      category: 'user',
      name: 'feedback',
      rating: 1,
      comment: 'Quick checkout',
      source: '/lotto-results',
      clientInformation: { name: 'Web', build: 'internal' },
    });
    expect(createFeedbackEvent.mock.calls[0]?.[0]).not.toHaveProperty('email');
  });

  it('maps Not satisfied to -1 and Neutral to 0, and takes a visitor’s email', async () => {
    const { createFeedbackEvent } = renderFeedback();
    let dialog = await openFromFooter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not satisfied' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email (optional)' }),
      'sam@example.test',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText(/Thank you/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    dialog = await openFromFooter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neutral' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText(/Thank you/);

    expect(createFeedbackEvent.mock.calls.map(([event]) => event.rating)).toEqual([-1, 0]);
    expect(createFeedbackEvent.mock.calls[0]?.[0].email).toBe('sam@example.test');
  });

  it('refuses an email that is not one, with the form message', async () => {
    const { createFeedbackEvent } = renderFeedback();
    const dialog = await openFromFooter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satisfied' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email (optional)' }), 'sam@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(createFeedbackEvent).not.toHaveBeenCalled();
  });

  it('asks a signed-in customer for no email', async () => {
    renderFeedback({ isSignedIn: true });
    const dialog = await openFromFooter();
    expect(within(dialog).queryByRole('textbox', { name: 'Email (optional)' })).toBeNull();
  });

  it('says when sending failed and lets the customer try again', async () => {
    renderFeedback({ createFeedbackEvent: () => Promise.reject(new Error('offline')) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dialog = await openFromFooter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neutral' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('starts afresh after closing: no mood chosen, no event state', async () => {
    const { store } = renderFeedback();
    let dialog = await openFromFooter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satisfied' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().feedback.eventCreationStatus).toBe('none');

    dialog = await openFromFooter();
    expect(within(dialog).getByRole('button', { name: 'Satisfied' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('the feedback banner and footer block', () => {
  it('are missing without the feedback capability', async () => {
    renderFeedback({ capabilities: ['blog'] });
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Share your feedback' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give feedback' })).toBeNull();
  });

  it('the banner opens the form, and once dismissed stays away for the tab', async () => {
    const first = renderFeedback();
    const banner = await screen.findByRole('complementary', { name: 'Feedback' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Give feedback' }));
    expect(await screen.findByRole('dialog', { name: 'How was your visit?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Feedback' })).toBeNull();
    first.unmount();

    renderFeedback();
    expect(await screen.findByRole('button', { name: 'Share your feedback' })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Feedback' })).toBeNull();
  });

  it('the banner goes once feedback is given', async () => {
    renderFeedback();
    const dialog = await openFromFooter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Satisfied' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText(/Thank you/);
    expect(screen.queryByRole('complementary', { name: 'Feedback' })).toBeNull();
  });
});

describe('feedbackBannerStateOf', () => {
  it.each([
    [true, 'loading', false, 'pending'],
    [true, 'idle', false, 'pending'],
    [true, 'loaded', false, 'shown'],
    [true, 'failed', false, 'shown'],
    [false, 'loaded', false, 'hidden'],
    [true, 'loaded', true, 'hidden'],
  ] as const)(
    'feedback %s, texts %s, dismissed %s: %s',
    (hasFeedback, status, isDismissed, state) => {
      expect(feedbackBannerStateOf(hasFeedback, status, isDismissed)).toBe(state);
    },
  );
});
