import { createHash, createHmac } from 'node:crypto';

/**
 * A group's invite token: 32 bytes (base64url) derived with HMAC-SHA-256 from the server's secret,
 * the group and when its link was made, so members can be shown the link again while only the
 * token's SHA-256 is stored. Revoking the link makes a new one (a new `createdAt`); the old token
 * then matches no group.
 */
export function inviteTokenOf(secret: string, groupId: string, createdAt: Date): string {
  return createHmac('sha256', secret)
    .update(`lotto-party-invite\n${groupId}\n${createdAt.getTime()}`)
    .digest('base64url');
}

/** SHA-256 (hex) of a token: how it is stored and looked up. */
export function inviteTokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The invite link a member shares: the group-by-token page with the token. */
export function inviteUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/lotto-party/group?token=${encodeURIComponent(token)}`;
}

/** The page of a group by id (emails link to it). */
export function groupPageUrlOf(publicUrl: string, groupId: string): string {
  return `${publicUrl}/lotto-party/group/${encodeURIComponent(groupId)}`;
}

/** A group's invite token and link from when the link was made, with the server's secret. */
export interface InviteLinks {
  tokenOf(groupId: string, createdAt: Date): string;
  urlOf(groupId: string, createdAt: Date): string;
}

export function inviteLinks(secret: string, publicUrl: string): InviteLinks {
  return {
    tokenOf: (groupId, createdAt) => inviteTokenOf(secret, groupId, createdAt),
    urlOf: (groupId, createdAt) =>
      inviteUrlOf(publicUrl, inviteTokenOf(secret, groupId, createdAt)),
  };
}
