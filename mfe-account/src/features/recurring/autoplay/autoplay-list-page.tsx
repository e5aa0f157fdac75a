import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { type Autoplay, recurringPageSize } from 'shared-kernel/contract/recurring';
import { selectAutoplayList } from '../recurring-slice';
import { RecurringStyles } from '../recurring-styles';
import { FactList } from '../shared/recurring-parts';
import { autoplayFacts, autoplayListPathOf, autoplayPathOf } from './autoplay-parts';
import { autoplayListRequested } from './autoplay-slice';

function AutoplayCard({ autoplay, page }: { autoplay: Autoplay; page: number }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="recurring-card">
        <h2 id={headingId}>{autoplay.productOfferName}</h2>
        <p>{autoplay.description}</p>
        <FactList facts={autoplayFacts(autoplay)} />
        <Link to={autoplayPathOf(page, autoplay.autoplayId)} className="recurring-card__link">
          Manage<span className="visually-hidden"> {autoplay.productOfferName} autoplay</span>
        </Link>
      </article>
    </li>
  );
}

/** /my-account/autoplay/{page}: the customer's autoplays, 10 a page, cancelled ones last. */
export function AutoplayListPage() {
  const headingId = useId();
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectAutoplayList);
  const load = () => {
    dispatch(autoplayListRequested(page));
  };
  useEffect(load, [dispatch, page]);
  const isCurrent = list.page === page;

  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <h1 id={headingId}>Autoplay</h1>
      <p>
        Autoplay buys the same ticket for every draw until you pause or cancel it.{' '}
        <Link to="/my-account/recurring-purchases/1">All recurring purchases</Link>
      </p>
      {!isCurrent || list.status !== 'loaded' ? (
        <LoadState
          status={isCurrent ? list.status : 'loading'}
          failureStatus={list.failureStatus}
          retry={load}
          what="your autoplay"
        />
      ) : list.autoplays.length === 0 ? (
        <div>
          <p>You have no autoplay yet. Choose Autoplay when you buy a ticket.</p>
          <Link to="/">Choose a lottery to play</Link>
        </div>
      ) : (
        <>
          <ul className="recurring-list" aria-label="Your autoplays">
            {list.autoplays.map((autoplay) => (
              <AutoplayCard key={autoplay.autoplayId} autoplay={autoplay} page={page} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(list.total, recurringPageSize)}
            pathOf={autoplayListPathOf}
            label="Pages of autoplay"
          />
        </>
      )}
    </section>
  );
}
