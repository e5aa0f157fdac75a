/** What the details, confirmation and terms calls answer when they refuse. */
export const detailsMessages = {
  invalid: 'Please check the highlighted fields.',
  dateOfBirthLocked: 'Your date of birth cannot be changed once your account is verified.',
  noPendingEmail: 'There is no new email address waiting for confirmation.',
  signInToConfirm: 'Please log in to continue.',
} as const;
