import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Dialog, LoadState, useTranslation } from 'remote-kit';
import { type SocialConfig, type WizardStep, wizardSteps } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import { BuySharesForm } from '../../shared/buy-shares-form';
import {
  checkoutPath,
  groupPathOf,
  loginPathOf,
  type LottoPartyText,
  returnState,
} from '../../shared/lotto-party-text';
import { withServerErrors, ServerErrorsShown } from '../../shared/server-field-errors';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { SessionFacts } from '../../shared/session-facts';
import { createGroupWizardClosed, type WizardRequest } from '../../shared/wizard-request';
import {
  AutoSessionStep,
  checkStep,
  NameGroupStep,
  SelectDrawStep,
  SharePriceStep,
} from './create-group-steps';
import {
  groupCreationRequested,
  notNowChosen,
  selectCreateGroup,
  sessionCreationRequested,
  sharesRequested,
  stepChosen,
  wizardStarted,
  type WizardValues,
} from './create-group-slice';

function stepTitleOf(t: LottoPartyText, step: WizardStep): string {
  const titles: Record<WizardStep, string> = {
    name_group: t('lotto_party.step_name_group'),
    select_draw: t('lotto_party.step_select_draw'),
    set_share_price: t('lotto_party.step_set_share_price'),
    select_auto_session: t('lotto_party.step_select_auto_session'),
    join_session: t('lotto_party.step_join_session'),
  };
  return titles[step];
}

function submitLabelOf(t: LottoPartyText, step: WizardStep): string | undefined {
  const labels: Partial<Record<WizardStep, string>> = {
    name_group: t('lotto_party.submit_create_group'),
    select_draw: t('lotto_party.submit_next'),
    set_share_price: t('lotto_party.submit_next'),
    select_auto_session: t('lotto_party.submit_open_session'),
  };
  return labels[step];
}

const previousSteps: Partial<Record<WizardStep, WizardStep>> = {
  set_share_price: 'select_draw',
  select_auto_session: 'set_share_price',
};

function initialValuesOf(config: SocialConfig): WizardValues {
  return {
    groupName: '',
    publicityStatus: config.publicityStatuses.includes('private')
      ? 'private'
      : (config.publicityStatuses[0] ?? 'private'),
    drawId: '',
    sharePrice: config.sharePrice.default.amount.toFixed(2),
    totalShares: String(config.totalShares.default),
    autosessionStatus: 'off',
    inviteAllExistingMembers: false,
  };
}

/**
 * The creation wizard (product.md §3): name_group, select_draw, set_share_price,
 * select_auto_session, join_session. The group is made on leaving name_group and the session on
 * leaving select_auto_session, so the server's refusals show on their fields. Asked for with a
 * group, it starts at select_draw.
 */
