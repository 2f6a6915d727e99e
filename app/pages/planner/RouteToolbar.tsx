// 'Your Route' heading with the stop-count badge and its four buttons (SPEC §2).
import { Badge, Button, Flex, HStack, Heading, Wrap } from '@chakra-ui/react';
import { Clock, Shuffle, Sparkles } from 'lucide-react';
import { Tooltip } from '../../components/Tooltip.tsx';
import { ClearStopsDialog } from './ClearStopsDialog.tsx';
import { memo } from 'react';

interface Props {
  count: number;
  optimizing: boolean;
  onSetDefaults: () => void;
  onMixUp: () => void;
  onOptimize: () => void;
  onClear: () => Promise<void>;
}

export const RouteToolbar = memo(function RouteToolbar({ count, optimizing, onSetDefaults, onMixUp, onOptimize, onClear }: Props) {
  return (
    <Flex direction="column" gap="3" mb="3">
      <HStack>
        <Heading as="h2" size="lg">
          Your Route
        </Heading>
        <Badge colorPalette="blue" aria-label={`${count} stops`} data-testid="stop-count">
          {count}
        </Badge>
      </HStack>
      <Wrap gap="2">
        <Tooltip content="midnight to midnight">
          <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={onSetDefaults}>
            <Clock /> Set Defaults
          </Button>
        </Tooltip>
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={onMixUp}>
          <Shuffle /> Mix Up
        </Button>
        <Button size={{ base: 'md', md: 'sm' }} onClick={onOptimize} loading={optimizing} loadingText="Optimizing...">
          <Sparkles /> Optimize Route
        </Button>
        <ClearStopsDialog disabled={count === 0} onConfirm={onClear} />
      </Wrap>
    </Flex>
  );
});
