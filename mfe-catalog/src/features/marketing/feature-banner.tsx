import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type FeatureBannerView } from 'shared-kernel/contract/cms';
import { useResource } from '../resources/use-resource';
import stylesheet from './feature-banner.css';

/** A call to action goes to a shop path or an https address; anything else shows no link. */
function CallToAction({ callToAction }: { callToAction: FeatureBannerView['callToAction'] }) {
  const { text, to } = callToAction;
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link className="button" to={to}>
        {text}
      </Link>
    );
  }
  if (to.startsWith('https://')) {
    return (
      <a className="button" href={to}>
        {text}
      </a>
    );
  }
  return null;
}

/** The feature banner as the home page shows it: headline, text, call to action, image. */
export function FeatureBanner({ banner }: { banner: FeatureBannerView }) {
  const headingId = useId();
  return (
    <section
      className={`feature-banner${banner.image ? ' feature-banner--with-image' : ''}`}
      aria-labelledby={headingId}
    >
      <style href="mfe-catalog/feature-banner" precedence="default">
        {stylesheet}
      </style>
      {banner.image ? (
        <img className="feature-banner__image" src={banner.image.url} alt={banner.image.alt} />
      ) : null}
      <div className="feature-banner__body">
        <h2 id={headingId} className="feature-banner__headline">
          {banner.headline}
        </h2>
        <p className="feature-banner__text">{banner.text}</p>
        <CallToAction callToAction={banner.callToAction} />
      </div>
    </section>
  );
}

/**
 * The home page's feature banner: the newest published one. Nothing shows while it loads, when
 * there is none or when it cannot be loaded: the offers matter more than the banner.
 */
export function PublishedFeatureBanner() {
  const banners = useResource('featureBanners', {});
  const banner = banners.data?.[0];
  return banner ? <FeatureBanner banner={banner} /> : null;
}
