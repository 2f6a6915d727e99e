// The engine's typed errors: a stable code for callers to map onto HTTP statuses, a message for people.

export type EngineErrorCode = 'OUT_OF_COVERAGE' | 'NO_ROUTE' | 'INVALID_INPUT';

export class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    /** Which input location (0-based) the error is about, when it is about one. */
    readonly locationIndex?: number,
  ) {
    super(message);
  }
}
