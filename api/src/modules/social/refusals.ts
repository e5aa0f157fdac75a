import { socialMessages } from 'shared-kernel/contract/social';
import { ApiError } from '../../http/envelope';

/** The social service's refusals: status, stable code, and the sentence the customer reads. */
export const socialRefusals = {
  groupNameInvalid: () =>
    new ApiError(422, 'group_name_invalid', socialMessages.groupNameInvalid, {
      group_name: [socialMessages.groupNameInvalid],
    }),
  groupNameProfane: () =>
    new ApiError(422, 'group_name_profane', socialMessages.groupNameProfane, {
      group_name: [socialMessages.groupNameProfane],
    }),
  groupNameTaken: () =>
    new ApiError(409, 'group_name_taken', socialMessages.groupNameTaken, {
      group_name: [socialMessages.groupNameTaken],
    }),
  groupNotFound: () => new ApiError(404, 'group_not_found', 'There is no such group.'),
  inviteNotFound: () => new ApiError(404, 'invite_not_found', socialMessages.inviteNotFound),
  // 422, not 403: a 401/403 from the group-play service asks the client for the second factor
  // (api.md §7.1), and no code makes a member the owner.
  notGroupOwner: () => new ApiError(422, 'not_group_owner', "Only the group's owner can do this."),
  sessionNotFound: () => new ApiError(404, 'session_not_found', 'There is no such session.'),
  sessionExists: () =>
    new ApiError(409, 'session_exists', 'This group already has an open session for this draw.', {
      draw_id: ['This group already has an open session for this draw.'],
    }),
  drawClosed: () =>
    new ApiError(422, 'draw_closed', socialMessages.drawClosed, {
      draw_id: [socialMessages.drawClosed],
    }),
  lotteryNotFound: () => new ApiError(404, 'lottery_not_found', 'There is no such lottery.'),
  shareNotFound: () => new ApiError(404, 'share_not_found', 'There is no such share ticket.'),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of groups, sessions, draws and tickets are UUIDs; anything else names nothing. */
export function isId(value: string): boolean {
  return uuidPattern.test(value);
}
