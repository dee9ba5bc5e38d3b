/** The identity module's door (ADR 067): what other modules may use of it. */

export type { AuthenticatedCaller, AuthService } from './auth-service.ts'
export {
  bearerToken,
  callerInfo,
  optionalCaller,
  pleaseSignIn,
  requireCaller,
  requireRegistered,
} from './authenticate.ts'
export {
  type CallerInfo,
  emailKey,
  type IdentityDeps,
  normalizeAreaCode,
  phoneDigits,
} from './context.ts'
export { sendToAccount, sendVerificationLink } from './messages.ts'
export {
  type Account,
  callerOfToken,
  callerRowOfToken,
  identityRepository,
  liveToken,
} from './repository.ts'
