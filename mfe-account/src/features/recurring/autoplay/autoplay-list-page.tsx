import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { pageNumberOf, useTranslation } from 'remote-kit';
import { type Autoplay } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { selectAutoplayList } from '../recurring-slice';
import { RecurringListPage } from '../shared/paged-list';
import { FactList } from '../shared/recurring-parts';
import { autoplayFacts, autoplayListPathOf, autoplayPathOf } from './autoplay-parts';
import { autoplayListRequested } from './autoplay-slice';

function AutoplayCard({ autoplay, page }: { autoplay: Autoplay; page: number }) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  return (
    <li>
      <article aria-labelledby={headingId} className="recurring-card">
        <h2 id={headingId}>{autoplay.productOfferName}</h2>
        <p>{autoplay.description}</p>
        <FactList facts={autoplayFacts(t, autoplay)} />
        <Link to={autoplayPathOf(page, autoplay.autoplayId)} className="recurring-card__link">
          {t('account_play.manage')}
          <span className="visually-hidden">
            {' '}
            {t('account_play.autoplay_of', { name: autoplay.productOfferName })}
          </span>
        </Link>
      </article>
    </li>
  );
}

/** /my-account/autoplay/{page}: the customer's autoplays, 10 a page, cancelled ones last. */
export function AutoplayListPage() {
  const { t } = useTranslation(accountPlayTexts);
  const page = pageNumberOf(useParams().page);
  const list = useSelector(selectAutoplayList);
  return (
    <RecurringListPage
      title={t('account_play.autoplay_title')}
      intro={t('account_play.autoplay_intro')}
      requested={autoplayListRequested}
      page={page}
      list={list}
      what={t('account_play.autoplay_loading')}
      isEmpty={list.autoplays.length === 0}
      empty={
        <div>
          <p>{t('account_play.autoplay_none')}</p>
          <Link to="/">{t('account_play.choose_lottery')}</Link>
        </div>
      }
      label={t('account_play.autoplay_list')}
      pagesLabel={t('account_play.autoplay_pages')}
      pathOf={autoplayListPathOf}
    >
      {list.autoplays.map((autoplay) => (
        <AutoplayCard key={autoplay.autoplayId} autoplay={autoplay} page={page} />
      ))}
    </RecurringListPage>
  );
}
