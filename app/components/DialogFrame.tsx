// Every dialog's frame, one way: portalled backdrop and positioner, the content a little in from a phone's edges,
// and a close button sized for a finger on a phone. The caller gives the header, body and footer (and the root).
import { Dialog, Portal } from '@chakra-ui/react';
import { CloseButton } from './Button.tsx';

type DialogFrameProps = Dialog.ContentProps & {
  /** A confirmation asks for an answer: its Cancel is the way out, without a close button. */
  closable?: boolean;
};

export function DialogFrame({ closable = true, children, ...content }: DialogFrameProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="3" {...content}>
          {children}
          {closable && (
            <Dialog.CloseTrigger asChild>
              <CloseButton size={{ base: 'md', md: 'sm' }} aria-label="Close" />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
