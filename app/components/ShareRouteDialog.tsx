// Share Route dialog (SPEC §2): a read-only link to this page and route, copied with one click, and a QR code of
// it so a booth visitor can take the route to their phone. The link carries the route's stops when they fit.
import { Button, CloseButton, Dialog, HStack, IconButton, Input, Portal, QrCode, Stack, Text } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCurrentRoute, useStops } from '../data/hooks.ts';
import { encodeSharedRoute } from '../share/route-payload.ts';
import { shareLink } from './share-link.ts';
import { notify } from './toaster.tsx';

/** Longer links make QR codes too dense to scan from a screen (version 40 holds ~2.9 kB at its lowest). */
export const MAX_QR_LINK_CHARS = 1800;

function useShareLink(href: string, routeId: number | null): string | null {
  const route = useCurrentRoute();
  const stops = useStops();
  return useMemo(() => {
    if (routeId === null) return shareLink(href, null);
    if (route === undefined || stops === undefined) return null;
    if (route?.id !== routeId) return shareLink(href, routeId);
    const encoded = encodeSharedRoute({
      id: route.id,
      name: route.name,
      departAt: route.departAt,
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

function ShareBody({ href, routeId, onCopied }: { href: string; routeId: number | null; onCopied: () => void }) {
  const link = useShareLink(href, routeId);

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

export function ShareRouteDialog({ routeId }: { routeId: number | null }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) setHref(window.location.href);
        setOpen(e.open);
      }}
    >
      <Dialog.Trigger asChild>
        <IconButton aria-label="Share route" variant="ghost" size={{ base: 'md', md: 'sm' }}>
          <Share2 />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Share Route</Dialog.Title>
              <Dialog.Description>Share this link to let others view this route</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{open && <ShareBody href={href} routeId={routeId} onCopied={() => setOpen(false)} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
