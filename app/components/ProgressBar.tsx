// A progress bar, styled by progress-bar.css as Chakra's Progress (outline, rounded) drew it. Chakra's ran Ark's
// progress machine on each render, and each render of it built an Intl.NumberFormat for its percent text (18 ms at
// 1x on the first, as a region's download started after a first visit's page had opened, issue 33); a download's
// bar renders at every chunk. Its accessible name is the label given (Chakra's bar was named by its percent).
import type { CSSProperties } from 'react';

interface Props {
  /** Done so far, 0 to 100. */
  value: number;
  label: string;
  size?: 'sm' | 'md';
  style?: CSSProperties;
}

export function ProgressBar({ value, label, size = 'md', style }: Props) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div
      className="progress-bar"
      data-size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      style={style}
    >
      <div className="progress-bar-range" style={{ width: `${percent}%` }} />
    </div>
  );
}
