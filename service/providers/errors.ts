// Provider failures as the proxy reports them: 502 with the provider's own words, 504 on timeout, and the
// route's SPEC §8 fallback text when the provider gave none.
import { HttpError } from '../http-error.ts';

export class ProviderError extends HttpError {
  /** True when the message came from the provider itself rather than a generic description. */
  readonly fromProvider: boolean;

  constructor(
    statusCode: 400 | 404 | 422 | 502 | 503 | 504,
    message: string | undefined,
    /** Lower-case reason used when the provider said nothing, e.g. 'the maps provider did not answer in time'. */
    readonly reason = 'the maps provider failed',
  ) {
    const own = message?.trim();
    super(statusCode, own || reason.charAt(0).toUpperCase() + reason.slice(1));
    this.name = 'ProviderError';
    this.fromProvider = Boolean(own);
  }
}

export const timeoutError = () => new ProviderError(504, undefined, 'the maps provider did not answer in time');

/** Runs a provider call; a failure the provider gave no words for gets the endpoint's SPEC §8 fallback text
 * first ('Failed to calculate route: the maps provider did not answer in time'). */
export async function withFallback<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError && !error.fromProvider && error.statusCode >= 502) {
      // What the provider said beyond its known messages stays with the error, for the log.
      throw Object.assign(new HttpError(error.statusCode, `${fallback}: ${error.reason}`), { cause: error.cause });
    }
    throw error;
  }
}
