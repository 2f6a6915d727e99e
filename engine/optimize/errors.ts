// One catalogue of optimizer errors with stable codes, so the proxy can map them to 4xx answers.

export type OptimizeErrorCode =
  | 'TOO_FEW_STOPS'
  | 'TOO_MANY_STOPS'
  | 'BAD_WINDOW'
  | 'BAD_MATRIX'
  | 'BAD_OPTION'
  | 'BAD_SEQUENCE';

export interface OptimizeErrorInfo {
  code: OptimizeErrorCode;
  /** Worded for a visitor; stops are numbered from 1. */
  message: string;
  /** Zero-based stop index the problem is about, when there is one. */
  index?: number;
}

export class OptimizeError extends Error {
  readonly code: OptimizeErrorCode;
  readonly index?: number;

  constructor(info: OptimizeErrorInfo) {
    super(info.message);
    this.name = 'OptimizeError';
    this.code = info.code;
    if (info.index !== undefined) this.index = info.index;
  }
}
