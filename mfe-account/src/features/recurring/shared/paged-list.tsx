import { type ReactNode, useEffect, useId } from 'react';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from 'redux';
import { Link } from 'react-router-dom';
import { LoadState, Pagination, pageCountOf, useTranslation } from 'remote-kit';
import { recurringPageSize } from 'shared-kernel/contract/recurring';
import { accountPlayTexts } from 'shared-kernel/contract/texts';
import { RecurringStyles } from '../recurring-styles';
import { type LoadStatus } from './records';

// One page of a list of recurring purchases: asked for when its page opens, shown once loaded,
// with pages to move between.

/** How the page of a list stands, as its selector answers it. */
export interface ListPageLoad {
  page: number;
  status: LoadStatus;
  total: number;
  failureStatus: number | null;
}

/** Asks for the page when it opens; the answer retries the same ask. */
export function usePageLoad(page: number, requested: (page: number) => UnknownAction) {
  const dispatch = useDispatch();
  const load = () => {
    dispatch(requested(page));
  };
  useEffect(load, [dispatch, page, requested]);
  return load;
}

export interface PagedListProps {
  page: number;
  list: ListPageLoad;
  load: () => void;
  /** What is loading, as the load state says it ("your autoplay"). */
  what: string;
  isEmpty: boolean;
  /** Shown in place of an empty list. */
  empty: ReactNode;
  /** The accessible name of the list, and of its pages. */
  label: string;
  pagesLabel: string;
  pathOf: (page: number) => string;
  /** The list items of the page. */
  children: ReactNode;
}

/** The load state until the page asked for is loaded, then its items and the pages. */
export function PagedList(props: PagedListProps) {
  const { page, list } = props;
  const isCurrent = list.page === page;
  if (!isCurrent || list.status !== 'loaded') {
    return (
      <LoadState
        status={isCurrent ? list.status : 'loading'}
        failureStatus={list.failureStatus}
        retry={props.load}
        what={props.what}
      />
    );
  }
  if (props.isEmpty) return <>{props.empty}</>;
  return (
    <>
      <ul className="recurring-list" aria-label={props.label}>
        {props.children}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf(list.total, recurringPageSize)}
        pathOf={props.pathOf}
        label={props.pagesLabel}
      />
    </>
  );
}

export interface RecurringListPageProps extends Omit<PagedListProps, 'load'> {
  title: string;
  /** What the list holds, said before it. */
  intro: string;
  requested: (page: number) => UnknownAction;
}

/** A page of its own for one kind of recurring purchase, linking back to all of them. */
export function RecurringListPage({
  title,
  intro,
  requested,
  ...listProps
}: RecurringListPageProps) {
  const headingId = useId();
  const { t } = useTranslation(accountPlayTexts);
  const load = usePageLoad(listProps.page, requested);
  return (
    <section aria-labelledby={headingId} className="recurring-page">
      <RecurringStyles />
      <h1 id={headingId}>{title}</h1>
      <p>
        {intro}{' '}
        <Link to="/my-account/recurring-purchases/1">
          {t('account_play.all_recurring_purchases')}
        </Link>
      </p>
      <PagedList {...listProps} load={load} />
    </section>
  );
}
