import { ListSearch } from '../../../components/ui/list-search';

export function ApplicationSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <ListSearch
      q={q}
      onSearch={onSearch}
      name="Applications"
      label="Search applications"
      placeholder="Title or programme"
    />
  );
}
