/** Category `lotto_party`: the Lotto Party remote's screens. */
export const lottoPartyTexts = {} as const;
