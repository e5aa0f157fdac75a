import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, NotFoundPage, useTranslation } from 'remote-kit';
import { type FeatureBannerView } from 'shared-kernel/contract/cms';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { PageTitle } from '../content/page-metadata';
import { useResource } from '../resources/use-resource';
import { FeatureBanner } from './feature-banner';

/** The banner `?id=` names, else the newest draft, else the one the home page shows. */
function chosenBanner(banners: FeatureBannerView[], id: string | null) {
  if (id !== null) return banners.find((banner) => banner.id === id) ?? null;
  return (
    banners.find((banner) => banner.status === 'draft') ??
    banners.find((banner) => banner.status === 'published') ??
    null
  );
}

/**
 * /marketing/feature-banner(?id=): the home page's feature banner with its drafts, for content
 * editors. As on /preview, the content service answers drafts only to a signed-in operator with
 * the content_editor role; anyone else (and a banner that does not exist) gets the not-found page.
 */
export function FeatureBannerPreviewPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const [searchParams] = useSearchParams();
  const banners = useResource('featureBanners', { preview: true });
  if (banners.status === 'failed' && banners.failureStatus === 404) return <NotFoundPage />;
  if (!banners.data) {
    return <LoadState {...banners} what={t('catalog.feature_banner_loading')} />;
  }
  const banner = chosenBanner(banners.data, searchParams.get('id'));
  if (!banner) return <NotFoundPage />;
  const statusLabels = {
    draft: t('catalog.feature_banner_status_draft'),
    published: t('catalog.feature_banner_status_published'),
    archived: t('catalog.feature_banner_status_archived'),
  };
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={t('catalog.feature_banner_preview_heading')} />
      <meta name="robots" content="noindex, nofollow" />
      <h1 id={headingId}>{t('catalog.feature_banner_preview_heading')}</h1>
      <p>{t('catalog.feature_banner_preview_intro')}</p>
      <p>{t('catalog.feature_banner_status', { status: statusLabels[banner.status] })}</p>
      <FeatureBanner banner={banner} />
      {banners.data.length > 1 ? (
        <nav aria-label={t('catalog.feature_banner_list_label')}>
          <ul className="link-list">
            {banners.data.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/marketing/feature-banner?id=${encodeURIComponent(item.id)}`}
                  aria-current={item.id === banner.id ? 'page' : undefined}
                >
                  {t('catalog.feature_banner_list_item', {
                    headline: item.headline,
                    status: statusLabels[item.status],
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
