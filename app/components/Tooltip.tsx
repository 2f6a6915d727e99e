// A tooltip that opens after 700 ms (SPEC §9), so hovering across the toolbar does not flash labels.
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;

export function Tooltip({ content, children, disabled }: { content: ReactNode; children: ReactNode; disabled?: boolean }) {
  if (disabled) return <>{children}</>;
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={100}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
