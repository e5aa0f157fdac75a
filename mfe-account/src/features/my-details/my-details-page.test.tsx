import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createBus } from 'shared-kernel';
import { type CustomerDetails } from 'shared-kernel/contract/customer';
import { makeStore } from '../../store';
import { myDetailsFeature } from './my-details-screens';
import { type MyDetailsApi } from './my-details-api';
import { MyDetailsPage } from './my-details-page';

const details: CustomerDetails = {
  firstname: 'Dana',
  lastname: 'Demo',
  dateOfBirth: '1985-06-15',
  phoneNumber: '0412 345 678',
  address: '1 George Street',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'AU',
  email: 'dana@example.test',
  pendingEmail: null,
  isVerified: true,
  addressConfirmationRequired: false,
  emailAddressConfirmationRequired: false,
  accountUpgrade: false,
  missingFields: [],
  termsAccepted: true,
  termsAcceptedAt: null,
};

function renderPage(api: Partial<MyDetailsApi> = {}) {
  const bus = createBus();
  const published: string[] = [];
  bus.subscribe('customer/accountChanged', ({ reason }) => published.push(reason));
  const myDetails: MyDetailsApi = {
    fetchDetails: () => Promise.resolve(details),
    updateDetails: (input) => Promise.resolve({ ...details, ...input }),
    resendEmailConfirmation: () => Promise.resolve(),
    confirmAddress: () => Promise.resolve(),
    ...api,
  };
  render(
    <Provider store={makeStore(undefined, { myDetails, bus }, [myDetailsFeature])}>
      <MemoryRouter>
        <MyDetailsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { published };
}

describe('MyDetailsPage', () => {
  it('refuses a bad post code with the spec message, without calling the api', async () => {
    const updateDetails = jest.fn();
    renderPage({ updateDetails });
    const postcode = await screen.findByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter a valid post code')).toBeInTheDocument();
    expect(updateDetails).not.toHaveBeenCalled();
  });

  it('saves a change, says so and tells the page the customer changed', async () => {
    const { published } = renderPage();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(published).toEqual(['details']);
  });

  it("shows the server's field messages beside their fields", async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'Please check the highlighted fields.',
      code: 'validation_failed',
      errors: {
        email: ['An account with this email address already exists. Please log in instead.'],
      },
      isResponse: true,
    });
    renderPage({ updateDetails: () => Promise.reject(refusal) });
    await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText(
        'An account with this email address already exists. Please log in instead.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the date of birth read-only once verified, and offers to confirm the address', async () => {
    const confirmAddress = jest.fn(() => Promise.resolve());
    renderPage({
      fetchDetails: () => Promise.resolve({ ...details, addressConfirmationRequired: true }),
      confirmAddress,
    });
    expect(await screen.findByLabelText('Date of birth')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm address' }));
    expect(confirmAddress).toHaveBeenCalled();
  });
});
