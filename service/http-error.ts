// The errors every host of the service reports the same way: a status and a message the visitor may read.

/** An error a route throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After: when trying again may work. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 'Invalid body field "locations.0.lat": …'; a problem with the whole input (e.g. not an array) has no field to name. */
export function invalidInputMessage(where: string, field: string | undefined, message: string | undefined): string {
  if (!field) return `Invalid ${where}: ${message ?? 'invalid value'}`;
  return `Invalid ${where} field "${field}": ${message ?? 'invalid value'}`;
}
