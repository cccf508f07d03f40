/**
 * A group of checkboxes drawn as chips (the status filters): several may be chosen, and the
 * chosen ones come back in the order of `options`, so equal choices make equal addresses.
 */
export function CheckboxChips<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...selected, option] : selected.filter((item) => item !== option);
    onChange(options.filter((item) => next.includes(item)));
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-input px-3 py-1 text-sm has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary focus-visible:outline-none"
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
