// Whether the page is being printed, for content the screen folds away but the printed sheet carries.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => matchMedia('print').matches);
  useEffect(() => {
    const query = matchMedia('print');
    // 'beforeprint' comes before the browser lays out the sheet: the render must land in it, so it is synchronous.
    const before = () => flushSync(() => setPrinting(true));
    const follow = () => setPrinting(query.matches);
    addEventListener('beforeprint', before);
    addEventListener('afterprint', follow);
    // Print media without a print dialog (an emulated medium, as the e2e tests use).
    query.addEventListener('change', follow);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', follow);
      query.removeEventListener('change', follow);
    };
  }, []);
  return printing;
}
