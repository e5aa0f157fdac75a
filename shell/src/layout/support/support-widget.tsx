import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { selectIsSignedIn } from '../../session/session-selectors';
import { selectGrantedCapabilities, selectSupportContact } from '../site-data/site-data-selectors';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import { supportChatCalls, type SupportChatCalls } from './use-support-chat';

// The chat loads the first time a customer opens it, not with every page.
const chatPanel = loadedOnFirstUse(() => import('./chat-panel').then((module) => module.ChatPanel));
export const loadChatPanel = chatPanel.load;
const ChatPanel = chatPanel.Part;

/**
 * The support widget (product.md §1): phone number, opening hours and email from the site
 * configuration, and, with customer_chat for a signed-in customer, a chat with support.
 */
export function SupportWidget({ calls = supportChatCalls }: { calls?: SupportChatCalls }) {
  const headingId = useId();
  const { t } = useTranslation(layoutTexts);
  const { supportNumber, supportOpeningHours, supportEmail } = useSelector(selectSupportContact);
  const isSignedIn = useSelector(selectIsSignedIn);
  const capabilities = useSelector(selectGrantedCapabilities);
  // The contact page lists the same details in full; the widget keeps only the chat there.
  const isContactPage = useLocation().pathname.replace(/\/+$/, '') === '/about/contact-us';
  const canChat = capabilities.includes('customer_chat') && isSignedIn;
  const [isChatOpen, setChatOpen] = useState(false);
  const chatButtonRef = useRef<HTMLButtonElement>(null);
  const wasChatOpenRef = useRef(false);
  // Closing the panel puts the keyboard back on the button that opened it.
  useEffect(() => {
    if (wasChatOpenRef.current && !isChatOpen) chatButtonRef.current?.focus();
    wasChatOpenRef.current = isChatOpen;
  }, [isChatOpen]);
  const hasContacts = !isContactPage && Boolean(supportNumber || supportEmail);
  if (!hasContacts && !canChat) return null;
  return (
    <section className="support-widget" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('support.need_help')}</h2>
      {hasContacts ? (
        <ul className="support-widget__contacts">
          {supportNumber ? (
            <li>
              {t('support.call')}{' '}
              <a href={`tel:${supportNumber.replace(/\s+/g, '')}`}>{supportNumber}</a>
              {supportOpeningHours ? <span>, {supportOpeningHours}</span> : null}
            </li>
          ) : null}
          {supportEmail ? (
            <li>
              {t('support.email')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {canChat && !isChatOpen ? (
        <button
          ref={chatButtonRef}
          type="button"
          className="button"
          onClick={() => setChatOpen(true)}
        >
          {t('support.chat_with_us')}
        </button>
      ) : null}
      {canChat && isChatOpen ? (
        <ChatPanel calls={calls} onClose={() => setChatOpen(false)} />
      ) : null}
    </section>
  );
}
