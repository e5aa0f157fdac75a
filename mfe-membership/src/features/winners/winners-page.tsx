import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';
import { giveawayNameOf, giveawayPathOf, programmePath } from '../../shared/giveaway-text';
import { selectWinners, winnersPageOpened } from './winners-slice';
import { MembershipStyles } from '../../shared/membership-styles';

const pathOf = (page: number) =>
  page <= 1 ? '/daily-winners/winners' : `/daily-winners/winners?page=${page}`;

/** /daily-winners/winners: every winner of the programme, newest first, 9 a page. */
export function WinnersPage() {
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const [search] = useSearchParams();
  const page = pageNumberOf(search.get('page'));
  const winners = useSelector(selectWinners);
  const load = () => {
    dispatch(winnersPageOpened(page));
  };
  useEffect(load, [dispatch, page]);
  const isCurrent = winners.page === page;
  return (
    <section aria-labelledby={headingId} className="winners-page">
      <MembershipStyles />
      <h1 id={headingId}>{t('membership.past_winners_heading')}</h1>
      {!isCurrent || winners.status === 'loading' ? (
        <LoadState
          status="loading"
          failureStatus={null}
          retry={load}
          what={t('membership.winners_loading')}
        />
      ) : winners.status === 'unavailable' ? (
        <p>{t('membership.unavailable')}</p>
      ) : winners.status === 'failed' ? (
        <div role="alert" className="load-state">
          <p>{winners.error}</p>
          <button type="button" className="button button--secondary" onClick={load}>
            {t('membership.try_again')}
          </button>
        </div>
      ) : winners.winners.length === 0 ? (
        <p>{t('membership.no_winners')}</p>
      ) : (
        <>
          <ol className="winner-list" aria-label={t('membership.winners_list')}>
            {winners.winners.map((winner, index) => (
              <li key={`${winner.giveawayType}-${winner.number}-${index}`}>
                <strong>{winner.name}</strong>, {winner.location}, {t('membership.winner_won')}{' '}
                <strong>{winner.prizeName}</strong> {t('membership.winner_in')}{' '}
                <Link to={giveawayPathOf({ type: winner.giveawayType, number: winner.number })}>
                  {giveawayNameOf(winner)}
                </Link>
                {t('membership.winner_drawn', { date: formatCalendarDate(winner.drawnAt) })}
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={pageCountOf(winners.total, giveawayPageSize)}
            pathOf={pathOf}
            label={t('membership.past_winners_pages')}
          />
        </>
      )}
      <p>
        <Link to={programmePath}>{t('membership.back_to_daily_winners')}</Link>
      </p>
    </section>
  );
}
