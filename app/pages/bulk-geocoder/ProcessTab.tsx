// Process tab (SPEC §2): the visitor's key (none needed offline), the start/resume/cancel controls, progress
// and counters.
import { Alert, Card, Field, HStack, Input, Stack, Stat, StatGroup, Text } from '@chakra-ui/react';
import { progressPercent } from './run-batches.ts';
import type { BulkJobState } from './useBulkJob.ts';
import { Button } from '../../components/Button.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';

export interface ProcessTabProps {
  job: BulkJobState;
  apiKey: string;
  onApiKeyChange: (key: string) => void;
  /** False with the embedded engine. */
  keyRequired: boolean;
  offline: boolean;
  onStart: (resume: boolean) => void;
}

export function ProcessTab({ job, apiKey, onApiKeyChange, keyRequired, offline, onStart }: ProcessTabProps) {
  const total = job.file?.rows.length ?? 0;
  const processed = job.counts.success + job.counts.failed;
  const running = job.status === 'running';
  const percent = job.status === 'done' ? 100 : progressPercent(processed, total);
  const canResume = !running && processed > 0 && processed < total;
  const blocked = running || total === 0 || (keyRequired && apiKey.trim() === '');

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="key-title">
        <Card.Header>
          <Card.Title id="key-title" as="h2">
            API Key
          </Card.Title>
        </Card.Header>
        <Card.Body gap="3">
          <Field.Root required={keyRequired}>
            <Field.Label>Your provider API key{offline ? ' (optional offline)' : ''}</Field.Label>
            <Input
              type="password"
              size="lg"
              autoComplete="off"
              placeholder={offline ? 'Not needed with the built-in engine' : 'Enter your provider API key'}
              value={apiKey}
              onChange={(e) => onApiKeyChange(e.target.value)}
            />
          </Field.Root>
          {offline && (
            <Text color="fg.muted" data-testid="offline-key-note">
              Offline mode: the built-in map engine geocodes on this demo’s own server and needs no key. You can start
              without one.
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm" data-testid="key-statement">
            Your API key is sent only with each geocoding request and is not stored on our servers, nor saved on this
            device.
          </Text>
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="process-title">
        <Card.Header>
          <Card.Title id="process-title" as="h2">
            Process Geocoding
          </Card.Title>
        </Card.Header>
        <Card.Body gap="4">
          <Text data-testid="ready-text">Ready to process {total} addresses</Text>
          {running && job.batch && (
            <Text data-testid="batch-text" aria-live="polite">
              Processing batch {job.batch.batch} of {job.batch.batches}
            </Text>
          )}
          {job.failure && !running && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The run stopped after {processed} of {total} addresses</Alert.Title>
                <Alert.Description>{job.failure}. Your results so far are kept; Resume continues from here.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {job.restored && canResume && !job.failure && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  A run on {job.file?.fileName} stopped after {processed} of {total} addresses. Resume continues from
                  there.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <HStack gap="3" wrap="wrap">
            <Button size="lg" disabled={blocked} onClick={() => onStart(false)}>
              {running ? 'Processing...' : 'Start Geocoding'}
            </Button>
            {canResume && (
              <Button size="lg" variant="outline" disabled={blocked} onClick={() => onStart(true)}>
                Resume
              </Button>
            )}
            {running && (
              <Button size="lg" variant="outline" colorPalette="red" onClick={job.cancel}>
                Cancel
              </Button>
            )}
          </HStack>
          <Stack gap="1">
            <ProgressBar value={percent} label="Geocoding progress" />
            <Text fontSize="sm" color="fg.muted" data-testid="progress-text">
              {Math.round(percent)}% complete
            </Text>
          </Stack>
          {processed > 0 && (
            <StatGroup data-testid="counters">
              <Stat.Root>
                <Stat.Label>Successful</Stat.Label>
                <Stat.ValueText data-testid="count-success">{job.counts.success}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>Failed</Stat.Label>
                <Stat.ValueText data-testid="count-failed">{job.counts.failed}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>Total</Stat.Label>
                <Stat.ValueText data-testid="count-total">{processed}</Stat.ValueText>
              </Stat.Root>
            </StatGroup>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
