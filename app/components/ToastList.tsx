// The toasts themselves: Zag's toast machines, loaded with the first toast (see toaster.tsx).
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { TOAST_REGION_LABEL, toaster } from './toaster.tsx';

export default function ToastList() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} maxW={{ md: '420px' }} aria-label={TOAST_REGION_LABEL}>
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
