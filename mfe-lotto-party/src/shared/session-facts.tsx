import { type Session } from 'shared-kernel/contract/social';
import {
  closeTimeOf,
  drawNameOf,
  drawTimeOf,
  jackpotOf,
  money,
  sessionStatusLabels,
  sharesText,
} from './lotto-party-text';

/** What a session is: its draw, the price of a share and how many are sold and left. */
export function SessionFacts({ session }: { session: Session }) {
  const draw = session.draws[0];
  return (
    <dl className="lotto-party__facts">
      {draw ? (
        <>
          <dt>Draw</dt>
          <dd>
            {drawNameOf(draw)}, {drawTimeOf(draw)}
          </dd>
          {session.status === 'open' ? (
            <>
              <dt>Shares on sale until</dt>
              <dd>{closeTimeOf(draw)}</dd>
              <dt>Jackpot</dt>
              <dd>{jackpotOf(draw)}</dd>
            </>
          ) : null}
        </>
      ) : null}
      <dt>Share price</dt>
      <dd>{money(session.sharePrice)}</dd>
      <dt>Shares sold</dt>
      <dd>
        {session.sharesSold} of {session.totalShares}
      </dd>
      {session.status === 'open' ? (
        <>
          <dt>Shares left</dt>
          <dd>{session.sharesRemaining}</dd>
        </>
      ) : null}
      <dt>Status</dt>
      <dd>
        {sessionStatusLabels[session.status]}
        {session.cancelReason ? ` (${session.cancelReason})` : ''}
      </dd>
      {session.myShares > 0 ? (
        <>
          <dt>Your shares</dt>
          <dd>{sharesText(session.myShares)}</dd>
        </>
      ) : null}
    </dl>
  );
}
