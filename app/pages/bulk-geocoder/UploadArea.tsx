// The CSV drop zone: click (or Enter/Space) to pick a file, or drop one; the page checks the name and parses.
import { Box, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

export interface UploadAreaProps {
  onFile: (file: File) => void;
  busy: boolean;
  disabled: boolean;
}

export function UploadArea({ onFile, busy, disabled }: UploadAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const off = busy || disabled;

  const open = () => {
    if (!off) input.current?.click();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !off) onFile(file);
  };

  return (
    <Box
      role="button"
      tabIndex={off ? -1 : 0}
      aria-disabled={off}
      data-testid="upload-area"
      onClick={open}
      onKeyDown={onKey}
      onDragOver={(e) => {
        e.preventDefault();
        if (!off) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'colorPalette.solid' : 'border'}
      colorPalette="blue"
      bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
      borderRadius="lg"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      cursor={off ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.solid' }}
    >
      <Stack align="center" gap="2">
        {busy ? <Spinner size="lg" /> : <Icon as={Upload} boxSize="8" color="fg.muted" />}
        <Text fontWeight="semibold">{busy ? 'Reading your file...' : 'Click to upload or drag and drop'}</Text>
        <Text color="fg.muted" fontSize="sm">
          {disabled ? 'Cancel the running job to load another file' : 'CSV files only, with a header row'}
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        name="csv"
        accept=".csv,text/csv"
        hidden
        data-testid="file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
