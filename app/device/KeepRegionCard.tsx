// The first use's download where the visitor sees it: a card on the map, under its controls, with the progress
// and Cancel, then what it did; where storage is short, the one tap that keeps the region anyway. On the map, so
// it covers none of the page's own controls.
import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { cancelKeeping, dismissKeeping, keepRegion } from './keep-region.ts';
import { keepText, useKeepRegion } from './keep-state.ts';
import { Button, CloseButton } from '../components/Button.tsx';

export function KeepRegionCard() {
  const state = useKeepRegion();
  if (state.kind === 'idle') return null;
  const downloading = state.kind === 'downloading';
  return (
    <Box
      position="absolute"
      top="calc(100% + 0.5rem)"
      right="0"
      w="min(22rem, 80vw)"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="lg"
      p="3"
      data-testid="keep-region"
      data-state={state.kind}
      data-print="hide"
    >
      <Stack gap="2">
        <HStack align="start" gap="2">
          <Text role="status" fontSize="sm" flex="1">
            {keepText(state)}
          </Text>
          {!downloading && <CloseButton size={{ base: 'md', md: 'sm' }} aria-label="Close" onClick={dismissKeeping} />}
        </HStack>
        {downloading && (
          <HStack>
            <Progress.Root flex="1" value={(state.progress.received / state.progress.total) * 100} aria-label={`Keeping ${state.pack.name} on this device`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={cancelKeeping}>
              Cancel
            </Button>
          </HStack>
        )}
        {(state.kind === 'short' || state.kind === 'failed') && (
          <Button size={{ base: 'md', md: 'sm' }} style={{ alignSelf: 'start' }} onClick={() => void keepRegion(state.pack)}>
            Keep {state.pack.name} offline
          </Button>
        )}
      </Stack>
    </Box>
  );
}
