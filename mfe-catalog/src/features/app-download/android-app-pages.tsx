import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadState, useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { PageMetadata, pageMetadataOf } from '../content/page-metadata';
import { useResource } from '../resources/use-resource';

/**
 * The "Get it on Google Play" link to the store listing of the site configuration; while the
 * configuration has none, a line saying the app is not available yet (no dead link).
 */
function GooglePlayLink() {
  const { t } = useTranslation(catalogTexts);
  const config = useResource('siteConfig', {});
  if (!config.data) {
    return <LoadState {...config} what={t('catalog.app_store_link_loading')} reserve="3rem" />;
  }
  const storeUrl = config.data.androidStoreUrl;
  if (!storeUrl) return <p>{t('catalog.app_android_not_available')}</p>;
  return (
    <p>
      <a className="button" href={storeUrl}>
        {t('catalog.app_get_on_google_play')}
      </a>
    </p>
  );
}

/** /app/android: what the Android app does, the store link and the way to install help. */
export function AndroidAppPage() {
  const headingId = useId();
  const featuresHeadingId = useId();
  const { t } = useTranslation(catalogTexts);
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <PageMetadata
        metadata={pageMetadataOf(
          t('catalog.app_android_heading'),
          t('catalog.app_android_description'),
        )}
      />
      <h1 id={headingId}>{t('catalog.app_android_heading')}</h1>
      <p>{t('catalog.app_android_intro')}</p>
      <section aria-labelledby={featuresHeadingId}>
        <h2 id={featuresHeadingId}>{t('catalog.app_features_heading')}</h2>
        <ul>
          <li>{t('catalog.app_feature_buy')}</li>
          <li>{t('catalog.app_feature_tickets')}</li>
          <li>{t('catalog.app_feature_alerts')}</li>
          <li>{t('catalog.app_feature_account')}</li>
        </ul>
      </section>
      <GooglePlayLink />
      <p>{t('catalog.app_android_requirement')}</p>
      <p>
        <Link to="/app/android/install">{t('catalog.app_install_link')}</Link>
      </p>
    </article>
  );
}

/** /app/android/install: installing the Android app step by step, with the store link. */
export function AndroidInstallPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <PageMetadata
        metadata={pageMetadataOf(
          t('catalog.app_install_heading'),
          t('catalog.app_install_description'),
        )}
      />
      <h1 id={headingId}>{t('catalog.app_install_heading')}</h1>
      <p>{t('catalog.app_install_intro')}</p>
      <ol>
        <li>{t('catalog.app_install_step_open')}</li>
        <li>{t('catalog.app_install_step_install')}</li>
        <li>{t('catalog.app_install_step_sign_in')}</li>
        <li>{t('catalog.app_install_step_notifications')}</li>
      </ol>
      <GooglePlayLink />
      <p>
        <Link to="/app/android">{t('catalog.app_back_to_android')}</Link>
      </p>
    </article>
  );
}
