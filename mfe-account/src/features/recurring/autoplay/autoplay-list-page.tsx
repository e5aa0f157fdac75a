import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { pageNumberOf } from 'remote-kit';
import { type Autoplay } from 'shared-kernel/contract/recurring';
import { selectAutoplayList } from '../recurring-slice';
import { RecurringListPage } from '../shared/paged-list';
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
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectAutoplayList);
  return (
    <RecurringListPage
      title="Autoplay"
      intro="Autoplay buys the same ticket for every draw until you pause or cancel it."
      requested={autoplayListRequested}
      page={page}
      list={list}
      what="your autoplay"
      isEmpty={list.autoplays.length === 0}
      empty={
        <div>
          <p>You have no autoplay yet. Choose Autoplay when you buy a ticket.</p>
          <Link to="/">Choose a lottery to play</Link>
        </div>
      }
      label="Your autoplays"
      pagesLabel="Pages of autoplay"
      pathOf={autoplayListPathOf}
    >
      {list.autoplays.map((autoplay) => (
        <AutoplayCard key={autoplay.autoplayId} autoplay={autoplay} page={page} />
      ))}
    </RecurringListPage>
  );
}
