import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Markdown } from 'remote-kit';
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
  if (!supportNumber && !supportEmail) return null;
  return (
    <dl className="contact-details">
      {supportNumber ? (
        <>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${supportNumber.replace(/\s+/g, '')}`}>{supportNumber}</a>
          </dd>
        </>
      ) : null}
      {supportOpeningHours ? (
        <>
          <dt>Opening hours</dt>
          <dd>{supportOpeningHours}</dd>
        </>
      ) : null}
      {supportEmail ? (
        <>
          <dt>Email</dt>
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
      ? `${siteName} sells lottery tickets, charity raffle tickets and syndicate shares online, in Australian dollars.`
      : topic.slug === 'contact-us'
        ? 'Our customer support team can help with your account, tickets and payments.'
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
        <p role="status">Loading…</p>
      ) : body ? (
        <p>{body}</p>
      ) : null}
      {topic.slug === 'contact-us' ? <ContactDetails /> : null}
    </section>
  );
}
