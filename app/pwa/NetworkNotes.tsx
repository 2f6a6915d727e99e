// A small note when an answer came from the saved copy (offline), or when an action needed the network and the
// device is offline, so nothing fails silently. Separate from the toaster: it must not replace a page's toast.
// Where the region was offered but not kept (storage short, cancelled, failed), the offline note carries the one
// tap that keeps it (issue 29: on flaky Wi-Fi the network is often back a moment later), and then follows that
// download, also on pages without a map (whose card would show it).
import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { OFFLINE_MESSAGE, onDeviceAnswer, onOfflineFailure, onSavedAnswer } from '../data/client.ts';
import { deviceAnswerText } from '../device/device-paths.ts';
import { keepText, notKept, useKeepRegion } from '../device/keep-state.ts';
import { isWorthNoting, savedResultText } from './network-notes.ts';
import { Button, CloseButton } from '../components/Button.tsx';

const SHOW_MS = 8000;

type Note = { kind: 'saved' | 'device' | 'offline'; text: string; at: number } | { kind: 'keep'; at: number };

export function NetworkNotes() {
  const [note, setNote] = useState<Note | null>(null);
  const keeping = useKeepRegion();
  const offer = note?.kind === 'offline' ? notKept(keeping) : null;
  // A note with a tap in it, or a download under way, stays: it must not vanish under the finger.
  const lasting = offer !== null || (note?.kind === 'keep' && keeping.kind === 'downloading');

  useEffect(() => {
    const offSaved = onSavedAnswer(({ path, savedAt }) => {
      if (isWorthNoting(path)) setNote({ kind: 'saved', text: savedResultText(savedAt), at: Date.now() });
    });
    const offDevice = onDeviceAnswer(({ path, regions }) => {
      if (isWorthNoting(path)) setNote({ kind: 'device', text: deviceAnswerText(regions), at: Date.now() });
    });
    const offFailure = onOfflineFailure(() => setNote({ kind: 'offline', text: OFFLINE_MESSAGE, at: Date.now() }));
    return () => {
      offSaved();
      offDevice();
      offFailure();
    };
  }, []);

  useEffect(() => {
    if (!note || lasting) return;
    const timer = setTimeout(() => setNote(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [note, lasting]);

  const text = note?.kind === 'keep' ? keeping.kind !== 'idle' && keepText(keeping) : note?.text;
  if (!note || !text) return null;
  return (
    <Alert.Root
      status={note.kind === 'offline' ? 'warning' : 'info'}
      position="fixed"
      top="16"
      left="50%"
      transform="translateX(-50%)"
      width="auto"
      maxW="calc(100vw - 2rem)"
      zIndex="toast"
      boxShadow="md"
      size="sm"
      role="status"
      data-testid="network-note"
    >
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
      {offer && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            setNote({ kind: 'keep', at: Date.now() });
            // The download's code (database, engine) loads with the tap, not with every page.
            void import('../device/keep-region.ts').then(({ keepRegion }) => keepRegion(offer));
          }}
        >
          Keep {offer.name} offline
        </Button>
      )}
      <CloseButton size="2xs" aria-label="Dismiss" onClick={() => setNote(null)} />
    </Alert.Root>
  );
}
