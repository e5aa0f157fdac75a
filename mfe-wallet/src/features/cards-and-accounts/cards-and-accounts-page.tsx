import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Dialog, LoadState } from 'remote-kit';
import { type FundView } from 'shared-kernel/contract/payments';
import {
  bankAccountSubmitted,
  cardSubmitted,
  deleteConfirmed,
  defaultRequested,
  formClosed,
  formOpened,
  type FundForm,
  pageRequested,
  payPalAccountSubmitted,
  selectCardsAndAccounts,
} from './cards-and-accounts-slice';
import stylesheet from './cards-and-accounts-page.css';
import { AddBankAccountForm, AddCardForm, AddPayPalForm } from './fund-forms';
import { FundList, fundNameOf } from './fund-list';

const pageStyle = (
  <style href="mfe-wallet/cards-and-accounts" precedence="default">
    {stylesheet}
  </style>
);

const formTitles: Readonly<Record<FundForm, string>> = {
  card: 'Add a card',
  bank: 'Add a bank account',
  paypal: 'Link a PayPal account',
};

/**
 * /my-account/cards-and-accounts: saved cards, bank accounts with their verification status and
 * PayPal accounts; add each kind, choose the default of each kind, delete with a confirmation.
 */
export function CardsAndAccountsPage() {
  const dispatch = useDispatch();
  const state = useSelector(selectCardsAndAccounts);
  const [toDelete, setToDelete] = useState<FundView | null>(null);

  useEffect(() => {
    dispatch(pageRequested());
  }, [dispatch]);

  if (state.status !== 'loaded') {
    return (
      <div className="wallet-page cards-and-accounts">
        {pageStyle}
        <h1>Cards and accounts</h1>
        <LoadState
          status={state.status}
          failureStatus={state.failureStatus}
          retry={() => dispatch(pageRequested())}
          what="your cards and accounts"
        />
      </div>
    );
  }
  if (!state.isManageable) {
    return (
      <div className="wallet-page cards-and-accounts">
        {pageStyle}
        <h1>Cards and accounts</h1>
        <p>Managing cards and accounts is not available on this site.</p>
      </div>
    );
  }

  const ofType = (type: FundView['type']) => state.funds.filter((fund) => fund.type === type);
  const listProps = {
    methods: state.cardMethods,
    busyFundId: state.busyFundId,
    onMakeDefault: (fund: FundView) => dispatch(defaultRequested(fund.id)),
    onDelete: setToDelete,
  };
  const close = () => dispatch(formClosed());
  const submission = state.submission;

  return (
    <div className="wallet-page cards-and-accounts">
      {pageStyle}
      <h1>Cards and accounts</h1>
      <p role="status">{state.notice}</p>
      <FundList
        title="Cards"
        emptyText="You have no saved cards."
        funds={ofType('cc')}
        {...listProps}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(formOpened('card'))}
      >
        Add a card
      </button>
      <FundList
        title="Bank accounts"
        emptyText="You have no bank accounts. Add one to withdraw your winnings."
        funds={ofType('bank')}
        {...listProps}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(formOpened('bank'))}
      >
        Add a bank account
      </button>
      <FundList
        title="PayPal accounts"
        emptyText="You have no PayPal accounts."
        funds={ofType('paypal')}
        {...listProps}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(formOpened('paypal'))}
      >
        Link a PayPal account
      </button>

      {state.openForm ? (
        <Dialog
          title={formTitles[state.openForm]}
          onClose={close}
          closeLabel="Close"
          focusFirstField
        >
          {state.openForm === 'card' ? (
            <AddCardForm
              submission={submission}
              onSubmit={(card) => dispatch(cardSubmitted(card))}
              onCancel={close}
            />
          ) : null}
          {state.openForm === 'bank' ? (
            <AddBankAccountForm
              submission={submission}
              onSubmit={(account) => dispatch(bankAccountSubmitted(account))}
              onCancel={close}
            />
          ) : null}
          {state.openForm === 'paypal' ? (
            <AddPayPalForm
              submission={submission}
              onSubmit={(email) => dispatch(payPalAccountSubmitted(email))}
              onCancel={close}
            />
          ) : null}
        </Dialog>
      ) : null}

      {toDelete ? (
        <Dialog title={`Delete ${fundNameOf(toDelete)}?`} onClose={() => setToDelete(null)}>
          <p>You can add it again later.</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                dispatch(deleteConfirmed(toDelete.id));
                setToDelete(null);
              }}
            >
              Delete
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setToDelete(null)}
            >
              Keep it
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
