// The data layer's one error shape: an HTTP status and a visitor-safe message, thrown inside transactions so
// they roll back, and turned into a JSON response by the local API.
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export const notFound = (what: string, id: number | string): HttpError => new HttpError(404, `${what} ${id} not found`);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
