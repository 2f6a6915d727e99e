// Imported first by every browser entry (the app, the device engine's worker): zod builds fast object parsers with
// `new Function` when it can, and its check for that is a script-src violation under the app's Content-Security-
// Policy (no 'unsafe-eval'), reported on every page that loads a schema. The check runs when the first object
// schema is built, so this must come first. zod keeps its configuration on a global so that every copy of it shares
// one (z.config writes there); setting it here keeps zod itself out of the first load. zod-jitless.test.ts checks
// that zod reads it.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
