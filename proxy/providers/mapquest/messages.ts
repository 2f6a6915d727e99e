// Which of MapQuest's own error messages reach a visitor: the documented ones that say what went wrong and
// reveal nothing else. Anything else the provider says (internal failures, echoed requests) goes to the log,
// and the visitor reads the route's fallback text with the reason.
const KNOWN: readonly RegExp[] = [
  /^We are unable to route with the given locations\.?$/,
  /^Unable to calculate route\.?$/,
  /^The AppKey submitted with this request is invalid\.?$/,
  /^This key is not authorized for this service\.?$/,
  /^Illegal argument from request: [\w .,:;'"()/-]{1,200}$/,
];

/** The provider's message when it is one of the known ones, else undefined. */
export function knownMessage(said: string): string | undefined {
  const text = said.trim();
  return KNOWN.some((pattern) => pattern.test(text)) ? text : undefined;
}
