// Technical Details (SPEC §2): a toggle that shows the endpoint (a placeholder where a key would be) and the body.
import { Box, Code, Collapsible, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { MapConfigResponse } from '../../../service/contract/index.ts';
import { offlineRegionNames } from '../../map/regions.ts';
import { memo } from 'react';
import { Button } from '../../components/Button.tsx';

export const KEY_PLACEHOLDER = '{key}';

/** The provider call behind one of our endpoints, with the key shown as a placeholder. */
const UPSTREAM: Record<string, string> = {
  '/api/optimize-route': 'https://www.mapquestapi.com/directions/v2/routematrix',
  '/api/route-directions': 'https://www.mapquestapi.com/directions/v2/route',
  '/api/route-matrix': 'https://www.mapquestapi.com/directions/v2/routematrix',
};

export function providerEndpoint(path: string, config: MapConfigResponse | null): string {
  if (!config || config.provider === 'offline') {
    const names = config && offlineRegionNames(config);
    return `answered by the built-in offline engine${names ? ` (${names})` : ''}; no key is used`;
  }
  const upstream = UPSTREAM[path];
  return upstream ? `${upstream}?key=${KEY_PLACEHOLDER}` : `${config.providerName} (key ${KEY_PLACEHOLDER})`;
}

interface Props {
  method: string;
  path: string;
  body: unknown;
  config: MapConfigResponse | null;
}

export const TechnicalDetails = memo(function TechnicalDetails({ method, path, body, config }: Props) {
  const origin = globalThis.location?.origin ?? '';
  return (
    <Collapsible.Root as="section" aria-label="Technical Details" borderWidth="1px" rounded="md" p="3">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size={{ base: 'md', md: 'sm' }} style={{ width: '100%', justifyContent: 'space-between' }}>
          Technical Details
          <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <ChevronDown />
          </Collapsible.Indicator>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="2" pt="3" fontSize="sm" data-testid="technical-details">
          <Box>
            <Text fontWeight="semibold">Endpoint</Text>
            <Code wordBreak="break-all" data-testid="technical-endpoint">{`${method} ${origin}${path}`}</Code>
          </Box>
          <Box>
            <Text fontWeight="semibold">Provider call</Text>
            <Code wordBreak="break-all">{providerEndpoint(path, config)}</Code>
          </Box>
          <Box>
            <Text fontWeight="semibold">Request body</Text>
            {/* Focusable, so a keyboard can scroll a long body. */}
            <Box as="pre" tabIndex={0} aria-label="Request body" data-testid="technical-body" fontFamily="mono" fontSize="xs" bg="bg.muted" p="2" rounded="md" overflow="auto" maxH="80">
              {JSON.stringify(body, null, 2)}
            </Box>
          </Box>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
});
