import { supportMessageLengthMax } from 'shared-kernel/contract/support';
import { escapeHtml } from '../../http/html';
import { noticeHtml, time, type Notice } from '../operators/page-parts';
import { operatorPage } from '../operators/pages';
import { type InboxEntry } from './repository';
import { type InboxConversation } from './shop-support-inbox';

export const inboxNotices: Record<string, Notice> = {
  replied: { kind: 'status', text: 'Reply sent: the customer sees it in their chat.' },
  closed: { kind: 'status', text: 'Conversation closed.' },
  unchanged: { kind: 'alert', text: 'Nothing changed: that conversation is already closed.' },
};

/** /ops/support-inbox: open conversations, the longest waiting first. */
export function inboxPage(
  entries: InboxEntry[],
  notice: Notice,
  providerName: string | null,
): string {
  const provider =
    providerName === null
      ? ''
      : `<p role="status">Customer chats are answered in ${escapeHtml(providerName)}; this inbox only lists conversations started before it was configured.</p>`;
  const rows = entries
    .map((entry) => {
      const waiting = entry.lastAuthor === 'customer' ? 'Waiting for support' : 'Answered';
      const id = escapeHtml(entry.conversation.id);
      return `<tr><td><a href="/ops/support-inbox/${id}">${escapeHtml(entry.customerName || entry.customerEmail)}</a><br>${escapeHtml(entry.customerEmail)}</td>
<td>${time(entry.conversation.createdAt)}</td><td>${time(entry.conversation.lastMessageAt)}</td>
<td>${entry.messageCount}</td><td>${waiting}</td></tr>`;
    })
    .join('\n');
  const table =
    entries.length === 0
      ? '<p>No open conversations.</p>'
      : `<table><caption>Open conversations</caption><thead><tr><th scope="col">Customer</th><th scope="col">Started</th><th scope="col">Last message</th><th scope="col">Messages</th><th scope="col">State</th></tr></thead>
<tbody>${rows}</tbody></table>`;
  return operatorPage(
    'Support inbox',
    `<p><a href="/ops">Operator apps</a></p><h1>Support inbox</h1>${provider}${noticeHtml(notice)}${table}`,
  );
}

/** One conversation: its messages, a reply form and a close button while it is open. */
export function conversationPage(
  view: InboxConversation,
  notice: Notice,
  error: string | null = null,
): string {
  const { conversation, customer, messages } = view;
  const id = escapeHtml(conversation.id);
  const who = customer ? `${customer.name} (${customer.email})` : 'A former customer';
  const items = messages
    .map(
      (message) =>
        `<li><p><strong>${message.author === 'customer' ? 'Customer' : 'Support'}</strong> · ${time(message.createdAt)}</p><p style="white-space:pre-wrap">${escapeHtml(message.body)}</p></li>`,
    )
    .join('\n');
  const errorHtml = error ? `<p role="alert" id="reply-error">${escapeHtml(error)}</p>` : '';
  const actions =
    conversation.status === 'open'
      ? `<form method="post" action="/ops/support-inbox/${id}/reply">${errorHtml}
<label for="reply">Reply</label>
<textarea id="reply" name="body" rows="4" maxlength="${supportMessageLengthMax}" required style="display:block;width:100%;box-sizing:border-box"${error ? ' aria-invalid="true" aria-describedby="reply-error"' : ''}></textarea>
<button type="submit">Send reply</button></form>
<form method="post" action="/ops/support-inbox/${id}/close"><button type="submit">Close conversation</button></form>`
      : `<p>Closed ${time(conversation.closedAt)}.</p>`;
  return operatorPage(
    'Support conversation',
    `<p><a href="/ops/support-inbox">Support inbox</a></p>
<h1>Conversation with ${escapeHtml(who)}</h1>${noticeHtml(notice)}
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol aria-label="Messages">${items}</ol>`}
${actions}`,
  );
}

export function conversationNotFoundPage(): string {
  return operatorPage(
    'Conversation not found',
    '<p><a href="/ops/support-inbox">Support inbox</a></p><h1>Conversation not found</h1>',
  );
}
