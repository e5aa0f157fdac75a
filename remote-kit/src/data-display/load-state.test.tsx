import { fireEvent, render, screen } from '@testing-library/react';
import { LoadState } from './load-state';

it('says what is loading and keeps its space while it loads', () => {
  const { container } = render(
    <LoadState status="loading" failureStatus={null} retry={() => {}} what="the posts" />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the posts…');
  expect(container.firstElementChild).toHaveStyle({ minBlockSize: '12rem' });
});

it('shows the error of the status and tries again when asked', () => {
  const retry = jest.fn();
  render(<LoadState status="failed" failureStatus={404} retry={retry} what="the post" />);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
