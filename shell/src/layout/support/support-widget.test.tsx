import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SupportConversation } from 'shared-kernel/contract/support';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeShellApi, siteConfigFixture } from '../../testing/shell-fixtures';
import { sessionStarted } from '../../session/session-slice';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import { loadChatPanel, SupportWidget } from './support-widget';
import { type SupportChatCalls } from './use-support-chat';

// The chat panel loads on first use; here it is ready before the first test.
beforeAll(() => loadChatPanel());

/** A support inbox in memory: what the customer sent, and what support answers. */
function inboxCalls() {
  const conversation: SupportConversation = {
    id: 'c-1',
    status: 'open',
    createdAt: '2026-03-01T10:00:00.000Z',
    messages: [],
  };
  let isOpen = false;
  const nextId = () => String(conversation.messages.length + 1);
  const calls: SupportChatCalls = {
    fetch: (after) =>
      Promise.resolve(
        isOpen
          ? {
              ...conversation,
              messages: conversation.messages.filter(
                (message) => after === null || Number(message.id) > Number(after),
              ),
            }
          : null,
      ),
    send: (body) => {
      isOpen = true;
      conversation.messages.push({
        id: nextId(),
        author: 'customer',
        body,
        createdAt: '2026-03-01T10:01:00.000Z',
      });
      return Promise.resolve({ ...conversation, messages: [...conversation.messages] });
    },
    close: () => {
      isOpen = false;
      return Promise.resolve();
    },
  };
  const answer = (body: string) =>
    conversation.messages.push({
      id: nextId(),
      author: 'support',
      body,
      createdAt: '2026-03-01T10:02:00.000Z',
    });
  return { calls, answer };
}

async function renderWidget(options: { capabilities: CapabilityName[]; signedIn: boolean }) {
  const inbox = inboxCalls();
  const api = fakeShellApi({
    fetchConfig: () =>
      Promise.resolve(
        siteConfigFixture({
          supportNumber: '1300 568 268',
          supportOpeningHours: 'Monday to Friday, 9am to 5pm AEST',
          supportEmail: 'support@lottoshop.example',
        }),
      ),
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture(options.capabilities)),
  });
  const rendered = renderShell(<SupportWidget calls={inbox.calls} />, { api });
  act(() => {
    rendered.store.dispatch(siteDataLoadRequested());
    if (options.signedIn) rendered.store.dispatch(sessionStarted());
  });
  await screen.findByRole('link', { name: '1300 568 268' });
  return { ...rendered, inbox };
}

describe('the support widget', () => {
  it('shows the support number, opening hours and email from the site configuration', async () => {
    await renderWidget({ capabilities: [], signedIn: false });
    const widget = screen.getByRole('region', { name: 'Need help?' });
    expect(within(widget).getByRole('link', { name: '1300 568 268' })).toHaveAttribute(
      'href',
      'tel:1300568268',
    );
    expect(widget).toHaveTextContent('Monday to Friday, 9am to 5pm AEST');
    expect(within(widget).getByRole('link', { name: 'support@lottoshop.example' })).toHaveAttribute(
      'href',
      'mailto:support@lottoshop.example',
    );
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('offers no chat to a visitor, even with customer_chat', async () => {
    await renderWidget({ capabilities: ['customer_chat'], signedIn: false });
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('lets a signed-in customer chat with support and see the answer arrive', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { inbox } = await renderWidget({ capabilities: ['customer_chat'], signedIn: true });
      await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
      const chat = screen.getByRole('region', { name: 'Chat with us' });
      await within(chat).findByText('Send us a message and our support team will answer here.');

      await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
      expect(within(chat).getByRole('alert')).toHaveTextContent('This field is required');

      await userEvent.type(within(chat).getByRole('textbox', { name: 'Your message' }), 'Hello');
      await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
      const messages = within(chat).getByRole('list', { name: 'Messages' });
      await within(messages).findByText('Hello');
      expect(within(chat).getByRole('textbox', { name: 'Your message' })).toHaveValue('');

      inbox.answer('Hi, how can we help?');
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      await within(messages).findByText('Hi, how can we help?');

      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus(),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
