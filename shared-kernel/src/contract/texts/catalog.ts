/** Category `catalog`: the catalogue remote's screens (home, offers, results, causes, blog, app pages). */
export const catalogTexts = {} as const;
