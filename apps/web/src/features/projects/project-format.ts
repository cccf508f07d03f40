import { formatDate } from '../../lib/format-date';

/** "1 Mar 2026 – 30 Jun 2027", "From 1 Mar 2026", "Until 30 Jun 2027", or null without dates. */
export function formatDateRange(start: string | null, end: string | null) {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return null;
}

/** Tags as typed in one field ("Climate, education"): lower-cased, trimmed, empty ones and repeats dropped. */
export function parseTags(text: string) {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}
