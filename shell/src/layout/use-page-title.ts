import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  pageTitleOf,
  selectIsSiteNameHidden,
  selectSiteName,
} from './site-data/site-data-selectors';

/** Sets the document title: 'heading | site name' unless the site name is hidden. */
export function usePageTitle(heading: string): void {
  const siteName = useSelector(selectSiteName);
  const isSiteNameHidden = useSelector(selectIsSiteNameHidden);
  useEffect(() => {
    document.title = pageTitleOf(heading, siteName, isSiteNameHidden);
  }, [heading, siteName, isSiteNameHidden]);
}
