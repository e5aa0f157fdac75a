import {
  type GroupWire,
  type SessionDrawWire,
  type SessionHoldingWire,
  type SessionOrderWire,
  type SessionWire,
  type ShareTicketWire,
  type SocialConfigWire,
  wizardSteps,
} from 'shared-kernel/wire/social';
import { groupListPageSize, groupSessionsPageSize } from 'shared-kernel/contract/social';
import { audMoney } from '../../http/money';
import { type ConfigLottery, socialLimits } from './config';
import { type GroupView } from './service';
import { type SessionOrderView } from './session-service';
import { type SessionDraw } from './lottery-repository';
import { type SessionView } from './session-views';
import { type ShareHolding } from './share-repository';
import { type ShareTicketView } from './share-tickets';

/** "Alex B.": a first name and the last name's initial, as members see each other. */
export function memberNameOf(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return initial === '' ? firstname.trim() : `${firstname.trim()} ${initial}.`;
}

export function sessionDrawToWire(draw: SessionDraw): SessionDrawWire {
  return {
    draw_id: draw.drawId,
    lottery_key: draw.lotteryKey,
    lottery_name: draw.lotteryName,
    draw_no: draw.drawNo,
    draw_date: (draw.drawAt ?? draw.stop).toISOString(),
    close_date: draw.stop.toISOString(),
    jackpot: draw.jackpotCents === null ? null : audMoney(draw.jackpotCents),
  };
}

export function sessionToWire(view: SessionView): SessionWire {
  const { session } = view;
  return {
    session_id: session.id,
    group_id: session.groupId,
    group_name: session.groupName,
    draws: [sessionDrawToWire(session.draw)],
    share_price: audMoney(session.sharePriceCents),
    total_shares: session.totalShares,
    shares_sold: session.sharesSold,
    shares_remaining: Math.max(0, session.totalShares - session.sharesSold),
    pool: audMoney(session.poolCents),
    status: view.status,
    autosession_status: session.autosessionStatus,
    cancel_reason: session.cancelReason,
    games: session.games,
    result: view.result && {
      drawn: view.result.drawn,
      prize: audMoney(view.result.prizeCents),
      division: view.result.division,
    },
    my_shares: view.myShares,
    my_prize: view.myPrizeCents === null ? null : audMoney(view.myPrizeCents),
    my_ticket_ids: view.myTicketIds,
    can_edit: view.canEdit,
    created_at: session.createdAt.toISOString(),
    closed_at: session.closedAt?.toISOString() ?? null,
  };
}

export function groupToWire(view: GroupView): GroupWire {
  const { group } = view;
  return {
    id: group.id,
    group_name: group.name,
    publicity_status: group.publicityStatus,
    owner_name: memberNameOf(group.ownerFirstname, group.ownerLastname),
    member_count: group.memberCount,
    is_member: view.isMember,
    is_owner: view.isOwner,
    invite_url: view.inviteUrl,
    open_session: view.openSession ? sessionToWire(view.openSession) : null,
    created_at: group.createdAt.toISOString(),
  };
}

/** A holder's shares in one line, whatever the number of their tickets. */
function holdingsToWire(
  holdings: readonly ShareHolding[],
  callerId: string | null,
): SessionHoldingWire[] {
  const byHolder = new Map<string, SessionHoldingWire & { scored: boolean; prizeCents: number }>();
  for (const holding of holdings) {
    const line = byHolder.get(holding.customerId) ?? {
      holder_name: memberNameOf(holding.firstname, holding.lastname),
      is_me: holding.customerId === callerId,
      shares: 0,
      prize: null,
      scored: false,
      prizeCents: 0,
    };
    line.shares += holding.shares;
    if (holding.prizeCents !== null) {
      line.scored = true;
      line.prizeCents += holding.prizeCents;
    }
    byHolder.set(holding.customerId, line);
  }
  return [...byHolder.values()].map(({ scored, prizeCents, ...line }) => ({
    ...line,
    prize: scored ? audMoney(prizeCents) : null,
  }));
}

export function sessionOrderToWire(
  order: SessionOrderView,
  showDetails: boolean,
  callerId: string | null,
): SessionOrderWire {
  return {
    session: sessionToWire(order.view),
    holdings:
      showDetails && order.showsHoldings ? holdingsToWire(order.view.holdings, callerId) : [],
    game_price: audMoney(order.gamePriceCents),
    games_bought: order.view.session.games.length,
  };
}

export function shareTicketToWire(ticket: ShareTicketView): ShareTicketWire {
  const { holding, session } = ticket;
  return {
    id: holding.ticketId,
    session_id: session.id,
    group_id: session.groupId,
    group_name: session.groupName,
    draw: sessionDrawToWire(session.draw),
    num_shares: holding.shares,
    price: audMoney(holding.priceCents),
    session_status: ticket.sessionStatus,
    refunded: holding.refunded,
    prize: holding.prizeCents === null ? null : audMoney(holding.prizeCents),
    purchased_at: holding.purchasedAt.toISOString(),
  };
}

export function socialConfigToWire(lotteries: readonly ConfigLottery[]): SocialConfigWire {
  const price = socialLimits.sharePriceCents;
  const shares = socialLimits.totalShares;
  return {
    wizard_steps: [...wizardSteps],
    group_name: {
      min_length: socialLimits.groupNameLength.min,
      max_length: socialLimits.groupNameLength.max,
    },
    share_price: {
      min: audMoney(price.min),
      max: audMoney(price.max),
      default: audMoney(price.default),
    },
    total_shares: { min: shares.min, max: shares.max, default: shares.default },
    publicity_statuses: ['private', 'promoted', 'public'],
    lotteries: lotteries.map(({ lottery, gamePriceCents, draws }) => ({
      lottery_key: lottery.key,
      lottery_name: lottery.name,
      game_price: audMoney(gamePriceCents),
      draws: draws.map(sessionDrawToWire),
    })),
    page_sizes: { groups: groupListPageSize, sessions: groupSessionsPageSize },
  };
}
