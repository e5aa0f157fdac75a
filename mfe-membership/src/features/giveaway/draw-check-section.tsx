import { useId } from 'react';
import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import { type GiveawayDraw } from 'shared-kernel/contract/membership';
import { type GiveawayProof } from '../../shared/membership-api';

function Hex({ value }: { value: string }) {
  return <code className="draw-check__hex">{value}</code>;
}

/**
 * What anyone can check of a giveaway draw: the commitment published before it closed, the seed
 * revealed at the draw, the root of the entries frozen at close, how many there were and the
 * positions drawn.
 */
export function DrawCheckSection({
  draw,
  proof,
}: {
  draw: GiveawayDraw;
  proof: GiveawayProof | null;
}) {
  const headingId = useId();
  const commitment = proof?.commitment ?? null;
  const verification = proof?.verification ?? null;
  const ticketsRoot = verification?.ticketsRoot ?? commitment?.ticketsRoot ?? null;
  const entries = draw.entries ?? commitment?.ticketLines ?? null;
  return (
    <section aria-labelledby={headingId} className="draw-check">
      <h2 id={headingId}>Check this draw</h2>
      <p>
        Before a giveaway closes we publish a commitment: a hash of a secret seed. At the draw we
        reveal the seed, and the winning entries follow from it, so anyone can check they were fixed
        before the giveaway closed.
      </p>
      <dl className="draw-check__facts">
        <div>
          <dt>Commitment</dt>
          <dd>
            {commitment ? (
              <>
                <Hex value={commitment.commitment} /> Published{' '}
                {formatDrawDayAndTime(commitment.committedAt)}.
              </>
            ) : (
              'Not published yet.'
            )}
          </dd>
        </div>
        <div>
          <dt>Seed</dt>
          <dd>{verification ? <Hex value={verification.seed} /> : 'Revealed at the draw.'}</dd>
        </div>
        <div>
          <dt>Tickets root</dt>
          <dd>
            {ticketsRoot ? <Hex value={ticketsRoot} /> : 'The entries are frozen when it closes.'}
          </dd>
        </div>
        <div>
          <dt>Entries</dt>
          <dd>
            {entries === null
              ? 'Counted when the giveaway closes.'
              : entries.toLocaleString('en-AU')}
          </dd>
        </div>
        <div>
          <dt>Numbers drawn</dt>
          <dd>
            {verification && verification.numbers.length > 0 ? (
              <ul>
                {verification.numbers.map((set) => (
                  <li key={set.name}>
                    {set.name}: {set.numbers.join(', ')}
                  </li>
                ))}
              </ul>
            ) : (
              'Drawn at the draw.'
            )}
          </dd>
        </div>
      </dl>
      {commitment ? (
        <p className="draw-check__command">
          <small>
            Draw key <Hex value={commitment.drawKey} />, algorithm{' '}
            <Hex value={commitment.algorithmVersion} />.
          </small>
        </p>
      ) : null}
    </section>
  );
}
