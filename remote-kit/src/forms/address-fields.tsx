import { australianStates } from 'shared-kernel/contract/customer';
import { SelectField, TextField } from './form-fields';

/** The choosable states and territories: GB, LW and NSWL are never offered (product.md §3). */
export const stateOptions = australianStates.map((state) => ({
  value: state,
  label: state === 'OTHER' ? 'Other' : state,
}));

/** The countries a customer may live in. */
export const countryOptions = [{ value: 'AU', label: 'Australia' }];

/**
 * A customer's address (product.md §5: address, suburb, state, postcode and country; line 2 is
 * never shown), as sign-up, my details and the account upgrade ask for it. The form's values are
 * named `address`, `suburb`, `state`, `postcode` and `country`.
 */
export function AddressFields() {
  return (
    <>
      <TextField name="address" label="Address" autoComplete="address-line1" />
      <TextField name="suburb" label="Suburb" autoComplete="address-level2" />
      <SelectField name="state" label="State" options={stateOptions} />
      <TextField name="postcode" label="Postcode" inputMode="numeric" autoComplete="postal-code" />
      <SelectField name="country" label="Country" options={countryOptions} />
    </>
  );
}
