import { ListSearch } from '../../../components/ui/list-search';

export function ProjectSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return <ListSearch q={q} onSearch={onSearch} name="Projects" label="Search projects" placeholder="Name or summary" />;
}
