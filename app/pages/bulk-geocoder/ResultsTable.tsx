// The results table (SPEC §2): 600 px tall, first 3 original columns, coordinates to 6 decimals, address,
// quality code (with its meaning in words) and a status badge; rows placed only at a street, postcode or place
// are tinted. Only the visible rows exist in the DOM, so 50,000 rows scroll smoothly.
// Every scroll event re-renders the table (the virtualizer renders synchronously so no blank rows show): the rows
// are plain elements styled once by the table's own stylesheet, and memoized, so a scroll renders only the rows
// it brings into view. Styled components per cell made each PageDown a 200-600 ms render at a 4x CPU slowdown
// (docs/performance.md).
import { Box } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, type CSSProperties } from 'react';
import { isRowError, type RowResult } from '../../data/bulk/types.ts';
import { formatCoordinate } from './coordinate-text.ts';
import { qualityInWords } from './quality-words.ts';

export const TABLE_HEIGHT_PX = 600;
const ROW_HEIGHT_PX = 44;
const ORIGINAL_COLUMNS_SHOWN = 3;

export interface ResultsTableProps {
  columns: readonly string[];
  rows: readonly string[][];
  results: readonly (RowResult | undefined)[];
  /** Indices of the rows that have a result, in file order. */
  done: readonly number[];
}

const dash = (text: string | undefined): string => (text && text.trim() ? text : '-');

/** The styles of every row, cell and badge, as descendant rules of the table: one stylesheet, not one per cell. */
const TABLE_CSS = {
  '& [role=row]': { display: 'grid', gridTemplateColumns: 'var(--results-columns)', alignItems: 'center', fontSize: 'sm' },
  '& [role=columnheader], & [role=cell]': { px: '3', py: '2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& [data-header]': { position: 'sticky', top: '0', zIndex: '1', bg: 'bg.muted', minW: 'fit-content', fontWeight: 'semibold' },
  '& [data-body]': { position: 'relative', minW: 'fit-content' },
  '& [data-row]': { position: 'absolute', top: '0', left: '0', right: '0', height: `${ROW_HEIGHT_PX}px`, borderTopWidth: '1px' },
  '& [data-approximate]': { bg: 'orange.subtle' },
  '& [data-mono]': { fontFamily: 'mono' },
  '& [data-words]': { color: 'fg.muted', ms: '2' },
  // Chakra's subtle badge, drawn without a component per row.
  '& [data-status]': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
  },
  '& [data-status=Success]': { bg: 'green.subtle', color: 'green.fg' },
  '& [data-status=Error]': { bg: 'red.subtle', color: 'red.fg' },
} as const;

interface ResultRowProps {
  /** The row's index in the file. */
  index: number;
  /** Its position among the table's rows (aria-rowindex counts the header as 1). */
  position: number;
  start: number;
  cells: readonly string[];
  shown: number;
  result: RowResult | undefined;
}

const ResultRow = memo(function ResultRow({ index, position, start, cells, shown, result }: ResultRowProps) {
  const hit = result && !isRowError(result) ? result : null;
  const error = result && isRowError(result) ? result.error : undefined;
  const quality = qualityInWords(hit?.geocodeQualityCode);
  const status = hit ? 'Success' : 'Error';
  return (
    <div
      role="row"
      aria-rowindex={position}
      data-row={index}
      data-approximate={quality.approximate || undefined}
      style={{ transform: `translateY(${start}px)` }}
    >
      {Array.from({ length: shown }, (_, i) => (
        <div role="cell" key={i} title={cells[i]}>
          {dash(cells[i])}
        </div>
      ))}
      <div role="cell" data-mono="">
        {hit ? formatCoordinate(hit.lat) : '-'}
      </div>
      <div role="cell" data-mono="">
        {hit ? formatCoordinate(hit.lng) : '-'}
      </div>
      <div role="cell" title={hit ? hit.displayName : error}>
        {hit ? dash(hit.displayName) : '-'}
      </div>
      <div role="cell" title={hit ? [quality.words, hit.note].filter(Boolean).join('. ') : undefined}>
        {hit ? (
          <>
            <span data-mono="">{dash(hit.geocodeQualityCode)}</span>
            {quality.words && <span data-words="">{quality.words}</span>}
          </>
        ) : (
          '-'
        )}
      </div>
      <div role="cell">
        <span data-status={status} title={error}>
          {status}
        </span>
      </div>
    </div>
  );
});

export function ResultsTable({ columns, rows, results, done }: ResultsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = Math.min(columns.length, ORIGINAL_COLUMNS_SHOWN);
  const headers = useMemo(() => [...columns.slice(0, ORIGINAL_COLUMNS_SHOWN), 'Latitude', 'Longitude', 'Address', 'Quality', 'Status'], [columns]);
  // Original columns share the space; the address gets the most; fixed widths for the short fields.
  const template = `${'minmax(120px, 1fr) '.repeat(shown)}110px 110px minmax(220px, 2fr) 220px 90px`;
  const virtualizer = useVirtualizer({
    count: done.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 5,
  });

  return (
    <Box
      ref={scroller}
      height={`${TABLE_HEIGHT_PX}px`}
      overflow="auto"
      borderWidth="1px"
      borderRadius="md"
      role="table"
      aria-label="Geocoding results"
      aria-rowcount={done.length + 1}
      data-testid="results-table"
      tabIndex={0}
      css={TABLE_CSS}
      style={{ '--results-columns': template } as CSSProperties}
    >
      <div role="rowgroup" data-header="">
        <div role="row" aria-rowindex={1}>
          {headers.map((h, i) => (
            <div role="columnheader" key={`${i}-${h}`}>
              {h}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" data-body="" style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((item) => {
          const index = done[item.index] as number;
          return (
            <ResultRow
              key={item.key}
              index={index}
              position={item.index + 2}
              start={item.start}
              cells={rows[index] ?? NO_CELLS}
              shown={shown}
              result={results[index]}
            />
          );
        })}
      </div>
    </Box>
  );
}

const NO_CELLS: readonly string[] = [];
