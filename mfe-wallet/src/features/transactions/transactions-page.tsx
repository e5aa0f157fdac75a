import { walletTexts } from 'shared-kernel/contract/texts';
import { Form, Formik } from 'formik';
import { useEffect, useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  FormAlert,
  LoadState,
  Pagination,
  pageCountOf,
  pageNumberOf,
  SelectField,
  TextField,
  useTranslation,
} from 'remote-kit';
import { errorMessageFallback } from 'shared-kernel';
import { transactionPageSize, transactionTypes } from 'shared-kernel/contract/transactions';
import {
  filterOf,
  filterOfValues,
  hasFilter,
  transactionsPathOf,
  transactionTypeLabels,
  validateFilter,
  valuesOf,
} from './transaction-filter';
import { TransactionTable } from './transaction-table';
import stylesheet from './transactions-page.css';
import {
  selectTransactions,
  transactionDownloadRequested,
  transactionPageRequested,
} from './transactions-slice';

const typeOptions = transactionTypes.map((type) => ({
  value: type,
  label: transactionTypeLabels[type],
}));

/** /my-account/transactions/{page}: every money movement, filtered by kind and day, as CSV too. */
export function TransactionsPage() {
  const headingId = useId();
  const { t } = useTranslation(walletTexts);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const page = pageNumberOf(useParams().page);
  const [search] = useSearchParams();
  const searchText = search.toString();
  const filter = useMemo(() => filterOf(new URLSearchParams(searchText)), [searchText]);
  const state = useSelector(selectTransactions);
  const load = () => {
    dispatch(transactionPageRequested(page, filter));
  };
  useEffect(load, [dispatch, page, filter]);
  const isCurrent = state.page === page && JSON.stringify(state.filter) === JSON.stringify(filter);

  return (
    <section aria-labelledby={headingId} className="wallet-page transactions-page">
      <style href="mfe-wallet/transactions" precedence="default">
        {stylesheet}
      </style>
      <h1 id={headingId}>{t('wallet.transactions_heading')}</h1>
      <Formik
        initialValues={valuesOf(filter)}
        enableReinitialize
        validate={validateFilter}
        onSubmit={(values) => {
          void navigate(transactionsPathOf(1, filterOfValues(values)));
        }}
      >
        <Form aria-label={t('wallet.filter_label')} className="transactions-filter">
          <SelectField
            name="type"
            label={t('wallet.filter_kind')}
            options={typeOptions}
            blankLabel={t('wallet.filter_all_kinds')}
          />
          <TextField name="from" label={t('wallet.filter_from')} type="date" />
          <TextField name="to" label={t('wallet.filter_to')} type="date" />
          <div className="transactions-filter__actions">
            <button type="submit" className="button">
              {t('wallet.filter_apply')}
            </button>
            {hasFilter(filter) ? (
              <Link to={transactionsPathOf(1, {})}>{t('wallet.filter_clear')}</Link>
            ) : null}
          </div>
        </Form>
      </Formik>
      <p className="transactions-download">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch(transactionDownloadRequested())}
          disabled={state.download === 'preparing'}
        >
          {state.download === 'preparing'
            ? t('wallet.download_preparing')
            : t('wallet.download_csv')}
        </button>
      </p>
      <FormAlert message={state.download === 'failed' ? errorMessageFallback : null} />
      {!isCurrent || state.status !== 'loaded' ? (
        <LoadState
          status={isCurrent ? state.status : 'loading'}
          failureStatus={state.failureStatus}
          retry={load}
          what={t('wallet.transactions_loading')}
        />
      ) : state.lines.length === 0 ? (
        <p>
          {hasFilter(filter)
            ? t('wallet.transactions_none_matching')
            : t('wallet.transactions_none')}
        </p>
      ) : (
        <>
          <TransactionTable
            lines={state.lines}
            caption={t('wallet.transactions_caption', {
              page,
              pageCount: pageCountOf(state.total, transactionPageSize),
            })}
          />
          <Pagination
            page={page}
            pageCount={pageCountOf(state.total, transactionPageSize)}
            pathOf={(number) => transactionsPathOf(number, filter)}
            label={t('wallet.transactions_pages')}
          />
        </>
      )}
    </section>
  );
}
