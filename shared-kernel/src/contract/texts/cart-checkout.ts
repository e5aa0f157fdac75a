/** Category `cart`: the cart and checkout remote's screens. */
export const cartTexts = {} as const;
