/** Signing in, accepting an invitation, turning two-factor sign-in on. */
export const authEn = {
  login: {
    title: 'Sign in to the back office',
    email: 'E-mail',
    password: 'Password',
    code: 'Code from your authenticator app',
    codeHint: 'Two-factor sign-in is on for this member: enter the 6 digits your app shows now.',
    submit: 'Sign in',
    submitting: 'Signing in…',
    signedOut: 'You have signed out.',
  },
  invitation: {
    title: 'Join the back office',
    greeting: 'Welcome, {{name}}',
    body: 'You are invited as {{role}} with the e-mail {{email}}. Choose a password to sign in.',
    password: 'Password',
    passwordHint: 'At least 12 characters, with letters and digits.',
    confirm: 'Password again',
    submit: 'Set password and sign in',
    submitting: 'Setting password…',
    invalid: 'This invitation link is no longer valid. Ask the owner to send a new one.',
  },
  twoFactor: {
    title: 'Two-factor sign-in',
    required: 'Owners must turn two-factor sign-in on before using the back office.',
    intro:
      'Scan the QR code with an authenticator app (or type the key), then enter the 6-digit code it shows.',
    qr: 'QR code for your authenticator app',
    secret: 'Key',
    link: 'Set-up link',
    code: 'Code from the app',
    submit: 'Turn on two-factor sign-in',
    submitting: 'Checking…',
    enabled: 'Two-factor sign-in is on. You will be asked for a code each time you sign in.',
    already: 'Two-factor sign-in is already on for your account.',
  },
}
