// App entry. The start is a chain of tasks, each short enough that a tap on a phone is not held up for long: this
// script (Chakra's styling engine and recipes among it); building the UI system (about as long again); the code of
// the shell, its router and the first page frame (app/start.tsx); and the first render, which itself renders in
// slices. As one task the start blocked a phone's main thread for ~450 ms at 4x CPU. The HTML preloads the shell's
// scripts (vite.config.ts), so splitting it costs no round trip.
import './zod-jitless.ts';
import './theme/global.css';
// Kiosk mode's page-wide rules (html[data-kiosk]) are in the first stylesheet: the shell's script has none to wait for.
import './kiosk/kiosk.css';
// The search box's stylesheet is here, with the first load's: imported by the box, it was the only stylesheet of
// the chunk the planner and the traffic page share, one more file each of them waited for before rendering.
import './components/location-search/location-search.css';
// The progress bar's too: the map's region download, the offline area and the bulk geocoder share it.
import './components/progress-bar.css';
import { preloadMapConfig } from './map/useMapConfig.ts';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { createAppSystem } from './theme/system.ts';

registerServiceWorker();
// Every page but the 404 shows what the map configuration says: ask while the page's code loads.
preloadMapConfig();

const shell = import('./start.tsx');
setTimeout(() => {
  const system = createAppSystem();
  void shell.then(({ start }) => setTimeout(() => start(system)));
});
