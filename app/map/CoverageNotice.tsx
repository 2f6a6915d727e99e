// Said over a map whose view shows no offline region: the map there is blank, so it says why and offers a way
// back to each region instead. It sits under the map's top controls, in sight on a tall map and clear of the centre where a fitted marker is.
import { Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { OfflineRegionInfo } from '../../service/contract/index.ts';
import { offlineRegionsPhrase, outsideCoverageText } from './regions.ts';
import { Button } from '../components/Button.tsx';

interface Props {
  regions: readonly Pick<OfflineRegionInfo, 'id' | 'name'>[];
  onChoose: (id: string) => void;
}

export function CoverageNotice({ regions, onChoose }: Props) {
  return (
    <Box
      role="status"
      data-testid="coverage-notice"
      position="absolute"
      top="14"
      left="50%"
      transform="translateX(-50%)"
      width="max-content"
      maxW="calc(100% - 32px)"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="md"
      px="4"
      py="3"
      zIndex="1"
    >
      <Stack gap="2">
        <Text fontWeight="semibold">{outsideCoverageText(regions)}</Text>
        <Text fontSize="sm" color="fg.muted">
          The offline map has no data here.
        </Text>
        <Wrap gap="2">
          {regions.map((r) => (
            <Button key={r.id} size={{ base: 'md', md: 'sm' }} colorPalette="blue" variant="subtle" onClick={() => onChoose(r.id)}>
              Go to {r.name}
            </Button>
          ))}
        </Wrap>
      </Stack>
    </Box>
  );
}

/** One line under a place or a stop that no offline region holds, e.g. 'Outside the offline regions: no route reaches it'. */
export function OutsideRegionsHint({ regions, consequence }: { regions: readonly unknown[]; consequence?: string }) {
  return (
    <HStack gap="1" fontSize="sm" color="fg.warning" data-testid="outside-regions">
      <TriangleAlert size={14} aria-hidden />
      <Text as="span">
        Outside {offlineRegionsPhrase(regions)}
        {consequence ? `: ${consequence}` : ''}
      </Text>
    </HStack>
  );
}
