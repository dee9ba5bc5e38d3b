/** Directions to an address in the visitor's map app (the footer and the drawn map both link it). */
export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
