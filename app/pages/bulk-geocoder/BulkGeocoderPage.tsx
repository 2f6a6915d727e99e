// Bulk Geocoder page (SPEC §2): upload a CSV, map its columns, geocode it in batches, download the results.
// The job is kept on the device, so a reload or a dropped connection can be resumed.
import { Box, Spinner, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BulkGeocoderIntro } from './BulkGeocoderIntro.tsx';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { ProcessTab } from './ProcessTab.tsx';
import { ResultsTab } from './ResultsTab.tsx';
import { OFFLINE_PLAN, PROVIDER_PLAN } from './run-batches.ts';
import { UploadTab } from './UploadTab.tsx';
import { useBulkJob } from './useBulkJob.ts';

type Tab = 'upload' | 'process' | 'results';

export default function BulkGeocoderPage() {
  const job = useBulkJob();
  const { config } = useMapConfig();
  const [tab, setTab] = useState<Tab>('upload');
  // Kept in memory only: never in IndexedDB, the URL or the server (SPEC §2).
  const [apiKey, setApiKey] = useState('');
  const offline = config?.provider === 'offline';
  const hasRows = (job.file?.rows.length ?? 0) > 0;
  const hasResults = job.counts.success + job.counts.failed > 0;

  return (
    <Box>
      <PageTitle title="Bulk Geocoder" />
      <BulkGeocoderIntro />
      {job.restoring ? (
        <Spinner aria-label="Loading your last job" />
      ) : (
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} lazyMount unmountOnExit variant="line">
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="upload">Upload & Configure</Tabs.Trigger>
            <Tabs.Trigger value="process" disabled={!hasRows}>
              Process
            </Tabs.Trigger>
            <Tabs.Trigger value="results" disabled={!hasResults}>
              Results
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upload">
            <UploadTab job={job} />
          </Tabs.Content>
          <Tabs.Content value="process">
            <ProcessTab
              job={job}
              apiKey={apiKey}
              onApiKeyChange={setApiKey}
              keyRequired={!offline}
              offline={offline}
              onStart={(resume) => void job.start({ apiKey, keyRequired: !offline, plan: offline ? OFFLINE_PLAN : PROVIDER_PLAN, resume })}
            />
          </Tabs.Content>
          <Tabs.Content value="results">
            <ResultsTab job={job} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Box>
  );
}
