import { createFormValidator, matches, required } from 'shared-kernel/contract/validation';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const newPasswordRules = {
  newPassword: required(),
  confirmPassword: [required(), matches<NewPasswordValues>('newPassword', 'password')],
};

export const validateNewPassword = createFormValidator<NewPasswordValues>(newPasswordRules);
