import stylesheet from './recurring.css';

/** The recurring purchase pages' stylesheet, hoisted once into the document head by React. */
export function RecurringStyles() {
  return (
    <style href="mfe-account/recurring" precedence="default">
      {stylesheet}
    </style>
  );
}
