import { type Transaction } from 'kysely';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import {
  demoBrandingRegionOverrides,
  demoCapabilitySegments,
  demoRegulators,
  demoSegmentLocales,
  demoSubVariants,
  demoTexts,
} from './demo-data';

/** Adds the interface texts the demo shop lacks; texts already stored (maybe edited) stay. */
export async function seedDemoTexts(transaction: Transaction<Database>): Promise<void> {
  await transaction
    .insertInto('content_items')
    .values(demoTexts())
    .onConflict((conflict) => conflict.columns(['locale', 'category', 'id']).doNothing())
    .execute();
}

/** The regulators the footer names: each one's name in its locales, blank in the others. */
function regulatorTexts() {
  const locales = new Set<string>(demoRegulators.flatMap((regulator) => regulator.locales));
  return [...locales].flatMap((locale) =>
    demoRegulators.map((regulator) => ({
      locale,
      category: 'layout',
      id: regulator.id,
      type: 'plain' as const,
      value: (regulator.locales as readonly string[]).includes(locale) ? regulator.name : '',
    })),
  );
}

/**
 * The markets, once: the United Kingdom's sub-variant, its customer segment's locale, the
 * sub_variants capability, the branding's GB region overrides and each locale's regulators. A
 * shop that has sub-variants already is left as its operators keep it.
 */
export async function seedDemoMarkets(transaction: Transaction<Database>): Promise<void> {
  const existing = await transaction.selectFrom('sub_variants').select('key').executeTakeFirst();
  if (existing) return;
  await transaction
    .insertInto('sub_variants')
    .values(
      demoSubVariants.map((subVariant, ranking) => ({
        key: subVariant.key,
        name: subVariant.name,
        locale: subVariant.locale,
        currency: subVariant.currency,
        branding_region: subVariant.brandingRegion,
        url_aliases: jsonb(subVariant.urlAliases),
        ranking,
      })),
    )
    .execute();
  await transaction
    .insertInto('segment_locales')
    .values(
      demoSegmentLocales.map((segment) => ({
        segment_name: segment.segmentName,
        locale: segment.locale,
        currency: segment.currency,
      })),
    )
    .onConflict((conflict) => conflict.column('segment_name').doNothing())
    .execute();
  await transaction
    .insertInto('capability_segments')
    .values(
      Object.entries(demoCapabilitySegments).flatMap(([segmentName, capabilities]) =>
        capabilities
          .filter((capability) => capability === 'sub_variants' || segmentName === 'uk')
          .map((capability) => ({ segment_name: segmentName, capability })),
      ),
    )
    .onConflict((conflict) => conflict.columns(['segment_name', 'capability']).doNothing())
    .execute();
  await transaction
    .updateTable('brandings')
    .set({ region_overrides: jsonb(demoBrandingRegionOverrides) })
    .where('subvariant', 'is', null)
    .execute();
  await transaction
    .insertInto('content_items')
    .values(regulatorTexts())
    .onConflict((conflict) => conflict.columns(['locale', 'category', 'id']).doNothing())
    .execute();
}
