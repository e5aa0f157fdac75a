import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { ErrorPage } from './error-page';

/** The words on the page: the heading, then the text under it. */
function pageText(): string {
  const heading = screen.getByRole('heading', { level: 1 });
  return `${heading.textContent ?? ''} ${heading.nextElementSibling?.textContent ?? ''}`;
}

describe('ErrorPage', () => {
  it('404: Something went wrong, with a link home', () => {
    renderShell(<ErrorPage kind={404} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "It's looking like you may have taken a wrong turn. Try heading home and finding your bearing.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('418: no products available', () => {
    renderShell(<ErrorPage kind={418} />);
    expect(pageText()).toBe(
      "It's not you, it's us! There are currently no products available, please check back later. Thank you for being patient.",
    );
  });

  it('503: maintenance', () => {
    renderShell(<ErrorPage kind={503} />);
    expect(pageText()).toBe(
      "There's a spanner in the works! We'll be up and running again soon after this scheduled maintenance.",
    );
  });

  it('any other code: server busy', () => {
    renderShell(<ErrorPage kind={500} />);
    expect(pageText()).toBe(
      "It's not you, it's us! We are experiencing large load times on our server. Thank you for being patient.",
    );
  });

  it('generic fallback: reload page', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    renderShell(<ErrorPage kind="generic" onReload={onReload} />);
    expect(pageText()).toBe(
      "It's not you, it's us! Looks like something went wrong on our end. Please try reloading or go back to the Homepage.",
    );
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('titles the document with the heading and the site name', () => {
    renderShell(<ErrorPage kind={404} />);
    expect(document.title).toBe('Something went wrong | Lotto Shop');
  });
});
