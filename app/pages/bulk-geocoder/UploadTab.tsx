// Upload & Configure tab (SPEC §2): the CSV drop zone, the loaded-file alert and the Field Mapping card.
import { Alert, Stack } from '@chakra-ui/react';
import { FieldMappingCard } from './FieldMappingCard.tsx';
import { UploadArea } from './UploadArea.tsx';
import type { BulkJobState } from './useBulkJob.ts';

export function UploadTab({ job }: { job: BulkJobState }) {
  const running = job.status === 'running';
  return (
    <Stack gap="6">
      <UploadArea onFile={(f) => void job.upload(f)} busy={job.uploading} disabled={running} />
      {job.file && (
        <Alert.Root status="success" data-testid="loaded-alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              Successfully loaded {job.file.rows.length} rows with {job.file.columns.length} columns
            </Alert.Description>
            {job.file.raggedRows > 0 && (
              <Alert.Description color="fg.muted" data-testid="ragged-note">
                {job.file.raggedRows} rows had a different number of cells than the header: missing cells are read as
                empty and extra cells are ignored.
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {job.file && (
        <FieldMappingCard
          columns={job.file.columns}
          format={job.format}
          mapping={job.mapping}
          disabled={running}
          onFormatChange={job.setFormat}
          onMappingChange={job.setMapping}
        />
      )}
    </Stack>
  );
}
