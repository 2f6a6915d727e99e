// The Share Route dialog's content: the link to this page and the current route (with the route's stops when
// they fit) and its QR code. Loaded when the dialog first opens, with the data layer and the QR encoder.
import { HStack, Input, QrCode, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useCurrentRoute, useStops } from '../data/hooks.ts';
import { encodeSharedRoute } from '../share/route-payload.ts';
import { shareLink } from './share-link.ts';
import { notify } from './toaster.tsx';
import { Button } from './Button.tsx';

/** Longer links make QR codes too dense to scan from a screen (version 40 holds ~2.9 kB at its lowest). */
export const MAX_QR_LINK_CHARS = 1800;

function useShareLink(href: string): string | null {
  const route = useCurrentRoute();
  const stops = useStops();
  // The current route's id; undefined while it loads.
  const routeId = route === undefined ? undefined : (route?.id ?? null);
  return useMemo(() => {
    if (routeId === undefined) return null;
    if (routeId === null) return shareLink(href, null);
    if (stops === undefined) return null;
    if (route?.id !== routeId) return shareLink(href, routeId);
    const encoded = encodeSharedRoute({
      id: route.id,
      name: route.name,
      departAt: route.departAt,
      vehicle: route.vehicle ?? 'car',
      stops: stops.map((s) => ({
        name: s.name,
        displayString: s.displayString,
        address: s.address,
        lat: s.latitude,
        lng: s.longitude,
        deliveryStartAt: s.deliveryStartAt,
        deliveryEndAt: s.deliveryEndAt,
        serviceMinutes: s.serviceMinutes,
      })),
    });
    return shareLink(href, routeId, encoded);
  }, [href, routeId, route, stops]);
}

export function ShareBody({ href, onCopied }: { href: string; onCopied: () => void }) {
  const link = useShareLink(href);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('success', 'Link Copied', 'The route link has been copied to your clipboard');
      onCopied();
    } catch {
      notify('error', 'Error', 'Failed to copy the link to clipboard');
    }
  }

  return (
    <Stack gap="4">
      <HStack>
        <Input readOnly value={link ?? ''} placeholder="Preparing the link…" aria-label="Route link" onFocus={(e) => e.currentTarget.select()} />
        <Button onClick={() => void copy()} disabled={!link}>
          Copy
        </Button>
      </HStack>
      {link && link.length <= MAX_QR_LINK_CHARS && (
        <QrCode.Root value={link} encoding={{ ecc: 'L' }} size="xl" alignSelf="center" role="img" aria-label="QR code of the route link" data-testid="share-qr">
          <QrCode.Frame bg="white" p="2">
            <QrCode.Pattern color="black" />
          </QrCode.Frame>
        </QrCode.Root>
      )}
      {link && link.length > MAX_QR_LINK_CHARS && (
        <Text fontSize="sm" color="fg.muted">
          This route is too long for a QR code: copy the link instead.
        </Text>
      )}
    </Stack>
  );
}
