// Runs before the app renders so a dark-mode visitor never sees a white flash.
import { applyTheme, readTheme, resolveTheme, systemPrefersDark } from './theme-store.ts';

applyTheme(resolveTheme(readTheme(), systemPrefersDark()));
