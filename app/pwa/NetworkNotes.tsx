// A small note when an answer came from the saved copy (offline), or when an action needed the network and the
// device is offline, so nothing fails silently. Separate from the toaster: it must not replace a page's toast.
import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { OFFLINE_MESSAGE, onDeviceAnswer, onOfflineFailure, onSavedAnswer } from '../data/client.ts';
import { deviceAnswerText } from '../device/device-paths.ts';
import { isWorthNoting, savedResultText } from './network-notes.ts';

const SHOW_MS = 8000;

type Note = { kind: 'saved' | 'device' | 'offline'; text: string; at: number };

export function NetworkNotes() {
  const [note, setNote] = useState<Note | null>(null);

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
    if (!note) return;
    const timer = setTimeout(() => setNote(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [note]);

  if (!note) return null;
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
      <Alert.Title>{note.text}</Alert.Title>
      <CloseButton size="2xs" aria-label="Dismiss" onClick={() => setNote(null)} />
    </Alert.Root>
  );
}
