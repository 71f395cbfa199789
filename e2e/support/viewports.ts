/** The two sizes every page is checked at: a common phone and a laptop. */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1366, height: 900 };
