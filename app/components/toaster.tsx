// The app's one toaster (SPEC §9): one toast at a time, 5 s, F8 moves focus to the region labelled 'Notification'.
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info';

/** Shows a toast, replacing any visible one: a newer message is always the relevant one. */
export function notify(kind: ToastKind, title: string, description?: string): void {
  toaster.dismiss();
  toaster.create({ type: kind, title, description, duration: TOAST_DURATION_MS, closable: true });
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} maxW={{ md: '420px' }} aria-label="Notification (F8)">
        {(toast) => (
          // Chakra's success green (and its 80% description) is under 4.5:1 with white text: one shade darker, full opacity.
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" css={{ '&[data-type=success]': { bg: 'green.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
