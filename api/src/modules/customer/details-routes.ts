import { type FastifyInstance } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  type AccountStatusWire,
  AccountStatusEnvelopeWire,
  ConfirmAddressRequestWire,
  ConfirmEmailRequestWire,
  CustomerDetailsEnvelopeWire,
  CustomerDetailsUpdateWire,
  type CustomerDetailsWire,
  FavouriteNumbersEnvelopeWire,
  FavouriteNumbersUpdateWire,
} from 'shared-kernel/wire/customer';
import { EmptyResultEnvelopeWire } from 'shared-kernel/wire/auth';
import { requireApiVersion } from '../../http/api-version';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { AccountDetailsService, missingFieldsOf } from './details-service';
import {
  favouriteNumbersFromWire,
  favouriteNumbersToWire,
  saveFavouriteNumbers,
} from './favourite-numbers';
import { type CustomerRecord } from './repository';

export const detailsNotices = {
  saved: 'Your details have been saved.',
  emailLinkSent: 'We sent a link to your new email address. Open it to confirm the change.',
} as const;

const success = (message: string) => [{ code: 'success', level: 'info' as const, message }];

/**
 * The account details calls (api.md §7.4): details (v3.2), address and email confirmation, terms,
 * favourite numbers. Registered by the customer plugin.
 */
export function registerDetailsRoutes(app: FastifyInstance): void {
  const service = new AccountDetailsService(
    app.database,
    app.outbox,
    app.config.publicUrl,
    app.config.now,
  );
  const detailsToWire = (customer: CustomerRecord): CustomerDetailsWire => ({
    firstname: customer.firstname,
    lastname: customer.lastname,
    date_of_birth: customer.dateOfBirth,
    phone_number: customer.phoneNumber,
    address: customer.address,
    suburb: customer.suburb,
    postcode: customer.postcode,
    state: customer.state,
    country: customer.country,
    email: customer.email,
    pending_email: customer.pendingEmail,
    is_verified: customer.isVerified,
    address_confirmation_required: customer.addressConfirmationRequired,
    email_address_confirmation_required: customer.pendingEmail !== null,
    account_upgrade: customer.accountUpgrade,
    missing_fields: missingFieldsOf(customer, app.config.now),
    terms_accepted: service.isTermsAccepted(customer),
    terms_accepted_at: service.isTermsAccepted(customer)
      ? customer.termsAcceptedAt.toISOString()
      : null,
  });
  const statusToWire = (customer: CustomerRecord): AccountStatusWire => ({
    email: customer.email,
    address_confirmation_required: customer.addressConfirmationRequired,
    email_address_confirmation_required: customer.pendingEmail !== null,
    account_upgrade: customer.accountUpgrade,
    country_banned_confirmation_required: customer.countryBannedConfirmationRequired,
    terms_accepted: service.isTermsAccepted(customer),
  });

  app.get(
    '/v2/customer/details',
    {
      config: { access: 'customer' },
      schema: { response: responses(CustomerDetailsEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.customerDetails, 'Customer details');
      const customer = await service.customer(customerOf(request).customerId);
      return resultEnvelope(detailsToWire(customer));
    },
  );

  app.post<{ Body: CustomerDetailsUpdateWire }>(
    '/v2/customer/details',
    {
      config: { access: 'customer', capability: 'account_details_manage' },
      schema: { body: CustomerDetailsUpdateWire, response: responses(CustomerDetailsEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.customerDetails, 'Customer details');
      const { customerId } = customerOf(request);
      const body = request.body;
      const before = await service.customer(customerId);
      await service.update(
        customerId,
        {
          firstname: body.firstname,
          lastname: body.lastname,
          dateOfBirth: body.date_of_birth,
          phoneNumber: body.phone_number,
          address: body.address,
          suburb: body.suburb,
          postcode: body.postcode,
          state: body.state,
          country: body.country,
          email: body.email,
        },
        { kind: 'customer' },
      );
      const customer = await service.customer(customerId);
      const emailLinkSent =
        customer.pendingEmail !== null && customer.pendingEmail !== before.pendingEmail;
      return {
        ...resultEnvelope(detailsToWire(customer)),
        messages: success(emailLinkSent ? detailsNotices.emailLinkSent : detailsNotices.saved),
      };
    },
  );

  app.post(
    '/v2/customer/details/email-confirmation',
    { config: { access: 'customer' }, schema: { response: responses(EmptyResultEnvelopeWire) } },
    async (request) => {
      await service.links.resendEmailConfirmation(customerOf(request).customerId);
      return { ...resultEnvelope(null), messages: success(detailsNotices.emailLinkSent) };
    },
  );

  // Anonymous: the link of an address confirmation email opens a page that is not protected.
  app.patch<{ Body: ConfirmAddressRequestWire | undefined }>(
    '/v2/customer/confirm-address',
    {
      config: { access: 'anonymous' },
      schema: { body: ConfirmAddressRequestWire, response: responses(AccountStatusEnvelopeWire) },
    },
    async (request) => {
      const customer = await service.links.confirmAddress({
        token: request.body?.token,
        customerId: request.customer?.customerId ?? null,
      });
      return resultEnvelope(statusToWire(customer));
    },
  );

  app.patch<{ Body: ConfirmEmailRequestWire }>(
    '/v2/customer/confirm-email-address',
    {
      config: { access: 'anonymous' },
      schema: { body: ConfirmEmailRequestWire, response: responses(AccountStatusEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(statusToWire(await service.links.confirmEmail(request.body.token))),
  );

  app.post(
    '/v2/customer/terms-and-conditions',
    { config: { access: 'customer' }, schema: { response: responses(AccountStatusEnvelopeWire) } },
    async (request) => {
      const customer = await service.acceptTerms(customerOf(request).customerId, 'current');
      return resultEnvelope(statusToWire(customer));
    },
  );

  app.post(
    '/v2/customer/terms-and-conditions/location',
    { config: { access: 'customer' }, schema: { response: responses(AccountStatusEnvelopeWire) } },
    async (request) => {
      const customer = await service.acceptTerms(customerOf(request).customerId, 'location');
      return resultEnvelope(statusToWire(customer));
    },
  );

  app.put<{ Body: FavouriteNumbersUpdateWire }>(
    '/v2/favourite-numbers',
    {
      config: { access: 'customer', capability: 'favourite_numbers' },
      schema: {
        body: FavouriteNumbersUpdateWire,
        response: responses(FavouriteNumbersEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await service.customer(customerId);
      const saved = await saveFavouriteNumbers(
        app.database,
        customerId,
        favouriteNumbersFromWire(request.body.favourite_numbers),
      );
      return resultEnvelope({ favourite_numbers: favouriteNumbersToWire(saved) });
    },
  );
}
