/** Category `account`: the account remote's screens. */
export const accountTexts = {} as const;
