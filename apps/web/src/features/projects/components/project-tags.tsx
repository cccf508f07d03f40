/** A project's tags as small chips; a list, so a screen reader says how many. */
export function ProjectTags({ tags }: { tags: string[] }) {
  if (!tags.length) return <span className="text-muted-foreground">—</span>;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag} className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}
