// `npm start`: builds what is missing (the app, the offline region pack), then serves the app and the proxy.
import { buildAppIfStale } from './build-app.ts';

await buildAppIfStale();
await import('../proxy/main.ts').then((m) => m.main());
