import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { type Kysely } from 'kysely';
import { MembershipConfigWire } from 'shared-kernel/wire/membership';
import { type Database } from '../../database/schema';
import { CmsRepository } from '../cms/repository';
import {
  membershipCmsCollection,
  membershipCmsItemId,
  type MembershipTexts,
  membershipTexts,
} from './config-texts';
import { type Caller, type GiveawayService, type GiveawayView } from './giveaways';
import { premiumOffer } from './offers';
import { MembershipRepository } from './repository';

/** The programme's config: its texts, the premium month's price and the live giveaways. */
export interface MembershipConfig {
  texts: MembershipTexts;
  premiumPriceCents: number;
  dailyGiveaways: GiveawayView[];
  monthlyGiveaways: GiveawayView[];
  specialGiveaways: GiveawayView[];
}

const TierTextsWire = Type.Array(
  Type.Object({
    tier: Type.Union([Type.Literal('free'), Type.Literal('premium')]),
    name: Type.String(),
    benefits: Type.Array(Type.String()),
  }),
);

/**
 * The texts of the CMS item over the built-in copy, field by field: a field the item leaves out,
 * or holds in a shape the config cannot send, keeps the built-in text.
 */
export function textsOf(data: Record<string, unknown>): MembershipTexts {
  const texts: Record<string, unknown> = { ...membershipTexts };
  for (const key of Object.keys(membershipTexts)) {
    const value = data[key];
    if (value === undefined) continue;
    const schema =
      key === 'membership_tiers'
        ? TierTextsWire
        : MembershipConfigWire.properties[key as keyof typeof MembershipConfigWire.properties];
    if (Value.Check(schema, value)) texts[key] = value;
  }
  return texts as MembershipTexts;
}

export async function membershipConfigOf(
  database: Kysely<Database>,
  giveaways: GiveawayService,
  caller: Caller | null,
  now: Date,
): Promise<MembershipConfig> {
  const [found, priceCents, live] = await Promise.all([
    new CmsRepository(database).find({
      collection: membershipCmsCollection,
      id: membershipCmsItemId,
      statuses: ['published'],
      visibleAt: now,
      limit: 1,
      offset: 0,
    }),
    new MembershipRepository(database).premiumPriceCents(),
    giveaways.live(caller),
  ]);
  return {
    texts: textsOf(found.items[0]?.data ?? {}),
    premiumPriceCents: priceCents ?? premiumOffer.priceCents,
    dailyGiveaways: live.daily,
    monthlyGiveaways: live.monthly,
    specialGiveaways: live.special,
  };
}
