/** How many products the comparison holds side by side (four columns still read on a phone). */
export const COMPARE_MAX = 4
