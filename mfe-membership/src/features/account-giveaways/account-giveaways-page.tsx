import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { GiveawayArticle } from '../../shared/giveaway-article';
import { programmePath } from '../../shared/giveaway-text';
import { selectUnlocks, unlockRequested } from '../../shared/unlock-feature';
import {
  accountGiveawaysPageOpened,
  selectAccountGiveaways,
  type GiveawayList,
} from './account-giveaways-slice';
import { MembershipStyles } from '../../shared/membership-styles';

const headings: Record<GiveawayList, string> = {
  current: 'Current giveaways',
  closed: 'Closed giveaways',
};

export const accountGiveawaysPathOf = (list: GiveawayList, page: number) =>
  `/my-account/${list}-giveaways/${page}`;

/** /my-account/current-giveaways/{page} and /my-account/closed-giveaways/{page}: 9 a page. */
export function AccountGiveawaysPage({ list }: { list: GiveawayList }) {
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
      <h1 id={headingId}>{headings[list]}</h1>
      <p>
        <Link to={accountGiveawaysPathOf(other, 1)}>See {headings[other].toLowerCase()}</Link>
      </p>
      {!isCurrent || giveaways.status === 'loading' || giveaways.status === 'failed' ? (
        <LoadState
          status={isCurrent && giveaways.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={giveaways.failureStatus}
          retry={load}
          what="your giveaways"
        />
      ) : giveaways.status === 'unavailable' ? (
        <p>Giveaways are not available for your account.</p>
      ) : giveaways.draws.length === 0 ? (
        <p>
          You have no {headings[list].toLowerCase()}.{' '}
          <Link to={programmePath}>See Daily Winners</Link>
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
            label={`Pages of ${headings[list].toLowerCase()}`}
          />
        </>
      )}
    </section>
  );
}
