import { useEffect } from 'react';
import { type PageMetadataView } from 'shared-kernel/contract/cms';
import { useResource } from '../resources/use-resource';

/** 'Title | Site name', unless the site hides its name (product.md "Layout behaviour"). */
export function documentTitleOf(
  title: string,
  site: { siteName?: string; hideSiteName?: boolean } | null,
): string {
  if (!site?.siteName || site.hideSiteName) return title;
  return `${title} | ${site.siteName}`;
}

/**
 * The page's description in the document's own `meta name="description"` (index.html has one,
 * so a second would be ambiguous); the previous text comes back when the page goes.
 */
function useMetaDescription(content: string): void {
  useEffect(() => {
    let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const isOwn = element === null;
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.append(element);
    }
    const previous = element.content;
    element.content = content;
    return () => {
      if (isOwn) element.remove();
      else element.content = previous;
    };
  }, [content]);
}

/**
 * The page's title, description, canonical address, robots, open-graph and twitter tags.
 * React 19 puts these elements in the document head and takes them out when the page goes.
 */
/** The metadata of a page the catalogue writes itself (no CMS entry): title and description. */
export function pageMetadataOf(title: string, description: string): PageMetadataView {
  return {
    title,
    description,
    canonical: null,
    noindex: false,
    nofollow: false,
    openGraph: { title, description, image: null, type: 'website' },
    twitter: { card: 'summary', title, description, image: null },
  };
}

export function PageMetadata({ metadata }: { metadata: PageMetadataView }) {
  const config = useResource('siteConfig', {});
  useMetaDescription(metadata.description);
  const robots = [metadata.noindex ? 'noindex' : null, metadata.nofollow ? 'nofollow' : null]
    .filter(Boolean)
    .join(', ');
  const openGraph = metadata.openGraph;
  const twitter = metadata.twitter;
  return (
    <>
      <title>{documentTitleOf(metadata.title, config.data)}</title>
      {metadata.canonical ? <link rel="canonical" href={metadata.canonical} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <meta property="og:title" content={openGraph.title} />
      <meta property="og:description" content={openGraph.description} />
      <meta property="og:type" content={openGraph.type} />
      {openGraph.image ? <meta property="og:image" content={openGraph.image} /> : null}
      <meta name="twitter:card" content={twitter.card} />
      <meta name="twitter:title" content={twitter.title} />
      <meta name="twitter:description" content={twitter.description} />
      {twitter.image ? <meta name="twitter:image" content={twitter.image} /> : null}
    </>
  );
}

/** The document title alone, for pages without their own metadata. */
export function PageTitle({ title }: { title: string }) {
  const config = useResource('siteConfig', {});
  return <title>{documentTitleOf(title, config.data)}</title>;
}
