import { usePageTitle } from '../layout/use-page-title';

interface UnavailablePageProps {
  heading: string;
  note: string;
}

/** A shell page whose feature is not built yet: its proper heading and an honest note. */
export function UnavailablePage({ heading, note }: UnavailablePageProps) {
  usePageTitle(heading);
  return (
    <section className="shell-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{heading}</h1>
      <p>{note}</p>
    </section>
  );
}
