// Results tab (SPEC §2): Total / Success / Failed badges, how many successes are only approximate (street,
// postcode or place level), the download, and the virtualised table.
import { Badge, HStack, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { isRowError } from '../../data/bulk/types.ts';
import { qualityInWords } from './quality-words.ts';
import { ResultsTable } from './ResultsTable.tsx';
import type { BulkJobState } from './useBulkJob.ts';
import { Button } from '../../components/Button.tsx';

export function ResultsTab({ job }: { job: BulkJobState }) {
  const { file, results, version } = job;
  const done = useMemo(() => {
    const indices: number[] = [];
    for (let i = 0; i < results.length; i++) if (results[i]) indices.push(i);
    return indices;
    // `version` is the change signal of the results array, which is updated in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results, version]);
  const approximate = useMemo(() => {
    let n = 0;
    for (const i of done) {
      const r = results[i];
      if (r && !isRowError(r) && qualityInWords(r.geocodeQualityCode).approximate) n++;
    }
    return n;
  }, [done, results]);

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Badge size="lg" data-testid="badge-total">
            Total: {done.length}
          </Badge>
          <Badge size="lg" colorPalette="green" data-testid="badge-success">
            Success: {job.counts.success}
          </Badge>
          <Badge size="lg" colorPalette="red" data-testid="badge-failed">
            Failed: {job.counts.failed}
          </Badge>
          <Badge size="lg" colorPalette="orange" data-testid="badge-approximate" title="Successes placed at a street, postcode or place, not at the address">
            Approximate: {approximate}
          </Badge>
        </HStack>
        <Button size="lg" onClick={job.download}>
          Download CSV
        </Button>
      </HStack>
      {file && <ResultsTable columns={file.columns} rows={file.rows} results={results} done={done} />}
    </Stack>
  );
}
