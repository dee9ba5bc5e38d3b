/**
 * Refusals shown on back-office forms. `totpFormat` is the contract's zod message
 * `admin.errors.totpFormat`; the API's codes map to the others (web lib/form-action.server.ts).
 */
export const errorsEn = {
  totpFormat: 'Enter the 6-digit code from your authenticator app',
  invalidCredentials: 'Wrong e-mail or password, or this member is disabled',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  totpInvalid: 'That code is not right. Check the time on your phone and try again',
  tooManyAttempts: 'Too many attempts. Try again in {{minutes}} minutes',
  sessionExpired: 'Your session has ended. Please sign in again',
  forbidden: 'Your role does not allow this',
  invitationInvalid: 'This invitation link is no longer valid. Ask the owner to send a new one',
  passwordsDiffer: 'The two passwords are not the same',
  serverError: 'The server could not do this. Please try again',
  invalid: 'Please check this field',
  staffExists: 'Someone with this e-mail is already on the team',
  invitationAccepted: 'This member has already chosen a password',
  lastOwner: 'The shop needs at least one owner who can sign in',
}
