import { useEffect, useState } from 'react';
import { useDebounced } from './use-debounced.ts';

/**
 * The text of a list's search box, whose term lives in the URL. The box follows every keystroke; the URL, and so
 * the server query, only once typing pauses for 300 ms. `onSearch` gets the trimmed term, or undefined for an
 * empty box so the parameter drops out of the URL. The setter is returned too: a page's "reset filters" empties
 * the box with it.
 */
export function useSearchTerm(urlTerm: string | undefined, onSearch: (term: string | undefined) => void) {
  const [term, setTerm] = useState(urlTerm ?? '');
  const debounced = useDebounced(term.trim(), 300);
  useEffect(() => {
    if (debounced !== (urlTerm ?? '')) onSearch(debounced || undefined);
    // Only the typed term drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [term, setTerm] as const;
}
