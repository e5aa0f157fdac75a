import { act, render, screen } from '@testing-library/react';
import {
  defaultShopLocale,
  formatCurrency,
  setActiveLocale,
  setActiveTranslations,
} from 'shared-kernel/contract/format';
import { layoutTexts } from 'shared-kernel/contract/texts';
import { useTranslation } from './use-translation';

function CartLink({ total }: { total: number }) {
  const { t } = useTranslation(layoutTexts);
  return (
    <a href="/cart">
      {t('nav.cart')} {formatCurrency(total, 'AUD')}
    </a>
  );
}

describe('useTranslation', () => {
  afterEach(() => {
    act(() => {
      setActiveLocale(defaultShopLocale);
      setActiveTranslations([]);
    });
  });

  it('shows the en-AU text until texts load, then the loaded one', () => {
    render(<CartLink total={12} />);
    expect(screen.getByRole('link')).toHaveTextContent('Cart $12.00');

    act(() => setActiveTranslations([{ id: 'nav.cart', type: 'plain', value: 'Basket' }]));

    expect(screen.getByRole('link')).toHaveTextContent('Basket $12.00');
  });

  it('renders amounts again with the new label when the region changes', () => {
    render(<CartLink total={12} />);

    act(() => setActiveLocale({ locale: 'en-GB', currency: 'GBP' }));

    expect(screen.getByRole('link')).toHaveTextContent('Cart £12.00');
  });
});
