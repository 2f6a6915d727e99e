// Theme menu of SPEC §2: Light, Dark or System. Its button is here from the first paint; the menu's code loads
// when the visitor reaches for it (on-intent.ts).
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/ThemeProvider.tsx';
import { useOnIntent } from './on-intent.ts';
import { IconButton } from './Button.tsx';

const loadControl = async () => (await import('./ThemeMenuControl.tsx')).ThemeMenuControl;

export function ThemeIcon() {
  const { theme, resolved } = useTheme();
  return theme === 'system' ? <Monitor /> : resolved === 'dark' ? <Moon /> : <Sun />;
}

export function ThemeMenu() {
  const { control, standIn } = useOnIntent(loadControl);
  if (control) return <control.value handoff={control.handoff} />;
  return (
    <IconButton {...standIn} aria-label="Toggle theme" aria-haspopup="menu" aria-expanded={false} variant="ghost" size={{ base: 'md', md: 'sm' }}>
      <ThemeIcon />
    </IconButton>
  );
}
