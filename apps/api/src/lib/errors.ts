/** Typed domain errors; services throw these and one handler maps them to the error envelope. */
export class DomainError extends Error {
  readonly statusCode: number
  readonly code: string
  readonly errors: { path: string; message: string }[] | undefined

  constructor(
    statusCode: number,
    code: string,
    message: string,
    errors?: { path: string; message: string }[],
  ) {
    super(message)
    this.name = 'DomainError'
    this.statusCode = statusCode
    this.code = code
    this.errors = errors
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message)
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, errors: { path: string; message: string }[] = []) {
    super(400, 'VALIDATION_ERROR', message, errors)
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message)
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized', code = 'UNAUTHORIZED') {
    super(401, code, message)
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden', code = 'FORBIDDEN') {
    super(403, code, message)
  }
}

export class TooManyRequestsError extends DomainError {
  /** Sent as `Retry-After` when the wait is known (progressive delays). */
  readonly retryAfterSeconds: number | undefined
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    retryAfterSeconds?: number,
  ) {
    super(429, 'RATE_LIMITED', message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}
