import { useId, useState } from 'react';
import { type DrawCommitmentView, type DrawVerificationView } from 'shared-kernel/contract/draws';
import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import { LoadState, useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { useResource } from '../../resources/use-resource';
import { subtleCrypto } from './draw-derivation';
import { type DrawCheck, verifyPublishedDraw } from './verify-published-draw';
import stylesheet from './draw-verification.css';

type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; check: DrawCheck }
  | { status: 'unavailable'; reason: string };

/** A long value (hex, keys) in monospace, wrapping anywhere and selected whole for copying. */
function Value({ value }: { value: string }) {
  return <code className="draw-verification__hex">{value}</code>;
}

function NumberSets({ sets }: { sets: ReadonlyArray<{ name: string; numbers: number[] }> }) {
  return (
    <ul>
      {sets.map((set) => (
        <li key={set.name}>
          {set.name}: {set.numbers.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/** What the check found, in words, for the live region. */
function CheckResult({ state }: { state: CheckState }) {
  const { t } = useTranslation(catalogTexts);
  if (state.status === 'idle') return null;
  if (state.status === 'checking') return <p>{t('catalog.verification_checking')}</p>;
  if (state.status === 'unavailable') return <p>{state.reason}</p>;
  const { check } = state;
  if (check.commitmentMatches && check.numbersMatch && check.numbersDerived) {
    return (
      <>
        <p>{t('catalog.verification_verified')}</p>
        <NumberSets sets={check.numbersDerived} />
      </>
    );
  }
  const problems: string[] = [];
  if (!check.commitmentMatches) problems.push(t('catalog.verification_problem_commitment'));
  if (check.problem !== null) {
    problems.push(t('catalog.verification_problem_derivation', { problem: check.problem }));
  } else if (!check.numbersMatch) problems.push(t('catalog.verification_problem_numbers'));
  return (
    <>
      <p>{t('catalog.verification_not_verified', { problems: problems.join('; ') })}</p>
      {check.numbersDerived && !check.numbersMatch ? (
        <>
          <p>{t('catalog.verification_published_gives')}</p>
          <NumberSets sets={check.numbersDerived} />
        </>
      ) : null}
    </>
  );
}

function VerifyButton({ published }: { published: DrawVerificationView }) {
  const { t } = useTranslation(catalogTexts);
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const verify = async () => {
    if (state.status === 'checking') return;
    if (subtleCrypto() === null) {
      setState({
        status: 'unavailable',
        reason: t('catalog.verification_unavailable'),
      });
      return;
    }
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', check: await verifyPublishedDraw(published) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({
        status: 'unavailable',
        reason: t('catalog.verification_failed', { reason }),
      });
    }
  };
  const outcome =
    state.status !== 'done'
      ? ''
      : state.check.commitmentMatches && state.check.numbersMatch
        ? ' draw-verification__result--verified'
        : ' draw-verification__result--failed';
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => void verify()}>
          {t('catalog.verification_verify')}
        </button>
      </p>
      <div role="status" className={`draw-verification__result${outcome}`}>
        <CheckResult state={state} />
      </div>
    </>
  );
}

/**
 * A draw's commitment, the root of its frozen ticket lines and, once drawn, its revealed seed and
 * beacon, with a check of the draw that runs in the browser.
 */
export function DrawVerificationSection({
  offerKey,
  drawNo,
  commitment,
  drawn,
}: {
  offerKey: string;
  drawNo: number;
  commitment: DrawCommitmentView;
  /** Whether the draw has been drawn (its seed may be revealed). */
  drawn: boolean;
}) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const verification = useResource('drawVerification', drawn ? { offerKey, drawNo } : null);
  const published = verification.data;
  const ticketsRoot = published?.ticketsRoot ?? commitment.ticketsRoot;
  const loadFailed = verification.status === 'failed' && verification.failureStatus !== 404;
  return (
    <section className="draw-verification" aria-labelledby={headingId}>
      <style href="mfe-catalog/draw-verification" precedence="default">
        {stylesheet}
      </style>
      <h2 id={headingId}>
        {drawn
          ? t('catalog.verification_heading_drawn')
          : t('catalog.verification_heading_undrawn')}
      </h2>
      <p>{t('catalog.verification_explanation')}</p>
      <dl className="draw-verification__facts">
        <div>
          <dt>{t('catalog.verification_algorithm')}</dt>
          <dd>
            <Value value={commitment.algorithmVersion} />
          </dd>
        </div>
        <div>
          <dt>{t('catalog.verification_commitment')}</dt>
          <dd>
            <Value value={commitment.commitment} />
            {drawn
              ? t('catalog.verification_published_drawn', {
                  date: formatDrawDayAndTime(commitment.committedAt),
                })
              : t('catalog.verification_published_undrawn', {
                  date: formatDrawDayAndTime(commitment.committedAt),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('catalog.verification_ticket_lines')}</dt>
          <dd>
            {ticketsRoot === null ? (
              t('catalog.verification_ticket_lines_pending')
            ) : (
              <>
                {commitment.ticketLines === null
                  ? t('catalog.verification_merkle_root')
                  : t('catalog.verification_merkle_root_lines', {
                      count: commitment.ticketLines.toLocaleString('en-AU'),
                    })}
                <Value value={ticketsRoot} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('catalog.verification_seed')}</dt>
          <dd>
            {published ? (
              <Value value={published.seed} />
            ) : drawn && verification.status === 'loading' ? (
              t('ui.page_loading')
            ) : (
              t('catalog.verification_seed_pending')
            )}
          </dd>
        </div>
        {published ? (
          <>
            <div>
              <dt>{t('catalog.verification_beacon')}</dt>
              <dd>
                {published.beacon === null ? (
                  t('catalog.verification_no_beacon')
                ) : (
                  <>
                    {t('catalog.verification_beacon_round', {
                      round: published.beacon.round,
                      key: published.beacon.key,
                    })}
                    <Value value={published.beacon.value} />
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('catalog.verification_draw_key')}</dt>
              <dd>
                <Value value={published.drawKey} />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {loadFailed ? (
        <LoadState {...verification} what={t('catalog.verification_seed_loading')} reserve="4rem" />
      ) : null}
      {published ? <VerifyButton published={published} /> : null}
      <p className="draw-verification__command">
        <small>
          {published
            ? t('catalog.verification_command_drawn')
            : t('catalog.verification_command_undrawn')}{' '}
          <code>{`npm run verify-draw -- ${offerKey} ${drawNo}`}</code>
        </small>
      </p>
    </section>
  );
}
