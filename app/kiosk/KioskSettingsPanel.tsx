// The staff's panel in kiosk mode, opened by the faint gear in the footer (KioskGear): load the prepared demo
// file, restore it, set the idle timeout, switch attract mode, leave kiosk mode.
import { Dialog, Field, FileUpload, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PlainCheckbox } from '../components/PlainCheckbox.tsx';
import { notify } from '../components/toaster.tsx';
import { checkExport, replaceAllRoutes } from '../data/export-import.ts';
import { readDemo, saveDemo, setKioskOn, setKioskPanelOpen, updateKioskSettings, useKioskState } from './kiosk-store.ts';
import { KIOSK_GEAR_ID } from './KioskGear.tsx';
import { DialogFrame } from '../components/DialogFrame.tsx';
import { Button } from '../components/Button.tsx';

async function loadDemoFile(file: File): Promise<void> {
  const text = await file.text();
  let routes: number;
  try {
    routes = checkExport(text);
    saveDemo(text);
  } catch (error) {
    notify('error', 'Demo not loaded', error instanceof Error ? error.message : String(error));
    return;
  }
  await restoreNow();
  notify('success', 'Demo Loaded', `${routes} route${routes === 1 ? '' : 's'} will be restored when the kiosk is idle`);
}

export async function restoreNow(): Promise<boolean> {
  const demo = readDemo();
  if (!demo) return false;
  try {
    await replaceAllRoutes(demo);
    return true;
  } catch (error) {
    console.error('Restoring the prepared demo failed', error);
    notify('error', 'Error', 'Failed to restore the prepared demo');
    return false;
  }
}

export function KioskSettingsPanel() {
  const { settings, panelOpen } = useKioskState();
  const [seconds, setSeconds] = useState(String(settings.idleSeconds));
  const hasDemo = readDemo() !== null;

  return (
    <Dialog.Root open={panelOpen} onOpenChange={(e) => setKioskPanelOpen(e.open)} finalFocusEl={() => document.getElementById(KIOSK_GEAR_ID)}>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Kiosk settings</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            <Stack gap="2">
              <Text fontWeight="medium">Prepared demo</Text>
              <Text fontSize="sm" color="fg.muted" data-testid="kiosk-demo-status">
                {hasDemo
                  ? 'A demo is loaded: when the kiosk is idle, its routes and stops replace whatever visitors did.'
                  : 'No demo loaded: when idle, the kiosk only returns to the overview.'}
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <FileUpload.Root accept={['application/json', '.json']} maxFiles={1} onFileAccept={(e) => e.files[0] && void loadDemoFile(e.files[0])}>
                  <FileUpload.HiddenInput aria-label="Demo file" />
                  <FileUpload.Trigger asChild>
                    <Button variant="outline" size="sm">
                      Load demo file…
                    </Button>
                  </FileUpload.Trigger>
                </FileUpload.Root>
                <Button variant="outline" size="sm" disabled={!hasDemo} onClick={() => void restoreNow()}>
                  Restore demo now
                </Button>
              </HStack>
            </Stack>
            <Field.Root>
              <Field.Label>Idle timeout (seconds)</Field.Label>
              <Input
                type="number"
                min={5}
                max={86400}
                value={seconds}
                onChange={(e) => setSeconds(e.currentTarget.value)}
                onBlur={() => {
                  const value = Math.round(Number(seconds));
                  if (Number.isFinite(value) && value >= 5) updateKioskSettings({ idleSeconds: value });
                  else setSeconds(String(settings.idleSeconds));
                }}
              />
              <Field.HelperText>After this long without a touch, the kiosk returns to the overview and restores the demo.</Field.HelperText>
            </Field.Root>
            <PlainCheckbox checked={settings.attract} onCheckedChange={(attract) => updateKioskSettings({ attract })}>
              Attract mode: cycle through the pages while idle
            </PlainCheckbox>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="red" variant="outline" onClick={() => setKioskOn(false)}>
            Exit kiosk mode
          </Button>
          <Button onClick={() => setKioskPanelOpen(false)}>Done</Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
