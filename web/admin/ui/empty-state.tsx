/** @file What a list shows when it has nothing: a title, a hint and optionally an action. */
import type { ReactNode } from "react";

export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="adm-empty">
      <p className="adm-empty__title">{title}</p>
      {children && <p className="adm-empty__hint">{children}</p>}
      {action && <div className="adm-empty__action">{action}</div>}
    </div>
  );
}
