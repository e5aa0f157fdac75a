import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type Group, type Session } from 'shared-kernel/contract/social';
import {
  drawNameOf,
  groupPathOf,
  money,
  publicityLabels,
  sharesText,
} from '../../shared/lotto-party-text';
import { SessionFacts } from '../../shared/session-facts';

const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** The customer's groups: each a link to its page, with its open session when it has one. */
export function GroupList({ groups }: { groups: readonly Group[] }) {
  return (
    <ul className="lotto-party__list">
      {groups.map((group) => {
        const draw = group.openSession?.draws[0];
        return (
          <li key={group.id} className="lotto-party__card">
            <Link to={groupPathOf(group.id)}>{group.groupName}</Link>
            <p>
              {publicityLabels[group.publicityStatus]} group, {membersText(group.memberCount)}
              {group.isOwner ? ', yours' : ''}
            </p>
            <p>
              {group.openSession && draw
                ? `Open session: ${drawNameOf(draw)}, ${sharesText(group.openSession.sharesRemaining)} left at ${money(group.openSession.sharePrice)}`
                : 'No open session'}
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
