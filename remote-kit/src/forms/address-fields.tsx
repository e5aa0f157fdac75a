import { australianStates } from 'shared-kernel/contract/customer';
import { sharedUiTexts } from 'shared-kernel/contract/texts';
import { useTranslation } from '../texts/use-translation';
import { SelectField, TextField } from './form-fields';

/** The choosable states and territories: GB, LW and NSWL are never offered (product.md §3). */
export const stateOptions = australianStates.map(
  (state): { value: typeof state; label: string } => ({
    value: state,
    label: state === 'OTHER' ? sharedUiTexts['ui.address_state_other'] : state,
  }),
);

/** The countries a customer may live in. */
export const countryOptions: Array<{ value: string; label: string }> = [
  { value: 'AU', label: sharedUiTexts['ui.address_country_au'] },
];

/**
 * A customer's address (product.md §5: address, suburb, state, postcode and country; line 2 is
 * never shown), as sign-up, my details and the account upgrade ask for it. The form's values are
 * named `address`, `suburb`, `state`, `postcode` and `country`.
 */
export function AddressFields() {
  const { t } = useTranslation();
  const states = stateOptions.map((option) =>
    option.value === 'OTHER' ? { ...option, label: t('ui.address_state_other') } : option,
  );
  const countries = countryOptions.map((option) =>
    option.value === 'AU' ? { ...option, label: t('ui.address_country_au') } : option,
  );
  return (
    <>
      <TextField name="address" label={t('ui.address_street')} autoComplete="address-line1" />
      <TextField name="suburb" label={t('ui.address_suburb')} autoComplete="address-level2" />
      <SelectField name="state" label={t('ui.address_state')} options={states} />
      <TextField
        name="postcode"
        label={t('ui.address_postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <SelectField name="country" label={t('ui.address_country')} options={countries} />
    </>
  );
}
