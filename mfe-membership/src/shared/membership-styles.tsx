import stylesheet from './membership-pages.css';

/** The programme pages' stylesheet, rendered once in the head whichever page shows first. */
export function MembershipStyles() {
  return (
    <style href="mfe-membership/pages" precedence="default">
      {stylesheet}
    </style>
  );
}
