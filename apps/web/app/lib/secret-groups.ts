/** A secret in groups of four, easier to type into an app by hand: `JBSW Y3DP EHPK 3PXP`. */
export function groupsOfFour(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
}
