import { email, matches, minimumAge, phone, required, terms } from './rules';
import { createFormValidator, type FieldRules, isFormValid, validateForm } from './validate-form';

interface SignupValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  phoneNumber: string;
  dateOfBirth: string;
  acceptTerms: boolean;
}

const rules: FieldRules<SignupValues> = {
  email: [required(), email()],
  password: required(),
  passwordConfirmation: [required(), matches<SignupValues>('password', 'password')],
  phoneNumber: [required(), phone()],
  dateOfBirth: [required(), minimumAge()],
  acceptTerms: terms(),
};

const valid: SignupValues = {
  email: 'ann@example.com',
  password: 'secret-1',
  passwordConfirmation: 'secret-1',
  phoneNumber: '0412345678',
  dateOfBirth: '1990-01-31',
  acceptTerms: true,
};

describe('validateForm', () => {
  it('is valid only when every field is valid', () => {
    const errors = validateForm(valid, rules);
    expect(errors).toEqual({});
    expect(isFormValid(errors)).toBe(true);
  });

  it('gathers the first error of each field', () => {
    const errors = validateForm(
      { ...valid, email: '', passwordConfirmation: 'other', acceptTerms: false },
      rules,
    );

    expect(errors).toEqual({
      email: 'This field is required',
      passwordConfirmation: 'Your password does not match',
      acceptTerms: 'You must agree to the terms and conditions to proceed.',
    });
    expect(isFormValid(errors)).toBe(false);
  });

  it('works as a Formik validate function', () => {
    const validate = createFormValidator(rules);
    expect(validate({ ...valid, phoneNumber: '123' })).toEqual({
      phoneNumber: 'Please enter a valid phone number',
    });
  });
});
