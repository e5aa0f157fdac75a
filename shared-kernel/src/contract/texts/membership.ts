/** Category `membership`: the Daily Winners remote's screens. */
export const membershipTexts = {} as const;
