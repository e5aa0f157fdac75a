import { useSelector } from 'react-redux';
import {
  selectSiteName,
  selectSupportContact,
  selectTranslations,
  translationOf,
} from '../layout/site-data/site-data-selectors';
import { usePageTitle } from '../layout/use-page-title';
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

/** An about page: heading and text from the layout translations, with plain defaults. */
export function AboutPage({ topic }: { topic: AboutTopic }) {
  const translations = useSelector(selectTranslations);
  const siteName = useSelector(selectSiteName);
  const ids = aboutTranslationIdsOf(topic);
  const heading = translationOf(translations, ids.heading, topic.heading);
  const defaultBody =
    topic.slug === ''
      ? `${siteName} sells lottery tickets, charity raffle tickets and syndicate shares online, in Australian dollars.`
      : topic.slug === 'contact-us'
        ? 'Our customer support team can help with your account, tickets and payments.'
        : '';
  const body = translationOf(translations, ids.body, defaultBody);
  usePageTitle(heading);
  return (
    <section className="shell-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{heading}</h1>
      {body ? <p>{body}</p> : null}
      {topic.slug === 'contact-us' ? <ContactDetails /> : null}
    </section>
  );
}
