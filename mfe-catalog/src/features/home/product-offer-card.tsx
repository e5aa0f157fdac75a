import { useId } from 'react';
import { useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { Link } from 'react-router-dom';
import {
  drawDayLabel,
  formatDrawDay,
  formatJackpot,
  jackpotUnknownText,
} from 'shared-kernel/contract/format';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { type UpcomingDraw } from 'shared-kernel/contract/draws';
import { nextDrawOf } from './home-selectors';

/** 'Tonight, Saturday 28 November', or the date alone when no label fits. */
function drawDateText(stop: string, now: Date): string {
  const date = formatDrawDay(stop);
  const label = drawDayLabel(stop, now);
  return label ? `${label.charAt(0).toUpperCase()}${label.slice(1)}, ${date}` : date;
}

function jackpotText(draw: UpcomingDraw | null): string {
  if (!draw) return jackpotUnknownText;
  return formatJackpot(draw.prizePool, {
    prizePoolSuffix: draw.prizePoolSuffix,
    isPrizePoolUnknown: draw.isPrizePoolUnknown,
  });
}

export function ProductOfferCard({ productOffer, now }: { productOffer: ProductOffer; now: Date }) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const playPath = `/${productOffer.url.replace(/^\/+/, '')}`;
  const draw = nextDrawOf(productOffer, now);
  return (
    <article className="offer-card" aria-labelledby={headingId}>
      <h3 className="offer-card__name" id={headingId}>
        <Link to={playPath}>{productOffer.name}</Link>
      </h3>
      <dl className="offer-card__facts">
        <div>
          <dt>{t('catalog.offer_next_draw')}</dt>
          <dd>
            {draw ? (
              <time dateTime={draw.stop}>{drawDateText(draw.stop, now)}</time>
            ) : (
              t('catalog.offer_draw_to_be_announced')
            )}
          </dd>
        </div>
        <div>
          <dt>
            {productOffer.type === 'raffle_ticket'
              ? t('catalog.offer_prize')
              : t('catalog.offer_jackpot')}
          </dt>
          <dd className="offer-card__jackpot">{jackpotText(draw)}</dd>
        </div>
      </dl>
      <Link className="offer-card__play" to={playPath} aria-describedby={headingId}>
        {t('catalog.offer_play_now')}
      </Link>
    </article>
  );
}
