import { layoutTexts } from 'shared-kernel/contract/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'remote-kit';
import {
  closeSupportConversation,
  fetchSupportConversation,
  sendSupportMessage,
  type SupportConversation,
  type SupportMessage,
} from 'shared-kernel/contract/support';

/** The chat calls the panel makes; default the customer's calls through the page's client. */
export interface SupportChatCalls {
  fetch: (after: string | null) => Promise<SupportConversation | null>;
  send: (body: string) => Promise<SupportConversation>;
  close: () => Promise<void>;
}

export const supportChatCalls: SupportChatCalls = {
  fetch: (after) => fetchSupportConversation({ after }),
  send: (body) => sendSupportMessage(body),
  close: () => closeSupportConversation(),
};

/** How often an open chat panel asks for support's answers. */
export const supportChatPollMs = 5_000;

export type SupportChatStatus = 'loading' | 'ready' | 'failed';

export interface SupportChatState {
  status: SupportChatStatus;
  messages: SupportMessage[];
  isSending: boolean;
  /** Why the last send failed, for the customer to read. */
  sendError: string | null;
}

/** Keeps each message once, oldest first, whatever order answers arrive in. */
function merged(known: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((first, second) => Number(first.id) - Number(second.id));
}

/**
 * The signed-in customer's chat while its panel is open: the open conversation, newer messages
 * every few seconds, sending and ending. A failed poll is tried again at the next tick.
 */
export function useSupportChat(calls: SupportChatCalls) {
  const { t } = useTranslation(layoutTexts);
  const [state, setState] = useState<SupportChatState>({
    status: 'loading',
    messages: [],
    isSending: false,
    sendError: null,
  });
  const lastIdRef = useRef<string | null>(null);
  const messagesRef = useRef<SupportMessage[]>([]);

  const absorb = useCallback((conversation: SupportConversation | null, replace: boolean) => {
    const messages = replace
      ? (conversation?.messages ?? [])
      : merged(messagesRef.current, conversation?.messages ?? []);
    messagesRef.current = messages;
    lastIdRef.current = messages.at(-1)?.id ?? null;
    setState((current) => ({ ...current, status: 'ready', messages }));
  }, []);

  useEffect(() => {
    let isActive = true;
    const poll = async () => {
      try {
        const conversation = await calls.fetch(lastIdRef.current);
        // A conversation support closed comes back as none: the panel starts afresh.
        if (isActive) absorb(conversation, conversation === null);
      } catch {
        if (isActive && messagesRef.current.length === 0) {
          setState((current) => ({ ...current, status: 'failed' }));
        }
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), supportChatPollMs);
    return () => {
      isActive = false;
      clearInterval(timer);
    };
  }, [calls, absorb]);

  const send = useCallback(
    async (body: string): Promise<boolean> => {
      setState((current) => ({ ...current, isSending: true, sendError: null }));
      try {
        absorb(await calls.send(body), false);
        setState((current) => ({ ...current, isSending: false }));
        return true;
      } catch {
        setState((current) => ({
          ...current,
          isSending: false,
          sendError: t('support.send_failed'),
        }));
        return false;
      }
    },
    [calls, absorb, t],
  );

  const end = useCallback(async () => {
    try {
      await calls.close();
    } finally {
      absorb(null, true);
    }
  }, [calls, absorb]);

  return { ...state, send, end };
}
