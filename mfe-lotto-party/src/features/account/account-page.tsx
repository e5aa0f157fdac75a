import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { socialPageSize, type Group, type ShareTicket } from 'shared-kernel/contract/social';
import { lottoPartyTexts } from 'shared-kernel/contract/texts';
import {
  drawNameOf,
  lottoPartyPath,
  membersText,
  money,
  myGroupsPathOf,
  publicityLabelOf,
  sharesText,
} from '../../shared/lotto-party-text';
import { LottoPartyStyles } from '../../shared/lotto-party-styles';
import { PartState, shownValueOf } from '../../shared/part-state';
import { myGroupsKey, overviewOpened, selectAccount, shareTicketsKeyOf } from './account-slice';
import {
  accountPathOf,
  drawTextOf,
  groupPathOf,
  sessionStatusText,
  shareResultText,
  shareTicketPathOf,
} from './account-text';

function GroupItem({ group }: { group: Group }) {
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <li>
      <Link to={groupPathOf(group.id, 1)}>{group.groupName}</Link>{' '}
      <span>
        {t('lotto_party.account_group_facts', {
          publicity: publicityLabelOf(t, group.publicityStatus),
          members: membersText(t, group.memberCount),
          owner: group.isOwner
            ? t('lotto_party.you_own_it')
            : t('lotto_party.owner_named', { ownerName: group.ownerName }),
        })}
      </span>
    </li>
  );
}

function ShareTicketArticle({ ticket }: { ticket: ShareTicket }) {
  const headingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  return (
    <article aria-labelledby={headingId} className="lotto-party__card">
      <h3 id={headingId}>
        <Link to={shareTicketPathOf(ticket.id)}>
          {t('lotto_party.ticket_heading', {
            groupName: ticket.groupName,
            draw: drawNameOf(t, ticket.draw),
          })}
        </Link>
      </h3>
      <dl>
        <dt>{t('lotto_party.fact_draw')}</dt>
        <dd>{drawTextOf(t, ticket.draw)}</dd>
        <dt>{t('lotto_party.fact_shares')}</dt>
        <dd>{sharesText(t, ticket.numShares)}</dd>
        <dt>{t('lotto_party.fact_price')}</dt>
        <dd>{money(ticket.price)}</dd>
        <dt>{t('lotto_party.fact_status')}</dt>
        <dd>{sessionStatusText(t, ticket.sessionStatus, ticket.refunded)}</dd>
        <dt>{t('lotto_party.fact_result')}</dt>
        <dd>{shareResultText(t, ticket)}</dd>
      </dl>
    </article>
  );
}

/**
 * /my-account/lotto-party/{page}: the customer's first groups and their group-play tickets, 10 a
 * page (the page parameter pages the tickets).
 */
export function AccountPage() {
  const headingId = useId();
  const groupsHeadingId = useId();
  const ticketsHeadingId = useId();
  const { t } = useTranslation(lottoPartyTexts);
  const dispatch = useDispatch();
  const page = pageNumberOf(useParams().page);
  const { isAvailable, myGroups, shareTickets } = useSelector(selectAccount);
  const load = () => {
    dispatch(overviewOpened(page));
  };
  useEffect(load, [dispatch, page]);
  const ticketsKey = shareTicketsKeyOf(page);
  const groups = shownValueOf(myGroups, myGroupsKey);
  const tickets = shownValueOf(shareTickets, ticketsKey);
  if (!isAvailable) {
    return (
      <section aria-labelledby={headingId} className="lotto-party">
        <LottoPartyStyles />
        <h1 id={headingId}>{t('lotto_party.title')}</h1>
        <p>{t('lotto_party.unavailable')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="lotto-party">
      <LottoPartyStyles />
      <h1 id={headingId}>{t('lotto_party.title')}</h1>
      <section aria-labelledby={groupsHeadingId}>
        <h2 id={groupsHeadingId}>{t('lotto_party.my_groups_heading')}</h2>
        {!groups ? (
          <PartState
            part={myGroups}
            partKey={myGroupsKey}
            retry={load}
            what={t('lotto_party.groups_loading')}
            reserve="6rem"
          />
        ) : groups.entities.length === 0 ? (
          <p>
            {t('lotto_party.account_no_groups')}{' '}
            <Link to={lottoPartyPath}>{t('lotto_party.start_or_join_group')}</Link>
          </p>
        ) : (
          <>
            <ul>
              {groups.entities.map((group) => (
                <GroupItem key={group.id} group={group} />
              ))}
            </ul>
            <p>
              <Link to={myGroupsPathOf(1)}>{t('lotto_party.all_my_groups')}</Link>
            </p>
          </>
        )}
      </section>
      <section aria-labelledby={ticketsHeadingId}>
        <h2 id={ticketsHeadingId}>{t('lotto_party.tickets_heading')}</h2>
        {!tickets ? (
          <PartState
            part={shareTickets}
            partKey={ticketsKey}
            retry={load}
            what={t('lotto_party.tickets_loading')}
          />
        ) : tickets.entities.length === 0 && page === 1 ? (
          <p>
            {t('lotto_party.no_tickets')}{' '}
            <Link to={lottoPartyPath}>{t('lotto_party.find_session')}</Link>
          </p>
        ) : (
          <>
            {tickets.entities.length === 0 ? <p>{t('lotto_party.no_tickets_on_page')}</p> : null}
            <div className="lotto-party__list">
              {tickets.entities.map((ticket) => (
                <ShareTicketArticle key={ticket.id} ticket={ticket} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={pageCountOf(tickets.total, socialPageSize)}
              pathOf={accountPathOf}
              label={t('lotto_party.ticket_pages')}
            />
          </>
        )}
      </section>
    </section>
  );
}
