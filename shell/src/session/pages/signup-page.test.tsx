import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '../../layout/layout';
import { renderShell } from '../../testing/render-shell';
import { fakeSessionApi, fakeShellApi } from '../../testing/shell-fixtures';
import { customerFixture, loginResultFixture } from '../session-test-fixtures';
import { attributionFrom } from './signup-attribution';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 7);
  return date.toISOString().slice(0, 10);
}

async function fill(dateOfBirth: string) {
  const form = screen.getByRole('form', { name: 'Create an account' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: true });
  await userEvent.type(field('First name'), 'Casey');
  await userEvent.type(field('Last name'), 'Tester');
  await userEvent.type(field('Date of birth'), dateOfBirth);
  await userEvent.type(field('Email'), 'casey@example.com');
  await userEvent.type(field('Password'), 'Sunshine-2024');
  await userEvent.type(field('Phone number'), '0412 345 678');
  await userEvent.type(field('Address'), '1 George Street');
  await userEvent.type(field('Suburb'), 'Sydney');
  await userEvent.selectOptions(field('State'), 'NSW');
  await userEvent.type(field('Postcode'), '2000');
  return form;
}

describe('signup', () => {
  it('offers the choosable states only, email opt-in off', () => {
    renderShell(<Layout />, { path: '/signup' });
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    const values = options.map((option) => (option as HTMLOptionElement).value).filter(Boolean);
    expect(values).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER']);
    expect(screen.getByRole('checkbox', { name: 'Email me news and offers' })).not.toBeChecked();
  });

  it('refuses an under-18 and an unticked terms box, with the messages of the spec', async () => {
    const signup = jest.fn();
    renderShell(<Layout />, {
      path: '/signup',
      api: fakeShellApi({ session: fakeSessionApi({ signup }) }),
    });
    const form = await fill(yearsAgo(17));
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must be at least 18 years old to sign up.')).toBeVisible();
    expect(
      screen.getByText('You must agree to the terms and conditions to proceed.'),
    ).toBeVisible();
    expect(signup).not.toHaveBeenCalled();
  });

  it('signs an adult up with the utm attribution and metadata, then signs them in', async () => {
    const signup = jest.fn(() => Promise.resolve(loginResultFixture()));
    renderShell(<Layout />, {
      path: '/signup?utm_source=news&utm_campaign=spring<script>',
      api: fakeShellApi({
        session: fakeSessionApi({
          signup,
          fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        }),
      }),
    });
    const form = await fill(yearsAgo(30));
    await userEvent.click(within(form).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: /^Account/ })).toBeVisible();
    expect(signup).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'casey@example.com',
        dateOfBirth: yearsAgo(30),
        state: 'NSW',
        country: 'AU',
        acceptTerms: true,
        emailOptIn: false,
        attribution: { source: 'news' },
      }),
    );
  });

  it('reads attribution from the query, else the utm cookie, dropping unsafe values', () => {
    expect(attributionFrom('?utm_medium=email', '{"source":"app","campaign":"a b"}')).toEqual({
      source: 'app',
      medium: 'email',
    });
  });
});
