import { type FastifyPluginAsync } from 'fastify';
import { ChatwootSupportChat, chatwootSettingsFrom } from './chatwoot-support-chat';
import { SupportChatRepository } from './repository';
import { supportInboxRoutes } from './inbox-routes';
import { supportChatRoutes } from './routes';
import { ShopSupportInbox } from './shop-support-inbox';
import { type SupportChat } from './support-chat-port';

/**
 * Support chat: Chatwoot when SUPPORT_CHAT_CHATWOOT_URL and SUPPORT_CHAT_CHATWOOT_INBOX are set,
 * else the built-in inbox answered at /ops/support-inbox (which also keeps any conversation
 * started before a provider was configured).
 */
export const supportChatModule: FastifyPluginAsync<{ chat?: SupportChat }> = async (
  app,
  options,
) => {
  const repository = new SupportChatRepository(app.database);
  const now = () => app.config.now();
  const inbox = new ShopSupportInbox(repository, now);
  const settings = chatwootSettingsFrom(process.env);
  const chat =
    options.chat ?? (settings ? new ChatwootSupportChat(settings, repository, now) : inbox);
  if (!chat.answeredInShop) app.log.info(`Support chat is answered in ${chat.name}.`);
  await app.register(supportChatRoutes, { chat });
  await app.register(supportInboxRoutes, {
    inbox,
    providerName: chat.answeredInShop ? null : chat.name,
  });
};
