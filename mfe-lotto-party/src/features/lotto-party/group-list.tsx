import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { type Group, type Session } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  drawNameOf,
  groupPathOf,
  membersText,
  money,
  publicityLabelOf,
  sharesText,
} from '../../shared/lotto-party-text';
import { SessionFacts } from '../../shared/session-facts';

/** The customer's groups: each a link to its page, with its open session when it has one. */
export function GroupList({ groups }: { groups: readonly Group[] }) {
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <ul className="lotto-party__list">
      {groups.map((group) => {
        const draw = group.openSession?.draws[0];
        const facts = {
          publicity: publicityLabelOf(t, group.publicityStatus),
          members: membersText(t, group.memberCount),
        };
        return (
          <li key={group.id} className="lotto-party__card">
            <Link to={groupPathOf(group.id)}>{group.groupName}</Link>
            <p>
              {group.isOwner
                ? t('lotto_party.group_list_facts_yours', facts)
                : t('lotto_party.group_list_facts', facts)}
            </p>
            <p>
              {group.openSession && draw
                ? t('lotto_party.open_session_summary', {
                    draw: drawNameOf(t, draw),
                    shares: sharesText(t, group.openSession.sharesRemaining),
                    price: money(group.openSession.sharePrice),
                  })
                : t('lotto_party.no_open_session')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** An open session anyone may join: its group (a link to the group's page) and its facts. */
export function DiscoveredSession({ session }: { session: Session }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="lotto-party__card">
      <h3 id={headingId}>
        <Link to={groupPathOf(session.groupId)}>{session.groupName}</Link>
      </h3>
      <SessionFacts session={session} />
    </article>
  );
}
