import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Dialog, LoadState, useTranslation } from 'remote-kit';
import { walletTexts } from 'shared-kernel/contract/texts';
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

/**
 * /my-account/cards-and-accounts: saved cards, bank accounts with their verification status and
 * PayPal accounts; add each kind, choose the default of each kind, delete with a confirmation.
 */
export function CardsAndAccountsPage() {
  const { t } = useTranslation(walletTexts);
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
        <h1>{t('wallet.cards_heading')}</h1>
        <LoadState
          status={state.status}
          failureStatus={state.failureStatus}
          retry={() => dispatch(pageRequested())}
          what={t('wallet.cards_loading')}
        />
      </div>
    );
  }
  if (!state.isManageable) {
    return (
      <div className="wallet-page cards-and-accounts">
        {pageStyle}
        <h1>{t('wallet.cards_heading')}</h1>
        <p>{t('wallet.cards_not_available')}</p>
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
  const formTitles: Readonly<Record<FundForm, string>> = {
    card: t('wallet.add_card_heading'),
    bank: t('wallet.add_bank_account_heading'),
    paypal: t('wallet.link_paypal_heading'),
  };
  const submission = state.submission;

  return (
    <div className="wallet-page cards-and-accounts">
      {pageStyle}
      <h1>{t('wallet.cards_heading')}</h1>
      <p role="status">{state.notice}</p>
      <FundList
        title={t('wallet.cards_list_heading')}
        emptyText={t('wallet.cards_none')}
        funds={ofType('cc')}
        {...listProps}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(formOpened('card'))}
      >
        {t('wallet.add_card_heading')}
      </button>
      <FundList
        title={t('wallet.bank_accounts_heading')}
        emptyText={t('wallet.bank_accounts_none')}
        funds={ofType('bank')}
        {...listProps}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(formOpened('bank'))}
      >
        {t('wallet.add_bank_account_heading')}
      </button>
      <FundList
        title={t('wallet.paypal_accounts_heading')}
        emptyText={t('wallet.paypal_accounts_none')}
        funds={ofType('paypal')}
        {...listProps}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(formOpened('paypal'))}
      >
        {t('wallet.link_paypal_heading')}
      </button>

      {state.openForm ? (
        <Dialog
          title={formTitles[state.openForm]}
          onClose={close}
          closeLabel={t('wallet.close')}
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
        <Dialog
          title={t('wallet.delete_fund_heading', { fund: fundNameOf(toDelete, t) })}
          onClose={() => setToDelete(null)}
        >
          <p>{t('wallet.delete_fund_note')}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                dispatch(deleteConfirmed(toDelete.id));
                setToDelete(null);
              }}
            >
              {t('wallet.delete')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setToDelete(null)}
            >
              {t('wallet.keep_fund')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
