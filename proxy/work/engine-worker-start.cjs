// Starts an engine pool worker. Node does not start a worker thread from a TypeScript file, but what this
// plain script requires goes through tsx's hooks (the worker's execArgv).
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./engine-worker.ts');
