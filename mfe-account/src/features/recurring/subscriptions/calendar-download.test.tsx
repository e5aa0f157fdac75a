import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDownload } from './calendar-download';

describe('the calendar download', () => {
  it('fetches the subscription calendar and opens the PDF', async () => {
    const fetchCalendar = jest.fn(() => Promise.resolve('blob:calendar'));
    const open = jest.fn();
    render(<CalendarDownload subscriptionId="sub-1" fetchCalendar={fetchCalendar} open={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download calendar' }));
    expect(fetchCalendar).toHaveBeenCalledWith('sub-1');
    expect(open).toHaveBeenCalledWith('blob:calendar', 'sub-1-calendar.pdf');
  });

  it('says so when the calendar cannot be made', async () => {
    render(
      <CalendarDownload
        subscriptionId="sub-1"
        fetchCalendar={() => Promise.reject(new Error('404'))}
        open={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be made.');
  });
});
