import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';
import { GiveawayArticle } from '../../shared/giveaway-article';
import { programmePath } from '../../shared/giveaway-text';
import { selectUnlocks, unlockRequested } from '../../shared/unlock-feature';
import {
  accountGiveawaysPageOpened,
  selectAccountGiveaways,
  type GiveawayList,
} from './account-giveaways-slice';
import { MembershipStyles } from '../../shared/membership-styles';

export const accountGiveawaysPathOf = (list: GiveawayList, page: number) =>
  `/my-account/${list}-giveaways/${page}`;

/** /my-account/current-giveaways/{page} and /my-account/closed-giveaways/{page}: 9 a page. */
export function AccountGiveawaysPage({ list }: { list: GiveawayList }) {
  const { t } = useTranslation(membershipTexts);
  const texts: Record<GiveawayList, { heading: string; see: string; none: string; pages: string }> =
    {
      current: {
        heading: t('membership.current_giveaways_heading'),
        see: t('membership.see_current_giveaways'),
        none: t('membership.no_current_giveaways'),
        pages: t('membership.current_giveaways_pages'),
      },
      closed: {
        heading: t('membership.closed_giveaways_heading'),
        see: t('membership.see_closed_giveaways'),
        none: t('membership.no_closed_giveaways'),
        pages: t('membership.closed_giveaways_pages'),
      },
    };
  const headingId = useId();
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const giveaways = useSelector(selectAccountGiveaways);
  const unlocks = useSelector(selectUnlocks);
  const load = () => {
    dispatch(accountGiveawaysPageOpened(list, page));
  };
  useEffect(load, [dispatch, list, page]);
  const isCurrent = giveaways.list === list && giveaways.page === page;
  const other: GiveawayList = list === 'current' ? 'closed' : 'current';
  return (
    <section aria-labelledby={headingId} className="account-giveaways">
      <MembershipStyles />
      <h1 id={headingId}>{texts[list].heading}</h1>
      <p>
        <Link to={accountGiveawaysPathOf(other, 1)}>{texts[other].see}</Link>
      </p>
      {!isCurrent || giveaways.status === 'loading' || giveaways.status === 'failed' ? (
        <LoadState
          status={isCurrent && giveaways.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={giveaways.failureStatus}
          retry={load}
          what={t('membership.giveaways_loading')}
        />
      ) : giveaways.status === 'unavailable' ? (
        <p>{t('membership.giveaways_unavailable')}</p>
      ) : giveaways.draws.length === 0 ? (
        <p>
          {texts[list].none} <Link to={programmePath}>{t('membership.see_daily_winners')}</Link>
        </p>
      ) : (
        <>
          <div className="account-giveaways__list">
            {giveaways.draws.map((draw) => (
              <GiveawayArticle
                key={draw.id}
                draw={draw}
                headingLevel={2}
                showEntry
                showResult={list === 'closed'}
                unlock={unlocks[draw.id]}
                onUnlock={(drawId) => dispatch(unlockRequested(drawId))}
              />
            ))}
          </div>
          <Pagination
            page={page}
            pageCount={pageCountOf(giveaways.total, giveawayPageSize)}
            pathOf={(number) => accountGiveawaysPathOf(list, number)}
            label={texts[list].pages}
          />
        </>
      )}
    </section>
  );
}
