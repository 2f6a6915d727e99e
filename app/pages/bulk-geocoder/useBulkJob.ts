// The bulk geocoder's state machine (SPEC §4): no file -> loaded -> processing -> results. Every loaded file
// and every finished batch is kept in IndexedDB, so a reload or a dropped connection loses nothing and a run
// can be resumed. Results live in a ref and a version number re-renders, so 50,000 rows are never copied.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/toaster.tsx';
import { clearResults, createJob, loadJob, saveResults, updateJob } from '../../data/bulk/jobs.ts';
import { isRowError, type AddressFormat, type ColumnMapping, type JobStatus, type RowResult } from '../../data/bulk/types.ts';
import { MAX_CSV_BYTES, isCsvFileName } from './csv-file.ts';
import { downloadTextFile } from '../../files/download.ts';
import { guessMapping } from './column-guess.ts';
import { geocodeRow } from './geocode-row.ts';
import { startProblem, TOASTS, type ToastText } from './messages.ts';
import { parseCsvFile } from './parse-file.ts';
import { rowQuery } from './row-query.ts';
import { runBatches, type BatchInfo, type BatchPlan } from './run-batches.ts';

export interface LoadedFile {
  fileName: string;
  columns: string[];
  rows: string[][];
  raggedRows: number;
}

export interface Counts {
  success: number;
  failed: number;
}

export interface BulkJobState {
  /** True until the stored job (if any) has been read back. */
  restoring: boolean;
  /** Set when the page reopened a job stored by an earlier visit. */
  restored: boolean;
  uploading: boolean;
  file: LoadedFile | null;
  format: AddressFormat;
  mapping: ColumnMapping;
  status: JobStatus;
  batch: BatchInfo | null;
  counts: Counts;
  /** Indexed like file.rows. Read with `version` as the change signal. */
  results: readonly (RowResult | undefined)[];
  version: number;
  /** Why the last run stopped early, if it did not stop by Cancel. */
  failure: string | null;
  upload(file: File): Promise<void>;
  setFormat(format: AddressFormat): void;
  setMapping(mapping: ColumnMapping): void;
  start(options: { apiKey: string; keyRequired: boolean; plan: BatchPlan; resume: boolean }): Promise<void>;
  cancel(): void;
  download(): void;
}

const toast = (kind: 'success' | 'error', text: ToastText) => notify(kind, text.title, text.description);

function countResults(results: readonly (RowResult | undefined)[]): Counts {
  const counts = { success: 0, failed: 0 };
  for (const r of results) if (r) counts[isRowError(r) ? 'failed' : 'success']++;
  return counts;
}

