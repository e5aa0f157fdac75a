import { useId, useState } from 'react';
import { type DrawCommitmentView, type DrawVerificationView } from 'shared-kernel/contract/draws';
import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import { LoadState } from 'remote-kit';
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
  if (state.status === 'idle') return null;
  if (state.status === 'checking') return <p>Checking the draw…</p>;
  if (state.status === 'unavailable') return <p>{state.reason}</p>;
  const { check } = state;
  if (check.commitmentMatches && check.numbersMatch && check.numbersDerived) {
    return (
      <>
        <p>Verified: the seed matches the commitment and gives these numbers (in drawn order):</p>
        <NumberSets sets={check.numbersDerived} />
      </>
    );
  }
  const problems: string[] = [];
  if (!check.commitmentMatches) problems.push('the revealed seed does not match the commitment');
  if (check.problem !== null) problems.push(`the numbers cannot be derived: ${check.problem}`);
  else if (!check.numbersMatch)
    problems.push('the seed gives other numbers than the published ones');
  return (
    <>
      <p>Not verified: {problems.join('; ')}.</p>
      {check.numbersDerived && !check.numbersMatch ? (
        <>
          <p>The published data gives:</p>
          <NumberSets sets={check.numbersDerived} />
        </>
      ) : null}
    </>
  );
}

function VerifyButton({ published }: { published: DrawVerificationView }) {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const verify = async () => {
    if (state.status === 'checking') return;
    if (subtleCrypto() === null) {
      setState({
        status: 'unavailable',
        reason:
          'This browser cannot check the draw on this page: it needs a secure (https) connection. Use the command line check below.',
      });
      return;
    }
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', check: await verifyPublishedDraw(published) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ status: 'unavailable', reason: `The check could not run: ${reason}` });
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
          Verify this draw
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
  const verification = useResource('drawVerification', drawn ? { offerKey, drawNo } : null);
  const published = verification.data;
  const ticketsRoot = published?.ticketsRoot ?? commitment.ticketsRoot;
  const loadFailed = verification.status === 'failed' && verification.failureStatus !== 404;
  return (
    <section className="draw-verification" aria-labelledby={headingId}>
      <style href="mfe-catalog/draw-verification" precedence="default">
        {stylesheet}
      </style>
      <h2 id={headingId}>How this draw {drawn ? 'was' : 'will be'} made</h2>
      <p>
        Before sales close we publish a commitment: a hash of a secret seed. At the draw we reveal
        the seed, and the numbers follow from it by a published algorithm, so anyone can check that
        they were fixed before sales closed.
      </p>
      <dl className="draw-verification__facts">
        <div>
          <dt>Algorithm</dt>
          <dd>
            <Value value={commitment.algorithmVersion} />
          </dd>
        </div>
        <div>
          <dt>Commitment</dt>
          <dd>
            <Value value={commitment.commitment} />
            Published {formatDrawDayAndTime(commitment.committedAt)}, before sales{' '}
            {drawn ? 'closed' : 'close'}.
          </dd>
        </div>
        <div>
          <dt>Ticket lines frozen at close</dt>
          <dd>
            {ticketsRoot === null ? (
              'Sales have not closed yet: the ticket lines are frozen when they do.'
            ) : (
              <>
                {commitment.ticketLines === null
                  ? null
                  : `${commitment.ticketLines.toLocaleString('en-AU')} lines, `}
                Merkle root:
                <Value value={ticketsRoot} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Seed</dt>
          <dd>
            {published ? (
              <Value value={published.seed} />
            ) : drawn && verification.status === 'loading' ? (
              'Loading…'
            ) : (
              'The seed is revealed at the draw.'
            )}
          </dd>
        </div>
        {published ? (
          <>
            <div>
              <dt>Randomness beacon</dt>
              <dd>
                {published.beacon === null ? (
                  'No randomness beacon'
                ) : (
                  <>
                    Round {published.beacon.round} of {published.beacon.key}:
                    <Value value={published.beacon.value} />
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>Draw key</dt>
              <dd>
                <Value value={published.drawKey} />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {loadFailed ? <LoadState {...verification} what="the revealed seed" reserve="4rem" /> : null}
      {published ? <VerifyButton published={published} /> : null}
      <p className="draw-verification__command">
        <small>
          {published ? 'You can also check it' : 'Once drawn, you can check it'} on the command
          line, in a copy of the shop’s source:{' '}
          <code>
            npm run verify-draw -- {offerKey} {drawNo}
          </code>
        </small>
      </p>
    </section>
  );
}
