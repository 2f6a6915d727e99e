// The theme menu itself (SPEC §2: Light, Dark or System), loaded when the visitor reaches for its button.
import { Menu, Portal } from '@chakra-ui/react';
import { useTheme } from '../theme/ThemeProvider.tsx';
import type { Theme } from '../theme/theme-store.ts';
import { useHandoff, type Handoff } from './on-intent.ts';
import { ThemeIcon } from './ThemeMenu.tsx';
import { IconButton } from './Button.tsx';

const OPTIONS: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeMenuControl({ handoff }: { handoff: Handoff }) {
  const { theme, setTheme } = useTheme();
  const trigger = useHandoff(handoff);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton ref={trigger} aria-label="Toggle theme" variant="ghost" size={{ base: 'md', md: 'sm' }}>
          <ThemeIcon />
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
