// Theme menu of SPEC §2: Light, Dark or System.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/ThemeProvider.tsx';
import type { Theme } from '../theme/theme-store.ts';

const OPTIONS: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeMenu() {
  const { theme, resolved, setTheme } = useTheme();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label="Toggle theme" variant="ghost" size={{ base: 'md', md: 'sm' }}>
          {theme === 'system' ? <Monitor /> : resolved === 'dark' ? <Moon /> : <Sun />}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => setTheme(e.value as Theme)}>
              {OPTIONS.map((o) => (
                <Menu.RadioItem key={o.value} value={o.value} minH={{ base: '10', md: '8' }}>
                  {o.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
