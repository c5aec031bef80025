// The two ways a worker call ends early; both are DOMExceptions so callers can test `error.name`.
export function abortError(message = 'The operation was aborted'): DOMException {
  return new DOMException(message, 'AbortError')
}

export function timeoutError(ms: number): DOMException {
  return new DOMException(`Timed out after ${ms} ms`, 'TimeoutError')
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

export function isTimeoutError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError'
}

export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error || error instanceof DOMException) return error.message || fallback
  if (typeof error === 'string' && error) return error
  return fallback
}
