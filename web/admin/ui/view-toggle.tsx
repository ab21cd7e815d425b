/** @file The 'Raster' / 'Liste' switch of the asset library and the image picker: two pressed-state buttons in a group 'Ansicht'. */
import { Button } from "./button";

export type ViewMode = "grid" | "list";

const VIEW_LABELS: Record<ViewMode, string> = { grid: "Raster", list: "Liste" };

export function ViewToggle({ view, onChange, className }: { view: ViewMode; onChange: (view: ViewMode) => void; className?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toggle-button group (WAI-ARIA APG), not a form fieldset with a legend
    <div role="group" aria-label="Ansicht" className={className}>
      {(["grid", "list"] as const).map((mode) => (
        <Button
          key={mode}
          size="sm"
          variant={view === mode ? "primary" : "secondary"}
          aria-pressed={view === mode}
          onClick={() => onChange(mode)}
        >
          {VIEW_LABELS[mode]}
        </Button>
      ))}
    </div>
  );
}