export function CreateGroupWizard({ request }: { request: WizardRequest }) {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const wizard = useSelector(selectCreateGroup);
  const isCurrent = wizard.requestNumber === request.number;
  const { step, config, group, session } = wizard;

  const start = () => {
    dispatch(wizardStarted(request.number, request.groupId, request.groupName));
  };
  useEffect(start, [dispatch, request]);

  const close = () => {
    dispatch(createGroupWizardClosed());
  };
  const goTo = (path: string) => {
    close();
    void navigate(path);
  };
  // A group made here, or a session opened, is shown on its page once the wizard closes.
  const onClose = () => {
    if (isCurrent && group && (session || !request.groupId)) goTo(groupPathOf(group.id));
    else close();
  };

  useEffect(() => {
    if (!isCurrent || !wizard.next) return;
    dispatch(createGroupWizardClosed());
    if (wizard.next === 'checkout') void navigate(checkoutPath);
    else if (group) void navigate(groupPathOf(group.id));
  }, [dispatch, navigate, isCurrent, wizard.next, group]);

  const title = !request.groupId
    ? t('lotto_party.create_group')
    : group?.groupName
      ? t('lotto_party.start_session_for', { groupName: group.groupName })
      : t('lotto_party.start_session');
  const returnPath = `${location.pathname}${location.search}`;

  let body;
  if (!isCurrent || wizard.access === 'checking') {
    body = (
      <LoadState
        status="loading"
        failureStatus={null}
        retry={start}
        what={t('lotto_party.lotto_party_loading')}
      />
    );
  } else if (wizard.access === 'signedOut') {
    body = (
      <p>
        <Link to={loginPathOf(returnPath)} state={returnState(returnPath)} onClick={close}>
          {t('lotto_party.log_in_to_create_group')}
        </Link>
      </p>
    );
  } else if (wizard.access === 'unavailable') {
    body = <p>{t('lotto_party.unavailable')}</p>;
  } else if (!config) {
    body = (
      <LoadState
        status={wizard.configStatus === 'failed' ? 'failed' : 'loading'}
        failureStatus={wizard.configFailureStatus}
        retry={start}
        what={t('lotto_party.lotto_party_loading')}
      />
    );
  } else {
    const index = wizardSteps.indexOf(step);
    body = (
      <>
        <p className="lotto-party__step">
          {t('lotto_party.step_of', { step: index + 1, stepCount: wizardSteps.length })}
        </p>
        <h3>{stepTitleOf(t, step)}</h3>
        {step === 'join_session' && session ? (
          <>
            <p>{t('lotto_party.session_opened')}</p>
            <SessionFacts session={session} />
            <BuySharesForm
              sessionId={session.sessionId}
              sharesRemaining={session.sharesRemaining}
              sharePrice={session.sharePrice}
              isBuying={wizard.isBuying}
              serverErrors={wizard.serverErrors}
              onBuy={(numShares) => dispatch(sharesRequested(numShares))}
            >
              <button
                type="button"
                className="button button--secondary"
                onClick={() => dispatch(notNowChosen())}
              >
                {t('lotto_party.not_now')}
              </button>
            </BuySharesForm>
          </>
        ) : (
          <WizardForm config={config} />
        )}
      </>
    );
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('lotto_party.close')}
      isBusy={wizard.isCreating || wizard.isBuying}
      isPortal
    >
      <LottoPartyStyles />
      <div className="lotto-party-wizard">{body}</div>
    </Dialog>
  );
}

function WizardForm({ config }: { config: SocialConfig }) {
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const { step, serverErrors, isCreating } = useSelector(selectCreateGroup);
  const previous = previousSteps[step];
  const hasDraws = config.lotteries.some((lottery) => lottery.draws.length > 0);
  const submit = (values: WizardValues) => {
    if (step === 'name_group') dispatch(groupCreationRequested(values));
    else if (step === 'select_draw') dispatch(stepChosen('set_share_price'));
    else if (step === 'set_share_price') dispatch(stepChosen('select_auto_session'));
    else if (step === 'select_auto_session') dispatch(sessionCreationRequested(values));
  };
  return (
    <Formik<WizardValues>
      initialValues={initialValuesOf(config)}
      validate={withServerErrors((values) => checkStep(step, values, config), serverErrors)}
      onSubmit={submit}
    >
      <Form noValidate aria-label={stepTitleOf(t, step)}>
        <ServerErrorsShown errors={serverErrors} />
        {step === 'name_group' ? <NameGroupStep config={config} /> : null}
        {step === 'select_draw' ? <SelectDrawStep config={config} /> : null}
        {step === 'set_share_price' ? <SharePriceStep config={config} /> : null}
        {step === 'select_auto_session' ? <AutoSessionStep /> : null}
        <div className="lotto-party__actions">
          {previous ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch(stepChosen(previous))}
            >
              {t('lotto_party.back')}
            </button>
          ) : null}
          <button
            type="submit"
            className="button"
            disabled={isCreating || (step === 'select_draw' && !hasDraws)}
            aria-busy={isCreating}
          >
            {submitLabelOf(t, step)}
          </button>
        </div>
      </Form>
    </Formik>
  );
}
