import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../lib/use-debounced-value';
import { SearchField } from './search-field';

/**
 * The search box of a list page. It searches as the user pauses typing, or at once on Enter; the
 * words then go to the address, and the box follows the address back when Back or "Clear
 * filters" change it.
 */
export function ListSearch({
  q,
  onSearch,
  name,
  label,
  placeholder,
}: {
  q: string;
  onSearch: (q: string) => void;
  /** What the search landmark is called ("Projects"). */
  name: string;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(q);
  const [addressQ, setAddressQ] = useState(q);
  if (q !== addressQ) {
    setAddressQ(q);
    if (q.trim() !== text.trim()) setText(q);
  }

  const search = useEffectEvent((words: string) => onSearch(words));
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  return (
    <form
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== q.trim()) onSearch(text);
      }}
    >
      <SearchField
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
