import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import {
  type VerificationMethod,
  type VerificationStatus,
} from 'shared-kernel/contract/verification';
import { makeStore } from '../../store';
import { verificationFeature } from './verification-screens';
import { AccountVerificationPage } from './account-verification-page';
import { ManualVerificationPage } from './manual-verification-page';
import { type VerificationApi } from './verification-api';
import { VerifyAccountPage } from './verify-account-page';

function statusOf(
  methods: Partial<Record<VerificationMethod['type'], VerificationMethod['status']>>,
  overrides: Partial<VerificationStatus> = {},
): VerificationStatus {
  return {
    isVerified: false,
    methods: Object.entries({ auto_verification: 'not_attempted', ...methods }).map(
      ([type, status]) => ({ type, status }) as VerificationMethod,
    ),
    review: null,
    details: {
      name: 'Alex Docs',
      dateOfBirth: '1990-04-12',
      address: '12 Ocean Road, Bondi NSW 2026, AU',
    },
    ...overrides,
  };
}

const notMatched = statusOf(
  {
    auto_verification: 'attempted',
    drivers_licence: 'not_attempted',
    connect_id: 'not_attempted',
    photo_id_upload: 'not_attempted',
  },
  { outcome: 'not_matched' },
);

function fakeApi(overrides: Partial<VerificationApi> = {}): VerificationApi {
  return {
    fetchStatus: () => Promise.resolve(statusOf({})),
    verifyAutomatically: () => Promise.resolve(notMatched),
    verifyLicence: () => Promise.resolve(statusOf({}, { isVerified: true, outcome: 'verified' })),
    uploadDocuments: () => Promise.resolve(statusOf({ photo_id_upload: 'pending' })),
    startConnectId: () => Promise.resolve({ redirectUrl: 'https://provider.example/start' }),
    finishConnectId: () => Promise.resolve(statusOf({}, { isVerified: true })),
    goTo: jest.fn(),
    ...overrides,
  };
}

function renderAt(path: string, page: React.ReactElement, api: VerificationApi, isSignedIn = true) {
  const store = makeStore(undefined, { verification: api, isSignedIn: () => isSignedIn }, [
    verificationFeature,
  ]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
}

describe('Verify your account', () => {
  it('shows the details to confirm, then the other methods when they do not match', async () => {
    const user = userEvent.setup();
    renderAt('/my-account/verify-account', <VerifyAccountPage />, fakeApi());

    expect(await screen.findByText('Your identity is not verified yet.')).toBeInTheDocument();
    expect(screen.getByText('12 Ocean Road, Bondi NSW 2026, AU')).toBeInTheDocument();
    expect(screen.getByText('12 April 1990')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'My details are correct: verify me' }));

    expect(
      await screen.findByText(
        'We could not match your details automatically. Choose another way below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Driver licence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload photo ID' })).toHaveAttribute(
      'href',
      '/my-account/manual-verification',
    );
    expect(screen.getByRole('button', { name: 'Verify with ConnectID' })).toBeInTheDocument();
  });

  it('checks a licence with the keyboard and shows the server’s field errors', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError({
      status: 422,
      message: 'The request is not valid.',
      code: 'validation_failed',
      errorId: 'validation_failed',
      isResponse: true,
      errors: { licence_number: ['Enter your licence number: 4 to 12 letters or digits.'] },
    });
    const verifyLicence = jest.fn(() => Promise.reject(refusal));
    renderAt(
      '/my-account/verify-account',
      <VerifyAccountPage />,
      fakeApi({
        fetchStatus: () => Promise.resolve(notMatched),
        verifyLicence,
      }),
    );

    await user.type(await screen.findByLabelText('Licence number'), '1234 5678');
    await user.selectOptions(screen.getByLabelText('State or territory of issue'), 'NSW');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Verify my licence' }));

    expect(verifyLicence).toHaveBeenCalledWith({ licenceNumber: '1234 5678', state: 'NSW' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
  });
});

describe('Upload your ID', () => {
  it('checks size and type in the browser, then sends the files and shows pending review', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadDocuments = jest.fn(() =>
      Promise.resolve(statusOf({ photo_id_upload: 'pending' })),
    );
    renderAt(
      '/my-account/manual-verification',
      <ManualVerificationPage />,
      fakeApi({
        fetchStatus: () => Promise.resolve(notMatched),
        uploadDocuments,
      }),
    );

    await user.selectOptions(await screen.findByLabelText('Kind of ID'), 'passport');
    const front = screen.getByLabelText('Front of your ID');
    expect(front).toHaveAccessibleDescription('JPEG, PNG or PDF, up to 10 MB.');
    await user.upload(front, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Upload a JPEG, PNG or PDF file.')).toBeInTheDocument();
    expect(uploadDocuments).not.toHaveBeenCalled();

    const png = new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' });
    await user.upload(front, png);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(uploadDocuments).toHaveBeenCalledWith({ documentType: 'passport', frontImage: png });
    expect(
      await screen.findByText(
        'Your identity check is pending review. We will email you when it is done.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Account verification', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderAt('/account-verification', <AccountVerificationPage />, fakeApi(), false);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
