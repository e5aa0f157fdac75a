import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Markdown, useTranslation } from 'remote-kit';
import {
  selectSiteName,
  selectSupportContact,
  selectTranslations,
  translationOf,
} from '../layout/site-data/site-data-selectors';
import { usePageTitle } from '../layout/use-page-title';
import { type RootState } from '../root-state';
import { aboutPageRequested } from './about-pages-slice';
import { aboutTranslationIdsOf, type AboutTopic } from './about-topics';

function ContactDetails() {
  const { supportNumber, supportOpeningHours, supportEmail } = useSelector(selectSupportContact);
  const { t } = useTranslation(layoutTexts);
  if (!supportNumber && !supportEmail) return null;
  return (
    <dl className="contact-details">
      {supportNumber ? (
        <>
          <dt>{t('about_page.phone')}</dt>
          <dd>
            <a href={`tel:${supportNumber.replace(/\s+/g, '')}`}>{supportNumber}</a>
          </dd>
        </>
      ) : null}
      {supportOpeningHours ? (
        <>
          <dt>{t('about_page.opening_hours')}</dt>
          <dd>{supportOpeningHours}</dd>
        </>
      ) : null}
      {supportEmail ? (
        <>
          <dt>{t('about_page.email')}</dt>
          <dd>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

const selectAboutPages = (state: RootState) => state.aboutPages.byPath;

/**
 * An about page: its words come from the CMS (`/about/...` pages); until they arrive, or when the
 * CMS has none, the heading and text of the layout translations, with plain defaults.
 */
export function AboutPage({ topic }: { topic: AboutTopic }) {
  const dispatch = useDispatch();
  const translations = useSelector(selectTranslations);
  const siteName = useSelector(selectSiteName);
  const { t } = useTranslation(layoutTexts);
  const path = topic.slug === '' ? '/about' : `/about/${topic.slug}`;
  const page = useSelector(selectAboutPages)[path];
  useEffect(() => {
    dispatch(aboutPageRequested(path));
  }, [dispatch, path]);

  const ids = aboutTranslationIdsOf(topic);
  const cmsPage = page && typeof page === 'object' ? page : null;
  const heading = cmsPage?.title ?? translationOf(translations, ids.heading, topic.heading);
  const defaultBody =
    topic.slug === ''
      ? t('about_page.site_text', { siteName })
      : topic.slug === 'contact-us'
        ? t('about_page.contact_text')
        : '';
  const body = translationOf(translations, ids.body, defaultBody);
  usePageTitle(heading);
  return (
    <section
      className="shell-page about-page"
      aria-labelledby="shell-page-heading"
      aria-busy={page === null}
    >
      <h1 id="shell-page-heading">{heading}</h1>
      {cmsPage ? (
        <Markdown source={cmsPage.body} title={cmsPage.title} />
      ) : page === null ? (
        <p role="status">{t('ui.page_loading')}</p>
      ) : body ? (
        <p>{body}</p>
      ) : null}
      {topic.slug === 'contact-us' ? <ContactDetails /> : null}
    </section>
  );
}
