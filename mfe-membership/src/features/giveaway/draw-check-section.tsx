import { useId } from 'react';
import { useTranslation } from 'remote-kit';
import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import { type GiveawayDraw } from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(membershipTexts);
  const headingId = useId();
  const commitment = proof?.commitment ?? null;
  const verification = proof?.verification ?? null;
  const ticketsRoot = verification?.ticketsRoot ?? commitment?.ticketsRoot ?? null;
  const entries = draw.entries ?? commitment?.ticketLines ?? null;
  return (
    <section aria-labelledby={headingId} className="draw-check">
      <h2 id={headingId}>{t('membership.check_draw_heading')}</h2>
      <p>{t('membership.check_draw_intro')}</p>
      <dl className="draw-check__facts">
        <div>
          <dt>{t('membership.commitment')}</dt>
          <dd>
            {commitment ? (
              <>
                <Hex value={commitment.commitment} />{' '}
                {t('membership.commitment_published', {
                  date: formatDrawDayAndTime(commitment.committedAt),
                })}
              </>
            ) : (
              t('membership.commitment_not_published')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('membership.seed')}</dt>
          <dd>
            {verification ? (
              <Hex value={verification.seed} />
            ) : (
              t('membership.seed_revealed_at_draw')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('membership.tickets_root')}</dt>
          <dd>{ticketsRoot ? <Hex value={ticketsRoot} /> : t('membership.tickets_root_frozen')}</dd>
        </div>
        <div>
          <dt>{t('membership.entries')}</dt>
          <dd>
            {entries === null ? t('membership.entries_counted') : entries.toLocaleString('en-AU')}
          </dd>
        </div>
        <div>
          <dt>{t('membership.numbers_drawn')}</dt>
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
              t('membership.numbers_drawn_at_draw')
            )}
          </dd>
        </div>
      </dl>
      {commitment ? (
        <p className="draw-check__command">
          <small>
            {t('membership.draw_key')} <Hex value={commitment.drawKey} />,{' '}
            {t('membership.algorithm')} <Hex value={commitment.algorithmVersion} />.
          </small>
        </p>
      ) : null}
    </section>
  );
}