export function useBulkJob(): BulkJobState {
  const [restoring, setRestoring] = useState(true);
  const [restored, setRestored] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [format, setFormatState] = useState<AddressFormat>('single');
  const [mapping, setMappingState] = useState<ColumnMapping>({});
  const [status, setStatus] = useState<JobStatus>('ready');
  const [batch, setBatch] = useState<BatchInfo | null>(null);
  const [counts, setCounts] = useState<Counts>({ success: 0, failed: 0 });
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const results = useRef<(RowResult | undefined)[]>([]);
  /** Resolves to the stored job's id, or null when it could not be stored (the page then works in memory). */
  const jobId = useRef<Promise<number | null>>(Promise.resolve(null));
  const run = useRef<AbortController | null>(null);

  const persist = useCallback((patch: Parameters<typeof updateJob>[1]) => {
    void jobId.current
      .then((id) => (id === null ? undefined : updateJob(id, patch)))
      .catch((e: unknown) => console.warn('Bulk job not saved', e));
  }, []);

  useEffect(() => {
    let live = true;
    loadJob()
      .catch((e: unknown) => {
        console.warn('Stored bulk job could not be read', e);
        return undefined;
      })
      .then((stored) => {
        if (!live) return;
        // The page's tabs first render here: as a transition, in slices a tap can get between (as one task, 22 ms
        // at 1x as the page opened, issue 33).
        startTransition(() => {
          setRestoring(false);
          if (!stored) return;
          const { job } = stored;
          jobId.current = Promise.resolve(job.id);
          results.current = stored.results;
          setFile({ fileName: job.fileName, columns: job.columns, rows: stored.rows, raggedRows: 0 });
          setFormatState(job.format);
          setMappingState(job.mapping);
          // A job stored as running was cut off by a reload or a closed tab: it can be resumed.
          setStatus(job.status === 'running' ? 'paused' : job.status);
          setCounts(countResults(stored.results));
          setRestored(true);
          setVersion((v) => v + 1);
        });
      });
    return () => {
      live = false;
      run.current?.abort();
    };
  }, []);

  const upload = useCallback(async (picked: File) => {
    if (!isCsvFileName(picked.name)) return toast('error', TOASTS.invalidType);
    if (picked.size > MAX_CSV_BYTES) return toast('error', TOASTS.tooLarge);
    setUploading(true);
    try {
      const outcome = await parseCsvFile(picked);
      if (outcome.kind === 'parse-error') {
        console.warn('CSV parse error', outcome.detail);
        return toast('error', TOASTS.parseError);
      }
      if (outcome.kind === 'empty') return toast('error', TOASTS.emptyFile);
      const { columns, rows, raggedRows } = outcome;
      results.current = new Array<RowResult | undefined>(rows.length);
      setFile({ fileName: picked.name, columns, rows, raggedRows });
      // SPEC §4 clears the previous mapping; the new file's headers suggest the next one (column-guess.ts).
      const guess = guessMapping(columns);
      setFormatState(guess.format);
      setMappingState(guess.mapping);
      setStatus('ready');
      setBatch(null);
      setFailure(null);
      setRestored(false);
      setCounts({ success: 0, failed: 0 });
      setVersion((v) => v + 1);
      toast('success', TOASTS.loaded(rows.length, columns.length));
      jobId.current = createJob({ fileName: picked.name, columns, rows }).catch((e: unknown) => {
        console.warn('The upload could not be kept on this device; it will not survive a reload', e);
        return null;
      });
      persist({ format: guess.format, mapping: guess.mapping });
    } catch (error) {
      console.warn('CSV parser failed', error);
      toast('error', TOASTS.uploadFailed);
    } finally {
      setUploading(false);
    }
  }, [persist]);

  const setFormat = useCallback(
    (next: AddressFormat) => {
      setFormatState(next);
      persist({ format: next });
    },
    [persist],
  );

  const setMapping = useCallback(
    (next: ColumnMapping) => {
      setMappingState(next);
      persist({ mapping: next });
    },
    [persist],
  );

  const start: BulkJobState['start'] = useCallback(
    async ({ apiKey, keyRequired, plan, resume }) => {
      const problem = startProblem({ apiKey, keyRequired, rowCount: file?.rows.length ?? 0, format, mapping });
      if (problem) return toast('error', problem);
      if (!file || run.current) return;
      const controller = new AbortController();
      run.current = controller;
      const id = await jobId.current;
      if (!resume) {
        results.current = new Array<RowResult | undefined>(file.rows.length);
        setCounts({ success: 0, failed: 0 });
        setVersion((v) => v + 1);
        if (id !== null) await clearResults(id).catch((e: unknown) => console.warn('Old results not cleared', e));
      }
      const pending: number[] = [];
      for (let i = 0; i < file.rows.length; i++) if (!results.current[i]) pending.push(i);
      setStatus('running');
      setFailure(null);
      persist({ status: 'running' });
      let final: JobStatus = 'paused';
      try {
        const outcome = await runBatches({
          pending,
          totalRows: file.rows.length,
          plan,
          signal: controller.signal,
          geocode: (i) => geocodeRow(rowQuery(file.rows[i] ?? [], file.columns, format, mapping), apiKey),
          onBatchStart: setBatch,
          onBatchDone: async (entries) => {
            for (const [i, r] of entries) results.current[i] = r;
            const failed = entries.filter(([, r]) => isRowError(r)).length;
            setCounts((c) => ({ success: c.success + entries.length - failed, failed: c.failed + failed }));
            setVersion((v) => v + 1);
            if (id !== null) await saveResults(id, entries).catch((e: unknown) => console.warn('Batch not saved', e));
          },
        });
        if (outcome === 'done') {
          final = 'done';
          toast('success', TOASTS.completed(file.rows.length));
        }
      } catch (error) {
        console.warn('Bulk geocoding stopped', error);
        setFailure(error instanceof Error ? error.message : String(error));
        toast('error', TOASTS.batchFailed);
      } finally {
        run.current = null;
        setBatch(null);
        setStatus(final);
        persist({ status: final });
      }
    },
    [file, format, mapping, persist],
  );

  const cancel = useCallback(() => run.current?.abort(), []);

  const download = useCallback(async () => {
    if (!file || !results.current.some(Boolean)) return toast('error', TOASTS.noResults);
    try {
      // The CSV writer loads with the tap, not with the page (issue 33).
      const { buildExportCsv, exportFileName } = await import('./export-csv.ts');
      downloadTextFile(exportFileName(), buildExportCsv(file.columns, file.rows, results.current));
      toast('success', TOASTS.downloadStarted);
    } catch (error) {
      console.error('Writing the results file failed', error);
      toast('error', TOASTS.downloadFailed);
    }
  }, [file]);

  return {
    restoring,
    restored,
    uploading,
    file,
    format,
    mapping,
    status,
    batch,
    counts,
    results: results.current,
    version,
    failure,
    upload,
    setFormat,
    setMapping,
    start,
    cancel,
    download,
  };
}
