import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { anonymousCartToken, useTranslation } from 'remote-kit';
import { fetchAnonymousCart, fetchCustomerCart } from 'shared-kernel/contract/cart';

/** What the footer needs of a cart: the product type of each item. */
export interface FooterCart {
  cartItems: ReadonlyArray<{ productType: string }>;
}

/** Reads the cart of the page: the customer's when signed in, else the visitor's anonymous one. */
export type FooterCartReader = (isAuthenticated: boolean) => Promise<FooterCart | null>;

export const readFooterCart: FooterCartReader = (isAuthenticated) => {
  if (isAuthenticated) return fetchCustomerCart();
  const token = anonymousCartToken.read();
  return token ? fetchAnonymousCart(token) : Promise.resolve(null);
};

/**
 * Whether the cart holds a lottery ticket: false for an empty cart without asking, else read
 * once per change of the count; null while unknown (the banner stays away rather than flicker).
 */
export function useHasLotteryTicket(
  cartItemCount: number,
  isAuthenticated: boolean,
  isWanted: boolean,
  readCart: FooterCartReader,
): boolean | null {
  const [answer, setAnswer] = useState<{ count: number; hasTicket: boolean } | null>(null);
  const mustRead = isWanted && cartItemCount > 0;
  useEffect(() => {
    if (!mustRead) return undefined;
    let isCurrent = true;
    readCart(isAuthenticated).then(
      (cart) => {
        if (!isCurrent) return;
        const items = cart?.cartItems ?? [];
        setAnswer({
          count: cartItemCount,
          hasTicket: items.some((item) => item.productType === 'lottery_ticket'),
        });
      },
      // Unknown: the banner is left out.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [cartItemCount, isAuthenticated, mustRead, readCart]);
  if (!isWanted) return null;
  if (cartItemCount === 0) return false;
  return answer?.count === cartItemCount ? answer.hasTicket : null;
}

/** product.md §2 Footer: an invitation to lottery tickets while the cart has none. */
export function LotteryTicketsBanner({ text }: { text: string }) {
  const { t } = useTranslation(layoutTexts);
  return (
    <aside className="site-footer__banner" aria-label={t('footer.lottery_tickets_label')}>
      <p>{text}</p>
      <Link to="/lotto-tickets" className="site-footer__banner-link">
        {t('footer.buy_lottery_tickets')}
      </Link>
    </aside>
  );
}
