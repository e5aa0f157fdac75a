/** Category `account_play`: the account remote's tickets and recurring-purchase screens. */
export const accountPlayTexts = {} as const;
