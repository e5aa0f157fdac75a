import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { giveawayNameOf, giveawayPathOf, programmePath } from '../../shared/giveaway-text';
import { selectWinners, winnersPageOpened } from './winners-slice';
import { MembershipStyles } from '../../shared/membership-styles';

const pathOf = (page: number) =>
  page <= 1 ? '/daily-winners/winners' : `/daily-winners/winners?page=${page}`;

/** /daily-winners/winners: every winner of the programme, newest first, 9 a page. */
export function WinnersPage() {
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
      <h1 id={headingId}>Past winners</h1>
      {!isCurrent || winners.status === 'loading' ? (
        <LoadState status="loading" failureStatus={null} retry={load} what="the winners" />
      ) : winners.status === 'unavailable' ? (
        <p>Daily Winners is not available for your account.</p>
      ) : winners.status === 'failed' ? (
        <div role="alert" className="load-state">
          <p>{winners.error}</p>
          <button type="button" className="button button--secondary" onClick={load}>
            Try again
          </button>
        </div>
      ) : winners.winners.length === 0 ? (
        <p>No giveaway has been drawn yet.</p>
      ) : (
        <>
          <ol className="winner-list" aria-label="Winners">
            {winners.winners.map((winner, index) => (
              <li key={`${winner.giveawayType}-${winner.number}-${index}`}>
                <strong>{winner.name}</strong>, {winner.location}, won{' '}
                <strong>{winner.prizeName}</strong> in{' '}
                <Link to={giveawayPathOf({ type: winner.giveawayType, number: winner.number })}>
                  {giveawayNameOf(winner)}
                </Link>
                , drawn {formatCalendarDate(winner.drawnAt)}
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={pageCountOf(winners.total, giveawayPageSize)}
            pathOf={pathOf}
            label="Pages of past winners"
          />
        </>
      )}
      <p>
        <Link to={programmePath}>Back to Daily Winners</Link>
      </p>
    </section>
  );
}
