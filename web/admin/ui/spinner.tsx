/** @file Loading indicator with a text for screen readers (and sighted users when `label` is visible). */
export function Spinner({ label = "Wird geladen...", inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? "adm-spinner adm-spinner--inline" : "adm-spinner"} role="status">
      <span className="adm-spinner__circle" aria-hidden="true" />
      <span className="adm-spinner__label">{label}</span>
    </div>
  );
}
