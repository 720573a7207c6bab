// An address as one line, for every page that shows one (without zod: islands import it; the form's schema is
// address.ts).

/** One line of a delivery address; municipalities repeat the province as the city (上海市上海市…): written once. */
export const fullAddress = (a: { province: string; city: string; district: string; detail: string }) =>
  `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.detail}`;
