/** @file Small coloured label (status, role, permission). */
import type { HTMLAttributes } from "react";

export type Tone = "neutral" | "info" | "success" | "warning" | "danger";

export function Badge({ tone = "neutral", className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return <span className={`adm-badge adm-badge--${tone}${className ? ` ${className}` : ""}`} {...rest} />;
}
